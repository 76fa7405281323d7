// The nine support pages of the menus and the rule that highlights one of them (docs/product/pages.md).
// Both layouts, the desktop header's Support menu and the mobile slide menu read this one list.
import type { AppPath, Layout } from '../../shared/routes';
import { lastSegmentLabel } from '../../shared/text';

export type SupportItemKey =
  | 'faqs'
  | 'emailSupport'
  | 'betaTesting'
  | 'compatibilityCheck'
  | 'downloads'
  | 'resourceLibrary'
  | 'cloudService'
  | 'securityAdvisory'
  | 'regulatoryCompliance';

export interface SupportItem {
  /** Translation key under `pages.` in the "layout" namespace. */
  key: SupportItemKey;
  /** Canonical path (no language or mobile prefix). */
  path: AppPath;
}

/** In the menus' order, FAQs first and Regulatory Compliance last. */
export const SUPPORT_ITEMS: readonly SupportItem[] = [
  { key: 'faqs', path: '/Support/FAQs' },
  { key: 'emailSupport', path: '/Support/Email_Support' },
  { key: 'betaTesting', path: '/Support/Beta_Testing' },
  { key: 'compatibilityCheck', path: '/Support/Compatibility_Check' },
  { key: 'downloads', path: '/Support/Downloads' },
  { key: 'resourceLibrary', path: '/Support/Resource_Library' },
  { key: 'cloudService', path: '/Support/Cloud_Service' },
  { key: 'securityAdvisory', path: '/Support/Security_Advisory' },
  { key: 'regulatoryCompliance', path: '/Support/Regulatory_Compliance' },
];

export const BETA_TESTING_PATH = '/Support/Beta_Testing';
export const CLOUD_SERVICE_PATH = '/Support/Cloud_Service';
export const EMAIL_SUPPORT_PATH = '/Support/Email_Support';
export const PRIVACY_POLICY_PATH = '/policies/privacy-policy';
export const TERMS_OF_SERVICE_PATH = '/policies/terms-of-service';

/** The Partnership group of the side menu and the mobile menu, in order; Beta Testing is in both groups. */
export const PARTNERSHIP_ITEMS: readonly { key: 'betaTesting' | 'influencerProgram' | 'loyaltyProgram'; path: AppPath }[] = [
  { key: 'betaTesting', path: BETA_TESTING_PATH },
  { key: 'influencerProgram', path: '/Partnership/Influencer_Program' },
  { key: 'loyaltyProgram', path: '/Partnership/Loyalty_Program' },
];

/** Pages of the main company site: not shown on this site, the menus and the footer link there. */
export const MAIN_SITE_PATHS = {
  aboutUs: { desktop: '/About_US', mobile: '/mTerminal/About_US' },
  shop: { desktop: '/shop' },
  productList: { desktop: '/list', mobile: '/mTerminal/list' },
} as const;

/** `${mainSiteUrl}${path}` without a doubled slash whatever the configured URL ends with. */
export function mainSiteLink(mainSiteUrl: string, path: string): string {
  return `${mainSiteUrl.replace(/\/+$/, '')}${path}`;
}

/**
 * The product list of a category on the main site, in the visitor's layout (the mobile menu's Home
 * Automation, the desktop header's Products).
 */
export function productListLink(mainSiteUrl: string, categoryId: number, layout: Layout): string {
  return mainSiteLink(mainSiteUrl, `${MAIN_SITE_PATHS.productList[layout]}?category_id=${encodeURIComponent(String(categoryId))}`);
}

/** Whether a canonical path shows the support side menu: every /Support and /Partnership page, not FailPage nor policies. */
export function isSupportPath(canonicalPath: string): boolean {
  return canonicalPath === '/Support' || canonicalPath.startsWith('/Support/') || canonicalPath.startsWith('/Partnership/');
}

// An FAQ item page (/Support/FAQs/12.html): any single segment below the list.
const FAQ_ITEM = /^\/Support\/FAQs\/[^/]+$/;
const RESOURCE_DISCLAIMER = '/Support/Resource_Library/Disclaimer';

/**
 * The label the menu highlights for a canonical path: the last path segment with underscores read as
 * spaces, except that an FAQ item and the resource disclaimer highlight their parent page.
 */
export function highlightedLabel(canonicalPath: string): string {
  return remembered(highlighted, canonicalPath, () => {
    const path = canonicalPath.replace(/\/+$/, '');
    return lastSegmentLabel(parentPage(path) ?? path);
  });
}

// A page's menus ask for the same labels once for every item: the label of each item's path and the
// highlighted label of the page's path. Both are kept, a few hundred at most (a path of any FAQ item may
// be asked for), so that a page's menus decode each path once.
const KEPT_LABELS = 256;
const itemLabels = new Map<string, string>();
const highlighted = new Map<string, string>();

function remembered(kept: Map<string, string>, path: string, label: () => string): string {
  let found = kept.get(path);
  if (found === undefined) {
    if (kept.size >= KEPT_LABELS) kept.clear();
    found = label();
    kept.set(path, found);
  }
  return found;
}

/** The page a path stands within, which the menus highlight for it: an FAQ item's list, the disclaimer's library. */
function parentPage(path: string): string | undefined {
  if (FAQ_ITEM.test(path)) return '/Support/FAQs';
  if (path === RESOURCE_DISCLAIMER) return '/Support/Resource_Library';
  return undefined;
}

/** Whether a menu item is the highlighted one: compared on the canonical English segment, not the label. */
export function isHighlighted(item: { path: string }, canonicalPath: string): boolean {
  return isSupportPath(canonicalPath) && remembered(itemLabels, item.path, () => lastSegmentLabel(item.path)) === highlightedLabel(canonicalPath);
}

/**
 * What a menu item's aria-current says: "page" on the page it opens; "true" where it is highlighted as the
 * parent of the page shown (an FAQ item, the resource disclaimer), which is within it but not it.
 */
export function ariaCurrent(item: { path: string }, canonicalPath: string): 'page' | 'true' | undefined {
  if (!isHighlighted(item, canonicalPath)) return undefined;
  return parentPage(canonicalPath.replace(/\/+$/, '')) === undefined ? 'page' : 'true';
}
