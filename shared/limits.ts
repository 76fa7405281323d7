// The site's business constants (docs/product/limits.md).
export const API_TIMEOUT_MS = 50_000;
export const FAQ_PAGE_SIZE = 10;
/** The longest search keyword any list accepts. */
export const KEYWORD_MAX = 200;
export const DOCUMENT_PAGE_SIZE = 10;
/** The furthest page a paged list (FAQs, regulatory documents) is asked for, in the API and on the pages. */
export const PAGE_INDEX_MAX = 100_000;
export const DOWNLOADS_SHADOW_AFTER = 10;
export const SCROLL_TOP_THRESHOLD_PX = 500;

export const FAQ_SORT = { number: 1, popularity: 2, relevance: 3 } as const;
export type FaqSort = (typeof FAQ_SORT)[keyof typeof FAQ_SORT];
export const DOCUMENT_TYPES = ['eudoc', 'psti'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const POLICY_LANGUAGES = ['en', 'ja'] as const;
export const POLICY_TYPE = { privacy: 4, terms: 5, securityAdvisory: 6 } as const;
export const COMPATIBILITY_SUPPORT = { none: 0, works: 1, accessory: 2, contact: 3 } as const;
