// The read-only catalogue behind the information pages: regulatory documents, manuals, the resource
// library, garage-door compatibility, product categories, support-center options, policies, cloud status.
import type {
  CloudService,
  CompatibleManufacturers,
  CompatibleModels,
  DocumentItem,
  GetCallParams,
  FieldLimitConfig,
  ManualCategory,
  ManualProduct,
  PageData,
  PolicyContent,
  ProductCategories,
  ResourceCategory,
  SupportOption,
} from '../../shared/api';
import { DETAILS_HARD_MAX } from '../../shared/forms/ticket';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import { textBaseLanguage } from '../../shared/policy-text';
import type { Db } from '../db/database';
import { CLOUD_NOTICE_KEY } from '../db/schema';
import { BuildCache } from '../search/cache';
import { createSearchIndex, type SearchDocument, type SearchField, type SearchHit, type SearchIndex, type SearchOptions } from '../search/engine';
import { sanitizeRichText, stripParagraphs } from './sanitize';

export type SupportOptionKind = 'ticketCategory' | 'subject' | 'modelNumber';

export const DEFAULT_DETAILS_MAX = 2000;
/** The largest id a row can have: ids are 32-bit integers on both databases. */
const SQL_INT_MAX = 2_147_483_647;

/** `LIKE` pattern that matches `keyword` literally: the plain substring scan the benchmarks compare search with. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Keep one row per id: the one in `lang`, else the English one. */
function preferLanguage<T extends { id: number; lang: string }>(rows: T[], lang: string): T[] {
  const byId = new Map<number, T>();
  for (const row of rows) {
    const seen = byId.get(row.id);
    if (!seen || row.lang === lang) byId.set(row.id, row);
  }
  return [...byId.values()];
}

/** A translated text, or the English one: what a reader of `lang` sees, and the language it is in. */
function inLanguage(translated: string | null, english: string, lang: Language) {
  return translated === null ? { text: english, lang: DEFAULT_LANGUAGE } : { text: translated, lang };
}

// What is searched in each list, and how much a match there counts.
// A document's title first, every word of the query; only when no title holds them all, the title and the
// name of its product ("camera", "Garagentoröffner"), which the title, a model number and the kind of
// declaration, does not say. Searched together at once, a product's name moved documents the query's
// words found alike: the letters of "Thermostat" and "Wassermelder" that "Konformitätserklärung" shares
// put the HT600's and HW800's declarations first.
const DOCUMENT_TITLE_FIELDS: SearchField[] = [{ name: 'title', boost: 2 }];
const DOCUMENT_FIELDS: SearchField[] = [
  { name: 'title', boost: 2 },
  { name: 'product', boost: 1 },
];
// Titles that differ by a revision's suffix: the same words score the same, the newer one listed first.
// The lists show every match, so a word that an item holds finds no other item by a typo of it.
const DOCUMENT_TITLE_SEARCH: SearchOptions = { lengthCounts: false, typosOfHeldWords: false };
const DOCUMENT_SEARCH: SearchOptions = { lengthCounts: false, halfWhenNone: true, typosOfHeldWords: false };
/** The visitor's words for a product are often not its name: a query no item holds wholly finds some of its words. */
const CATALOGUE_SEARCH: SearchOptions = { halfWhenNone: true, typosOfHeldWords: false };
const MANUAL_FIELDS: SearchField[] = [
  { name: 'title', boost: 2 },
  { name: 'product', boost: 1 },
];
const RESOURCE_FIELDS: SearchField[] = [
  { name: 'title', boost: 2 },
  { name: 'version', boost: 1 },
  { name: 'category', boost: 1 },
  { name: 'product', boost: 1 },
];

/**
 * The order of the manufacturers and models of the Compatibility Check: alphabetical as a reader sorts,
 * whatever the case ("maveo" among the M's) and with numbers by value ("S 970" before "S 9110"). Sorted
 * here, not by the database, whose order is byte order on SQLite and its collation's on PostgreSQL.
 */
const ALPHABETICAL = new Intl.Collator('en', { numeric: true });

/** Every manual with its product, titles and names in `lang` (English where there is no translation). */
async function manualRows(db: Db, lang: Language) {
  return (
    await db
      .selectFrom('user_manual as m')
      .innerJoin('manual_product as p', 'p.id', 'm.product_id')
      .leftJoin('manual_product_translation as pt', (join) => join.onRef('pt.product_id', '=', 'p.id').on('pt.lang', '=', lang))
      .leftJoin('user_manual_translation as mt', (join) => join.onRef('mt.manual_id', '=', 'm.id').on('mt.lang', '=', lang))
      .leftJoin('manual_category_translation as ct', (join) =>
        join.onRef('ct.category_name', '=', 'm.category_name').on('ct.lang', '=', lang),
      )
      .select([
        'm.id',
        'p.id as productId',
        'p.name as productName',
        'pt.name as productTranslated',
        'm.category_name',
        'ct.title as categoryTranslated',
        'm.title',
        'mt.title as translated',
        'm.url',
      ])
      .orderBy('p.sort')
      .orderBy('m.sort')
      .execute()
  ).map((row) => ({
    ...row,
    product: inLanguage(row.productTranslated, row.productName, lang),
    titled: inLanguage(row.translated, row.title, lang),
  }));
}

/** Every item of the library, titles and category names in `lang` (English where there is no translation). */
async function resourceRows(db: Db, lang: Language) {
  return (
    await db
      .selectFrom('resource as r')
      .leftJoin('resource_translation as rt', (join) => join.onRef('rt.resource_id', '=', 'r.id').on('rt.lang', '=', lang))
      .leftJoin('resource_category_translation as ct', (join) =>
        join.onRef('ct.category_name', '=', 'r.category_name').on('ct.lang', '=', lang),
      )
      .select(['r.id', 'r.category_name', 'ct.title as categoryTranslated', 'r.title', 'rt.title as translated', 'r.version', 'r.url'])
      .orderBy('r.sort')
      .execute()
  ).map((row) => ({
    ...row,
    category: inLanguage(row.categoryTranslated, row.category_name, lang),
    titled: inLanguage(row.translated, row.title, lang),
  }));
}

/** The model number a product's name begins with, in capitals ("HC700" for "HC700 Smart Indoor Camera"). */
function modelOf(name: string): string {
  return (name.trim().split(/\s/, 1)[0] ?? '').toUpperCase();
}

/**
 * The name of the product an item's English title names by its model number, wherever it stands ("HP110-FR
 * EU Declaration…" is the HP110's, "HG100 firmware GPL source" the HG100's); '' for none. A document or a
 * library item is so also found by its product's name ("camera"), which its title does not say.
 */
function productNamed(englishTitle: string, products: ReadonlyMap<string, string>): string {
  for (const word of englishTitle.toUpperCase().split(/[^\p{L}\p{N}]+/u)) {
    const name = products.get(word);
    if (name !== undefined) return name;
  }
  return '';
}

/**
 * Hits in the order of their scores, and those of the same score in the catalogue's order (the newer
 * revision of a declaration first, as the list shows it), not by their ids.
 */
function inCatalogueOrderWhenTied(hits: SearchHit[], position: (id: number) => number): SearchHit[] {
  const out: SearchHit[] = [];
  for (let start = 0; start < hits.length; ) {
    let end = start + 1;
    while (end < hits.length && hits[end]!.score === hits[start]!.score) end++;
    out.push(...hits.slice(start, end).sort((a, b) => position(a.id) - position(b.id)));
    start = end;
  }
  return out;
}

type DocumentType = GetCallParams['document']['type'];
const DOCUMENT_TYPES: readonly DocumentType[] = ['eudoc', 'psti'];
interface DocumentEntry {
  id: number;
  item: DocumentItem & { lang: Language };
  /** Its title in English, which names its product by model number the same way in every catalogue. */
  englishTitle: string;
}
type ManualRow = Awaited<ReturnType<typeof manualRows>>[number];
type ResourceRow = Awaited<ReturnType<typeof resourceRows>>[number];

// What each list's search reads of an item: the texts its readers see, in their language.
const documentDocs = (items: readonly DocumentEntry[], products: ReadonlyMap<string, string>): SearchDocument[] =>
  items.map(({ id, item, englishTitle }) => ({ id, lang: item.lang, fields: { title: item.title, product: productNamed(englishTitle, products) } }));
const manualDocs = (rows: readonly ManualRow[]): SearchDocument[] =>
  rows.map((row) => ({ id: row.id, lang: row.titled.lang, fields: { title: row.titled.text, product: row.product.text } }));
const resourceDocs = (rows: readonly ResourceRow[], products: ReadonlyMap<string, string>): SearchDocument[] =>
  rows.map((row) => ({
    id: row.id,
    lang: row.titled.lang,
    fields: { title: row.titled.text, version: row.version, category: row.category.text, product: productNamed(row.title, products) },
  }));

export class CatalogService {
  // One search index per list and language, built on first search from what the readers of that
  // language see; `invalidate()` drops them after the catalogue changed.
  private indexes = new BuildCache<SearchIndex>();

  /** `buildIndex` builds a list's index (the search engine's; a test counts the builds). */
  constructor(
    private readonly db: Db,
    private readonly buildIndex: typeof createSearchIndex = createSearchIndex,
  ) {}

  invalidate(): void {
    this.indexes.clear();
  }

  /** A list's search index in a language, built from `docs` on first use. */
  private index(
    list: string,
    lang: Language,
    fields: SearchField[],
    docs: () => SearchDocument[] | Promise<SearchDocument[]>,
    options: SearchOptions = CATALOGUE_SEARCH,
  ): Promise<SearchIndex> {
    return this.indexes.get(`${list}:${lang}`, async () => this.buildIndex(await docs(), lang, fields, options));
  }

  /** A type of documents' search index in a language. */
  private documentIndex(type: DocumentType, lang: Language, items: readonly DocumentEntry[]): Promise<SearchIndex> {
    return this.index(`document:${type}`, lang, DOCUMENT_FIELDS, async () => documentDocs(items, await this.productNames(lang)), DOCUMENT_SEARCH);
  }

  /** A type of documents' search index of their titles alone, in a language. */
  private documentTitleIndex(type: DocumentType, lang: Language, items: readonly DocumentEntry[]): Promise<SearchIndex> {
    return this.index(`document-title:${type}`, lang, DOCUMENT_TITLE_FIELDS, () => documentDocs(items, new Map()), DOCUMENT_TITLE_SEARCH);
  }

  /** The ids of a list's items that match the keyword, or undefined when there is no keyword. */
  private async matching(
    list: string,
    lang: Language,
    keyword: string,
    fields: SearchField[],
    docs: () => SearchDocument[] | Promise<SearchDocument[]>,
  ) {
    if (!keyword.trim()) return undefined;
    const index = await this.index(list, lang, fields, docs);
    return new Set(index.search(keyword).map((hit) => hit.id));
  }

  private documentRows(lang: Language) {
    return this.db
      .selectFrom('document as d')
      .leftJoin('document_translation as t', (join) => join.onRef('t.document_id', '=', 'd.id').on('t.lang', '=', lang))
      .select(['d.id', 'd.type', 'd.title', 'd.url', 't.title as translated'])
      .orderBy('d.sort')
      .orderBy('d.id')
      .execute();
  }

  /**
   * The products' names in `lang` (English where there is no translation), by the model number each
   * begins with ("HC700" for "HC700 Smart Indoor Camera").
   */
  private async productNames(lang: Language): Promise<Map<string, string>> {
    const rows = await this.db
      .selectFrom('manual_product as p')
      .leftJoin('manual_product_translation as pt', (join) => join.onRef('pt.product_id', '=', 'p.id').on('pt.lang', '=', lang))
      .select(['p.name', 'pt.name as translated'])
      .execute();
    return new Map(rows.map((row) => [modelOf(row.name), inLanguage(row.translated, row.name, lang).text]));
  }

  /** The documents of a type, titled in `lang` (English where a document has no translation). */
  private async documentItems(type: DocumentType, lang: Language): Promise<DocumentEntry[]> {
    const rows = (await this.documentRows(lang)).filter((row) => row.type === type);
    return rows.map((row) => {
      const titled = inLanguage(row.translated, row.title, lang);
      return { id: row.id, item: { title: titled.text, url: row.url, lang: titled.lang }, englishTitle: row.title };
    });
  }

  /**
   * Every list's search index in every language, built now (one language after another, letting requests
   * in between) rather than on the first search of each, which then waited for it.
   */
  async warm(languages: readonly Language[]): Promise<void> {
    for (const lang of languages) {
      for (const type of DOCUMENT_TYPES) {
        const items = await this.documentItems(type, lang);
        await this.documentTitleIndex(type, lang, items);
        await this.documentIndex(type, lang, items);
      }
      const manuals = await manualRows(this.db, lang);
      await this.index('manual', lang, MANUAL_FIELDS, () => manualDocs(manuals));
      const resources = await resourceRows(this.db, lang);
      await this.index('resource', lang, RESOURCE_FIELDS, async () => resourceDocs(resources, await this.productNames(lang)));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /**
   * One page of documents of a type, titled in `lang` (English where a document has no translation). A
   * keyword is searched in the titles the reader sees, else with their products' names; the matches come
   * best first.
   */
  async documents(query: GetCallParams['document']): Promise<PageData<DocumentItem>> {
    const items = await this.documentItems(query.type, query.lang);
    let found = items;
    const keyword = query.keyword.trim();
    if (keyword) {
      let matches = (await this.documentTitleIndex(query.type, query.lang, items)).search(keyword);
      if (matches.length === 0) matches = (await this.documentIndex(query.type, query.lang, items)).search(keyword);
      const position = new Map(items.map((entry, at) => [entry.id, at]));
      // An index built before a change (for the moment until the change is read) may name a document gone since.
      const hits = inCatalogueOrderWhenTied(
        matches.filter((hit) => position.has(hit.id)),
        (id) => position.get(id)!,
      );
      found = hits.map((hit) => items[position.get(hit.id)!]!);
    }
    const start = (query.pageIndex - 1) * query.pageSize;
    return { pageData: found.slice(start, start + query.pageSize).map(({ item }) => item), total: found.length };
  }

  /**
   * Every product with its manuals by category, names and titles in `lang` (English where there is no
   * translation). A keyword keeps the manuals whose title or product name, as the reader sees them,
   * matches it (a filter: products and manuals keep their catalogue order).
   */
  async manuals(query: GetCallParams['userManual']): Promise<ManualProduct[]> {
    const { lang } = query;
    const rows = await manualRows(this.db, lang);
    const match = await this.matching('manual', lang, query.keyword, MANUAL_FIELDS, () => manualDocs(rows));
    const products = new Map<number, ManualProduct>();
    // A product's manuals are grouped by their category's English name, whatever name the language shows.
    const categories = new Map<string, ManualCategory>();
    for (const row of rows) {
      if (match && !match.has(row.id)) continue;
      let product = products.get(row.productId);
      if (!product) {
        product = { id: row.productId, name: row.product.text, lang: row.product.lang, category: [] };
        products.set(row.productId, product);
      }
      const categoryKey = `${row.productId}\n${row.category_name}`;
      let category = categories.get(categoryKey);
      if (!category) {
        const name = inLanguage(row.categoryTranslated, row.category_name, lang);
        category = { categoryName: name.text, lang: name.lang, userManual: [] };
        categories.set(categoryKey, category);
        product.category.push(category);
      }
      category.userManual.push({ title: row.titled.text, url: row.url, lang: row.titled.lang });
    }
    return [...products.values()];
  }

  /**
   * The library by category, titles and category names in `lang` (English where there is no
   * translation). A keyword keeps the items whose title, version, category name or product name, as the
   * reader sees them, matches it (a filter: categories and items keep their catalogue order).
   */
  async resourceLibrary(query: GetCallParams['resourceLibrary']): Promise<ResourceCategory[]> {
    const { lang } = query;
    const rows = await resourceRows(this.db, lang);
    const match = await this.matching('resource', lang, query.keyword, RESOURCE_FIELDS, async () => resourceDocs(rows, await this.productNames(lang)));
    const categories = new Map<string, ResourceCategory>();
    for (const row of rows) {
      if (match && !match.has(row.id)) continue;
      let category = categories.get(row.category_name);
      if (!category) {
        category = { categoryName: row.category.text, lang: row.category.lang, list: [] };
        categories.set(row.category_name, category);
      }
      category.list.push({ title: row.titled.text, version: row.version, url: row.url, lang: row.titled.lang });
    }
    return [...categories.values()];
  }

  async manufacturers(): Promise<CompatibleManufacturers> {
    const rows = await this.db.selectFrom('garage_model').select('manufacturer').distinct().execute();
    return { manufacturer: rows.map((r) => r.manufacturer).sort(ALPHABETICAL.compare) };
  }

  /** Models of one manufacturer; null when the manufacturer is unknown. */
  async models(manufacturer: string): Promise<CompatibleModels | null> {
    // No stored name holds a NUL, and PostgreSQL refuses one in a text parameter.
    if (manufacturer.includes('\0')) return null;
    const rows = await this.db
      .selectFrom('garage_model')
      .select(['model', 'support'])
      .where('manufacturer', '=', manufacturer)
      .execute();
    if (rows.length === 0) return null;
    rows.sort((a, b) => ALPHABETICAL.compare(a.model, b.model));
    return { models: rows.map((r) => ({ model: r.model, support: r.support as 1 | 2 | 3 })) };
  }

  async productCategories(type: 'smart' | 'gadgets' | 'all', lang: Language): Promise<ProductCategories> {
    let q = this.db.selectFrom('product_category').selectAll().where('lang', 'in', [lang, DEFAULT_LANGUAGE]);
    if (type !== 'all') q = q.where('type', '=', type);
    const rows = preferLanguage(await q.orderBy('sort').execute(), lang);
    return {
      category: rows.map((r) => ({ id: r.id, title: r.title, icon: r.icon, activeIcon: r.active_icon, type: r.type })),
    };
  }

  async supportOptions(kind: SupportOptionKind, pid: number, lang: Language): Promise<SupportOption[]> {
    // Ids are 32-bit in the database, and PostgreSQL refuses to compare a larger number with one: a
    // larger parent is one no option has.
    if (pid > SQL_INT_MAX) return [];
    const rows = await this.db
      .selectFrom('support_option')
      .select(['id', 'lang', 'name', 'information', 'sort'])
      .where('kind', '=', kind)
      .where('pid', '=', pid)
      .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
      .orderBy('sort')
      .execute();
    return preferLanguage(rows, lang).map(({ id, name, information }) => ({ id, name, information }));
  }

  private async settings(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('setting').select(['key', 'value']).execute();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** The cloud status, and the notice in `lang` (English where the notice has no translation). */
  async cloudService(lang: Language = DEFAULT_LANGUAGE): Promise<CloudService> {
    const s = await this.settings();
    const translated = await this.settingTranslation(CLOUD_NOTICE_KEY, lang);
    const notice = inLanguage(translated, s.get(CLOUD_NOTICE_KEY) ?? '', lang);
    return {
      CLOUD_STATUS: Number(s.get('CLOUD_STATUS') ?? 1),
      NOTICE_SWITCH: Number(s.get('NOTICE_SWITCH') ?? 0),
      CLOUD_STATUS_CONTENT_PC: stripParagraphs(notice.text),
      lang: notice.lang,
    };
  }

  async setSetting(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('setting')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  /** A text setting in a language other than English, or null where it has none. */
  private async settingTranslation(key: string, lang: Language): Promise<string | null> {
    const row = await this.db
      .selectFrom('setting_translation')
      .select('value')
      .where('key', '=', key)
      .where('lang', '=', lang)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  /** Set a text setting in a language other than English (English is `setSetting`). */
  async setSettingTranslation(key: string, lang: Language, value: string): Promise<void> {
    await this.db
      .insertInto('setting_translation')
      .values({ key, lang, value })
      .onConflict((oc) => oc.columns(['key', 'lang']).doUpdateSet({ value }))
      .execute();
  }

  /** The languages other than English a text setting has, alphabetically. */
  async settingLanguages(key: string): Promise<string[]> {
    const rows = await this.db.selectFrom('setting_translation').select('lang').where('key', '=', key).orderBy('lang').execute();
    return rows.map((r) => r.lang);
  }

  /** Remove every translation of a text setting (after its English text changed); answers their languages. */
  async dropSettingTranslations(key: string): Promise<string[]> {
    const rows = await this.db.deleteFrom('setting_translation').where('key', '=', key).returning('lang').execute();
    return rows.map((r) => r.lang).sort();
  }

  /** The details limit: DETAILS_MAX, at most the ticket schema's ceiling; the default when unset or not a positive whole number. */
  async fieldLimits(): Promise<FieldLimitConfig> {
    const max = Number((await this.settings()).get('DETAILS_MAX'));
    return { details: { max: Number.isInteger(max) && max > 0 ? Math.min(max, DETAILS_HARD_MAX) : DEFAULT_DETAILS_MAX } };
  }

  /**
   * A policy in the asked language, else in its language without the region ("de" for "de-DE"), else
   * English; null when the type has no text at all.
   */
  async policy(type: number, appLanguage: string): Promise<PolicyContent | null> {
    const languages = await this.policyLanguages(type);
    const lang = [appLanguage, textBaseLanguage(appLanguage), DEFAULT_LANGUAGE].find((wanted) => languages.includes(wanted));
    if (lang === undefined) return null;
    const row = await this.db.selectFrom('policy').select('content').where('type', '=', type).where('lang', '=', lang).executeTakeFirst();
    return row ? { content: sanitizeRichText(row.content), lang, languages } : null;
  }

  /** The languages a policy is written in, alphabetically. */
  async policyLanguages(type: number): Promise<string[]> {
    const rows = await this.db.selectFrom('policy').select('lang').where('type', '=', type).orderBy('lang').execute();
    return rows.map((r) => r.lang);
  }
}
