// Pages rendered because no cache had them count against the client address's limit (PAGE_RENDER_LIMIT):
// a stream of made-up queries from one address is refused with 429 and a short page in the page's
// language, while pages in memory are still served to it and cost nothing against the limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

const LIMIT = { PAGE_RENDER_LIMIT: '3' };
// The limits' clock held still inside a minute: a test that crossed into the next minute would find its
// renders partly forgiven (the limit slides over two windows) and one more let through.
const CLOCK = { now: () => Date.UTC(2026, 0, 15, 12, 0, 30) };
const get = (t: TestApp, path: string) => request(t.app).get(path).set('User-Agent', USER_AGENTS.desktop);

describe('with the page cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMIT, CLOCK);
  });
  afterAll(() => t.close());

  it('renders up to the limit, then answers 429 in the page language; kept pages are still served', async () => {
    const kept = await get(t, '/Support/Downloads');
    expect(kept.status).toBe(200);
    for (const keyword of ['hub', 'plug']) expect((await get(t, `/de/Support/FAQs?keyword=${keyword}`)).status).toBe(200);

    const refused = await get(t, '/de/Support/FAQs?keyword=kamera');
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-security-policy']).toBeDefined();
    expect(refused.text).toContain('<html lang="de">');
    expect(refused.text).toMatch(/Zu viele Anfragen aus Ihrem Netzwerk\. Bitte versuchen Sie es in \d+ Sekunden? erneut\./);

    const again = await get(t, '/Support/Downloads');
    expect(again.status).toBe(200);
    expect(again.headers['x-cache']).toBe('HIT');
  });
});

describe('without the page cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMIT, PAGE_CACHE_MB: '0' }, CLOCK);
  });
  afterAll(() => t.close());

  it('counts every page it renders, the unknown-language 404 too', async () => {
    expect((await get(t, '/Support/Downloads')).status).toBe(200);
    expect((await get(t, '/ja/Support/Downloads')).status).toBe(200);
    expect((await get(t, '/xx/Support/Downloads')).status).toBe(404);
    const refused = await get(t, '/ja/Support/Downloads');
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('<html lang="ja">');
    expect(refused.text).toContain('お使いのネットワークからのリクエストが多すぎます。');
  });
});

describe('PAGE_RENDER_LIMIT=0', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_RENDER_LIMIT: '0', PAGE_CACHE_MB: '0' });
  });
  afterAll(() => t.close());

  it('renders every page asked for', async () => {
    for (let i = 0; i < 5; i++) expect((await get(t, `/Support/FAQs?keyword=hub${i}`)).status).toBe(200);
  });
});
