// What search engines and link previews read in a page's <head>: canonical address, language versions,
// the mobile page, description, Open Graph, and JSON-LD (breadcrumbs; the question and answer of an FAQ
// item). React hoists the <link> and <meta> elements into <head> (docs/decisions/0020-search-engines.md). The
// server renders it for every page; the browser from the first move to another page on
// (browser-page-head.tsx).
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TFunction } from 'i18next';
import { LANGUAGES, isLanguage, type Language } from '../../shared/i18n';
import { POLICY_TYPE_OF_PAGE, isPolicyPage, type PolicyPageId } from '../../shared/policy-text';
import { HOME_PATH, type PageId, type PageMatch } from '../../shared/routes';
import { stripNumberPrefix } from '../../shared/text';
import {
  MOBILE_MEDIA,
  OG_IMAGE,
  OG_LOCALES,
  absoluteUrl,
  canonicalPathOf,
  hasMobileLayout,
  isIndexed,
  jsonForScript,
  languageAlternates,
  plainText,
  siteLanguagesAmong,
  summary,
} from '../../shared/seo';
import { useFaqItem } from '../data/faq-item';
import { usePolicy } from '../data/feedback';
import { textLanguageOf } from './policy-language';
import { useSite } from '../site-context';

/** The heading of each page, as `namespace:key`: its name in breadcrumbs. */
const PAGE_NAMES: Record<Exclude<PageId, 'faqItem'>, string> = {
  faqList: 'faq:title',
  emailSupport: 'ticket:title',
  betaTesting: 'beta:title',
  compatibilityCheck: 'compatibility:title',
  cloudService: 'cloud:title',
  downloads: 'downloads:title',
  resourceLibrary: 'library:title',
  resourceDisclaimer: 'library:disclaimer.title',
  regulatoryCompliance: 'regulatory:title',
  securityAdvisory: 'advisory:title',
  failPage: 'common:fail.title',
  privacyPolicy: 'policy:privacy.title',
  termsOfService: 'policy:terms.title',
  securityAdvisoryPolicy: 'policy:securityAdvisory.title',
  influencerProgram: 'partnership:influencer.title',
  loyaltyProgram: 'partnership:loyalty.title',
};

/**
 * The steps between the home page (the company's main site, where the logo leads) and a page: 'support'
 * is the Support section, whose own page is the FAQ list. Policies stand directly below home.
 */
const TRAILS: Record<PageId, readonly ('support' | TrailPage)[]> = {
  faqList: [],
  faqItem: ['faqList'],
  emailSupport: ['support'],
  betaTesting: ['support'],
  compatibilityCheck: ['support'],
  cloudService: ['support'],
  downloads: ['support'],
  resourceLibrary: ['support'],
  resourceDisclaimer: ['support', 'resourceLibrary'],
  regulatoryCompliance: ['support'],
  securityAdvisory: ['support'],
  failPage: [],
  privacyPolicy: [],
  termsOfService: [],
  securityAdvisoryPolicy: ['support', 'securityAdvisory'],
  // The Partnership pages stand directly below home, like the policies: they are not part of Support.
  influencerProgram: [],
  loyaltyProgram: [],
};

/**
 * The pages that stand between home and another page, named by their menu labels: the layout's texts come
 * with every page, a page's own namespace only with that page (the menu labels and the titles agree).
 */
const TRAIL_NAMES = {
  faqList: 'layout:pages.faqs',
  resourceLibrary: 'layout:pages.resourceLibrary',
  securityAdvisory: 'layout:pages.securityAdvisory',
} as const;
type TrailPage = keyof typeof TRAIL_NAMES;

interface Crumb {
  name: string;
  url: string;
}

function breadcrumbList(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: crumb.url })),
  };
}

function useBreadcrumbs(page: PageMatch, name: string): Crumb[] {
  const { t } = useTranslation();
  const { config, lang } = useSite();
  const url = (canonical: string) => absoluteUrl(config.siteUrl, canonical, 'desktop', lang);
  const steps = TRAILS[page.id].map((step): Crumb => {
    if (step === 'support') return { name: t('layout:groups.support'), url: url(HOME_PATH) };
    return { name: t(TRAIL_NAMES[step]), url: url(canonicalPathOf({ id: step, params: {} } as PageMatch)) };
  });
  return [{ name: config.brandName, url: config.mainSiteUrl }, ...steps, { name, url: url(canonicalPathOf(page)) }];
}

function pageName(t: TFunction, id: Exclude<PageId, 'faqItem'>): string {
  return t(PAGE_NAMES[id]);
}

/** The namespace of a page's name, which a move inside the app may still be fetching. */
function pageNamespace(id: Exclude<PageId, 'faqItem'>): string {
  return PAGE_NAMES[id].split(':', 1)[0]!;
}

function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />;
}

interface IndexedHeadProps {
  page: PageMatch;
  description: string;
  type: 'website' | 'article';
  /** The language whose page is the canonical one: the page's own, or the text's when it is shown in another. */
  canonicalLang: Language;
  /** A policy's text language that is no interface language: the canonical page is this one, with its query. */
  canonicalText?: string;
  /** The page's language versions, named to search engines; none when it shows another language's text. */
  languages: readonly Language[];
  jsonLd: object[];
}

/** The head of a page search engines may index. A mobile page names the desktop page as its canonical one. */
function IndexedHead({ page, description, type, canonicalLang, canonicalText, languages, jsonLd }: IndexedHeadProps) {
  const { t } = useTranslation('seo');
  const { config, lang, layout } = useSite();
  const path = canonicalPathOf(page);
  const canonical = absoluteUrl(config.siteUrl, path, 'desktop', canonicalLang, canonicalText);
  const brand = config.brandName;
  return (
    <>
      <link rel="canonical" href={canonical} />
      {languages.length > 0 &&
        languageAlternates(config.siteUrl, path, layout, languages).map((alternate) => (
          <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
        ))}
      {/* The phone page of the canonical page: a page showing another language's text is a copy of that page. */}
      {layout === 'desktop' && hasMobileLayout(page.id) && (
        <link rel="alternate" media={MOBILE_MEDIA} href={absoluteUrl(config.siteUrl, path, 'mobile', canonicalLang, canonicalText)} />
      )}
      <meta name="description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={t('siteName', { brand })} />
      <meta property="og:url" content={canonical} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={OG_LOCALES[canonicalLang]} />
      {languages
        .filter((other) => other !== lang)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
        ))}
      <meta property="og:image" content={`${config.siteUrl}${OG_IMAGE.path}`} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={t('image.alt', { brand })} />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}

function FaqItemHead({ page }: { page: Extract<PageMatch, { id: 'faqItem' }> }) {
  const { config, lang } = useSite();
  const { data } = useFaqItem(page.params.faqId, lang);
  const crumbs = useBreadcrumbs(page, data ? stripNumberPrefix(data.title) : '');
  // Until the item is there (in the browser, just after a move to it) the head names the page only.
  if (!data?.title) return <link rel="canonical" href={crumbs[crumbs.length - 1]!.url} />;
  const question = stripNumberPrefix(data.title);
  const ownText = data.lang === lang || !isLanguage(data.lang);
  // The text's own language decides how it is joined and cut (an item without a text of its own is English).
  const textLang = isLanguage(data.lang) ? data.lang : lang;
  const answer = plainText(data.content, textLang);
  const faqPage = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: data.lang,
    mainEntity: [{ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } }],
  };
  // An item without a text of its own in this language shows the English one: that page is the canonical
  // one, and the trail ends there too.
  const canonicalLang = ownText ? lang : (data.lang as Language);
  const trail = ownText ? crumbs : [...crumbs.slice(0, -1), { name: question, url: absoluteUrl(config.siteUrl, canonicalPathOf(page), 'desktop', canonicalLang) }];
  return (
    <IndexedHead
      page={page}
      description={summary(answer || question, textLang)}
      type="article"
      canonicalLang={canonicalLang}
      languages={ownText ? siteLanguagesAmong(data.languages) : []}
      jsonLd={[faqPage, breadcrumbList(trail)]}
    />
  );
}

function FixedPageHead({ page }: { page: Exclude<PageMatch, { id: 'faqItem' }> }) {
  // The page's name is in the page's own namespace, which a move inside the app may still be fetching:
  // the head waits for it, as the page does, rather than naming the page by its key ("title").
  const { t } = useTranslation(['seo', pageNamespace(page.id)]);
  const { config, lang } = useSite();
  const crumbs = useBreadcrumbs(page, pageName(t, page.id));
  return (
    <IndexedHead
      page={page}
      description={t(`description.${page.id}`, { brand: config.brandName })}
      type="website"
      canonicalLang={lang}
      languages={LANGUAGES}
      jsonLd={crumbs.length > 1 ? [breadcrumbList(crumbs)] : []}
    />
  );
}

/**
 * A policy's head. The page whose interface language is the text's is the canonical one: a German page
 * showing the French text (?appLanguage=fr) is a copy of the French page, and so is a German page showing
 * the English text for want of a German one. A text in a language the interface does not have makes the
 * page its own canonical one, query included. The language versions are the languages the text is
 * written in.
 */
function PolicyHead({ page }: { page: Extract<PageMatch, { id: PolicyPageId }> }) {
  const { t } = useTranslation(['seo', pageNamespace(page.id)]);
  const { config, lang } = useSite();
  const [search] = useSearchParams();
  const asked = textLanguageOf(search);
  const { data } = usePolicy(POLICY_TYPE_OF_PAGE[page.id], asked);
  const crumbs = useBreadcrumbs(page, pageName(t, page.id));
  // Until the text has come (or when it could not), the language asked for, and no versions named.
  const text = data?.lang ?? asked;
  const canonicalLang = isLanguage(text) ? text : lang;
  const canonicalText = isLanguage(text) ? undefined : text;
  const own = text === lang;
  const languages = own && data ? siteLanguagesAmong(data.languages) : [];
  const canonical = absoluteUrl(config.siteUrl, canonicalPathOf(page), 'desktop', canonicalLang, canonicalText);
  const trail = own ? crumbs : [...crumbs.slice(0, -1), { ...crumbs[crumbs.length - 1]!, url: canonical }];
  return (
    <IndexedHead
      page={page}
      description={t(`description.${page.id}`, { brand: config.brandName })}
      type="website"
      canonicalLang={canonicalLang}
      canonicalText={canonicalText}
      languages={languages}
      jsonLd={crumbs.length > 1 ? [breadcrumbList(trail)] : []}
    />
  );
}

/** Pages that must not be indexed (the FailPage, the not-found pages): noindex, and the site's description. */
function NotIndexedHead() {
  const { t } = useTranslation();
  const { config } = useSite();
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="description" content={t('site.description', { brand: config.brandName })} />
    </>
  );
}

/** The head of the current page; null is a not-found page. */
export function PageHead({ page }: { page: PageMatch | null }) {
  if (!page || !isIndexed(page.id)) return <NotIndexedHead />;
  if (page.id === 'faqItem') return <FaqItemHead page={page} />;
  if (isPolicyPage(page.id)) return <PolicyHead page={page as Extract<PageMatch, { id: PolicyPageId }>} />;
  return <FixedPageHead page={page} />;
}
