// The /api/v1 contract of SPEC section 7: the envelope, every call's parameters (as zod schemas the
// server validates with) and every call's Data (as types both sides share).
import { z } from 'zod';
import { DOCUMENT_TYPES, FAQ_PAGE_SIZE, DOCUMENT_PAGE_SIZE } from './limits';
import { LANGUAGES } from './i18n';

export const API_BASE = '/api/v1';

/** Every answer of /api/v1: Code 200 is success; anything else carries a readable Msg. */
export interface Envelope<T> {
  Code: number;
  Msg: string;
  Data: T;
}

// ---- parameter schemas --------------------------------------------------------------------------

/** Query values arrive as strings; an absent or empty value means "use the default". */
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const intParam = (min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max));
const keywordParam = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string().max(200, 'keyword must be at most 200 characters'),
);
const langParam = z.preprocess(emptyToUndefined, z.enum(LANGUAGES).default('en'));
const fromParam = z.preprocess(emptyToUndefined, z.enum(['pc', 'mobile']).default('pc'));

export const faqListQuery = z.object({
  pageIndex: intParam(1, 100_000).default(1),
  pageSize: intParam(1, 100).default(FAQ_PAGE_SIZE),
  sort: z.preprocess(emptyToUndefined, z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])).default(1)),
  keyword: keywordParam,
  categoryId: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
  lang: langParam,
});
export type FaqListQuery = z.infer<typeof faqListQuery>;

export const faqItemQuery = z.object({ lang: langParam });
export const faqCategoryQuery = z.object({ lang: langParam });

export const documentQuery = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: `type must be one of ${DOCUMENT_TYPES.join(', ')}` }),
  keyword: keywordParam,
  pageIndex: intParam(1, 100_000).default(1),
  pageSize: intParam(1, 100).default(DOCUMENT_PAGE_SIZE),
});
export type DocumentQuery = z.infer<typeof documentQuery>;

export const keywordQuery = z.object({ keyword: keywordParam });

export const compatibleModelsQuery = z.object({
  // Absent and empty read the same: "manufacturer is required", not a type error.
  manufacturer: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string().trim().min(1, 'manufacturer is required').max(200, 'manufacturer must be at most 200 characters'),
  ),
});

export const productCategoryQuery = z.object({
  type: z.preprocess(emptyToUndefined, z.enum(['smart', 'gadgets', 'all']).default('all')),
  lang: langParam,
});

export const supportListQuery = z.object({
  pid: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).default(0)),
  lang: langParam,
});

/** A short language code such as en, ja or pt-BR: what the policy pages accept in ?appLanguage=. */
export const APP_LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Za-z]{2})?$/;

export const feedbackQuery = z.object({
  vendor: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9_-]{1,50}$/, 'vendor must be a short name').default('hearthly')),
  appLanguage: z.preprocess(
    emptyToUndefined,
    z.string().regex(APP_LANGUAGE_PATTERN, 'appLanguage must be a language code such as en or ja').default('en'),
  ),
  // 4 privacy policy, 5 terms of use, 6 security advisory policy (SPEC 7).
  type: z.enum(['4', '5', '6'], { error: 'type must be 4, 5 or 6' }).transform(Number),
});

export const fromQuery = z.object({ from: fromParam });

// ---- Data types ---------------------------------------------------------------------------------

export interface PageData<T> {
  pageData: T[];
  total: number;
}

export interface FaqCategory {
  id: number;
  title: string;
}
export interface FaqListItem {
  id: number;
  title: string;
  /** The language the title is written in (English where the visitor's language has no translation). */
  lang: string;
}
export interface FaqItem {
  id: number;
  title: string;
  /** HTML, sanitised on the server. */
  content: string;
  categoryId: number;
  /** The language the item is written in: the requested one, or English where it has no translation. */
  lang: string;
}

export interface DocumentItem {
  title: string;
  url: string;
}

export interface UserManual {
  title: string;
  url: string;
}
export interface ManualCategory {
  categoryName: string;
  userManual: UserManual[];
}
/** One product of the Downloads page with its manuals grouped by category. */
export interface ManualProduct {
  id: number;
  name: string;
  category: ManualCategory[];
}

export interface ResourceItem {
  title: string;
  version: string;
  url: string;
}
export interface ResourceCategory {
  categoryName: string;
  list: ResourceItem[];
}

export interface CompatibleManufacturers {
  manufacturer: string[];
}
export interface CompatibleModel {
  model: string;
  support: 1 | 2 | 3;
}
export interface CompatibleModels {
  models: CompatibleModel[];
}

export interface ProductCategory {
  id: number;
  title: string;
  icon: string;
  activeIcon: string;
  type: 'smart' | 'gadgets';
}
export interface ProductCategories {
  category: ProductCategory[];
}

/** Ticket category, subject tag and model number: each carries an information field (SPEC 3). */
export interface SupportOption {
  id: number;
  name: string;
  information: string;
}

export interface CloudService {
  CLOUD_STATUS: number;
  NOTICE_SWITCH: number;
  CLOUD_STATUS_CONTENT_PC: string;
}

export interface FieldLimitConfig {
  details: { max: number };
}

export interface PolicyContent {
  /** HTML, sanitised on the server. */
  content: string;
  /** The language the text is written in: the requested one, or English where it has no translation. */
  lang: string;
}

// ---- keys ---------------------------------------------------------------------------------------

/**
 * The one spelling of a GET call's URL. The server uses it for the SWR fallback it renders into the
 * page and the client hooks use it as their SWR key, so hydration finds the data under the same key.
 */
export function apiUrl(path: string, params: Record<string, string | number | undefined | null> = {}): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}
