// GET /api/v1/feedback (vendor, appLanguage, type → Data.content: a policy text) and the policy pages.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
const HOSTILE = [
  '<h2>Datenschutz</h2>',
  '<script>alert(1)</script>',
  '<p onclick="steal()">Text <img src="https://cdn.example/x.png" onerror="alert(2)" alt="x"></p>',
  '<a href="javascript:alert(3)">eins</a> <a href="JaVaScRiPt:alert(4)">zwei</a>',
  '<a href="https://example.org/" target="_blank">drei</a>',
  '<iframe src="https://evil.example/"></iframe><style>body{display:none}</style>',
  '<svg onload="alert(5)"><circle r="1"/></svg>',
  '<img src="data:image/png;base64,AAAA" alt="y"><p style="position:fixed">vier</p>',
].join('\n');

beforeAll(async () => {
  t = await createTestApp();
  // A hostile German privacy text, as if someone had pasted it into the database over the real one.
  await t.services.db.updateTable('policy').set({ content: HOSTILE }).where('type', '=', 4).where('lang', '=', 'de').execute();
});
afterAll(() => t.close());

const get = (url: string) => request(t.app).get(url);
const policy = async (query: string): Promise<{ content: string; lang: string; languages: string[] }> => {
  const res = await get(`/api/v1/feedback?${query}`);
  expect(res.status, query).toBe(200);
  expect(res.body.Code).toBe(200);
  return res.body.Data;
};

describe('GET /api/v1/feedback', () => {
  it('answers the envelope with Data.content (HTML) and the language of the text', async () => {
    const res = await get('/api/v1/feedback?vendor=hearthly&appLanguage=en&type=4');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
    expect(Object.keys(res.body.Data).sort()).toEqual(['content', 'lang', 'languages']);
    expect(res.body.Data.lang).toBe('en');
    expect(res.body.Data.content).toMatch(/<h2>[^<]*Privacy Policy/);
  });

  it.each([
    [4, ['de', 'en', 'es', 'fr', 'it', 'ja']],
    [6, ['en', 'ja']],
  ])('names every language policy type %i is written in, whichever text it sends', async (type, languages) => {
    for (const appLanguage of ['en', 'de', 'ja', 'pt-BR']) expect((await policy(`appLanguage=${appLanguage}&type=${type}`)).languages).toEqual(languages);
  });

  it('serves the three policies as different texts', async () => {
    const [privacy, terms, advisory] = await Promise.all([4, 5, 6].map((type) => policy(`type=${type}`)));
    expect(privacy!.content).toMatch(/Privacy/);
    expect(terms!.content).toMatch(/Terms/);
    expect(advisory!.content).toMatch(/Security Advisory/i);
    expect(new Set([privacy!.content, terms!.content, advisory!.content]).size).toBe(3);
  });

  it('defaults vendor to hearthly and appLanguage to en', async () => {
    expect(await policy('type=6')).toEqual(await policy('vendor=hearthly&appLanguage=en&type=6'));
    expect(await policy('type=6&appLanguage=')).toEqual(await policy('type=6&appLanguage=en'));
  });

  it('serves the Japanese security advisory policy for appLanguage=ja', async () => {
    const ja = await policy('vendor=hearthly&appLanguage=ja&type=6');
    const en = await policy('vendor=hearthly&appLanguage=en&type=6');
    expect(ja.lang).toBe('ja');
    expect(ja.content).toMatch(/[\u3040-\u30ff]/);
    expect(ja.content).toContain('セキュリティ');
    expect(ja.content).not.toBe(en.content);
  });

  it.each([
    ['de-DE', 4, 'de'],
    ['ja-JP', 6, 'ja'],
    ['fr-CA', 5, 'fr'],
  ])('reads %s as its language without the region (type %i: %s)', async (appLanguage, type, lang) => {
    const text = await policy(`appLanguage=${appLanguage}&type=${type}`);
    expect(text.lang).toBe(lang);
    expect(text).toEqual(await policy(`appLanguage=${lang}&type=${type}`));
  });

  it.each([
    ['ko', 4],
    ['ko', 5],
    ['fr', 6],
    ['de', 6],
    ['pt-BR', 6],
    ['xx', 4],
  ])('falls back to English for %s (type %i) when there is no such text', async (appLanguage, type) => {
    const fallback = await policy(`appLanguage=${appLanguage}&type=${type}`);
    expect(fallback).toEqual(await policy(`appLanguage=en&type=${type}`));
    expect(fallback.lang).toBe('en');
  });

  it('sanitises the HTML it serves, whatever the database holds', async () => {
    const { content, lang } = await policy('appLanguage=de&type=4');
    expect(lang).toBe('de');
    expect(content).toContain('<h2>Datenschutz</h2>');
    expect(content).toContain('vier');
    expect(content).not.toMatch(/<script|<iframe|<style|<svg/i);
    expect(content).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(content).not.toMatch(/javascript:/i);
    expect(content).not.toMatch(/data:image/i);
    expect(content).not.toMatch(/style=/i);
    expect(content).not.toContain('alert(1)');
    expect(content).toContain('<img src="https://cdn.example/x.png" alt="x" />');
    expect(content).toContain('<a href="https://example.org/" target="_blank" rel="noopener noreferrer">drei</a>');
  });

  it('reads a type with leading zeros as its number, like every whole number', async () => {
    expect((await get('/api/v1/feedback?type=04')).body).toEqual((await get('/api/v1/feedback?type=4')).body);
    expect((await get('/api/v1/feedback?type=006')).body).toEqual((await get('/api/v1/feedback?type=6')).body);
  });

  it.each([
    ['type is missing', 'vendor=hearthly&appLanguage=en', /type: must be one of 4, 5, 6/],
    ['type is empty', 'type=', /type/],
    ['type is 7', 'type=7', /type: must be one of 4, 5, 6/],
    ['type is 3', 'type=3', /type/],
    ['type is x', 'type=x', /type/],
    ['type is a fraction', 'type=4.5', /type/],
    ['type is 4.0', 'type=4.0', /type: must be one of 4, 5, 6/],
    ['type is 0x4', 'type=0x4', /type: must be one of 4, 5, 6/],
    ['type is repeated', 'type=4&type=5', /type: must be given once/],
    ['appLanguage is a script', `type=4&appLanguage=${encodeURIComponent('<script>')}`, /appLanguage: this value is not valid/],
    ['appLanguage is too long', 'type=4&appLanguage=english', /appLanguage/],
    ['appLanguage is upper case', 'type=4&appLanguage=EN', /appLanguage/],
    ['appLanguage is SQL', `type=4&appLanguage=${encodeURIComponent("en' OR '1'='1")}`, /appLanguage/],
    ['appLanguage is 10 000 characters', `type=4&appLanguage=${'a'.repeat(10_000)}`, /appLanguage/],
    ['appLanguage is repeated', 'type=4&appLanguage=en&appLanguage=ja', /appLanguage: must be given once/],
    ['vendor is odd', `type=4&vendor=${encodeURIComponent('a b<c>')}`, /vendor/],
  ])('answers 400 when %s', async (_case, query, msg) => {
    const res = await get(`/api/v1/feedback?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe(400);
    expect(res.body.Msg).toMatch(msg);
    expect(res.body.Data).toBeNull();
  });
});

describe('the policy pages', () => {
  const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);
  const state = (html: string) => JSON.parse(/window\.__SSR__=(.*?)<\/script>/s.exec(html)![1]!);

  it('renders the privacy policy on the server under an i18n heading', async () => {
    const res = await page('/policies/privacy-policy');
    expect(res.status).toBe(200);
    expect(Object.keys(state(res.text).fallback)).toContain('/api/v1/feedback?appLanguage=en&type=4&vendor=hearthly');
    expect(res.text).toMatch(/<article class="rich-text policy [^"]*"[^>]*>/);
    expect(res.text).toMatch(/<h1[^>]*>Privacy Policy<\/h1>/);
    expect(res.text).toContain('<div class="policy__body" lang="en"');
    expect(res.text).toContain('Hearthly Privacy Policy');
  });

  it('renders the terms of use, with a German heading under /de', async () => {
    const res = await page('/de/policies/terms-of-service');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>Nutzungsbedingungen<\/h1>/);
    expect(Object.keys(state(res.text).fallback)).toContain('/api/v1/feedback?appLanguage=en&type=5&vendor=hearthly');
  });

  it('serves privacy and terms to phones at the desktop path, without a redirect', async () => {
    for (const path of ['/policies/privacy-policy', '/policies/terms-of-service']) {
      const res = await page(path, USER_AGENTS.iphone);
      expect(res.status, path).toBe(200);
      expect(res.text).toContain('class="layout-desktop"');
      const mobile = await page(`/mTerminal${path}`, USER_AGENTS.iphone);
      expect([301, 302]).toContain(mobile.status);
      expect(mobile.headers.location).toBe(path);
    }
  });

  it('renders the security advisory policy in the language of ?appLanguage=', async () => {
    const res = await page('/security-advisory-policy?appLanguage=ja');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1[^>]*>Security Advisory Policy<\/h1>/);
    expect(res.text).toContain('<div class="policy__body" lang="ja"');
    expect(res.text).toMatch(/<option value="ja" lang="ja" selected="">日本語<\/option>/);
  });

  it('renders the security advisory policy in the mobile layout', async () => {
    const res = await page('/mTerminal/ja/security-advisory-policy', USER_AGENTS.android);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="layout-mobile"');
    expect(res.text).toMatch(/<h1[^>]*>セキュリティアドバイザリー・ポリシー<\/h1>/);
    // The text's language comes from ?appLanguage= (absent: en), not from the interface language.
    expect(res.text).toContain('<div class="policy__body" lang="en"');
  });

  it('reads a malformed ?appLanguage= as English instead of failing', async () => {
    const res = await page(`/security-advisory-policy?appLanguage=${encodeURIComponent('"><script>alert(1)</script>')}`);
    expect(res.status).toBe(200);
    expect(Object.keys(state(res.text).fallback)).toContain('/api/v1/feedback?appLanguage=en&type=6&vendor=hearthly');
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('renders the chat launcher closed, even with ?contact=1 (the panel opens after hydration)', async () => {
    const res = await page('/policies/terms-of-service?contact=1');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<button type="button" class="chat-launcher" aria-haspopup="dialog" aria-expanded="false"/);
    expect(res.text).not.toContain('<dialog');
  });

  it('tells the reader when the text falls back to English', async () => {
    const res = await page('/policies/privacy-policy?appLanguage=ko');
    expect(res.status).toBe(200);
    // The language's name is marked as written in that language.
    expect(res.text).toContain('This text is not available in the requested language, so it is shown in <span lang="en">English</span>.');
  });
});
