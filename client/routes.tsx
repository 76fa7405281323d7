// The route table of both layouts, built from shared/routes.ts: which view renders each page and which
// API data its first render reads (the server loads exactly those keys into the SWR fallback).
import { matchPath } from 'react-router';
import { PAGES, type Layout, type PageId } from '../shared/routes';
import type { Language } from '../shared/i18n';
import { lazyPage, type LazyPage } from './lazy-page';
import { faqListPage } from './pages/faq-list';
import { faqItemPage } from './pages/faq-item';
import { failPage } from './pages/fail-page';
import { compatibilityCheckPage } from './pages/compatibility-check';
import { downloadsPage } from './pages/downloads';
import { resourceDisclaimerPage, resourceLibraryPage } from './pages/resource-library';
import { cloudServicePage } from './pages/cloud-service';
import { regulatoryCompliancePage } from './pages/regulatory-compliance';
import { privacyPolicyPage, securityAdvisoryPolicyPage, termsOfServicePage } from './pages/policy';
import { cloudServiceKey } from './data/cloud-service';
import { productCategoryKey } from './data/product-category';

export interface PageContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  lang: Language;
  layout: Layout;
}

export interface PageDefinition {
  /** HTTP status of the page (the FailPage answers 404). */
  status?: number;
  /** The API URLs the first render reads. */
  dataKeys?(ctx: PageContext): string[];
  /** Keys without which the page does not exist: a 404 from one of them sends the visitor to the FailPage. */
  requiredKeys?(ctx: PageContext): string[];
  views: Record<Layout, LazyPage>;
}

export { lazyPage };

const definitions: Partial<Record<PageId, PageDefinition>> = {
  faqList: faqListPage,
  faqItem: faqItemPage,
  failPage,
  compatibilityCheck: compatibilityCheckPage,
  downloads: downloadsPage,
  resourceLibrary: resourceLibraryPage,
  resourceDisclaimer: resourceDisclaimerPage,
  cloudService: cloudServicePage,
  regulatoryCompliance: regulatoryCompliancePage,
  privacyPolicy: privacyPolicyPage,
  termsOfService: termsOfServicePage,
  securityAdvisoryPolicy: securityAdvisoryPolicyPage,
};

export interface MatchedPage {
  id: PageId;
  pattern: string;
  definition: PageDefinition;
  params: Record<string, string | undefined>;
}

/** The page of a canonical path (no language or mobile prefix) in a layout, if there is one. */
export function matchPage(layout: Layout, canonicalPath: string): MatchedPage | null {
  for (const route of PAGES) {
    if (!route.layouts.includes(layout)) continue;
    const definition = definitions[route.id];
    if (!definition) continue;
    const match = matchPath({ path: route.pattern, caseSensitive: true, end: true }, canonicalPath);
    if (match) return { id: route.id, pattern: route.pattern, definition, params: match.params };
  }
  return null;
}

/** Every page the layout can show, for the router. */
export function routesFor(layout: Layout): MatchedPage[] {
  return PAGES.filter((r) => r.layouts.includes(layout) && definitions[r.id]).map((r) => ({
    id: r.id,
    pattern: r.pattern,
    definition: definitions[r.id]!,
    params: {},
  }));
}

/** Data every page of a layout reads: the cloud status in the header, the mobile menu's categories. */
export function layoutDataKeys(layout: Layout, lang: Language): string[] {
  return layout === 'mobile' ? [cloudServiceKey(), productCategoryKey('all', lang)] : [cloudServiceKey()];
}
