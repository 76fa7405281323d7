// The HTTP server's limits on a real listening socket (the one test that needs a port): slow or idle
// clients are closed within the configured time, and connections over the cap are refused.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { checkingInterval, createHttpServer } from '../../server/http/node-server';
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
const servers: Server[] = [];

async function listen(limits: typeof config): Promise<number> {
  const server = createHttpServer(t.app, limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

let port: number;
beforeAll(async () => {
  t = await createTestApp();
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

describe('the connection cap', () => {
  it('refuses connections over MAX_CONNECTIONS', async () => {
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
});
