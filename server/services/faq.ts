// FAQs: categories, the searchable list in each language (English where a translation is missing) and items.
import type { FaqCategory, FaqItem, FaqListItem, GetCallParams, PageData } from '../../shared/api';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import { siteLanguagesAmong } from '../../shared/seo';
import { FAQ_SORT } from '../../shared/limits';
import type { Db } from '../db/database';
import { BuildCache } from '../search/cache';
import { createSearchIndex, type SearchIndex } from '../search/engine';
import { sanitizeRichText } from './sanitize';

/** A letter outside English's 26, in either case. */
const NOT_ENGLISH_LETTER = /(?![a-z])\p{L}/iu;

// A word in the question says far more about what an FAQ answers than the same word in its answer.
const FAQ_FIELDS = [
  { name: 'title', boost: 3 },
  { name: 'content', boost: 1, html: true },
];

interface FaqRow {
  id: number;
  lang: string;
  category_id: number;
  title: string;
  content: string;
}

interface LanguageView {
  /** Every FAQ as a visitor of this language sees it, by ascending id. */
  rows: FaqRow[];
  byId: Map<number, FaqRow>;
  index: SearchIndex;
}

/** An item is written in a language where it has a title there: an empty one is a translation not made. */
export function hasOwnText(row: { title: string }): boolean {
  return row.title.trim() !== '';
}

export class FaqService {
  // The FAQ texts change only when content is loaded, so each language's view and search index is
  // built once and kept; `invalidate()` drops them after a content change.
  private views = new BuildCache<LanguageView>();

  constructor(private readonly db: Db) {}

  invalidate(): void {
    this.views.clear();
  }

  /**
   * Builds every language's view and search index now, one after the other, rather than on the first
   * request of each language (which then waited for it: a first search took 0.1 to 0.4 s).
   */
  async warm(languages: readonly Language[]): Promise<void> {
    for (const lang of languages) {
      await this.view(lang);
      // A build holds the event loop (0.1 to 0.3 s a language): requests, and a SIGTERM's drain, get their
      // turn between two.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private view(lang: Language): Promise<LanguageView> {
    return this.views.get(lang, () => this.buildView(lang));
  }

  private async buildView(lang: Language): Promise<LanguageView> {
    const rows = await this.db
      .selectFrom('faq')
      .selectAll()
      .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
      .orderBy('id')
      .execute();
    const byId = new Map<number, FaqRow>();
    for (const row of rows) {
      const seen = byId.get(row.id);
      if (!seen || row.lang === lang) byId.set(row.id, row);
    }
    const merged = [...byId.values()].sort((a, b) => a.id - b.id);
    const index = createSearchIndex(
      merged.map((r) => ({ id: r.id, lang: r.lang as Language, fields: { title: r.title, content: r.content } })),
      lang,
      FAQ_FIELDS,
      { halfWhenFew: true },
    );
    return { rows: merged, byId, index };
  }

  async categories(lang: Language): Promise<FaqCategory[]> {
    const rows = await this.db
      .selectFrom('faq_category')
      .select(['id', 'lang', 'title', 'sort'])
      .where('lang', 'in', [lang, DEFAULT_LANGUAGE])
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const byId = new Map<number, (typeof rows)[number]>();
    for (const row of rows) {
      const seen = byId.get(row.id);
      if (!seen || row.lang === lang) byId.set(row.id, row);
    }
    return [...byId.values()].map(({ id, title }) => ({ id, title }));
  }

  /**
   * The list page. With a keyword, the matches ordered by relevance (the default then), by number or
   * by clicks; without one, every FAQ by number (the default; relevance reads as number) or by clicks.
   */
  async list(query: GetCallParams['faqList']): Promise<PageData<FaqListItem>> {
    const view = await this.view(query.lang);
    let rows: FaqRow[];
    const keyword = query.keyword.trim();
    const sort = query.sort ?? (keyword ? FAQ_SORT.relevance : FAQ_SORT.number);
    if (keyword) {
      let hits = view.index.search(keyword);
      // Product words are often typed in English whatever the page's language ("garage door opener" on the
      // Italian page): a search that finds nothing in the page's language is read in the English texts of the
      // same FAQs, and their items listed in the page's language. Not a query with letters English does not
      // write ("Türen", "batería", "ぺありんぐ"): it is no English, and its typos there are other words.
      if (hits.length === 0 && query.lang !== DEFAULT_LANGUAGE && !NOT_ENGLISH_LETTER.test(keyword.normalize('NFKC'))) {
        hits = (await this.view(DEFAULT_LANGUAGE)).index.search(keyword);
      }
      rows = hits.map((hit) => view.byId.get(hit.id)).filter((r): r is FaqRow => r !== undefined);
      if (sort === FAQ_SORT.number) rows.sort((a, b) => a.id - b.id);
    } else {
      rows = view.rows;
    }
    if (query.categoryId !== undefined) rows = rows.filter((r) => r.category_id === query.categoryId);
    if (sort === FAQ_SORT.popularity) {
      const clicks = await this.clickCounts();
      const position = new Map(rows.map((r, i) => [r.id, i]));
      rows = [...rows].sort(
        (a, b) => (clicks.get(b.id) ?? 0) - (clicks.get(a.id) ?? 0) || position.get(a.id)! - position.get(b.id)!,
      );
    }
    const start = (query.pageIndex - 1) * query.pageSize;
    return {
      pageData: rows.slice(start, start + query.pageSize).map((r) => ({ id: r.id, title: r.title, lang: r.lang })),
      total: rows.length,
    };
  }

  /** One FAQ with sanitised content, or null when no language has it. */
  async item(id: number, lang: Language): Promise<FaqItem | null> {
    const row = (await this.view(lang)).byId.get(id);
    if (!row || !hasOwnText(row)) return null;
    return {
      id: row.id,
      title: row.title,
      content: sanitizeRichText(row.content),
      categoryId: row.category_id,
      lang: row.lang,
      languages: await this.itemLanguages(id),
    };
  }

  /** The interface languages an item is written in, in the site's order. */
  private async itemLanguages(id: number): Promise<Language[]> {
    const rows = await this.db.selectFrom('faq').select(['lang', 'title']).where('id', '=', id).execute();
    return siteLanguagesAmong(rows.filter(hasOwnText).map((row) => row.lang));
  }

  /** How often each item was read, for the popularity sort (counted by FaqReadService). */
  async clickCounts(): Promise<Map<number, number>> {
    const rows = await this.db.selectFrom('faq_click').select(['faq_id', 'clicks']).execute();
    return new Map(rows.map((r) => [r.faq_id, r.clicks]));
  }
}
