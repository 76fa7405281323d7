// The security headers: on every answer, /healthz included, and HSTS whenever the built site is served.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '../../server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

const HSTS = 'max-age=31536000; includeSubDomains';

describe('GET /healthz', () => {
  let health: Health = 'ok';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { health: () => health });
  });
  afterAll(() => t.close());

  it('answers 200 while the server serves, 503 once it stops; never cached', async () => {
    for (const [state, status] of [
      ['ok', 200],
      ['stopping', 503],
    ] as const) {
      health = state;
      const res = await request(t.app).get('/healthz');
      expect(res.status, state).toBe(status);
      expect(res.body).toEqual({ status: state });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('carries the same security headers as a page', async () => {
    health = 'ok';
    const answer = await request(t.app).get('/healthz');
    const page = await request(t.app).get('/Support/FAQs');
    for (const header of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy', 'permissions-policy']) {
      expect(answer.headers[header], header).toBeDefined();
      expect(answer.headers[header], header).toBe(page.headers[header]);
    }
    // The same policy; only the inline scripts' source differs: a nonce new for every answer, or the
    // hashes of a cached page's scripts.
    const policy = (res: request.Response) =>
      String(res.headers['content-security-policy']).replace(/'nonce-[^']+'|'sha256-[^']+'( 'sha256-[^']+')*/, "'inline scripts'");
    expect(policy(answer)).toContain("default-src 'self'");
    expect(policy(answer)).toBe(policy(page));
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(page.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()');
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
