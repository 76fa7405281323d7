// GET /api/v1/getResourceLibraryList, the Resource Library page and its Disclaimer (docs/product/api.md,
// docs/product/pages.md).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp, expectRefusal } from '../helpers/test-app';

let t: TestApp;
const ODD_TITLES = ['ZR1 100% source', 'ZR1 Rev_A source', "ZR1 O'Neil tools", 'ZR1 C:\\src tools', 'ZR1 ソースコード Quellcode'];

beforeAll(async () => {
  t = await createTestApp();
  await t.services.db
    .insertInto('resource')
    .values(ODD_TITLES.map((title, i) => ({ category_name: 'Test Category', title, version: `v9.${i}`, url: `/files/resources/zr1-${i}.tar.gz`, sort: 900 + i })))
    .execute();
});
afterAll(() => t.close());

interface Category {
  categoryName: string;
  list: { title: string; version: string; url: string }[];
}

const get = (url: string) => request(t.app).get(url);
const q = (s: string) => encodeURIComponent(s);
const library = async (keyword: string): Promise<Category[]> => {
  const res = await get(`/api/v1/getResourceLibraryList?keyword=${q(keyword)}`);
  expect(res.status, keyword).toBe(200);
  expect(res.body.Code).toBe(200);
  return res.body.Data;
};
const titles = (categories: Category[]) => categories.flatMap((c) => c.list.map((i) => i.title));
const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);

const expectRefused = (url: string, msg: RegExp) => expectRefusal(get(url), 400, msg);

describe('GET /api/v1/getResourceLibraryList', () => {
  it('answers a Data list of categories with items {title, version, url, lang}', async () => {
    const res = await get('/api/v1/getResourceLibraryList?keyword=');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
    const categories: Category[] = res.body.Data;
    expect(categories.length).toBeGreaterThan(1);
    for (const c of categories) {
      expect(Object.keys(c).sort()).toEqual(['categoryName', 'lang', 'list']);
      for (const item of c.list) expect(Object.keys(item).sort()).toEqual(['lang', 'title', 'url', 'version']);
    }
    expect(categories[0]!.list).toContainEqual({
      title: 'HP110 firmware GPL source',
      version: 'v6.1.8',
      url: '/files/resources/hp110-gpl-source-v6.1.8.tar.gz',
      lang: 'en',
    });
  });

  it('answers without a keyword as with an empty one', async () => {
    const res = await get('/api/v1/getResourceLibraryList');
    expect(res.status).toBe(200);
    expect(res.body.Data).toEqual(await library(''));
  });

  it('serves the files it links', async () => {
    const file = await get('/files/resources/hp110-gpl-source-v6.1.8.tar.gz');
    expect(file.status).toBe(200);
  });

  it('searches titles, versions and categories, case-insensitively', async () => {
    expect(titles(await library('hp110'))).toEqual(['HP110 firmware GPL source']);
    expect(titles(await library('v6.1.8')).sort()).toEqual(['HP110 firmware GPL source', 'HP210 firmware GPL source']);
    expect((await library('home assistant')).map((c) => c.categoryName)).toEqual(['Home Assistant Integration']);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await library('no such resource anywhere')).toEqual([]);
  });

  it('takes SQL LIKE metacharacters and quotes literally', async () => {
    expect(titles(await library('%'))).toEqual(['ZR1 100% source']);
    expect(titles(await library('_A'))).toEqual(['ZR1 Rev_A source']);
    expect(titles(await library("O'Neil"))).toEqual(["ZR1 O'Neil tools"]);
    expect(titles(await library('C:\\src'))).toEqual(['ZR1 C:\\src tools']);
    expect(await library("' OR 1=1 --")).toEqual([]);
  });

  it('finds unicode keywords', async () => {
    expect(titles(await library('ソースコード'))).toEqual(['ZR1 ソースコード Quellcode']);
  });

  it('refuses a repeated, nested or too long keyword (400)', async () => {
    await expectRefused('/api/v1/getResourceLibraryList?keyword=a&keyword=b', /keyword/);
    await expectRefused(`/api/v1/getResourceLibraryList?keyword=${'k'.repeat(10_000)}`, /keyword: at most 200 characters/);
  });
});

describe('the Resource Library page', () => {
  it('renders each item as title_version with its link, and the Disclaimer link', async () => {
    const res = await page('/Support/Resource_Library');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(
      /<a href="\/files\/resources\/hp110-gpl-source-v6\.1\.8\.tar\.gz"[^>]*><span class="library-list__label">HP110 firmware GPL source_v6\.1\.8<\/span>/,
    );
    expect(res.text).toContain('href="/Support/Resource_Library/Disclaimer"');
  });

  it('renders a search from the URL', async () => {
    const res = await page('/Support/Resource_Library?keyword=HG100');
    expect(res.text).toContain('value="HG100"');
    expect(res.text).toContain('HG100 firmware GPL source_v3.9.4');
    expect(res.text).not.toContain('HP110 firmware GPL source_v6.1.8</span>');
  });

  it("renders 'No results were found' for a search without results", async () => {
    const res = await page('/Support/Resource_Library?keyword=nothing-like-this');
    expect(res.text).toMatch(/<p class="empty library-results__empty" role="status">No results were found<\/p>/);
  });

  it('renders the mobile layout in German for a phone', async () => {
    const res = await page('/mTerminal/de/Support/Resource_Library', USER_AGENTS.iphone);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="layout-mobile"');
    expect(res.text).toContain('Ressourcenbibliothek');
    expect(res.text).toContain('href="/mTerminal/de/Support/Resource_Library/Disclaimer"');
  });
});

describe('the Disclaimer page', () => {
  it('renders the GPL-3.0 terms with the licence link and a Back link', async () => {
    const res = await page('/Support/Resource_Library/Disclaimer');
    expect(res.status).toBe(200);
    expect(res.text).toContain('WITHOUT ANY WARRANTY');
    expect(res.text).toContain('href="https://www.gnu.org/licenses/gpl-3.0.html"');
    expect(res.text).toContain('three (3) years');
    expect(res.text).toContain('href="mailto:support@hearthly.example"');
    expect(res.text).toMatch(/<a class="back-link" href="\/Support\/Resource_Library"[^>]*>Back to the Resource Library<\/a>/);
  });

  it.each([
    ['/mTerminal/ja/Support/Resource_Library/Disclaimer', USER_AGENTS.iphone, 'リソースライブラリに戻る'],
    ['/fr/Support/Resource_Library/Disclaimer', USER_AGENTS.desktop, 'SANS AUCUNE GARANTIE'],
  ])('is translated: %s', async (url, ua, text) => {
    const res = await page(url, ua);
    expect(res.status).toBe(200);
    expect(res.text).toContain(text);
  });
});
