// The HTTP server's limits on a real listening socket (the one test that needs a port): slow or idle
// clients are closed within the configured time, and connections over the cap are refused.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { checkingInterval, createHttpServer } from '../../server/http/node-server';
import { answerUnreadableRequests, headersTooLargeEnvelope, headersTooLargePage } from '../../server/http/client-errors';
import { createI18n } from '../../server/i18n';
import { LANGUAGES } from '../../shared/i18n';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Small limits, so that the whole file takes about two seconds.
const config = loadConfig({
  HEADERS_TIMEOUT_MS: '400',
  REQUEST_TIMEOUT_MS: '800',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
  SOCKET_TIMEOUT_MS: '3000',
  MAX_CONNECTIONS: '50',
});
// A limit is enforced at the next connections check after it runs out.
const within = (limit: number) => limit + checkingInterval(config.HEADERS_TIMEOUT_MS) + 250;
// Node keeps an idle keep-alive socket a second longer than the Keep-Alive header announces.
const KEEP_ALIVE_GRACE_MS = 1000;

let t: TestApp;
let tooLargePage: string;
let tooLargeEnvelope: string;
const servers: Server[] = [];

/** A server as server/main.ts makes it: the limits, and the answers to requests Node cannot read. */
async function listen(limits: typeof config): Promise<number> {
  const server = createHttpServer(t.app, limits);
  answerUnreadableRequests(server, tooLargePage, tooLargeEnvelope);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let port: number;
beforeAll(async () => {
  t = await createTestApp();
  tooLargePage = headersTooLargePage(await createI18n(), 'Hearthly');
  tooLargeEnvelope = headersTooLargeEnvelope(await createI18n());
  port = await listen(config);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await t.close();
});

interface Outcome {
  /** Milliseconds from connect to close. */
  closedAfter: number;
  received: string;
}

/** Connects, lets `act` write (it gets a stop signal for its timers), and resolves when the server closes the socket. */
function connect(act: (socket: net.Socket, closed: () => boolean) => void, to = port): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(to, '127.0.0.1');
    let received = '';
    let start = 0;
    let closed = false;
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      start = Date.now();
      act(socket, () => closed);
    });
    socket.on('close', () => {
      closed = true;
      resolve({ closedAfter: Date.now() - start, received });
    });
    socket.setTimeout(4000, () => {
      socket.destroy();
      reject(new Error('the server kept the socket open'));
    });
  });
}

/** Writes `pieces` one by one every `everyMs` while the socket is open. */
function drip(socket: net.Socket, closed: () => boolean, pieces: string[], everyMs: number): void {
  const next = () => {
    const piece = pieces.shift();
    if (piece === undefined || closed()) return;
    socket.write(piece);
    setTimeout(next, everyMs);
  };
  next();
}

const slowHeaders = Array.from({ length: 40 }, (_, i) => (i === 0 ? 'GET /healthz HTTP/1.1\r\nHost: x\r\n' : `X-Slow-${i}: 1\r\n`));

describe.concurrent('the HTTP server limits', () => {
  it('closes a socket whose headers come too slowly, with 408', async () => {
    const { closedAfter, received } = await connect((socket, closed) => drip(socket, closed, [...slowHeaders], 50));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(config.HEADERS_TIMEOUT_MS - 50);
    expect(closedAfter).toBeLessThan(within(config.HEADERS_TIMEOUT_MS));
  });

  it('closes a socket that sends nothing at all', async () => {
    const { closedAfter } = await connect(() => undefined);
    expect(closedAfter).toBeLessThan(within(config.HEADERS_TIMEOUT_MS));
  });

  it('closes a request whose body comes too slowly, with 408', async () => {
    const head = 'POST /api/v1/faq/1/read HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const body = Array.from({ length: 100 }, () => ' ');
    const { closedAfter, received } = await connect((socket, closed) => drip(socket, closed, [head, ...body], 50));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(config.REQUEST_TIMEOUT_MS - 50);
    expect(closedAfter).toBeLessThan(within(config.REQUEST_TIMEOUT_MS));
  });

  it('answers a normal request and closes the idle keep-alive connection after its timeout', async () => {
    let answeredAt = 0;
    const { closedAfter, received } = await connect((socket) => {
      socket.once('data', () => (answeredAt = Date.now()));
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
    });
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain('Keep-Alive: timeout=1\r\n');
    expect(answeredAt).toBeGreaterThan(0);
    expect(closedAfter).toBeGreaterThanOrEqual(config.KEEP_ALIVE_TIMEOUT_MS);
    // Well before Node's own default of 5 s, with room for a machine busy running other tests.
    expect(closedAfter).toBeLessThan(config.KEEP_ALIVE_TIMEOUT_MS + KEEP_ALIVE_GRACE_MS + 1500);
  });
});

describe('requests Node cannot read', () => {
  const bigCookie = `Cookie: ${Array.from({ length: 40 }, (_, i) => `tracker${i}=${'x'.repeat(500)}`).join('; ')}\r\n`;

  it('headers over the limit get a page in every language that says what to do, and the connection closes', async () => {
    const { received } = await connect((socket) => socket.write(`GET /faq HTTP/1.1\r\nHost: x\r\n${bigCookie}\r\n`));
    const [head, body] = received.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(head).toContain('Content-Type: text/html; charset=utf-8');
    expect(head).toContain('Cache-Control: no-store');
    expect(head).toContain("Content-Security-Policy: default-src 'none'");
    expect(head).toContain(`Content-Length: ${Buffer.byteLength(tooLargePage)}`);
    // Received as latin1: compare bytes.
    expect(Buffer.from(body ?? '', 'latin1').toString('utf8')).toBe(tooLargePage);
  });

  it('headers over the limit on a HEAD get the head of that answer alone', async () => {
    const { received } = await connect((socket) => socket.write(`HEAD /faq HTTP/1.1\r\nHost: x\r\n${bigCookie}\r\n`));
    expect(received).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(received).toContain(`Content-Length: ${Buffer.byteLength(tooLargePage)}\r\n`);
    expect(received.endsWith('\r\n\r\n')).toBe(true);
  });

  it('headers over the limit on an API call get the envelope, in JSON, whatever the form of the target', async () => {
    for (const target of ['/api/v1/faqList?keyword=x', 'http://x/api/v1/faqCategory']) {
      const { received } = await connect((socket) => socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\n${bigCookie}\r\n`));
      const [head, body] = received.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
      expect(head).toContain('Content-Type: application/json; charset=utf-8');
      expect(head).toContain('Cache-Control: no-store');
      expect(JSON.parse(body ?? '')).toEqual({
        Code: 431,
        Msg: "Request headers too large. Your browser sent more data with this request than the site accepts, most often too many or too large cookies. Delete this site's cookies in your browser's settings, then reload the page.",
        Data: null,
      });
    }
    const { received } = await connect((socket) => socket.write(`HEAD /api/v1/faqCategory HTTP/1.1\r\nHost: x\r\n${bigCookie}\r\n`));
    expect(received).toContain(`Content-Length: ${Buffer.byteLength(tooLargeEnvelope)}\r\n`);
    expect(received.endsWith('\r\n\r\n')).toBe(true);
    // A page whose path merely holds "api" is a page.
    const page = await connect((socket) => socket.write(`GET /Support/FAQs?q=/api/ HTTP/1.1\r\nHost: x\r\n${bigCookie}\r\n`));
    expect(page.received).toContain('Content-Type: text/html; charset=utf-8');
  });

  it('the page holds each language\'s own words, marked with its language', async () => {
    const i18n = await createI18n();
    for (const lang of LANGUAGES) {
      const t = i18n.forLanguage(lang).getFixedT(lang, 'api');
      expect(tooLargePage).toContain(`<section lang="${lang}"><h2>${t('headersTooLarge.title').replace(/'/g, '&#39;')}</h2>`);
      expect(tooLargePage).toContain(t('headersTooLarge.text').replace(/'/g, '&#39;'));
    }
    expect(tooLargePage).toMatch(/^<!doctype html><html lang="en">.*<title>Request headers too large · Hearthly Support<\/title>.*<h1>Hearthly Support<\/h1>/);
  });

  it.each([
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', /^HTTP\/1\.1 400 Bad Request\r\nConnection: close\r\n\r\n$/],
    ['a chunk extension over the limit', `POST /api/v1/faq/1/read HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1;${'a'.repeat(20_000)}\r\n`, /^HTTP\/1\.1 413 Payload Too Large\r\n/],
  ])('%s gets Node\'s own short answer', async (_, request, answer) => {
    const { received } = await connect((socket) => socket.write(request));
    expect(received).toMatch(answer);
  });

  it('nothing is written into an answer already under way', async () => {
    // The first request is being answered when the second, pipelined behind it, goes over the header limit:
    // the first answer is left whole, and the connection closes after it. (robots.txt is answered at once,
    // as it comes: an answer still waiting for its data when the second request fails is not under way.)
    const { received } = await connect((socket) => socket.write(`GET /robots.txt HTTP/1.1\r\nHost: x\r\n\r\nGET /faq HTTP/1.1\r\nHost: x\r\n${bigCookie}\r\n`));
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n[^]*\r\n\r\nUser-agent: \*\n[^]*\nSitemap: [^\n]*\n$/);
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});

describe('the connection cap', () => {
  it('refuses connections over MAX_CONNECTIONS while every open one is busy', async () => {
    const capped = await listen({ ...config, MAX_CONNECTIONS: 2 });
    const open = await Promise.all(
      Array.from({ length: 2 }, () => {
        const socket = net.connect(capped, '127.0.0.1');
        socket.on('error', () => undefined);
        return new Promise<net.Socket>((resolve) => socket.on('connect', () => resolve(socket)));
      }),
    );
    try {
      const extra = await connect((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'), capped);
      expect(extra.received).toBe('');
      expect(extra.closedAfter).toBeLessThan(200);
    } finally {
      for (const socket of open) socket.destroy();
    }
  });

  it('makes room by closing the idle keep-alive connections, and refuses none', async () => {
    let refused = 0;
    const server = createHttpServer(t.app, { ...config, MAX_CONNECTIONS: 2 }, () => refused++);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const capped = (server.address() as AddressInfo).port;
    // Two visitors whose page is answered, their connections kept for the next request (idle).
    const idle = await Promise.all(
      Array.from({ length: 2 }, () => {
        const socket = net.connect(capped, '127.0.0.1');
        socket.on('error', () => undefined);
        const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
        return new Promise<{ closed: Promise<void> }>((resolve) => {
          socket.once('data', () => resolve({ closed }));
          socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n'));
        });
      }),
    );
    const next = await connect((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), capped);
    expect(next.received).toMatch(/^HTTP\/1\.1 200 /);
    // Both idle connections were closed for it, long before their keep-alive time (1 s).
    await Promise.all(idle.map(({ closed }) => closed));
    expect(refused).toBe(0);
  });
});
