// The route table of SPEC section 2, as data. Paths here are canonical: no language prefix and no
// mobile prefix. A page URL is  [/mTerminal][/<lang>]<canonical path>  (docs/decisions/0003-routing.md).
import { DEFAULT_LANGUAGE, MOBILE_PREFIX, type Language } from './i18n';

export type Layout = 'desktop' | 'mobile';

export const PAGE_IDS = [
  'faqList',
  'faqItem',
  'emailSupport',
  'compatibilityCheck',
  'cloudService',
  'downloads',
  'resourceLibrary',
  'resourceDisclaimer',
  'regulatoryCompliance',
  'securityAdvisory',
  'betaTesting',
  'failPage',
  'privacyPolicy',
  'termsOfService',
  'securityAdvisoryPolicy',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

export interface PageRoute {
  id: PageId;
  /** react-router pattern, relative to the layout and language basename. */
  pattern: string;
  /** Layouts that render this page. Privacy and terms exist only as desktop pages (SPEC 2, mobile routes). */
  layouts: readonly Layout[];
}

const both = ['desktop', 'mobile'] as const;

export const PAGES: readonly PageRoute[] = [
  { id: 'faqList', pattern: '/Support/FAQs', layouts: both },
  { id: 'faqItem', pattern: '/Support/FAQs/:faqFile', layouts: both },
  { id: 'emailSupport', pattern: '/Support/Email_Support', layouts: both },
  { id: 'compatibilityCheck', pattern: '/Support/Compatibility_Check', layouts: both },
  { id: 'cloudService', pattern: '/Support/Cloud_Service', layouts: both },
  { id: 'downloads', pattern: '/Support/Downloads', layouts: both },
  { id: 'resourceLibrary', pattern: '/Support/Resource_Library', layouts: both },
  { id: 'resourceDisclaimer', pattern: '/Support/Resource_Library/Disclaimer', layouts: both },
  { id: 'regulatoryCompliance', pattern: '/Support/Regulatory_Compliance', layouts: both },
  { id: 'securityAdvisory', pattern: '/Support/Security_Advisory', layouts: both },
  { id: 'betaTesting', pattern: '/Support/Beta_Testing', layouts: both },
  { id: 'failPage', pattern: '/FailPage', layouts: both },
  { id: 'privacyPolicy', pattern: '/policies/privacy-policy', layouts: ['desktop'] },
  { id: 'termsOfService', pattern: '/policies/terms-of-service', layouts: ['desktop'] },
  { id: 'securityAdvisoryPolicy', pattern: '/security-advisory-policy', layouts: both },
];

export const HOME_PATH = '/Support/FAQs';
export const FAIL_PATH = '/FailPage';
export const TRANSFER_PATH = '/Transfer';

/** Canonical path of an FAQ item page. */
export function faqItemPath(id: number | string): string {
  return `/Support/FAQs/${id}.html`;
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
