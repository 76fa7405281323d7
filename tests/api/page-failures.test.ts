// Pages when something behind them fails: the count of rendered pages (PAGE_RENDER_LIMIT) lives in the
// database, and a database that takes no writes (a full disk) must not take the pages down with it; a
// page that fails before it can be rendered is a sentence in its own language, never a line of English.
import { afterEach, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

const get = (t: TestApp, path: string) => request(t.app).get(path).set('User-Agent', USER_AGENTS.desktop);
const errorLines = (t: TestApp) => t.logs.map((line) => JSON.parse(line) as { level: string; msg: string }).filter((line) => line.level === 'error');

let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

describe('the count of rendered pages cannot be written', () => {
  // [cache]: with the page cache (its miss counts before it renders) and without it (the page handler counts).
  it.each([['with the page cache', {}], ['without the page cache', { PAGE_CACHE_MB: '0' }]])('%s: the pages are rendered uncounted, said once in the log', async (_name, env) => {
    t = await createTestApp({ PAGE_RENDER_LIMIT: '1', ...env });
    vi.spyOn(t.services.formGuard.rateLimits, 'hit').mockRejectedValue(new Error('database or disk is full'));

    // Over a limit of one, had they been counted.
    for (const path of ['/de/Support/FAQs?keyword=hub', '/de/Support/FAQs?keyword=plug', '/ja/Support/Downloads']) {
      const res = await get(t, path);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('<main');
    }
    const lines = errorLines(t);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toMatch(/not counted against PAGE_RENDER_LIMIT/);
  });
});

describe('a page that fails before it is rendered', () => {
  it.each([
    ['/ja/Support/FAQs', 'ja', '当社側でエラーが発生しました。', USER_AGENTS.desktop],
    ['/mTerminal/de/Support/Downloads', 'de', 'Bei uns ist ein Fehler aufgetreten.', USER_AGENTS.iphone],
    ['/Support/Cloud_Service', 'en', 'Something went wrong on our side. Please try again in a moment.', USER_AGENTS.desktop],
  ])('%s: 500, one sentence in %s, kept by no one', async (path, lang, sentence, userAgent) => {
    t = await createTestApp({}, { loadEntry: () => Promise.reject(new Error('the page module could not be loaded')) });
    const res = await request(t.app).get(path).set('User-Agent', userAgent);
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.text).toContain(`<html lang="${lang}">`);
    expect(res.text).toContain(sentence);
    expect(errorLines(t).some((line) => line.msg === 'request failed')).toBe(true);
  });
});
