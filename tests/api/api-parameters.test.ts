// How every /api/v1 call reads its parameters, the same for all of them: an empty value is an absent one,
// a whole number is plain decimal digits (in a query and in a path alike), a path that does not decode is
// a bad id, and OPTIONS is a method no call has.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectRefusal, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' }, { formGuardRules: { rateLimits: { faqRead: { max: 1000, windowSeconds: 60 } } } });
});
afterAll(() => t.close());

const get = (url: string) => request(t.app).get(url);
const data = async (url: string) => {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res.body.Data as unknown;
};
const readBeacon = (id: string) =>
  request(t.app).post(`/api/v1/faq/${id}/read`).set('User-Agent', USER_AGENTS.desktop).send({ visitor: '0123456789abcdef0123456789abcdef' });

describe('an empty value takes the default', () => {
  // [the call with empty parameters, the same call without them]
  const cases: [string, string][] = [
    ['/api/v1/faqList?pageIndex=', '/api/v1/faqList'],
    ['/api/v1/faqList?pageSize=', '/api/v1/faqList'],
    ['/api/v1/faqList?categoryId=', '/api/v1/faqList'],
    ['/api/v1/faqList?sort=', '/api/v1/faqList'],
    ['/api/v1/faqList?pageIndex=&pageSize=&sort=&categoryId=&keyword=&lang=', '/api/v1/faqList'],
    ['/api/v1/faqList?pageIndex=&keyword=reset', '/api/v1/faqList?keyword=reset'],
    ['/api/v1/document?type=eudoc&pageIndex=', '/api/v1/document?type=eudoc'],
    ['/api/v1/document?type=psti&pageSize=', '/api/v1/document?type=psti'],
    ['/api/v1/supportCenter/modelNumber?pid=', '/api/v1/supportCenter/modelNumber'],
    ['/api/v1/supportCenter/ticketCategory?pid=', '/api/v1/supportCenter/ticketCategory'],
    ['/api/v1/supportCenter/subject?pid=', '/api/v1/supportCenter/subject'],
  ];
  it.each(cases)('%s answers as %s', async (empty, absent) => {
    expect(await data(empty)).toEqual(await data(absent));
  });

  it('and the defaults are the documented ones', async () => {
    expect(await data('/api/v1/faqList?pageIndex=&pageSize=')).toEqual(await data('/api/v1/faqList?pageIndex=1&pageSize=10'));
    expect(await data('/api/v1/document?type=eudoc&pageIndex=&pageSize=')).toEqual(await data('/api/v1/document?type=eudoc&pageIndex=1&pageSize=10'));
  });
});

describe('a whole number is plain decimal digits', () => {
  const odd = ['0x1', '1e0', '+1', '1.0', '%201', '1%20', '%2B1', '0b1', '1_0', '１', 'Infinity', '-0'];

  it.each(odd)('GET /faq/%s is refused as a bad id', async (id) => {
    await expectRefusal(get(`/api/v1/faq/${id}`), 400, /^id: this value is not valid\.$/);
  });

  it.each(odd)('POST /faq/%s/read is refused as a bad id', async (id) => {
    await expectRefusal(readBeacon(id), 400, /^id: this value is not valid\.$/);
  });

  const queries: [string, string][] = [
    ['/api/v1/faqList?pageIndex=0x10', 'pageIndex'],
    ['/api/v1/faqList?pageIndex=1e1', 'pageIndex'],
    ['/api/v1/faqList?pageIndex=%2B2', 'pageIndex'],
    ['/api/v1/faqList?pageIndex=%202', 'pageIndex'],
    ['/api/v1/faqList?pageSize=1.0', 'pageSize'],
    ['/api/v1/faqList?sort=0x1', 'sort'],
    ['/api/v1/faqList?sort=1.0', 'sort'],
    ['/api/v1/faqList?categoryId=0x1', 'categoryId'],
    ['/api/v1/document?type=eudoc&pageIndex=0x2', 'pageIndex'],
    ['/api/v1/document?type=eudoc&pageSize=1e1', 'pageSize'],
    ['/api/v1/supportCenter/modelNumber?pid=0x0', 'pid'],
    ['/api/v1/supportCenter/subject?pid=-0', 'pid'],
  ];
  it.each(queries)('%s is refused', async (url, name) => {
    await expectRefusal(get(url), 400, new RegExp(`^${name}: this value is not valid\\.$`));
  });

  it('leading zeros are read as the number', async () => {
    expect(await data('/api/v1/faq/001')).toEqual(await data('/api/v1/faq/1'));
    expect(await data('/api/v1/faqList?pageIndex=02&pageSize=05&sort=01')).toEqual(await data('/api/v1/faqList?pageIndex=2&pageSize=5&sort=1'));
    expect(await data('/api/v1/supportCenter/modelNumber?pid=00')).toEqual(await data('/api/v1/supportCenter/modelNumber?pid=0'));
    expect((await readBeacon('0001')).status).toBe(204);
  });
});

describe('a parent id no row can have', () => {
  it.each(['modelNumber', 'ticketCategory', 'subject'])('/supportCenter/%s?pid=2147483648 has no options (ids are 32-bit)', async (call) => {
    for (const pid of ['2147483648', '9007199254740991', '00000000000000000000002147483648']) {
      expect(await data(`/api/v1/supportCenter/${call}?pid=${pid}`)).toEqual([]);
    }
    expect(await data(`/api/v1/supportCenter/${call}?pid=2147483647`)).toEqual([]);
  });
});

describe('a keyword is text, whatever it spells', () => {
  const calls = ['/api/v1/faqList?', '/api/v1/document?type=eudoc&', '/api/v1/userManual?', '/api/v1/getResourceLibraryList?'];
  const words = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'wifi%20constructor', '%26constructor%3B'];
  it.each(calls.flatMap((call) => words.map((word) => `${call}keyword=${word}`)))('%s answers 200', async (url) => {
    await data(url);
  });
});

describe('a keyword\'s limit: 200 characters as the search box counts them, without the spaces around it', () => {
  const calls = ['/api/v1/faqList?', '/api/v1/document?type=eudoc&', '/api/v1/userManual?', '/api/v1/getResourceLibraryList?'];
  it.each(calls)('%s', async (call) => {
    await data(`${call}keyword=${encodeURIComponent(` ${'a'.repeat(200)}  `)}`);
    await expectRefusal(get(`${call}keyword=${'a'.repeat(201)}`), 400, /^keyword: at most 200 characters\.$/);
    // An emoji is two of them, as in the box (maxlength).
    await data(`${call}keyword=${encodeURIComponent('🔌'.repeat(100))}`);
    await expectRefusal(get(`${call}keyword=${encodeURIComponent(`${'🔌'.repeat(100)}a`)}`), 400, /^keyword: at most 200 characters\.$/);
  });
});

describe('a path id that does not decode', () => {
  const paths: [string, () => request.Test][] = [
    ['GET /faq/%FF', () => get('/api/v1/faq/%FF')],
    ['GET /faq/%E0%A4%A', () => get('/api/v1/faq/%E0%A4%A')],
    ['GET /faq/1%', () => get('/api/v1/faq/1%')],
    ['POST /faq/%FF/read', () => readBeacon('%FF')],
  ];
  it.each(paths)('%s is a bad id, not a body that is not JSON', async (_what, send) => {
    await expectRefusal(send(), 400, /^id: this value is not valid\.$/);
  });

  it('is said in the language of the request', async () => {
    await expectRefusal(get('/api/v1/faq/%FF?lang=de'), 400, /^id: Dieser Wert ist ungültig\.$/);
    await expectRefusal(readBeacon('%FF').set('Accept-Language', 'ja'), 400, /^id：この値は無効です。$/);
  });
});

describe('OPTIONS', () => {
  const paths = [
    '/faqList',
    '/faq/1',
    '/faq/1/read',
    '/faq/%FF',
    '/formChallenge',
    '/supportCenter/sendEmail',
    '/supportCenter/modelNumber',
    '/psti/submit',
    '/betaTesting/apply',
    '/MInfluencer',
    '/loyalProgram',
    '/aliStsToken',
    '/nothingHere',
    '',
  ];
  it.each(paths)('of /api/v1%s is 404 in the envelope, like any method a call does not have', async (path) => {
    const res = await request(t.app).options(`/api/v1${path}`);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.allow).toBeUndefined();
    expect(res.body).toEqual({ Code: 404, Msg: `Unknown API call: OPTIONS /api/v1${path}`, Data: null });
  });
});

describe('several bad parameters are named in one Msg, joined as the language joins clauses', () => {
  it.each([
    ['en', 'pageIndex: this value is not valid; pageSize: this value is not valid.'],
    ['fr', 'pageIndex\u00a0: cette valeur n\'est pas valide\u00a0; pageSize\u00a0: cette valeur n\'est pas valide.'],
    ['ja', 'pageIndex：この値は無効です。pageSize：この値は無効です。'],
  ])('%s', async (lang, msg) => {
    await expectRefusal(get('/api/v1/faqList?pageIndex=x&pageSize=y').set('Accept-Language', lang), 400, new RegExp(`^${msg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  });
});

describe('a query with more than a thousand names is read to its end', () => {
  // 1,000 names of no use before the call's own: Express's simple parser would have stopped at them.
  const filler = Array.from({ length: 1000 }, (_, i) => `z${i}=1`).join('&');

  it.each([
    ['a bad value', '/api/v1/faqList', 'pageIndex=x', /pageIndex/],
    ['a repeated name', '/api/v1/faqList', 'pageIndex=1&pageIndex=2', /pageIndex/],
    ['a bad type after a good one', '/api/v1/document', 'type=bogus', /type/],
  ])('%s after them is refused', async (_, call, own, field) => {
    const res = await get(`${call}?${filler}&${own}`);
    expect(res.status).toBe(400);
    expect(res.body.Msg).toMatch(field);
  });

  it('and a good value after them is used', async () => {
    expect(await data(`/api/v1/faqList?${filler}&pageIndex=3`)).toEqual(await data('/api/v1/faqList?pageIndex=3'));
    expect(await data(`/api/v1/document?${filler}&type=psti`)).toEqual(await data('/api/v1/document?type=psti'));
  });
});
