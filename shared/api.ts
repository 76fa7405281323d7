// The /api/v1 contract (docs/product/api.md): the envelope, every GET call's path, parameters and Data,
// and the one way a call's URL is spelled. The parameters' zod schemas are in ./api-schemas (the server
// validates with them); this module carries only their types, so the browser does not load zod for them.
import type { z } from 'zod';
import type { GET_CALL_QUERIES } from './api-schemas';

export const API_BASE = '/api/v1';

/** Every answer of /api/v1: Code 200 is success; anything else carries a readable Msg. */
export interface Envelope<T> {
  Code: number;
  Msg: string;
  Data: T;
}

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
  /** The interface languages the item is written in, in the site's order: the pages search engines are told of. */
  languages: string[];
}

/**
 * The catalogue (documents, manuals, products, resources, the cloud notice) exists per language; an item
 * without a translation is sent in English. `lang` says which language an item's text is in: the one
 * asked for, or `en` where it fell back, so a page can mark English text as such.
 */
interface InLanguage {
  lang: string;
}

export interface DocumentItem extends InLanguage {
  title: string;
  url: string;
}

export interface UserManual extends InLanguage {
  title: string;
  url: string;
}
/** `lang` is the category name's language. */
export interface ManualCategory extends InLanguage {
  categoryName: string;
  userManual: UserManual[];
}
/** One product of the Downloads page with its manuals grouped by category; `lang` is the name's language. */
export interface ManualProduct extends InLanguage {
  id: number;
  name: string;
  category: ManualCategory[];
}

export interface ResourceItem extends InLanguage {
  title: string;
  version: string;
  url: string;
}
/** `lang` is the category name's language. */
export interface ResourceCategory extends InLanguage {
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

/** Ticket category, subject tag and model number: each carries the information text the form shows for it. */
export interface SupportOption {
  id: number;
  name: string;
  information: string;
}

export interface CloudService {
  CLOUD_STATUS: number;
  NOTICE_SWITCH: number;
  CLOUD_STATUS_CONTENT_PC: string;
  /** The language of CLOUD_STATUS_CONTENT_PC: the one asked for, or `en` where the notice has no translation. */
  lang: string;
}

export interface FieldLimitConfig {
  details: { max: number };
}

export interface PolicyContent {
  /** HTML, sanitised on the server. */
  content: string;
  /** The language the text is written in: the requested one, or English where it has no translation. */
  lang: string;
  /** Every language the policy is written in, alphabetically: the pages search engines are told of. */
  languages: string[];
}

// ---- GET calls ----------------------------------------------------------------------------------

/** Every GET call by name, with its path below /api/v1 (`:id` is the item's number). */
export const GET_CALL_PATHS = {
  faqCategory: '/faqCategory',
  faqList: '/faqList',
  faqItem: '/faq/:id',
  document: '/document',
  userManual: '/userManual',
  resourceLibrary: '/getResourceLibraryList',
  compatibleManufacturer: '/getCompatibleManufacturer',
  compatibleModels: '/getCompatibleModels',
  productCategory: '/productCategory',
  modelNumber: '/supportCenter/modelNumber',
  ticketCategory: '/supportCenter/ticketCategory',
  subject: '/supportCenter/subject',
  cloudService: '/cloudService',
  fieldLimitConfig: '/getFieldLimitConfig',
  feedback: '/feedback',
} as const;
export type GetCallName = keyof typeof GET_CALL_PATHS;

/** A call's parameters, as its schema gives them to the loader (defaults applied, numbers as numbers). */
export type GetCallParams = { [N in GetCallName]: z.output<(typeof GET_CALL_QUERIES)[N]> };

/** What each call answers in Data. */
export interface GetCallData {
  faqCategory: FaqCategory[];
  faqList: PageData<FaqListItem>;
  faqItem: FaqItem;
  document: PageData<DocumentItem>;
  userManual: ManualProduct[];
  resourceLibrary: ResourceCategory[];
  compatibleManufacturer: CompatibleManufacturers;
  compatibleModels: CompatibleModels;
  productCategory: ProductCategories;
  modelNumber: SupportOption[];
  ticketCategory: SupportOption[];
  subject: SupportOption[];
  cloudService: CloudService;
  fieldLimitConfig: FieldLimitConfig;
  feedback: PolicyContent;
}

/**
 * One call with its parameters, and its URL: the key SWR caches it under in the browser and the key the
 * server fills in the page's SWR fallback after running the call in process with the same parameters.
 */
export interface CallRef<N extends GetCallName = GetCallName> {
  name: N;
  params: GetCallParams[N];
  key: string;
}

export function callRef<N extends GetCallName>(name: N, params: GetCallParams[N]): CallRef<N> {
  const query: Record<string, unknown> = { ...params };
  let path: string = GET_CALL_PATHS[name];
  if (path.includes(':id')) {
    path = path.replace(':id', String(query.id));
    delete query.id;
  }
  return { name, params, key: apiUrl(path, query as Record<string, string | number | undefined>) };
}

// ---- URLs ---------------------------------------------------------------------------------------

/** A URL below /api/v1 with its parameters in a fixed (sorted) order; absent values are left out. */
function apiUrl(path: string, params: Record<string, string | number | undefined | null> = {}): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}
