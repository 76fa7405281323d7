// The read-only catalogue behind the information pages: regulatory documents, manuals, the resource
// library, garage-door compatibility, product categories, support-center options, policies, cloud status.
import { sql } from 'kysely';
import type {
  CloudService,
  CompatibleManufacturers,
  CompatibleModels,
  DocumentItem,
  GetCallParams,
  FieldLimitConfig,
  ManualProduct,
  PageData,
  PolicyContent,
  ProductCategories,
  ResourceCategory,
  SupportOption,
} from '../../shared/api';
import { DETAILS_HARD_MAX } from '../../shared/forms/ticket';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { Db } from '../db/database';
import { sanitizeRichText, stripParagraphs } from './sanitize';

export type SupportOptionKind = 'ticketCategory' | 'subject' | 'modelNumber';

export const DEFAULT_DETAILS_MAX = 2000;

/** `LIKE` pattern that matches `keyword` literally (its % and _ are escaped). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Case-insensitive (ASCII) "column contains keyword", with the keyword taken literally. */
function contains(column: string, keyword: string) {
  return sql<boolean>`${sql.ref(column)} like ${likePattern(keyword)} escape '\\'`;
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

export class CatalogService {
  constructor(private readonly db: Db) {}

  async documents(query: GetCallParams['document']): Promise<PageData<DocumentItem>> {
    let q = this.db.selectFrom('document').where('type', '=', query.type);
    const keyword = query.keyword.trim();
    if (keyword) q = q.where(contains('title', keyword));
    const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const pageData = await q
      .select(['title', 'url'])
      .orderBy('sort')
      .limit(query.pageSize)
      .offset((query.pageIndex - 1) * query.pageSize)
      .execute();
    return { pageData, total: Number(total) };
  }

  async manuals(keyword: string): Promise<ManualProduct[]> {
    const k = keyword.trim();
    let q = this.db
      .selectFrom('user_manual as m')
      .innerJoin('manual_product as p', 'p.id', 'm.product_id')
      .select(['p.id as productId', 'p.name as productName', 'm.category_name', 'm.title', 'm.url']);
    if (k) {
      q = q.where((eb) => eb.or([contains('m.title', k), contains('p.name', k)]));
    }
    const rows = await q.orderBy('p.sort').orderBy('m.sort').execute();
    const products = new Map<number, ManualProduct>();
    for (const row of rows) {
      let product = products.get(row.productId);
      if (!product) {
        product = { id: row.productId, name: row.productName, category: [] };
        products.set(row.productId, product);
      }
      let category = product.category.find((c) => c.categoryName === row.category_name);
      if (!category) {
        category = { categoryName: row.category_name, userManual: [] };
        product.category.push(category);
      }
      category.userManual.push({ title: row.title, url: row.url });
    }
    return [...products.values()];
  }

  async resourceLibrary(keyword: string): Promise<ResourceCategory[]> {
    const k = keyword.trim();
    let q = this.db.selectFrom('resource').select(['category_name', 'title', 'version', 'url']);
    if (k) {
      q = q.where((eb) => eb.or([contains('title', k), contains('version', k), contains('category_name', k)]));
    }
    const rows = await q.orderBy('sort').execute();
    const categories = new Map<string, ResourceCategory>();
    for (const row of rows) {
      let category = categories.get(row.category_name);
      if (!category) {
        category = { categoryName: row.category_name, list: [] };
        categories.set(row.category_name, category);
      }
      category.list.push({ title: row.title, version: row.version, url: row.url });
    }
    return [...categories.values()];
  }

  async manufacturers(): Promise<CompatibleManufacturers> {
    const rows = await this.db
      .selectFrom('garage_model')
      .select('manufacturer')
      .distinct()
      .orderBy('manufacturer')
      .execute();
    return { manufacturer: rows.map((r) => r.manufacturer) };
  }

  /** Models of one manufacturer; null when the manufacturer is unknown. */
  async models(manufacturer: string): Promise<CompatibleModels | null> {
    const rows = await this.db
      .selectFrom('garage_model')
      .select(['model', 'support'])
      .where('manufacturer', '=', manufacturer)
      .orderBy('model')
      .execute();
    if (rows.length === 0) return null;
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

  async cloudService(): Promise<CloudService> {
    const s = await this.settings();
    return {
      CLOUD_STATUS: Number(s.get('CLOUD_STATUS') ?? 1),
      NOTICE_SWITCH: Number(s.get('NOTICE_SWITCH') ?? 0),
      CLOUD_STATUS_CONTENT_PC: stripParagraphs(s.get('CLOUD_STATUS_CONTENT_PC') ?? ''),
    };
  }

  async setSetting(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('setting')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  /** The details limit: DETAILS_MAX, at most the ticket schema's ceiling; the default when unset or not a positive whole number. */
  async fieldLimits(): Promise<FieldLimitConfig> {
    const max = Number((await this.settings()).get('DETAILS_MAX'));
    return { details: { max: Number.isInteger(max) && max > 0 ? Math.min(max, DETAILS_HARD_MAX) : DEFAULT_DETAILS_MAX } };
  }

  /** A policy in the asked language, else English; null when the type has no text at all. */
  async policy(type: number, appLanguage: string): Promise<PolicyContent | null> {
    const rows = await this.db
      .selectFrom('policy')
      .select(['lang', 'content'])
      .where('type', '=', type)
      .where('lang', 'in', [appLanguage, DEFAULT_LANGUAGE])
      .execute();
    const row = rows.find((r) => r.lang === appLanguage) ?? rows.find((r) => r.lang === DEFAULT_LANGUAGE);
    return row ? { content: sanitizeRichText(row.content), lang: row.lang } : null;
  }
}
