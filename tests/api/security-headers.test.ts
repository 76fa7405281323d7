// The security headers: on every answer, /healthz included, and HSTS whenever the built site is served.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('GET /healthz', () => {
  let ready = false;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { isReady: () => ready });
  });
  afterAll(() => t.close());

  it('answers 503 before the server is ready and 200 after, never cached', async () => {
    ready = false;
    const starting = await request(t.app).get('/healthz');
    expect(starting.status).toBe(503);
    expect(starting.body).toEqual({ status: 'starting' });
    expect(starting.headers['cache-control']).toBe('no-store');
    ready = true;
    const ok = await request(t.app).get('/healthz');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ status: 'ok' });
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('carries the same security headers as a page', async () => {
    ready = true;
    const health = await request(t.app).get('/healthz');
    const page = await request(t.app).get('/Support/FAQs');
    for (const header of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy']) {
      expect(health.headers[header], header).toBeDefined();
      expect(health.headers[header], header).toBe(page.headers[header]);
    }
    // The same policy; only the inline scripts' source differs: a nonce new for every answer, or the
    // hashes of a cached page's scripts.
    const policy = (res: request.Response) =>
      String(res.headers['content-security-policy']).replace(/'nonce-[^']+'|'sha256-[^']+'( 'sha256-[^']+')*/, "'inline scripts'");
    expect(policy(health)).toContain("default-src 'self'");
    expect(policy(health)).toBe(policy(page));
    expect(health.headers['x-powered-by']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it.each([
    [{ NODE_ENV: 'production', APP_ENV: 'local' }, HSTS],
    [{ NODE_ENV: 'production', APP_ENV: 'test' }, HSTS],
    [{ NODE_ENV: 'production', APP_ENV: 'production' }, HSTS],
    [{ NODE_ENV: 'development', APP_ENV: 'local' }, undefined],
    [{ NODE_ENV: 'test', APP_ENV: 'test' }, undefined],
  ])('with %j is %s', async (env, expected) => {
    const t = await createTestApp(env);
    try {
      for (const url of ['/healthz', '/Support/FAQs', '/api/v1/faqCategory', '/favicon.svg']) {
        expect((await request(t.app).get(url)).headers['strict-transport-security'], url).toBe(expected);
      }
    } finally {
      await t.close();
    }
  });
});
