// Table types for Kysely. Text that exists per language carries a `lang` column; English is the fallback.
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

/** One message of the mail outbox (docs/decisions/0010-outbox.md). Times are milliseconds since the epoch. */
export interface MailOutboxTable {
  id: Generated<number>;
  /** The Message-ID header, fixed when the message is queued: `<random@domain of MAIL_FROM>`. */
  message_id: string;
  /** JSON: the recipients as `{ name, address }`, checked when queued. */
  recipients: string;
  /** JSON `{ name, address }`, or null. */
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** JSON: `{ filename, contentType?, storageUrl }` of each stored upload to attach when sending. */
  attachments: string;
  /** What the message is about, for the operator's list (no personal data). */
  topic: string;
  status: 'pending' | 'sent' | 'failed';
  /** Claims so far (a claim whose process died counts too). */
  attempts: number;
  next_attempt_at: number;
  /** The worker that holds the message while it sends it, and until when. */
  lease_owner: string | null;
  lease_until: number | null;
  /** The last failure, short and without secrets or addresses. */
  last_error: string | null;
  created_at: number;
  /** When the current round of tries began (queued, or retried by an operator); it ends after MAIL_RETRY_HOURS. */
  trying_since: number;
  sent_at: number | null;
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
  mail_outbox: MailOutboxTable;
}
