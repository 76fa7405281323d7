// GET /api/v1/document and the Regulatory Compliance page it feeds (docs/product/api.md,
// docs/product/pages.md).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
// Titles with the characters SQL LIKE and string literals treat specially; none occurs in the demo content.
const ODD_TITLES = ['ZX900 100% tested – Rev_A', "ZX901 O'Neil edition", 'ZX902 path C:\\docs\\eu', 'ZX903 Überprüfung 適合'];

beforeAll(async () => {
  t = await createTestApp();
  await t.services.db
    .insertInto('document')
    .values(ODD_TITLES.map((title, i) => ({ type: 'eudoc' as const, title, url: `/files/eudoc/zx90${i}.pdf`, sort: 1000 + i })))
    .execute();
});
afterAll(() => t.close());

interface DocPage {
  pageData: { title: string; url: string }[];
  total: number;
}

const get = (url: string) => request(t.app).get(url);
const docs = async (query: string): Promise<DocPage> => {
  const res = await get(`/api/v1/document?${query}`);
  expect(res.status, query).toBe(200);
  expect(res.body.Code).toBe(200);
  return res.body.Data;
};
const q = (s: string) => encodeURIComponent(s);

describe('GET /api/v1/document', () => {
  it('answers the envelope with pageData of {title, url, lang} and total', async () => {
    const res = await get('/api/v1/document?type=eudoc&keyword=&pageIndex=1&pageSize=10');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
    expect(Object.keys(res.body.Data).sort()).toEqual(['pageData', 'total']);
    expect(res.body.Data.pageData).toHaveLength(10);
    for (const item of res.body.Data.pageData) expect(Object.keys(item).sort()).toEqual(['lang', 'title', 'url']);
    expect(res.body.Data.total).toBeGreaterThan(10);
  });

  it('finds nothing for accents typed alone, in every language and both types, and goes on answering', async () => {
    for (const lang of ['en', 'de', 'it', 'fr', 'es', 'ja']) {
      for (const type of ['eudoc', 'psti']) {
        expect(await docs(`type=${type}&lang=${lang}&keyword=${q('\u0301')}`), `${type} ${lang}`).toEqual({ pageData: [], total: 0 });
      }
    }
    expect((await docs('type=psti&pageSize=1')).total).toBeGreaterThan(0);
  });

  it('keeps the two document types apart', async () => {
    const eu = await docs('type=eudoc&pageSize=100');
    const psti = await docs('type=psti&pageSize=100');
    expect(psti.total).toBeGreaterThan(0);
    expect(psti.pageData.every((d) => /PSTI/.test(d.title))).toBe(true);
    expect(eu.pageData.some((d) => /PSTI/.test(d.title))).toBe(false);
    const urls = new Set(eu.pageData.map((d) => d.url));
    expect(psti.pageData.some((d) => urls.has(d.url))).toBe(false);
  });

  it('links real PDF files under /files/', async () => {
    const { pageData } = await docs('type=psti&pageIndex=1&pageSize=2');
    for (const { url } of pageData) {
      expect(url).toMatch(/^\/files\/.+\.pdf$/);
      const file = await get(url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toMatch(/application\/pdf/);
      expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it('uses page 1 and 10 a page by default', async () => {
    const res = await docs('type=eudoc');
    expect(res.pageData).toHaveLength(10);
    expect(res).toEqual(await docs('type=eudoc&pageIndex=1&pageSize=10&keyword='));
  });

  it('pages consistently: every document once, in a stable order, and the total on every page', async () => {
    for (const type of ['eudoc', 'psti']) {
      const all = await docs(`type=${type}&pageSize=100`);
      const seen: string[] = [];
      const pages = Math.ceil(all.total / 10);
      for (let p = 1; p <= pages; p++) {
        const page = await docs(`type=${type}&pageIndex=${p}&pageSize=10`);
        expect(page.total).toBe(all.total);
        expect(page.pageData.length).toBe(p < pages ? 10 : all.total - 10 * (pages - 1));
        seen.push(...page.pageData.map((d) => d.url));
      }
      expect(seen).toEqual(all.pageData.map((d) => d.url));
      expect(new Set(seen).size).toBe(all.total);
      const past = await docs(`type=${type}&pageIndex=${pages + 1}&pageSize=10`);
      expect(past).toEqual({ pageData: [], total: all.total });
    }
  });

  it('searches titles case-insensitively by model number or keyword', async () => {
    const res = await docs('type=eudoc&keyword=hg100&pageSize=100');
    expect(res.total).toBeGreaterThan(0);
    expect(res.pageData.every((d) => /HG100/i.test(d.title))).toBe(true);
    const upper = await docs('type=eudoc&keyword=HG100&pageSize=100');
    expect(upper).toEqual(res);
    const spaced = await docs(`type=eudoc&keyword=${q('  hg100  ')}&pageSize=100`);
    expect(spaced).toEqual(res);
  });

  it.each([
    ['HP110', /^HP110 /, /^HP110-(IT|FR) /],
    ['HL520', /^HL520 /, /^HL520-10 /],
    ['HB500', /^HB500 /, /^HB500-(E14|GU10) /],
  ])('lists a model number\'s own documents before its variants\' (%s)', async (model, own, variant) => {
    const titles = (await docs(`type=eudoc&keyword=${model}&pageSize=100`)).pageData.map((d) => d.title);
    const lastOwn = titles.findLastIndex((title) => own.test(title));
    const firstVariant = titles.findIndex((title) => variant.test(title));
    expect(lastOwn, titles.join('\n')).toBeGreaterThanOrEqual(0);
    expect(firstVariant, titles.join('\n')).toBeGreaterThan(lastOwn);
  });

  it('answers an empty page for a keyword that matches nothing', async () => {
    expect(await docs('type=psti&keyword=zzqqxxvv')).toEqual({ pageData: [], total: 0 });
  });

  it.each([
    ['%', 'ZX900 100% tested – Rev_A'],
    ['_', 'ZX900 100% tested – Rev_A'],
    ["'", "ZX901 O'Neil edition"],
    ['\\', 'ZX902 path C:\\docs\\eu'],
    ['Überprüfung', 'ZX903 Überprüfung 適合'],
    ['適合', 'ZX903 Überprüfung 適合'],
  ])('matches %s literally', async (keyword, title) => {
    const res = await docs(`type=eudoc&keyword=${q(keyword)}&pageSize=100`);
    expect(res.pageData.map((d) => d.title)).toEqual([title]);
    expect(res.total).toBe(1);
  });

  it.each(["' OR '1'='1", '%%', '_%_', "'; DROP TABLE document; --", '\\%'])(
    'treats %s as text, not as SQL or a pattern',
    async (keyword) => {
      const res = await docs(`type=eudoc&keyword=${q(keyword)}&pageSize=100`);
      expect(res.total).toBe(0);
      expect((await docs('type=eudoc&pageSize=1')).total).toBeGreaterThan(ODD_TITLES.length);
    },
  );

  it('reads punctuation between words as a word break, not as a pattern', async () => {
    // "ZX900 100\%" asks for the words ZX900 and 100: the title that has both is found.
    const res = await docs(`type=eudoc&keyword=${q('ZX900 100\\%')}&pageSize=100`);
    expect(res.pageData.map((d) => d.title)).toEqual(['ZX900 100% tested – Rev_A']);
  });

  it.each([
    ['type is missing', 'keyword=&pageIndex=1&pageSize=10', /type/],
    ['type is empty', 'type=&pageIndex=1', /type/],
    ['type is unknown', 'type=ce&pageIndex=1', /type: must be one of eudoc, psti/],
    ['type has the wrong case', 'type=EUDOC', /type/],
    ['type is repeated', 'type=eudoc&type=psti', /type: must be given once/],
    ['pageIndex is 0', 'type=eudoc&pageIndex=0', /pageIndex/],
    ['pageIndex is negative', 'type=eudoc&pageIndex=-1', /pageIndex/],
    ['pageIndex is not a number', 'type=eudoc&pageIndex=x', /pageIndex/],
    ['pageIndex is a fraction', 'type=eudoc&pageIndex=1.5', /pageIndex/],
    ['pageIndex is huge', 'type=eudoc&pageIndex=1e9', /pageIndex/],
    ['pageIndex is repeated', 'type=eudoc&pageIndex=1&pageIndex=2', /pageIndex: must be given once/],
    ['pageSize is 0', 'type=eudoc&pageSize=0', /pageSize/],
    ['pageSize is 1000', 'type=eudoc&pageSize=1000', /pageSize/],
    ['pageSize is not a number', 'type=eudoc&pageSize=ten', /pageSize/],
    ['keyword is 10 000 characters', `type=eudoc&keyword=${'a'.repeat(10_000)}`, /keyword: at most 200 characters/],
    ['keyword is repeated', 'type=eudoc&keyword=a&keyword=b', /keyword: must be given once/],
    ['keyword is sent as an array', 'type=eudoc&keyword[]=x', /keyword: must be given once/],
    ['keyword is sent as an object', 'type=eudoc&keyword[x]=1', /keyword: must be given once/],
    ['type is sent as an array', 'type[]=eudoc', /type: must be given once/],
  ])('answers 400 when %s', async (_case, query, msg) => {
    const res = await get(`/api/v1/document?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.Code).toBe(400);
    expect(res.body.Msg).toMatch(msg);
    expect(res.body.Data).toBeNull();
  });

  it('refuses to write', async () => {
    const res = await request(t.app).post('/api/v1/document?type=eudoc').send({});
    expect(res.status).toBe(404);
    expect(res.body.Code).toBe(404);
  });
});

describe('the Regulatory Compliance page', () => {
  const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);
  const fallbackKeys = (html: string) => {
    const match = /window\.__SSR__=(.*?)<\/script>/s.exec(html);
    return Object.keys(JSON.parse(match![1]!).fallback);
  };

  it('renders the EU documents on the server, with the data for SWR', async () => {
    const res = await page('/Support/Regulatory_Compliance');
    expect(res.status).toBe(200);
    expect(fallbackKeys(res.text)).toContain('/api/v1/document?keyword=&lang=en&pageIndex=1&pageSize=10&type=eudoc');
    const first = (await docs('type=eudoc&pageIndex=1&pageSize=10')).pageData[0]!;
    expect(res.text).toContain(`href="${first.url}"`);
    expect(res.text).toContain('placeholder="Enter model number or keywords"');
    expect(res.text).toContain('href="/Support/Resource_Library"');
    expect(res.text).toMatch(/GNU General Public License \(GPL\)/);
    expect(res.text).toContain('rel="noopener"');
  });

  it('renders type, keyword and page from the URL', async () => {
    const res = await page('/Support/Regulatory_Compliance?type=psti&keyword=hc700&page=1');
    expect(fallbackKeys(res.text)).toContain('/api/v1/document?keyword=hc700&lang=en&pageIndex=1&pageSize=10&type=psti');
    expect(res.text).toContain('value="hc700"');
    expect(res.text).toMatch(/HC700 UK PSTI Statement of Compliance/);
  });

  it('renders "No data" when nothing matches', async () => {
    const res = await page('/Support/Regulatory_Compliance?keyword=zzqqxxvv');
    expect(res.status).toBe(200);
    expect(res.text).toContain('No data');
  });

  it('ignores nonsense in the URL instead of failing', async () => {
    const res = await page('/Support/Regulatory_Compliance?type=xx&page=-3&size=1000&keyword=');
    expect(res.status).toBe(200);
    expect(fallbackKeys(res.text)).toContain('/api/v1/document?keyword=&lang=en&pageIndex=1&pageSize=10&type=eudoc');
  });

  it('is reached from the /support/eudoc alias', async () => {
    const res = await page('/support/eudoc');
    expect([301, 302]).toContain(res.status);
    expect(res.headers.location).toBe('/Support/Regulatory_Compliance');
  });

  it('renders the mobile layout with the page size from the URL', async () => {
    const res = await page('/mTerminal/de/Support/Regulatory_Compliance?size=20', USER_AGENTS.iphone);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="layout-mobile"');
    expect(fallbackKeys(res.text)).toContain('/api/v1/document?keyword=&lang=de&pageIndex=1&pageSize=20&type=eudoc');
    expect(res.text).toContain('Konformitätserklärungen');
    expect(res.text).toContain('placeholder="Modellnummer oder Stichwort"');
  });
});

// The catalogue's search indexes are built from the content and kept; a change made by another process
// (straight in the database here) counts the content version up, and reading it drops them.
describe('a document changed after its list was searched', () => {
  it('is found by its new title once the change is read, and a deleted one is never answered, not even before', async () => {
    const search = (keyword: string) => docs(`type=eudoc&keyword=${q(keyword)}&pageIndex=1&pageSize=10`);
    expect((await search('ZX902')).pageData.map((d) => d.title)).toEqual([ODD_TITLES[2]]);
    expect((await search('ZX903')).total).toBe(1);
    await t.services.db.updateTable('document').set({ title: 'QW777 renamed' }).where('title', '=', ODD_TITLES[2]!).execute();
    await t.services.db.deleteFrom('document').where('title', '=', ODD_TITLES[3]!).execute();
    // The index in memory still names the deleted document until the change is read: it is left out.
    expect(await search('ZX903')).toEqual({ pageData: [], total: 0 });
    await t.services.contentVersion.refresh();
    expect((await search('QW777')).pageData.map((d) => d.title)).toEqual(['QW777 renamed']);
    expect((await search('ZX902')).total).toBe(0);
  });
});
