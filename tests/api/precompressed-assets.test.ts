// The build's assets from their brotli or gzip twin (scripts/build/precompress.ts), chosen by the
// request's Accept-Encoding, with the year-long immutable cache; the plain file otherwise.
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
let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry-client-AbCd1234.js'), SCRIPT);
  fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-AbCd1234.js'), 'export {};\n');
  expect(await precompressFolder(path.join(clientDir, 'assets'))).toBe(2);
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
});
