// The build's assets from their brotli or gzip twin (scripts/build/precompress.ts), chosen by the
// request's Accept-Encoding, with the year-long immutable cache; the plain file otherwise. They carry the
// security headers a file that is no document needs, not a page's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/build/precompress';
import { pickEncoding } from '../../server/http/static-files';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SCRIPT = `export const text = ${JSON.stringify('hearthly '.repeat(400))};\n`;
// Under 500 bytes, and far smaller compressed: worth its twins.
const SMALL = `export const list = ${JSON.stringify(Array.from({ length: 40 }, (_, i) => `item-${i}`))};\n`;
let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry-client-AbCd1234.js'), SCRIPT);
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-AbCd1234.js'), 'export {};\n');
  fs.writeFileSync(path.join(clientDir, 'assets', 'small-AbCd1234.js'), SMALL);
  fs.writeFileSync(path.join(clientDir, 'assets', 'challenge.worker-AbCd1234.js'), SCRIPT);
  expect(await precompressFolder(path.join(clientDir, 'assets'))).toBe(6);
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['identity', undefined],
    // The weights decide, then the server's order among equals; * is any coding not named.
    ['gzip;q=1, br;q=0.1', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['*', 'br'],
    ['gzip;q=0.2, *', 'br'],
    ['*;q=0.3, gzip;q=0.5', 'gzip'],
    ['*;q=0', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['gzip;q=0.5, identity', undefined],
    ['gzip, identity;q=0.5', 'gzip'],
    ['gzip;q=2, br;q=x', undefined],
    ['garbage, ;;, q=1', undefined],
  ])('Accept-Encoding %j → %s', (header, picked) => {
    expect(pickEncoding(header, ['br', 'gzip'])).toBe(picked);
  });
});

describe('/assets', () => {
  const file = '/assets/entry-client-AbCd1234.js';
  it.each([
    ['br', 'br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ])('answers Accept-Encoding %j with the %s twin, made at build time', async (accept, encoding, decode) => {
    const twin = fs.readFileSync(path.join(clientDir, file + (encoding === 'br' ? '.br' : '.gz')));
    expect(decode(twin).toString()).toBe(SCRIPT);
    const res = await request(t.app).get(file).set('Accept-Encoding', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(twin.length);
    expect(res.text).toBe(SCRIPT);
  });

  it('answers the plain file without Accept-Encoding, and a file without twins as it is', async () => {
    const plain = await request(t.app).get(file).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fs.existsSync(path.join(clientDir, 'assets', 'tiny-AbCd1234.js.br'))).toBe(false);
    expect((await request(t.app).get('/assets/tiny-AbCd1234.js').set('Accept-Encoding', 'br')).status).toBe(200);
  });

  it('a twin gone from the disk under the running server: the file as it is, or a 404 that claims no encoding and no year', async () => {
    for (const name of ['gone-AbCd1234.js', 'vanished-AbCd1234.js']) fs.writeFileSync(path.join(clientDir, 'assets', name), SCRIPT);
    await precompressFolder(path.join(clientDir, 'assets'));
    expect(fs.existsSync(path.join(clientDir, 'assets', 'vanished-AbCd1234.js.br'))).toBe(true);
    const app = await createTestApp({}, { clientDir });
    try {
      fs.rmSync(path.join(clientDir, 'assets', 'gone-AbCd1234.js.br'));
      const plain = await request(app.app).get('/assets/gone-AbCd1234.js').set('Accept-Encoding', 'br');
      expect(plain.status).toBe(200);
      expect(plain.text).toBe(SCRIPT);
      for (const suffix of ['', '.br', '.gz']) fs.rmSync(path.join(clientDir, 'assets', `vanished-AbCd1234.js${suffix}`));
      const missing = await request(app.app).get('/assets/vanished-AbCd1234.js').set('Accept-Encoding', 'br');
      expect(missing.status).toBe(404);
      expect(missing.headers['content-encoding']).toBeUndefined();
      expect(missing.headers['cache-control'] ?? '').not.toContain('immutable');
      expect(missing.text).toBe('Not Found');
    } finally {
      await app.close();
    }
  });

  it('gives a small file twins when they save more than the headers they add', async () => {
    expect(SMALL.length).toBeLessThan(512);
    const twin = fs.readFileSync(path.join(clientDir, 'assets', 'small-AbCd1234.js.br'));
    expect(twin.length + 45).toBeLessThan(SMALL.length);
    const res = await request(t.app).get('/assets/small-AbCd1234.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe(SMALL);
  });
});

describe('the security headers of /assets', () => {
  const DOCUMENT_ONLY = ['content-security-policy', 'x-frame-options', 'referrer-policy', 'strict-transport-security', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection'];

  it.each([
    ['the brotli twin', 'br'],
    ['the plain file', 'identity'],
  ])('%s: nosniff and the same-origin resource policy, none of the document headers, no Last-Modified', async (_name, accept) => {
    const res = await request(t.app).get('/assets/entry-client-AbCd1234.js').set('Accept-Encoding', accept);
    expect(res.status).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(res.headers[name], name).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers.etag).toBeDefined();
  });

  it("a worker's script carries the site's CSP, its own policy, without a nonce", async () => {
    const res = await request(t.app).get('/assets/challenge.worker-AbCd1234.js').set('Accept-Encoding', 'br');
    const page = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toBe(String(page.headers['content-security-policy']).replace(/ 'nonce-[^']+'/, ''));
    expect(res.headers['content-security-policy']).not.toContain('nonce');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('a missing asset: 404 with the same few headers', async () => {
    const res = await request(t.app).get('/assets/missing-AbCd1234.js');
    expect(res.status).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  it('everything else keeps the document headers', async () => {
    for (const url of ['/healthz', '/favicon.svg', '/assetsX', '/api/v1/faqCategory']) {
      const res = await request(t.app).get(url);
      expect(res.headers['content-security-policy'], url).toMatch(/'nonce-[^']+'/);
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });
});

describe('ranges and letter case', () => {
  it('a part of a file is sent as the file has it, never compressed on the way (its Content-Range counts the file’s bytes)', async () => {
    // Larger than the compression middleware's threshold (1 KB), which a whole favicon would pass.
    const res = await request(t.app).get('/favicon.ico').set('Accept-Encoding', 'br').set('Range', 'bytes=0-1199').buffer(true);
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toMatch(/^bytes 0-1199\/\d+$/);
    expect(Number(res.headers['content-length'])).toBe(1200);
  });

  it('a range the file cannot give (416) is not kept: no year, no validators', async () => {
    for (const url of ['/assets/entry-client-AbCd1234.js', '/favicon.ico']) {
      const res = await request(t.app).get(url).set('Accept-Encoding', 'identity').set('Range', 'bytes=99999999-');
      expect(res.status, url).toBe(416);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
      expect(res.headers['last-modified'], url).toBeUndefined();
    }
    // A range it can give keeps the file's own lifetime.
    const part = await request(t.app).get('/assets/entry-client-AbCd1234.js').set('Accept-Encoding', 'identity').set('Range', 'bytes=0-9');
    expect(part.status).toBe(206);
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('/ASSETS/ in another letter case is no asset: an unknown address, with a document’s headers', async () => {
    const res = await request(t.app).get('/ASSETS/entry-client-AbCd1234.js').set('Accept-Encoding', 'br');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/Transfer');
    expect(res.headers['content-security-policy']).toBeDefined();
  });
});
