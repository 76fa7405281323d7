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

/** A support ticket as received (docs/decisions/0012-ticket-form.md). */
export interface TicketTable {
  id: Generated<number>;
  /** T- and 8 characters of an unambiguous alphabet; what the visitor quotes. */
  reference: string;
  user_name: string;
  email: string;
  /** SHA-256 of the address, trimmed and lower-cased: counts the acknowledgements per address and day. */
  email_hash: string;
  account: string;
  site: string;
  /** The category and model as the visitor chose them (in the page's language), and in English. */
  category: string;
  category_en: string;
  model: string;
  model_en: string;
  order_num: string;
  subject: string;
  details: string;
  /** 1 desktop form, 2 mobile form. */
  device: number;
  lang: string;
  /** 1 when an acknowledgement was queued to the visitor. */
  acknowledged: number;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface TicketAttachmentTable {
  ticket_id: number;
  position: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** A security advisory (vulnerability report) as received (docs/decisions/0014-security-advisory.md). */
export interface SecurityAdvisoryTable {
  id: Generated<number>;
  /** SA- and 8 characters of the ticket references' alphabet; what the reporter quotes. */
  reference: string;
  title: string;
  /** The language of the page it was sent from. */
  lang: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** A beta testing application as received (docs/decisions/0015-beta-testing.md). */
export interface BetaApplicationTable {
  id: Generated<number>;
  /** BT- and 8 characters of the references' alphabet; what the applicant quotes (unique). */
  reference: string;
  username: string;
  email: string;
  /** SHA-256 of the address, trimmed and lower-cased: counts the acknowledgements per address and day. */
  email_hash: string;
  /** ISO 3166-1 alpha-2 (or XK). */
  country: string;
  note: string;
  /** The social media address ('' when none was given; the desktop form does not ask for it). */
  so_media: string;
  /** The page's language (the request's Accept-Language). */
  lang: string;
  /** 1 when an acknowledgement was queued to the applicant. */
  acknowledged: number;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** What the Partnership forms' applications share (docs/decisions/0016-partnership-forms.md). */
export interface PartnershipApplicationColumns {
  id: Generated<number>;
  /** IP-… (influencer) or LP-… (loyalty), given to the applicant. */
  reference: string;
  name: string;
  email: string;
  /** SHA-256 of the address, trimmed and lower-cased: counts the acknowledgements per address and day. */
  email_hash: string;
  /** ISO 3166-1 alpha-2 (or XK). */
  country: string;
  /** '' when none was written. */
  note: string;
  /** The page's language (the request's Accept-Language). */
  lang: string;
  /** 1 when an acknowledgement was queued to the applicant. */
  acknowledged: number;
  /** ISO 8601, UTC. */
  created_at: string;
}

/** An Influencer Program application as received. */
export interface InfluencerApplicationTable extends PartnershipApplicationColumns {
  /** One of AUDIENCE_SIZES. */
  audience: string;
  /** One of CONTENT_FOCUSES. */
  focus: string;
}

/** A channel link of an influencer application, in the order given (from 0). */
export interface InfluencerChannelTable {
  application_id: number;
  position: number;
  url: string;
}

/** A Loyalty Program application as received. */
export interface LoyaltyApplicationTable extends PartnershipApplicationColumns {
  order_number: string;
  /** The model number option's id, its name in the page's language and in English when it was chosen. */
  product_id: number;
  product: string;
  product_en: string;
}

export interface SecurityAdvisoryFileTable {
  advisory_id: number;
  position: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}

/** A product category an application chose, with its English title when it was chosen. */
export interface BetaApplicationCategoryTable {
  application_id: number;
  category_id: number;
  title_en: string;
}

/** A key of the form guard kept in the database (the challenge signing key when FORM_SECRET is unset). */
export interface FormSecretTable {
  name: string;
  value: string;
}

/** A form challenge already used, kept until it would have expired anyway. */
export interface FormChallengeSpentTable {
  /** The challenge's random nonce. */
  id: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

/** Requests of one rate-limit scope from one hashed address in one window. */
export interface RateLimitTable {
  /** 'post', 'faqRead', 'challenge' or 'form:<name>'. */
  scope: string;
  /** Keyed hash of the client address under the day's salt (faq_read_salt). */
  ip_hash: string;
  /** Epoch milliseconds, a multiple of the window. */
  window_start: number;
  hits: number;
  /** Epoch milliseconds after which the row no longer counts (the end of the window after it). */
  expires_at: number;
}

/** One idempotency key of a form: the first request's body hash and, once it succeeded, its answer. */
export interface IdempotencyKeyTable {
  /** The form. */
  scope: string;
  key: string;
  /** SHA-256 of the body without the guard's own fields. */
  body_hash: string;
  /** Random id of the request that holds the key, so only it completes or releases it. */
  claim: string;
  state: 'pending' | 'done';
  status: number | null;
  /** The answer's JSON body (absent for an answer without one). */
  answer: string | null;
  /** Epoch milliseconds. */
  created_at: number;
  expires_at: number;
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

/** The content's version: one row, counted up by triggers on every write to the content tables. */
export interface ContentVersionTable {
  id: number;
  version: number;
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
  ticket: TicketTable;
  ticket_attachment: TicketAttachmentTable;
  security_advisory: SecurityAdvisoryTable;
  security_advisory_file: SecurityAdvisoryFileTable;
  beta_application: BetaApplicationTable;
  beta_application_category: BetaApplicationCategoryTable;
  influencer_application: InfluencerApplicationTable;
  influencer_channel: InfluencerChannelTable;
  loyalty_application: LoyaltyApplicationTable;
  form_secret: FormSecretTable;
  form_challenge_spent: FormChallengeSpentTable;
  rate_limit: RateLimitTable;
  idempotency_key: IdempotencyKeyTable;
  mail_outbox: MailOutboxTable;
  manual_product_translation: ManualProductTranslationTable;
  user_manual_translation: UserManualTranslationTable;
  manual_category_translation: CategoryTranslationTable;
  resource_translation: ResourceTranslationTable;
  resource_category_translation: CategoryTranslationTable;
  document_translation: DocumentTranslationTable;
  setting_translation: SettingTranslationTable;
  content_version: ContentVersionTable;
}
