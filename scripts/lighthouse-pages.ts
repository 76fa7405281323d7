// The pages `npm run lighthouse` measures. The gate (CI) holds six pages to the scores; `--all` measures
// every page the sitemap names, in English and Japanese, in each layout the page has: the mobile layout
// with Lighthouse's mobile profile, the desktop layout with its desktop profile. FAQ items are one page
// with many contents, so the survey takes the first item only.
import { EMAIL_SUPPORT_PATH } from '../client/components/support-nav';
import type { Language } from '../shared/i18n';
import { HOME_PATH, faqItemPath, pageRoute, sitePath } from '../shared/routes';
import { INDEXED_FIXED_PAGES, hasMobileLayout } from '../shared/seo';

/** A page Lighthouse is held to, and the profile it is measured with (mobile unless said). */
export interface LighthousePage {
  name: string;
  path: string;
  profile?: 'mobile' | 'desktop';
}

/**
 * The gate's pages: the mobile FAQ list, its first item and Email Support in English; the mobile FAQ list
 * in Japanese; the desktop FAQ list and the Japanese desktop Email Support with the desktop profile.
 */
export function gatePages(firstFaqId: number): LighthousePage[] {
  return [
    { name: 'FAQ list', path: sitePath(HOME_PATH, 'mobile', 'en') },
    { name: 'FAQ item', path: sitePath(faqItemPath(firstFaqId), 'mobile', 'en') },
    { name: 'Email Support', path: sitePath(EMAIL_SUPPORT_PATH, 'mobile', 'en') },
    { name: 'FAQ list, ja', path: sitePath(HOME_PATH, 'mobile', 'ja') },
    { name: 'FAQ list, desktop', path: sitePath(HOME_PATH, 'desktop', 'en'), profile: 'desktop' },
    { name: 'Email Support, desktop, ja', path: sitePath(EMAIL_SUPPORT_PATH, 'desktop', 'ja'), profile: 'desktop' },
  ];
}

/** The languages `--all` measures: the site's default and the one whose texts lay out most differently. */
export const SURVEY_LANGUAGES: readonly Language[] = ['en', 'ja'];

/** A page named by its address. */
const byAddress = (path: string): LighthousePage => ({ name: path, path });

/**
 * Every page of the sitemap with a fixed path, and the FAQ item `firstFaqId`, in each of `languages`: the
 * mobile layout (where the page has one) and the desktop layout. Named by their address, so that
 * `--only` can pick them by path, layout or language.
 */
export function surveyPages(firstFaqId: number, languages: readonly Language[] = SURVEY_LANGUAGES): LighthousePage[] {
  const canonicals = [...INDEXED_FIXED_PAGES.map((id) => ({ path: pageRoute(id).pattern, mobile: hasMobileLayout(id) })), { path: faqItemPath(firstFaqId), mobile: hasMobileLayout('faqItem') }];
  const pages: LighthousePage[] = [];
  for (const lang of languages) {
    for (const canonical of canonicals) {
      if (canonical.mobile) pages.push(byAddress(sitePath(canonical.path, 'mobile', lang)));
      pages.push({ ...byAddress(sitePath(canonical.path, 'desktop', lang)), profile: 'desktop' });
    }
  }
  return pages;
}
