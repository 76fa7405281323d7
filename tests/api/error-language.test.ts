// The API's error Msgs are in the language of the request: the call's `lang` when it names one of the
// six, else Accept-Language. The same bad request in six languages gives six different Msgs.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A bad request, how it is sent in a language (lang parameter or Accept-Language), and its status. */
const BAD_REQUESTS: [name: string, status: number, send: (lang: string) => request.Test][] = [
  ['a page size over the maximum (lang)', 400, (lang) => request(t.app).get(`/api/v1/faqList?pageSize=500&lang=${lang}`)],
  ['a keyword over 200 characters (lang)', 400, (lang) => request(t.app).get(`/api/v1/faqList?keyword=${'x'.repeat(201)}&lang=${lang}`)],
  ['an unknown document type (lang)', 400, (lang) => request(t.app).get(`/api/v1/document?type=xx&lang=${lang}`)],
  ['a repeated parameter (lang)', 400, (lang) => request(t.app).get(`/api/v1/faqList?sort=1&sort=2&lang=${lang}`)],
  ['a missing FAQ item (lang)', 404, (lang) => request(t.app).get(`/api/v1/faq/999999?lang=${lang}`)],
  ['a missing manufacturer (Accept-Language)', 400, (lang) => request(t.app).get('/api/v1/getCompatibleModels').set('Accept-Language', lang)],
  ['an unlisted manufacturer (Accept-Language)', 404, (lang) => request(t.app).get('/api/v1/getCompatibleModels?manufacturer=Nobody').set('Accept-Language', lang)],
  ['an unknown call (Accept-Language)', 404, (lang) => request(t.app).get('/api/v1/nothingHere').set('Accept-Language', lang)],
  ['an unknown form challenge (Accept-Language)', 400, (lang) => request(t.app).get('/api/v1/formChallenge?form=nope').set('Accept-Language', lang)],
  [
    'a body that is not JSON (Accept-Language)',
    400,
    (lang) => request(t.app).post('/api/v1/faq/1/read').set('Accept-Language', lang).set('Content-Type', 'application/json').send('{"visitor":'),
  ],
  [
    'a bad visitor id (Accept-Language)',
    400,
    (lang) => request(t.app).post('/api/v1/faq/1/read').set('Accept-Language', lang).send({ visitor: 'abc' }),
  ],
];

describe('API errors in the language of the request', () => {
  it.each(BAD_REQUESTS)('%s: six languages, six Msgs', async (_name, status, send) => {
    const msgs: string[] = [];
    for (const lang of LANGUAGES) {
      const res = await send(lang);
      expect(res.status, lang).toBe(status);
      expect(res.body).toMatchObject({ Code: status, Data: null });
      msgs.push(res.body.Msg);
    }
    expect(new Set(msgs).size, msgs.join(' | ')).toBe(LANGUAGES.length);
  });

  it.each([
    ['en', /^pageSize: /],
    ['ja', /^pageSize：/],
  ])('names the parameter (%s)', async (lang, msg) => {
    const res = await request(t.app).get(`/api/v1/faqList?pageSize=500&lang=${lang}`);
    expect(res.body.Msg).toMatch(msg);
  });

  it('a lang that is not one of the six answers in Accept-Language', async () => {
    const res = await request(t.app).get('/api/v1/faqList?lang=xx').set('Accept-Language', 'de-DE,de;q=0.9');
    expect(res.status).toBe(400);
    expect(res.body.Msg).toBe('lang: muss einer der Werte en, de, it, fr, es, ja sein.');
  });

  // [Accept-Language, the language it asks for]
  const headers: [string, string][] = [
    ['DE', 'de'],
    ['De-dE', 'de'],
    ['ja;q=0', 'en'],
    ['ja;q=0, de;q=0.5', 'de'],
    ['ja; q=0.000, fr', 'fr'],
    ['JA;Q=0,es', 'es'],
    ['fr;q=0.5, it;q=0.9', 'it'],
    ['ja;q=0.01', 'ja'],
    ['', 'en'],
    ['*', 'en'],
    // English refused and any other language accepted: the first of the six not refused.
    ['en;q=0, *', 'de'],
    ['en-GB;q=0, de;q=0, *;q=0.1', 'it'],
    // English refused and no other accepted: English all the same.
    ['en;q=0', 'en'],
  ];
  it.each(headers)('Accept-Language %j answers in %s', async (header, lang) => {
    const asked = await request(t.app).get('/api/v1/faq/999999').set('Accept-Language', header);
    const named = await request(t.app).get(`/api/v1/faq/999999?lang=${lang}`);
    expect(asked.status).toBe(404);
    expect(asked.body.Msg).toBe(named.body.Msg);
  });

  it('an empty lang is no language: data and errors both in Accept-Language', async () => {
    const empty = await request(t.app).get('/api/v1/faqList?pageSize=3&lang=').set('Accept-Language', 'de');
    const german = await request(t.app).get('/api/v1/faqList?pageSize=3&lang=de');
    expect(empty.status).toBe(200);
    expect(empty.body.Data).toEqual(german.body.Data);
  });
});
