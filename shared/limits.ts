// Business constants of SPEC section 9.
export const API_TIMEOUT_MS = 50_000;
export const MAX_UPLOAD_BYTES = 52_428_800; // 50 MB, total of one form's attachments
export const ADVISORY_TITLE_MAX = 500;
export const FAQ_PAGE_SIZE = 10;
export const DOCUMENT_PAGE_SIZE = 10;
export const DOWNLOADS_SHADOW_AFTER = 10;
export const SCROLL_TOP_THRESHOLD_PX = 500;
export const CONFIRM_DEBOUNCE_MS = 200;
export const POLICY_SHAKE_MS = 1000;
export const ATTACHMENT_ERROR_MS = 3000;

export const DEVICE_CODE = { desktop: 1, mobile: 2 } as const;
export const FAQ_SORT = { number: 1, popularity: 2 } as const;
export type FaqSort = (typeof FAQ_SORT)[keyof typeof FAQ_SORT];
export const DOCUMENT_TYPES = ['eudoc', 'psti'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const POLICY_LANGUAGES = ['en', 'ja'] as const;
export const POLICY_TYPE = { privacy: 4, terms: 5, securityAdvisory: 6 } as const;
export const COMPATIBILITY_SUPPORT = { none: 0, works: 1, accessory: 2, contact: 3 } as const;

export const AMAZON_SITES = [
  'Australia',
  'Canada',
  'France',
  'Germany',
  'Italy',
  'Japan',
  'Mexico',
  'Netherland',
  'Spain',
  'Switzerland',
  'United Arab Emirates',
  'United States',
  'United Kingdom',
] as const;

// Root font scaling (SPEC 9): the desktop design is drawn at 1366 px wide.
export const DESIGN_WIDTH_DESKTOP = 1366;
export const MIN_WIDTH_DESKTOP = 900;
export const MIN_WIDTH_MOBILE = 768;
