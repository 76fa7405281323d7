// Table types for Kysely. Text that exists per language carries a `lang` column; English is the fallback.
// The catalogue (manuals, products, resources, documents) and the cloud notice keep English in their own
// tables and the other languages in `*_translation` tables (docs/decisions/0013-catalogue-languages.md).
import type { Generated } from 'kysely';

export interface FaqCategoryTable {
  id: number;
  lang: string;
  title: string;
  sort: number;
}

export interface FaqTable {
  id: number;
  lang: string;
  category_id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
}

export interface FaqClickTable {
  faq_id: number;
  clicks: number;
}

/** A read of an FAQ item counted today (one row per visitor and item and day). */
export interface FaqReadTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  faq_id: number;
  /** Keyed hash of the visitor id the browser keeps; the id itself is not stored. */
  visitor_hash: string;
  /** Keyed hash of the client address (an IPv6 address by its /64); the address itself is not stored. */
  ip_hash: string;
}

/** The random key of one day's hashes; deleted with that day's rows. */
export interface FaqReadSaltTable {
  day: string;
  salt: string;
}

export interface DocumentTable {
  id: Generated<number>;
  type: 'eudoc' | 'psti';
  title: string;
  url: string;
  sort: number;
}

export interface ManualProductTable {
  id: number;
  name: string;
  sort: number;
}

export interface UserManualTable {
  id: Generated<number>;
  product_id: number;
  category_name: string;
  title: string;
  url: string;
  sort: number;
}

export interface ResourceTable {
  id: Generated<number>;
  category_name: string;
  title: string;
  version: string;
  url: string;
  sort: number;
}

export interface GarageModelTable {
  id: Generated<number>;
  manufacturer: string;
  model: string;
  support: number;
}

export interface SupportOptionTable {
  /** 'ticketCategory' | 'subject' | 'modelNumber' */
  kind: string;
  id: number;
  pid: number;
  lang: string;
  name: string;
  information: string;
  sort: number;
}

export interface PolicyTable {
  type: number;
  lang: string;
  content: string;
}

export interface ProductCategoryTable {
  id: number;
  lang: string;
  type: 'smart' | 'gadgets';
  title: string;
  icon: string;
  active_icon: string;
  sort: number;
}

export interface SettingTable {
  key: string;
  value: string;
}

/** The setting that holds the cloud notice (HTML); its other languages are in `setting_translation`. */
export const CLOUD_NOTICE_KEY = 'CLOUD_STATUS_CONTENT_PC';

/** A product's name in a language other than English. */
export interface ManualProductTranslationTable {
  product_id: number;
  lang: string;
  name: string;
}

/** A manual's title in a language other than English. */
export interface UserManualTranslationTable {
  manual_id: number;
  lang: string;
  title: string;
}

/** A resource's title in a language other than English. */
export interface ResourceTranslationTable {
  resource_id: number;
  lang: string;
  title: string;
}

/** A regulatory document's title in a language other than English. */
export interface DocumentTranslationTable {
  document_id: number;
  lang: string;
  title: string;
}

/** A manual or resource category's name in a language other than English, keyed by the English name. */
export interface CategoryTranslationTable {
  category_name: string;
  lang: string;
  title: string;
}

/** A text setting (the cloud notice) in a language other than English; the English value is in `setting`. */
export interface SettingTranslationTable {
  key: string;
  lang: string;
  value: string;
}

export interface Database {
  faq_category: FaqCategoryTable;
  faq: FaqTable;
  faq_click: FaqClickTable;
  faq_read: FaqReadTable;
  faq_read_salt: FaqReadSaltTable;
  document: DocumentTable;
  manual_product: ManualProductTable;
  user_manual: UserManualTable;
  resource: ResourceTable;
  garage_model: GarageModelTable;
  support_option: SupportOptionTable;
  policy: PolicyTable;
  product_category: ProductCategoryTable;
  setting: SettingTable;
  manual_product_translation: ManualProductTranslationTable;
  user_manual_translation: UserManualTranslationTable;
  manual_category_translation: CategoryTranslationTable;
  resource_translation: ResourceTranslationTable;
  resource_category_translation: CategoryTranslationTable;
  document_translation: DocumentTranslationTable;
  setting_translation: SettingTranslationTable;
}
