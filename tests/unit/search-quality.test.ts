// Search quality: a judged set of queries as people type them, in all six languages, over the demo
// content, each with the items that must be among the first three results. The indexes are built once
// (per language and list) for the whole table, as the site builds them.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/i18n';
import { FAQ_SORT } from '../../shared/limits';
import { openDatabase } from '../../server/db/database';
import { createScratchDatabase } from '../helpers/test-database';
import { seedContent } from '../../server/db/seed';
import { CatalogService } from '../../server/services/catalog';
import { FaqService } from '../../server/services/faq';
import judgements from '../fixtures/search-judgements.json';

type Judged<T> = Record<Language, [string, T[]][]>;
const FAQ = judgements.faq as Judged<number>;
const MANUALS = judgements.manuals as Judged<string>;
const REQUIRED_SHARE = 0.95;

let services: { faq: FaqService; catalog: CatalogService };
let faqDb: ConstructorParameters<typeof FaqService>[0];
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createScratchDatabase('search-quality-');
  const db = await openDatabase(database.target);
  close = async () => {
    await db.close();
    await database.remove();
  };
  await seedContent(db.db, path.resolve('content'));
  faqDb = db.db;
  services = { faq: new FaqService(db.db), catalog: new CatalogService(db.db) };
});
afterAll(async () => {
  await close();
});

async function firstThreeFaqs(lang: Language, keyword: string): Promise<number[]> {
  const page = await services.faq.list({ keyword, lang, pageIndex: 1, pageSize: 3, sort: FAQ_SORT.relevance });
  return page.pageData.map((item) => item.id);
}

/** The file names of the manuals Downloads lists for `keyword`, in its order. */
async function manualFiles(lang: Language, keyword: string): Promise<string[]> {
  const products = await services.catalog.manuals({ keyword, lang });
  return products.flatMap((p) => p.category.flatMap((c) => c.userManual)).map((m) => path.basename(m.url));
}

async function firstThreeManuals(lang: Language, keyword: string): Promise<string[]> {
  return (await manualFiles(lang, keyword)).slice(0, 3);
}

describe('the FAQs warmed at start-up', () => {
  it('builds every language before its first search, which then reads no FAQ again', async () => {
    const faqReads: string[] = [];
    const counting = new Proxy(faqDb, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (name !== 'selectFrom' || typeof value !== 'function') return value;
        return (table: string) => {
          faqReads.push(table);
          return (value as (table: string) => unknown).call(target, table);
        };
      },
    });
    const faq = new FaqService(counting);
    await faq.warm(LANGUAGES);
    const built = faqReads.filter((table) => table === 'faq').length;
    expect(built).toBe(LANGUAGES.length);
    for (const lang of LANGUAGES) expect((await faq.list({ keyword: 'wifi', lang, pageIndex: 1, pageSize: 3, sort: FAQ_SORT.relevance })).total).toBeGreaterThan(0);
    expect(faqReads.filter((table) => table === 'faq').length).toBe(built);
  });
});

describe('search quality on the demo content', () => {
  it(`answers at least ${REQUIRED_SHARE * 100}% of the judged queries with the expected items in the first three`, async () => {
    const misses: string[] = [];
    let total = 0;
    const judge = async <T>(table: Judged<T>, list: string, top: (lang: Language, q: string) => Promise<T[]>) => {
      for (const [lang, rows] of Object.entries(table) as [Language, [string, T[]][]][]) {
        for (const [query, expected] of rows) {
          total++;
          const got = await top(lang, query);
          if (!expected.every((item) => got.includes(item))) {
            misses.push(`${list} ${lang} ${JSON.stringify(query)}: expected ${expected.join(', ')}, got ${got.join(', ') || 'nothing'}`);
          }
        }
      }
    };
    await judge(FAQ, 'faq', firstThreeFaqs);
    await judge(MANUALS, 'manuals', firstThreeManuals);
    const answered = (total - misses.length) / total;
    console.info(`search quality: ${total - misses.length}/${total} answered (${(answered * 100).toFixed(1)}%)`);
    if (misses.length) console.info(`misses:\n  ${misses.join('\n  ')}`);
    expect(total).toBeGreaterThanOrEqual(180);
    expect(answered, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it.each([
    ['en', 'hg100 handbook'],
    ['de', 'HG100 Handbuch'],
    ['de', 'HG100 manual'],
    ['fr', 'notice HG100'],
    ['ja', 'HG100 マニュアル'],
    ['ja', 'HG100 取説'],
    ['ja', 'HG100 manual'],
  ] as const)('%s %j lists the HG100 manuals, the user manual among the first three: a word for a manual no title holds only ranks', async (lang, keyword) => {
    expect(await firstThreeManuals(lang, keyword)).toContain('hg100-user-manual.pdf');
    const files = await manualFiles(lang, keyword);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(file).toMatch(/^hg100-/);
  });

  it.each([
    ['en', 'hg100 manual'],
    ['it', 'HG100 manuale'],
    ['es', 'manual hg100'],
    ['ja', 'HG100 取扱説明書'],
  ] as const)('%s %j lists the user manual alone: a word for a manual that its title holds is required', async (lang, keyword) => {
    expect(await manualFiles(lang, keyword)).toEqual(['hg100-user-manual.pdf']);
  });

  it.each([
    ['en', 'instructions'],
    ['en', 'handbook'],
    ['de', 'Handbuch'],
    ['de', 'Gebrauchsanweisung'],
    ['fr', 'notice'],
    ['it', 'libretto'],
    ['it', 'istruzioni'],
    ['es', 'instrucciones'],
    ['es', 'instructivo'],
    ['ja', 'マニュアル'],
    ['ja', '取説'],
  ] as const)('%s %j alone lists every product\'s user manual: a word for a manual that no title holds, typed alone', async (lang, keyword) => {
    const userManuals = (await manualFiles(lang, '')).filter((file) => file.endsWith('-user-manual.pdf'));
    expect(userManuals.length).toBeGreaterThan(5);
    expect(await manualFiles(lang, keyword)).toEqual(userManuals);
  });

  // What a visitor calls a kind of manual: every manual of that kind and no other. A word the titles hold
  // finds no other item by a typo of it ("start" is a typo away from "smart", in every product's name).
  it.each([
    ['en', 'start guide', ['quick-start-guide']],
    ['en', 'setup guide', ['quick-start-guide', 'installation-guide']],
    ['en', 'spec sheet', ['datasheet']],
    ['en', 'specs', ['datasheet']],
    ['ja', '仕様書', ['datasheet']],
    ['ja', 'スペック', ['datasheet']],
    ['ja', '設置', ['installation-guide']],
  ] as const)('Downloads, %s %j lists every %j and nothing else', async (lang, keyword, kinds) => {
    const ofKinds = (files: string[]) => files.filter((file) => kinds.some((kind) => file.endsWith(`-${kind}.pdf`)));
    const expected = ofKinds(await manualFiles(lang, ''));
    expect(expected.length).toBeGreaterThan(3);
    expect(await manualFiles(lang, keyword)).toEqual(expected);
  });

  it.each([
    ['fr', 'porte de garage'],
    ['en', 'the garage door'],
    ['de', 'die Tür der Garage'],
  ] as const)('%s %j finds the garage FAQs first, not most FAQs', async (lang, keyword) => {
    const all = await services.faq.list({ keyword: '', lang, pageIndex: 1, pageSize: 1 });
    const found = await services.faq.list({ keyword, lang, pageIndex: 1, pageSize: 3 });
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total / 2);
    for (const item of found.pageData) expect(item.title.toLowerCase()).toMatch(/garag/);
  });

  // "Reset" is typed in English in every language; the texts also name a RESET button, which the
  // pairing steps (FAQ 5) press too. A reset, in the texts' own words, is the factory reset FAQ (6).
  it.each(LANGUAGES)('%s "reset" finds the factory reset FAQ first, before the pairing steps that press RESET', async (lang) => {
    const found = await services.faq.list({ keyword: 'reset', lang, pageIndex: 1, pageSize: 3 });
    expect(found.pageData[0]?.id).toBe(6);
  });

  // A device that dropped off is "disconnected" to whoever types; the app and the texts say "Offline"
  // ("Hors ligne", "Sin conexión"): the offline FAQ (11) first, not the mesh Wi-Fi one that says
  // devices "disconnect" when they roam.
  it.each([
    ['en', 'device disconnected'],
    ['fr', 'appareil déconnecté'],
    ['it', 'dispositivo disconnesso'],
    ['es', 'dispositivo desconectado'],
  ] as const)('%s %j finds the offline FAQ first', async (lang, keyword) => {
    const found = await services.faq.list({ keyword, lang, pageIndex: 1, pageSize: 3 });
    expect(found.pageData[0]?.id).toBe(11);
  });

  // A document is found by its product's name too, which its title does not say; the declarations of one
  // product hold the same words, and the newer revision comes first, as the list shows them.
  it.each([
    ['en', 'eudoc', 'camera', ['hc700-eu-doc-rev-b.pdf', 'hc700-eu-doc.pdf']],
    ['de', 'eudoc', 'Kamera', ['hc700-eu-doc-rev-b.pdf', 'hc700-eu-doc.pdf']],
    ['fr', 'eudoc', 'caméra', ['hc700-eu-doc-rev-b.pdf', 'hc700-eu-doc.pdf']],
    ['ja', 'eudoc', 'カメラ', ['hc700-eu-doc-rev-b.pdf', 'hc700-eu-doc.pdf']],
    ['en', 'eudoc', 'HC700', ['hc700-eu-doc-rev-b.pdf', 'hc700-eu-doc.pdf']],
    ['en', 'eudoc', 'hg100', ['hg100-eu-doc-rev-b.pdf', 'hg100-eu-doc.pdf']],
    ['en', 'psti', 'HG100', ['hg100-uk-psti-statement-rev-2.pdf', 'hg100-uk-psti-statement.pdf']],
    ['en', 'eudoc', 'HP110 FR', ['hp110-fr-eu-doc.pdf']],
  ] as const)('%s %s %j lists %j', async (lang, type, keyword, files) => {
    const found = await services.catalog.documents({ type, lang, keyword, pageIndex: 1, pageSize: 10 });
    expect(found.pageData.map((doc) => path.basename(doc.url))).toEqual(files);
  });

  // The visitor's words for a product are often not its name: a query no item holds wholly leaves out
  // the words no item holds, else lists the items holding half of the words; a model nothing has, nothing.
  it.each([
    ['en', 'light bulb', ['HB500', 'HL520']],
    ['en', 'security camera', ['HC700']],
    ['en', 'smart home hub', ['HH900']],
    ['fr', 'caméra de surveillance', ['HC700']],
    ['ja', '防犯カメラ', ['HC700']],
    ['en', 'HG100 HG200', ['HG100', 'HG200']],
    ['en', 'HB500-E14', ['HB500']],
    ['en', 'HG300 manual', []],
    ['en', 'zzqq xxvv', []],
  ] as const)('Downloads, %s %j lists the manuals of %j', async (lang, keyword, models) => {
    const products = await services.catalog.manuals({ keyword, lang });
    expect(products.map((product) => product.name.split(' ')[0])).toEqual(models);
  });

  // A word every title holds lists the documents in the list's order: the product names, searched only
  // when no title holds the words, once put the HT600's and HW800's first by letters they share with it.
  it.each([
    ['de', 'psti', 'Konformitätserklärung'],
    ['de', 'psti', 'Vereinigtes Königreich'],
    ['en', 'psti', 'statement of compliance'],
    // The UK as typed in every language, spelt out in the titles.
    ['en', 'psti', 'UK'],
    ['de', 'psti', 'UK'],
    ['fr', 'psti', 'UK'],
    ['it', 'psti', 'UK'],
    ['es', 'psti', 'UK'],
    ['ja', 'psti', 'イギリス'],
    // A word every title holds, whose letters one title says again ("ita" of "Konformitätserklärung" in
    // "Italien"): that title is not put first.
    ['de', 'eudoc', 'Konformitätserklärung'],
    ['de', 'eudoc', 'EU-Konformitätserklärung'],
    ['en', 'eudoc', 'declaration of conformity'],
    // A CE declaration is what every EU declaration is.
    ['en', 'eudoc', 'CE'],
    ['de', 'eudoc', 'CE'],
    ['es', 'eudoc', 'CE'],
  ] as const)('Regulatory, %s %s %j lists every document in the list\'s order', async (lang, type, keyword) => {
    const all = await services.catalog.documents({ type, lang, keyword: '', pageIndex: 1, pageSize: 100 });
    const found = await services.catalog.documents({ type, lang, keyword, pageIndex: 1, pageSize: 100 });
    expect(found.pageData.map((doc) => doc.url)).toEqual(all.pageData.map((doc) => doc.url));
  });

  it.each([
    ['en', 'eudoc', 'CE declaration camera', ['hc700-eu-doc-rev-b.pdf', 'hc700-eu-doc.pdf']],
    ['ja', 'eudoc', 'CE適合宣言 カメラ', ['hc700-eu-doc-rev-b.pdf', 'hc700-eu-doc.pdf']],
    ['en', 'eudoc', 'HG300 declaration', []],
  ] as const)('Regulatory, %s %s %j lists %j', async (lang, type, keyword, files) => {
    const found = await services.catalog.documents({ type, lang, keyword, pageIndex: 1, pageSize: 10 });
    expect(found.pageData.map((doc) => path.basename(doc.url))).toEqual(files);
  });

  it.each([
    ['en', 'camera source code'],
    ['de', 'Quellcode Kamera'],
    ['ja', 'カメラ ソースコード'],
  ] as const)('Resource Library, %s %j lists the camera\'s source alone: an item is found by its product\'s name', async (lang, keyword) => {
    const categories = await services.catalog.resourceLibrary({ keyword, lang });
    expect(categories.flatMap((category) => category.list.map((item) => path.basename(item.url)))).toEqual(['hc700-gpl-source-v2.8.5.tar.gz']);
  });

  // Open source is the firmware's GPL sources and the licences, every one of them: "open" alone had found
  // the two garage openers' sources by their product's name.
  it('Resource Library, en "open source" lists the GPL sources and the open-source licences, all of them', async () => {
    const categories = await services.catalog.resourceLibrary({ keyword: 'open source', lang: 'en' });
    const all = await services.catalog.resourceLibrary({ keyword: '', lang: 'en' });
    const names = (list: typeof all) => list.flatMap((category) => category.list.map((item) => path.basename(item.url)));
    const wanted = names(all.filter((category) => /GPL|Open Source/.test(category.categoryName)));
    expect(wanted.length).toBe(12);
    expect(names(categories)).toEqual(wanted);
  });

  // Energy "usage" is the texts' consumption (FAQ 38); "usage" without it is the app's usage data (FAQ 87).
  it.each([
    ['energy usage', 38],
    ['electricity usage', 38],
    ['power usage', 38],
    ['usage data', 87],
    ['app usage', 87],
  ] as const)('en %j finds FAQ %i first', async (keyword, id) => {
    const found = await services.faq.list({ keyword, lang: 'en', pageIndex: 1, pageSize: 3 });
    expect(found.pageData[0]?.id).toBe(id);
  });

  // A declaration of conformity is a "DoC" to many; a revision is the titles' "Rev.".
  it.each([
    ['en', 'eudoc', 'doc hg100', 'hg100-eu-doc'],
    ['en', 'eudoc', 'hg100 revision b', 'hg100-eu-doc-rev-b.pdf'],
    ['de', 'eudoc', 'HG100 Revision B', 'hg100-eu-doc-rev-b.pdf'],
    ['fr', 'eudoc', 'hg100 révision b', 'hg100-eu-doc-rev-b.pdf'],
    ['it', 'psti', 'hg100 revisione 2', 'hg100-uk-psti-statement-rev-2.pdf'],
    ['es', 'eudoc', 'hg100 revisión b', 'hg100-eu-doc-rev-b.pdf'],
  ] as const)('%s %s %j finds %s first', async (lang, type, keyword, file) => {
    const found = await services.catalog.documents({ type, lang, keyword, pageIndex: 1, pageSize: 3 });
    expect(found.pageData[0]?.url).toContain(file);
  });
});
