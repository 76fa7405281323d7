// The site's pages as data. Paths here are canonical: no language prefix and no mobile prefix. A page URL
// is  [/mTerminal][/<lang>]<canonical path>  (docs/decisions/0003-routing.md, docs/product/routes.md).
import { DEFAULT_LANGUAGE, MOBILE_PREFIX, type Language } from './i18n';

export type Layout = 'desktop' | 'mobile';

export const PAGE_IDS = [
  'faqList',
  'faqItem',
  'emailSupport',
  'betaTesting',
  'compatibilityCheck',
  'cloudService',
  'downloads',
  'resourceLibrary',
  'resourceDisclaimer',
  'regulatoryCompliance',
  'securityAdvisory',
  'failPage',
  'privacyPolicy',
  'termsOfService',
  'securityAdvisoryPolicy',
  'influencerProgram',
  'loyaltyProgram',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

/** The parameters a page reads from its path; pages not listed here have none. */
interface PathParams {
  faqItem: { faqId: number };
}
export type ParamsOf<Id extends PageId> = Id extends keyof PathParams ? PathParams[Id] : Record<string, never>;

/** A page and the parameters of its path: what a canonical path names. */
export type PageMatch = { [Id in PageId]: { id: Id; params: ParamsOf<Id> } }[PageId];

/** A path of the site from the layout's and language's base (no language or mobile prefix). */
export type AppPath = `/${string}`;

export interface PageRoute {
  id: PageId;
  /** The canonical path; `{id}` stands for the FAQ item's number. */
  pattern: AppPath;
  /** Layouts that render this page. Privacy and terms are desktop pages that phones read as they are. */
  layouts: readonly Layout[];
}

const both = ['desktop', 'mobile'] as const;

export const PAGES: readonly PageRoute[] = [
  { id: 'faqList', pattern: '/Support/FAQs', layouts: both },
  { id: 'faqItem', pattern: '/Support/FAQs/{id}.html', layouts: both },
  { id: 'emailSupport', pattern: '/Support/Email_Support', layouts: both },
  { id: 'betaTesting', pattern: '/Support/Beta_Testing', layouts: both },
  { id: 'compatibilityCheck', pattern: '/Support/Compatibility_Check', layouts: both },
  { id: 'cloudService', pattern: '/Support/Cloud_Service', layouts: both },
  { id: 'downloads', pattern: '/Support/Downloads', layouts: both },
  { id: 'resourceLibrary', pattern: '/Support/Resource_Library', layouts: both },
  { id: 'resourceDisclaimer', pattern: '/Support/Resource_Library/Disclaimer', layouts: both },
  { id: 'regulatoryCompliance', pattern: '/Support/Regulatory_Compliance', layouts: both },
  { id: 'securityAdvisory', pattern: '/Support/Security_Advisory', layouts: both },
  { id: 'failPage', pattern: '/FailPage', layouts: both },
  { id: 'privacyPolicy', pattern: '/policies/privacy-policy', layouts: ['desktop'] },
  { id: 'termsOfService', pattern: '/policies/terms-of-service', layouts: ['desktop'] },
  { id: 'securityAdvisoryPolicy', pattern: '/security-advisory-policy', layouts: both },
  { id: 'influencerProgram', pattern: '/Partnership/Influencer_Program', layouts: both },
  { id: 'loyaltyProgram', pattern: '/Partnership/Loyalty_Program', layouts: both },
];

export const HOME_PATH = '/Support/FAQs';
/**
 * Where the tab keeps (sessionStorage) the query of the FAQ list it last showed ("?page=2&sort=2"), so that
 * an answer's "Back to FAQs" leads back to that list, not to its first page.
 */
export const FAQ_LIST_QUERY_KEY = 'hearthly.faqListQuery';
export const FAIL_PATH = '/FailPage';
export const TRANSFER_PATH = '/Transfer';

/** FAQ ids are whole numbers from 1 to 999,999,999. */
export const FAQ_ID_MAX = 999_999_999;
const FAQ_ITEM_PATH = /^\/Support\/FAQs\/([1-9]\d{0,8})\.html$/;

/** Canonical path of an FAQ item page. */
export function faqItemPath(id: number): AppPath {
  return `/Support/FAQs/${id}.html`;
}

const FIXED_PATHS = new Map<string, PageRoute>(PAGES.filter((p) => !p.pattern.includes('{')).map((p) => [p.pattern, p]));
const ROUTES_BY_ID = new Map<PageId, PageRoute>(PAGES.map((p) => [p.id, p]));

/**
 * The page a canonical path names, or null. The one matcher of the site: the server's redirect rules
 * call it for every request, the browser for each navigation inside the app.
 */
export function matchPagePath(path: string): PageMatch | null {
  const fixed = FIXED_PATHS.get(path);
  if (fixed) return { id: fixed.id, params: {} } as PageMatch;
  const item = FAQ_ITEM_PATH.exec(path);
  if (item) return { id: 'faqItem', params: { faqId: Number(item[1]) } };
  return null;
}

/** The route of a page id. */
export function pageRoute(id: PageId): PageRoute {
  return ROUTES_BY_ID.get(id)!;
}

/** The basename a layout and language put in front of every canonical path. */
export function basename(layout: Layout, lang: Language): string {
  const langPart = lang === DEFAULT_LANGUAGE ? '' : `/${lang}`;
  return `${layout === 'mobile' ? MOBILE_PREFIX : ''}${langPart}`;
}

/** A full site path for a canonical path in a layout and language. */
export function sitePath(canonical: string, layout: Layout, lang: Language): string {
  return `${basename(layout, lang)}${canonical}`;
}
