// The catalogue in six languages: /api/v1/userManual, /getResourceLibraryList, /document and
// /cloudService in a language, English where a text has no translation (marked by `lang`), keyword
// search in the reader's texts, and the pages that show them with lang="en" and the note.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_NOTICE_KEY } from '../../server/db/schema';
import { createTestApp, expectRefusal, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;

// One text of each kind loses its German translation, so German readers see it in English.
const UNTRANSLATED = {
  product: 13, // HH900 Smart Hub
  manual: '/files/manuals/hg100-wiring-diagram.pdf', // HG100 Wiring Diagram
  manualCategory: 'Datasheet',
  resource: '/files/resources/hearthly-discovery-tool-v0.9.2.tar.gz', // Hearthly device discovery tool
  resourceCategory: 'Home Assistant Integration',
  document: '/files/psti/hg100-uk-psti-statement.pdf', // HG100 UK PSTI Statement of Compliance
};

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.services;
  const idOf = async (table: 'user_manual' | 'resource' | 'document', url: string) =>
    (await db.selectFrom(table).select('id').where('url', '=', url).executeTakeFirstOrThrow()).id;
  await db.deleteFrom('manual_product_translation').where('lang', '=', 'de').where('product_id', '=', UNTRANSLATED.product).execute();
  const manual = await idOf('user_manual', UNTRANSLATED.manual);
  await db.deleteFrom('user_manual_translation').where('lang', '=', 'de').where('manual_id', '=', manual).execute();
  await db.deleteFrom('manual_category_translation').where('lang', '=', 'de').where('category_name', '=', UNTRANSLATED.manualCategory).execute();
  const resource = await idOf('resource', UNTRANSLATED.resource);
  await db.deleteFrom('resource_translation').where('lang', '=', 'de').where('resource_id', '=', resource).execute();
  await db
    .deleteFrom('resource_category_translation')
    .where('lang', '=', 'de')
    .where('category_name', '=', UNTRANSLATED.resourceCategory)
    .execute();
  const document = await idOf('document', UNTRANSLATED.document);
  await db.deleteFrom('document_translation').where('lang', '=', 'de').where('document_id', '=', document).execute();
});
afterAll(() => t.close());

interface Texted {
  lang: string;
}
interface Manual extends Texted {
  title: string;
  url: string;
}
interface Product extends Texted {
  id: number;
  name: string;
  category: (Texted & { categoryName: string; userManual: Manual[] })[];
}
interface Resource extends Texted {
  title: string;
  version: string;
  url: string;
}
interface ResourceCategory extends Texted {
  categoryName: string;
  list: Resource[];
}
interface Doc extends Texted {
  title: string;
  url: string;
}

async function data<T>(url: string, acceptLanguage?: string): Promise<T> {
  const req = request(t.app).get(url);
  const res = await (acceptLanguage ? req.set('Accept-Language', acceptLanguage) : req);
  expect(res.status, url).toBe(200);
  expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
  return res.body.Data as T;
}
const manuals = (query: string, acceptLanguage?: string) => data<Product[]>(`/api/v1/userManual?${query}`, acceptLanguage);
const library = (query: string) => data<ResourceCategory[]>(`/api/v1/getResourceLibraryList?${query}`);
const documents = (query: string) => data<{ pageData: Doc[]; total: number }>(`/api/v1/document?pageSize=100&${query}`);
const allManuals = (products: Product[]) => products.flatMap((p) => p.category.flatMap((c) => c.userManual));
const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);
/** The rendered markup without the scripts (the SWR fallback repeats every text). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');

describe('GET /api/v1/userManual in a language', () => {
  it('names products, categories and manuals in Japanese, each saying so', async () => {
    const products = await manuals('lang=ja');
    expect(products[0]).toMatchObject({ id: 1, name: 'HG100 スマートWi-Fiガレージドアオープナー', lang: 'ja' });
    expect(products[0]!.category[0]).toMatchObject({ categoryName: 'クイックスタートガイド', lang: 'ja' });
    expect(products[0]!.category[0]!.userManual[0]).toEqual({
      title: 'HG100 クイックスタートガイド（EN/DE/FR/IT/ES）',
      url: '/files/manuals/hg100-quick-start-guide.pdf',
      lang: 'ja',
    });
    expect(products.every((p) => p.lang === 'ja')).toBe(true);
    expect(allManuals(products).every((m) => m.lang === 'ja')).toBe(true);
  });

  it('answers in English where German has no translation, with lang "en" on exactly those texts', async () => {
    const products = await manuals('lang=de');
    expect(products.filter((p) => p.lang === 'en').map((p) => p.name)).toEqual(['HH900 Smart Hub']);
    expect(products[0]!.name).toBe('HG100 Smarter WLAN-Garagentoröffner');
    const categories = products.flatMap((p) => p.category);
    expect(new Set(categories.filter((c) => c.lang === 'en').map((c) => c.categoryName))).toEqual(new Set(['Datasheet']));
    expect(categories.find((c) => c.lang === 'de')?.categoryName).toBe('Schnellstartanleitung');
    expect(allManuals(products).filter((m) => m.lang === 'en')).toEqual([
      { title: 'HG100 Wiring Diagram', url: UNTRANSLATED.manual, lang: 'en' },
    ]);
  });

  it("searches the language's texts, and the English ones of untranslated items", async () => {
    const wiring = allManuals(await manuals(`lang=de&keyword=${encodeURIComponent('Schaltplan')}`));
    expect(wiring.map((m) => m.title)).toEqual(['HG200 Schaltplan', 'HA101 Schaltplan', 'HS300 Schaltplan', 'HD310 Schaltplan', 'HT600 Schaltplan']);
    // "Wiring" is English: in German it finds only the manual that has no German title.
    expect(allManuals(await manuals('lang=de&keyword=Wiring')).map((m) => m.title)).toEqual(['HG100 Wiring Diagram']);
    // A product name in the reader's language finds that product's manuals.
    const hub = await manuals(`lang=ja&keyword=${encodeURIComponent('スマートハブ')}`);
    expect(hub.map((p) => p.id)).toEqual([13]);
    expect(await manuals('lang=ja&keyword=Wiring')).toEqual([]);
  });

  it("answers in the visitor's Accept-Language without lang, and lang wins over it", async () => {
    expect((await manuals('', 'de-DE,de;q=0.9'))[0]!.name).toBe('HG100 Smarter WLAN-Garagentoröffner');
    expect((await manuals('lang=en', 'de'))[0]).toMatchObject({ name: 'HG100 Smart Wi-Fi Garage Door Opener', lang: 'en' });
    expect((await manuals(''))[0]!.lang).toBe('en');
  });
});

describe('GET /api/v1/getResourceLibraryList in a language', () => {
  it('names categories and items in German, English where there is no translation', async () => {
    const categories = await library('lang=de');
    expect(categories.map((c) => [c.categoryName, c.lang])).toEqual([
      ['Firmware-Quellcode (GPL)', 'de'],
      ['SDK & Entwicklerwerkzeuge', 'de'],
      ['Open-Source-Lizenzen', 'de'],
      ['Home Assistant Integration', 'en'],
    ]);
    const items = categories.flatMap((c) => c.list);
    expect(items[0]).toEqual({ title: 'GPL-Quellcode der Firmware HG100', version: 'v3.9.4', url: '/files/resources/hg100-gpl-source-v3.9.4.tar.gz', lang: 'de' });
    expect(items.filter((i) => i.lang === 'en').map((i) => i.title)).toEqual(['Hearthly device discovery tool']);
  });

  it('searches titles, versions and category names as the reader sees them', async () => {
    const titles = async (query: string) => (await library(query)).flatMap((c) => c.list.map((i) => i.title));
    expect(await titles(`lang=de&keyword=${encodeURIComponent('Quellcode der Firmware HP110')}`)).toEqual(['GPL-Quellcode der Firmware HP110']);
    expect((await titles('lang=de&keyword=v6.1.8')).length).toBe(2);
    expect((await library(`lang=de&keyword=${encodeURIComponent('Lizenzen')}`)).map((c) => c.categoryName)).toEqual(['Open-Source-Lizenzen']);
    expect(await titles('lang=de&keyword=discovery')).toEqual(['Hearthly device discovery tool']);
    // English words on the German page: "firmware" and "GPL" are German words of the titles and categories
    // too, "source" is not; no item holds all three, so those holding two are listed.
    const gplSources = await titles('lang=de&keyword=firmware%20GPL%20source');
    expect(gplSources).toContain('GPL-Quellcode der Firmware HP110');
    for (const title of gplSources) expect(title).toMatch(/GPL/);
    const japanese = await titles(`lang=ja&keyword=${encodeURIComponent('ソースコード')}`);
    expect(japanese.length).toBeGreaterThanOrEqual(9);
    for (const title of japanese) expect(title).toContain('ソースコード');
  });
});

describe('GET /api/v1/document in a language', () => {
  it('titles documents in Japanese', async () => {
    const { pageData } = await documents('type=eudoc&lang=ja');
    expect(pageData[0]).toEqual({ title: 'HG100 EU適合宣言書（RED 2014/53/EU） – Rev. B', url: '/files/eudoc/hg100-eu-doc-rev-b.pdf', lang: 'ja' });
    expect(pageData.every((d) => d.lang === 'ja')).toBe(true);
  });

  it('titles an untranslated document in English, marked, and searches both', async () => {
    const { pageData } = await documents('type=psti&lang=de');
    expect(pageData.filter((d) => d.lang === 'en')).toEqual([
      { title: 'HG100 UK PSTI Statement of Compliance', url: UNTRANSLATED.document, lang: 'en' },
    ]);
    const hg100 = await documents('type=psti&lang=de&keyword=HG100');
    expect(hg100.pageData.map((d) => d.lang).sort()).toEqual(['de', 'en']);
    expect((await documents(`type=psti&lang=de&keyword=${encodeURIComponent('Königreich')}`)).total).toBe(pageData.length - 1);
    expect((await documents('type=psti&lang=de&keyword=Statement')).pageData.map((d) => d.url)).toEqual([UNTRANSLATED.document]);
  });
});

describe('GET /api/v1/cloudService in a language', () => {
  it('answers the notice in the language, and in English (marked) where it has none', async () => {
    const ja = await data<{ CLOUD_STATUS_CONTENT_PC: string; lang: string }>('/api/v1/cloudService?lang=ja');
    expect(ja.CLOUD_STATUS_CONTENT_PC).toMatch(/^メンテナンスのお知らせ/);
    expect(ja.lang).toBe('ja');
    const de = await data<{ CLOUD_STATUS_CONTENT_PC: string; lang: string }>('/api/v1/cloudService', 'de');
    expect(de).toMatchObject({ CLOUD_STATUS_CONTENT_PC: expect.stringMatching(/^Geplante Wartungsarbeiten/), lang: 'de' });

    await t.services.db.deleteFrom('setting_translation').where('key', '=', CLOUD_NOTICE_KEY).where('lang', '=', 'it').execute();
    const it = await data<{ CLOUD_STATUS_CONTENT_PC: string; lang: string }>('/api/v1/cloudService?lang=it');
    expect(it).toMatchObject({ CLOUD_STATUS_CONTENT_PC: expect.stringMatching(/^Scheduled maintenance/), lang: 'en' });
  });
});

describe('a language that is not one of the six', () => {
  it.each(['/api/v1/userManual', '/api/v1/getResourceLibraryList', '/api/v1/document?type=eudoc', '/api/v1/cloudService'])(
    'is refused by %s with 400',
    async (url) => {
      await expectRefusal(request(t.app).get(`${url}${url.includes('?') ? '&' : '?'}lang=pt`), 400, /^lang: /);
    },
  );
});

describe('the pages in a language', () => {
  it('Downloads in German: translated texts, the English ones marked lang="en", and the note', async () => {
    const html = markup((await page('/de/Support/Downloads')).text);
    expect(html).toContain('<option value="1">HG100 Smarter WLAN-Garagentoröffner</option>');
    expect(html).toContain('<option value="13" lang="en">HH900 Smart Hub</option>');
    expect(html).toMatch(/<h2[^>]*class="downloads-category__title">Schnellstartanleitung<span/);
    expect(html).toMatch(/<h2[^>]*class="downloads-category__title"><span lang="en">Datasheet<\/span><span/);
    expect(html).toContain('<span class="downloads-list__title" lang="en">HG100 Wiring Diagram</span>');
    expect(html).toContain('<span class="downloads-list__title">HG200 Schaltplan</span>');
    expect(html).toContain('<p class="notice downloads-fallback">Einige Namen und Titel werden auf Englisch angezeigt.</p>');
  });

  it('Downloads in Japanese on a phone: every text translated, no lang marks and no note', async () => {
    const res = await page('/mTerminal/ja/Support/Downloads', USER_AGENTS.iphone);
    const html = markup(res.text);
    expect(html).toContain('class="layout-mobile"');
    expect(html).toContain('HG100 スマートWi-Fiガレージドアオープナー</option>');
    expect(html).toContain('HG100 配線図');
    expect(html).not.toMatch(/<(option|span|p)\b[^>]*\slang="en"/);
    expect(html).not.toContain('downloads-fallback');
  });

  it('the Resource Library in German marks the English category and title', async () => {
    const html = markup((await page('/de/Support/Resource_Library')).text);
    expect(html).toContain('<span class="library-list__label">GPL-Quellcode der Firmware HG100_v3.9.4</span>');
    expect(html).toContain('<span class="library-list__label" lang="en">Hearthly device discovery tool_v0.9.2</span>');
    expect(html).toMatch(/<h2[^>]*class="library-category__title"><span lang="en">Home Assistant Integration<\/span><\/h2>/);
    expect(html).toContain('<p class="notice library-fallback">Einige Titel werden auf Englisch angezeigt.</p>');
  });

  it('Regulatory Compliance in German marks the English title', async () => {
    const html = markup((await page('/de/Support/Regulatory_Compliance?type=psti&keyword=HG100')).text);
    expect(html).toContain('<span class="doc-list__title" lang="en">HG100 UK PSTI Statement of Compliance</span>');
    expect(html).toContain('<span class="doc-list__title">HG100 PSTI-Konformitätserklärung (Vereinigtes Königreich) – Rev. 2</span>');
    expect(html).toContain('<p class="notice regulatory-fallback">Einige Titel werden auf Englisch angezeigt.</p>');
  });

  it('the Cloud Service notice in Japanese, and in Italian marked as English with the note', async () => {
    const ja = markup((await page('/ja/Support/Cloud_Service')).text);
    expect(ja).toMatch(/<p class="cloud-notice__text">メンテナンスのお知らせ/);
    expect(ja).not.toContain('cloud-fallback');
    // The Italian notice was removed above.
    const it = markup((await page('/it/Support/Cloud_Service')).text);
    expect(it).toContain('<p class="cloud-notice__language cloud-fallback">Questo avviso è mostrato in inglese.</p>');
    expect(it).toMatch(/<p class="cloud-notice__text" lang="en">Scheduled maintenance/);
  });
});
