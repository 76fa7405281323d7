// GET /api/v1/userManual and the Downloads page it feeds (docs/product/api.md, docs/product/pages.md).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp, expectRefusal } from '../helpers/test-app';

let t: TestApp;
// Titles with the characters SQL LIKE and string literals treat specially; none occurs in the demo content.
const ODD_TITLES = ['ZQ100 100% guide', 'ZQ100 Rev_A manual', "ZQ100 O'Neil notes", 'ZQ100 C:\\path manual', 'ZQ100 取扱説明書 Übersicht'];

beforeAll(async () => {
  t = await createTestApp();
  await t.services.db.insertInto('manual_product').values({ id: 900, name: 'ZQ100 Test Product', sort: 900 }).execute();
  await t.services.db
    .insertInto('user_manual')
    .values(ODD_TITLES.map((title, i) => ({ product_id: 900, category_name: 'User Manual', title, url: `/files/manuals/zq100-${i}.pdf`, sort: i })))
    .execute();
});
afterAll(() => t.close());

interface Product {
  id: number;
  name: string;
  category: { categoryName: string; userManual: { title: string; url: string }[] }[];
}

const get = (url: string) => request(t.app).get(url);
const q = (s: string) => encodeURIComponent(s);
const manuals = async (keyword: string): Promise<Product[]> => {
  const res = await get(`/api/v1/userManual?keyword=${q(keyword)}`);
  expect(res.status, keyword).toBe(200);
  expect(res.body.Code).toBe(200);
  return res.body.Data;
};
const titles = (products: Product[]) => products.flatMap((p) => p.category.flatMap((c) => c.userManual.map((m) => m.title)));
const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);
/** The rendered markup without the scripts (the SWR fallback holds the unfiltered list too). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

const expectRefused = (url: string, msg: RegExp) => expectRefusal(get(url), 400, msg);

describe('GET /api/v1/userManual', () => {
  it('answers a Data list of products with categories of manuals', async () => {
    const res = await get('/api/v1/userManual?keyword=');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
    const products: Product[] = res.body.Data;
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) {
      expect(Object.keys(p).sort()).toEqual(['category', 'id', 'lang', 'name']);
      for (const c of p.category) {
        expect(Object.keys(c).sort()).toEqual(['categoryName', 'lang', 'userManual']);
        expect(c.userManual.length).toBeGreaterThan(0);
        for (const m of c.userManual) expect(Object.keys(m).sort()).toEqual(['lang', 'title', 'url']);
      }
    }
  });

  it('answers without a keyword as with an empty one', async () => {
    const res = await get('/api/v1/userManual');
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual(await manuals(''));
  });

  it('links real PDF files under /files/', async () => {
    const [first] = await manuals('HG100');
    const url = first!.category[0]!.userManual[0]!.url;
    expect(url).toMatch(/^\/files\/manuals\/.+\.pdf$/);
    const file = await get(url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/application\/pdf/);
  });

  it('searches manual titles and product names, case-insensitively', async () => {
    expect(titles(await manuals('hg200')).every((title) => /HG200/.test(title))).toBe(true);
    expect(titles(await manuals('wiring')).length).toBeGreaterThan(2);
    const byProduct = await manuals('Outdoor Plug');
    expect(byProduct.map((p) => p.name)).toEqual(['HP210 Smart Outdoor Plug']);
  });

  it("finds a model's manuals however its number is typed, a market's letters after it too", async () => {
    const hg200 = titles(await manuals('HG200'));
    expect(hg200.length).toBeGreaterThan(0);
    for (const typed of ['hg 200', 'HG-200', 'hg200 uk', 'hg 200 uk', 'HG200-EU', 'hg 200 eu', 'HG 200-EU']) {
      expect(titles(await manuals(typed)), typed).toEqual(hg200);
    }
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await manuals('no such manual anywhere')).toEqual([]);
  });

  it('refuses the keyword sent as an object member, rather than listing every manual unfiltered', async () => {
    await expectRefused('/api/v1/userManual?keyword[x]=HG100', /^keyword: must be given once, as plain text\.$/);
  });

  it('takes SQL LIKE metacharacters and quotes literally', async () => {
    expect(titles(await manuals('%'))).toEqual(['ZQ100 100% guide']);
    expect(titles(await manuals('_A'))).toEqual(['ZQ100 Rev_A manual']);
    expect(titles(await manuals("O'Neil"))).toEqual(["ZQ100 O'Neil notes"]);
    expect(titles(await manuals('C:\\path'))).toEqual(['ZQ100 C:\\path manual']);
    expect(await manuals("' OR 1=1 --")).toEqual([]);
    expect(await manuals('\\')).toEqual([expect.objectContaining({ id: 900 })]);
  });

  it('finds unicode keywords', async () => {
    expect(titles(await manuals('取扱説明書'))).toEqual(['ZQ100 取扱説明書 Übersicht']);
    expect(titles(await manuals('Übersicht'))).toEqual(['ZQ100 取扱説明書 Übersicht']);
  });

  it('refuses a repeated, nested or too long keyword (400)', async () => {
    await expectRefused('/api/v1/userManual?keyword=a&keyword=b', /keyword/);
    await expectRefused(`/api/v1/userManual?keyword=${'k'.repeat(10_000)}`, /keyword: at most 200 characters/);
  });
});

describe('the Downloads page', () => {
  function ssrState(html: string) {
    return JSON.parse(/window\.__SSR__=(.*?)<\/script>/s.exec(html)![1]!);
  }

  it('renders every product in the dropdown and the categories merged under All', async () => {
    const res = await page('/Support/Downloads');
    expect(res.status).toBe(200);
    expect(Object.keys(ssrState(res.text).fallback)).toContain('/api/v1/userManual?keyword=&lang=en');
    expect(res.text).toMatch(/<select[^>]*class="downloads-product__select"[^>]*><option value="" selected="">All<\/option>/);
    expect(res.text).toContain('>HG100 Smart Wi-Fi Garage Door Opener</option>');
    // One "Quick Start Guide" category holds every product's guide, and it is long enough for the shadow.
    expect(res.text.match(/<h2[^>]*class="downloads-category__title">Quick Start Guide</g)).toHaveLength(1);
    expect(res.text).toContain('downloads-category__box downloads-category__box--shadow');
    expect(res.text).toContain('href="/files/manuals/hg100-quick-start-guide.pdf" target="_blank" rel="noopener"');
  });

  it('renders a keyword search and a product filter from the URL', async () => {
    const res = await page('/Support/Downloads?keyword=HG200&product=2');
    expect(res.status).toBe(200);
    expect(Object.keys(ssrState(res.text).fallback)).toEqual(
      expect.arrayContaining(['/api/v1/userManual?keyword=&lang=en', '/api/v1/userManual?keyword=HG200&lang=en']),
    );
    expect(res.text).toContain('value="HG200"');
    expect(res.text).toContain('<option value="2" selected="">');
    expect(markup(res.text)).toContain('HG200 Wiring Diagram');
    expect(markup(res.text)).not.toContain('HG100 Wiring Diagram');
    expect(markup(res.text)).not.toContain('downloads-category__box--shadow');
  });

  it("renders 'No results were found' for a search without results", async () => {
    const res = await page('/Support/Downloads?keyword=zzqq-xxvv');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<p class="empty downloads-results__empty" role="status">No results were found<\/p>/);
  });

  it('renders the mobile layout in German for a phone', async () => {
    const res = await page('/mTerminal/de/Support/Downloads?keyword=HA101', USER_AGENTS.iphone);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="layout-mobile"');
    expect(res.text).toContain('>Alle</option>');
    expect(res.text).toContain('>HA101 Zubehörset für Garagentoröffner</option>');
    expect(res.text).toContain('HA101 Schaltplan');
    expect(res.text).not.toContain('HA101 Wiring Diagram');
  });
});
