// Hostile paths against every static folder: no answer may carry a Location that leads off the site,
// and a static handler's own refusal keeps its 4xx status, in plain text, without a logged stack.
// The paths are sent raw (a backslash stays a backslash), as a non-browser client sends them, so this
// file talks HTTP to a server of its own instead of through supertest, which rewrites them.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

const SITE = 'https://support.hearthly.test';

let t: TestApp;
let server: http.Server;
let clientDir: string;
/** What the app logged, debug lines included. */
const logs: string[] = [];
beforeAll(async () => {
  // A build's client folder with a file and a sub-folder, like dist/client.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry-client-AbCd1234.js'), 'export {};\n');
  t = await createTestApp({}, { clientDir, logger: createLogger('debug', (line) => logs.push(line)) });
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with `rawPath` exactly as written. */
function raw(method: string, rawPath: string): Promise<RawResponse> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: rawPath, headers: { Host: 'support.hearthly.test', 'User-Agent': USER_AGENTS.desktop } },
      (res) => {
        let body = '';
        res.setEncoding('latin1');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// What a static folder may be asked, after its prefix.
const HOSTILE = [
  '/\\evil.com/%2e%2e',
  '/\\evil.com/',
  '/\\\\evil.com/%2e%2e',
  '/\\/evil.com/..',
  '/%5cevil.com/%2e%2e',
  '/%5c%5cevil.com/',
  '//evil.com/%2e%2e',
  '///evil.com/..',
  '/%2f%2fevil.com/%2e%2e',
  '/%2fevil.com/',
  '/%2e%2e',
  '/..',
  '/.',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fetc/passwd',
  '/..%5c..%5cetc%5cpasswd',
  '/%00',
  '/a%00.js',
  '/chunks',
  '/chunks/',
  '/manuals',
  '/%',
  '/%c0%ae%c0%ae/',
];
const MOUNTS = ['', '/assets', '/files'];
const cases = MOUNTS.flatMap((mount) => HOSTILE.flatMap((p) => ['GET', 'HEAD'].map((method) => [method, mount + p] as const)));

/** Where a browser on the site would go for this Location. */
const target = (location: string) => new URL(location, `${SITE}/Support/FAQs`);

describe('hostile paths on the static folders', () => {
  it.each(cases)('%s %s stays on the site and is no server fault', async (method, rawPath) => {
    const before = logs.length;
    const res = await raw(method, rawPath);
    expect(res.status).toBeLessThan(500);
    if (res.headers.location !== undefined) {
      expect(target(res.headers.location).origin).toBe(SITE);
      // A path that begins "//" or "/\" is another host, whatever origin it is read against.
      expect(res.headers.location).not.toMatch(/^[/\\]{2}/);
    }
    const logged = logs.slice(before).join('\n');
    expect(logged).not.toMatch(/"level":"error"|stack/);
  });

  it('never redirects a directory to its trailing-slash form', async () => {
    for (const rawPath of ['/assets/chunks', '/files/manuals', '/files/%2e%2e', '/files/\\evil.com/%2e%2e']) {
      const res = await raw('GET', rawPath);
      expect([301, 302, 303, 307, 308], rawPath).not.toContain(res.status);
    }
  });
});

describe("a static folder's own refusals", () => {
  it.each([
    ['/files/..%2f..%2fetc/passwd', 403],
    ['/files/%2e%2e/%2e%2e/etc/passwd', 403],
    ['/files/%00', 400],
    ['/assets/..', 403],
    ['/assets/%2e%2e', 403],
    ['/assets/chunks', 404],
    ['/assets/missing-AbCd1234.js', 404],
    ['/files/manuals', 404],
  ])('%s answers %i in plain text and logs one short debug line', async (rawPath, status) => {
    const before = logs.length;
    const res = await raw('GET', rawPath);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(http.STATUS_CODES[status]);
    const lines = logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'debug', msg: 'request refused', status });
    expect(lines[0]).not.toHaveProperty('error');
  });

  it('logs the refused path without its query string', async () => {
    const before = logs.length;
    const res = await raw('GET', '/files/missing.pdf?keyword=jane.doe%40example.com');
    expect(res.status).toBe(404);
    const lines = logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([expect.objectContaining({ msg: 'request refused', path: '/files/missing.pdf' })]);
  });

  it('still serves the files themselves', async () => {
    expect((await raw('GET', '/assets/entry-client-AbCd1234.js')).status).toBe(200);
    expect((await raw('GET', '/favicon.svg')).status).toBe(200);
  });

  it('logs nothing for a refusal at the default level', async () => {
    const quiet = await createTestApp({}, { clientDir });
    try {
      const quietServer = http.createServer(quiet.app);
      await new Promise<void>((resolve) => quietServer.listen(0, '127.0.0.1', resolve));
      const { port } = quietServer.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/files/..%2f..%2fetc/passwd`);
      quietServer.close();
      expect(res.status).toBe(403);
      expect(quiet.logs).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});

describe('a visitor who leaves while a file is sent', () => {
  /** Sends a request and closes the connection at once, as a browser does when its page is closed. */
  function leave(rawPath: string): Promise<void> {
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end(`GET ${rawPath} HTTP/1.1\r\nHost: support.hearthly.test\r\n\r\n`);
        socket.destroy();
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
  }

  it('is no server fault: nothing is logged above debug', async () => {
    const before = logs.length;
    for (let i = 0; i < 20; i++) await leave(i % 2 ? '/og-image.png' : '/favicon.svg');
    // The server sees each connection close after the client is gone: one more request that completes
    // comes after the ones that were left, on the same single thread.
    expect((await raw('GET', '/favicon.svg')).status).toBe(200);
    const lines = logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.filter((line) => line.level !== 'debug')).toEqual([]);
  });
});
