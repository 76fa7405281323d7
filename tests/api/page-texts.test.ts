// A page carries the texts of its own language and of the namespaces it uses, no more; the texts of
// another page are fetched from /locales/<lang>/<namespace>.json after an in-app navigation.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sentTexts(html: string): Record<string, Record<string, unknown>> {
  const match = /window\.__SSR__=(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no state in the page');
  return (JSON.parse(match[1]!) as { resources: Record<string, Record<string, Record<string, unknown>>> }).resources;
}

describe('the texts sent with a page', () => {
  it.each([
    ['/mTerminal/Support/FAQs', USER_AGENTS.iphone, 'en', ['chat', 'common', 'faq', 'layout']],
    ['/de/Support/FAQs/1.html', USER_AGENTS.desktop, 'de', ['chat', 'common', 'faq', 'layout']],
    ['/ja/Support/Email_Support', USER_AGENTS.desktop, 'ja', ['api', 'chat', 'common', 'forms', 'layout', 'ticket', 'upload']],
    ['/fr/Support/Beta_Testing', USER_AGENTS.desktop, 'fr', ['api', 'beta', 'chat', 'common', 'countries', 'forms', 'layout']],
    ['/xx/Support/FAQs', USER_AGENTS.desktop, 'en', ['chat', 'common', 'layout']],
  ])('%s: one language, only its namespaces', async (url, ua, lang, namespaces) => {
    const res = await request(t.app).get(url).set('User-Agent', ua);
    const texts = sentTexts(res.text);
    expect(Object.keys(texts)).toEqual([lang]);
    expect(Object.keys(texts[lang]!).sort()).toEqual(namespaces);
  });

  it('asks for its scripts from the inline state script, once painted, and names none in its markup', async () => {
    // The test app renders through vitest's transform: its one entry, and no built chunks to preload.
    const res = await request(t.app).get('/Support/FAQs').set('User-Agent', USER_AGENTS.desktop);
    expect(res.text).not.toContain('<link rel="modulepreload"');
    expect(res.text).not.toMatch(/<script[^>]*\ssrc=/);
    const state = /<script[^>]*>((?:(?!<\/script>)[\s\S])*window\.__SSR__=[\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(state).toContain('requestAnimationFrame');
    expect(state).toContain('m=["/assets/entry-client.js"]');
  });
});

describe('GET /locales/<lang>/<namespace>.json', () => {
  it('answers the namespace of that language, revalidated on every use', async () => {
    const res = await request(t.app).get('/locales/de/faq.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.search.submit).toBe('Suchen');
  });

  it.each(['/locales/xx/faq.json', '/locales/de/nope.json', '/locales/de/__proto__.json', '/locales/de/faq', '/locales/de/FAQ.json', '/locales/de/constructor.json'])(
    '%s is not a namespace',
    async (url) => {
      const res = await request(t.app).get(url).set('User-Agent', USER_AGENTS.desktop);
      expect(res.status).not.toBe(200);
      expect(res.headers['content-type'] ?? '').not.toMatch(/application\/json/);
    },
  );
});
