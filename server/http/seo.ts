// /sitemap.xml and /robots.txt, for search engines (docs/decisions/0020-search-engines.md).
// The sitemap lists the desktop address of every indexed page in every language, and every FAQ item and
// policy in each language that has its own text (the others show the English text, and name the English
// page as theirs: client/components/page-head.tsx); each entry names its language versions (hreflang, x-default) and,
// as Google documents for separate mobile URLs, its /mTerminal page as the alternate for small screens.
// Absolute addresses come from SITE_URL. More entries than one file may hold turn /sitemap.xml into a
// sitemap index of /sitemap-<n>.xml files.
import { Router } from 'express';
import { LANGUAGES, type Language } from '../../shared/i18n';
import { POLICY_TYPE_OF_PAGE, isPolicyPage } from '../../shared/policy-text';
import { faqItemPath, pageRoute } from '../../shared/routes';
import { INDEXED_FIXED_PAGES, MOBILE_MEDIA, absoluteUrl, hasMobileLayout, languageAlternates, siteLanguagesAmong } from '../../shared/seo';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { hasOwnText } from '../services/faq';
import { LOCAL_UPLOAD_PATH } from '../storage/keys';
import { siteRouter } from './routing';

export const SITEMAP_PATH = '/sitemap.xml';
/**
 * Entries per sitemap file. The protocol allows 50,000 URLs and 50 MB per file; an entry here is about
 * 1 kB (its seven language links and the mobile link), so 20,000 keep a file near 20 MB.
 */
export const SITEMAP_URLS_PER_FILE = 20_000;
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const PART_PATH = /^\/sitemap-([1-9]\d{0,5})\.xml$/;

interface SitemapEntry {
  canonical: string;
  lang: Language;
  /** The languages this page exists in (its hreflang set). */
  languages: readonly Language[];
  mobile: boolean;
}

/** The rows' languages by key, each key's as the site's languages among them, in the site's order. */
function languagesBy<R extends { lang: string }, K>(rows: readonly R[], key: (row: R) => K): Map<K, Language[]> {
  const codes = new Map<K, string[]>();
  for (const row of rows) {
    const same = codes.get(key(row));
    if (same) same.push(row.lang);
    else codes.set(key(row), [row.lang]);
  }
  return new Map([...codes].map(([k, langs]) => [k, siteLanguagesAmong(langs)]));
}

/** Every FAQ item with the languages that have its own text, by id, in the order of the ids. */
async function faqItemLanguages(db: Db): Promise<Map<number, Language[]>> {
  const rows = await db.selectFrom('faq').select(['id', 'lang', 'title']).orderBy('id').execute();
  return languagesBy(rows.filter(hasOwnText), (row) => row.id);
}

/** Each policy type with the interface languages it is written in. */
async function policyLanguages(db: Db): Promise<Map<number, Language[]>> {
  const rows = await db.selectFrom('policy').select(['type', 'lang']).execute();
  return languagesBy(rows, (row) => row.type);
}

/** The entries of the sitemap: the fixed pages in their languages, then each FAQ item in its languages. */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  const policies = await policyLanguages(db);
  for (const id of INDEXED_FIXED_PAGES) {
    const canonical = pageRoute(id).pattern;
    const languages = isPolicyPage(id) ? (policies.get(POLICY_TYPE_OF_PAGE[id]) ?? []) : LANGUAGES;
    for (const lang of languages) entries.push({ canonical, lang, languages, mobile: hasMobileLayout(id) });
  }
  const mobileItems = hasMobileLayout('faqItem');
  for (const [id, languages] of await faqItemLanguages(db)) {
    for (const lang of languages) entries.push({ canonical: faqItemPath(id), lang, languages, mobile: mobileItems });
  }
  return entries;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

function entryXml(siteUrl: string, entry: SitemapEntry): string {
  const lines = [`<url><loc>${escapeXml(absoluteUrl(siteUrl, entry.canonical, 'desktop', entry.lang))}</loc>`];
  for (const alternate of languageAlternates(siteUrl, entry.canonical, 'desktop', entry.languages)) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`);
  }
  if (entry.mobile) {
    const mobile = absoluteUrl(siteUrl, entry.canonical, 'mobile', entry.lang);
    lines.push(`<xhtml:link rel="alternate" media="${MOBILE_MEDIA}" href="${escapeXml(mobile)}"/>`);
  }
  lines.push('</url>');
  return lines.join('\n');
}

/** A <urlset> of entries. */
export function urlsetXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...entries.map((entry) => entryXml(siteUrl, entry)),
    '</urlset>',
    '',
  ].join('\n');
}

/** A <sitemapindex> naming `parts` files /sitemap-1.xml … */
function sitemapIndexXml(siteUrl: string, parts: number): string {
  const files = Array.from({ length: parts }, (_, i) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap-${i + 1}.xml`)}</loc></sitemap>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${SITEMAP_NS}">`, ...files, '</sitemapindex>', ''].join('\n');
}

/** robots.txt: pages may be crawled, the API and the uploads may not; the sitemap's absolute address. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Disallow: ${LOCAL_UPLOAD_PATH}`, '', `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ''].join('\n');
}

const CACHE = 'public, max-age=3600';

export function seoRouter(config: Pick<Config, 'siteUrl'>, db: Db, urlsPerFile = SITEMAP_URLS_PER_FILE): Router {
  const router = siteRouter();
  const sendXml = (res: import('express').Response, xml: string) => res.type('application/xml; charset=utf-8').set('Cache-Control', CACHE).send(xml);

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', CACHE).send(robotsTxt(config.siteUrl));
  });
  router.get(SITEMAP_PATH, async (_req, res) => {
    const entries = await sitemapEntries(db);
    if (entries.length <= urlsPerFile) return void sendXml(res, urlsetXml(config.siteUrl, entries));
    sendXml(res, sitemapIndexXml(config.siteUrl, Math.ceil(entries.length / urlsPerFile)));
  });
  router.get(PART_PATH, async (req, res, next) => {
    const part = Number(PART_PATH.exec(req.path)![1]);
    const entries = await sitemapEntries(db);
    const slice = entries.length > urlsPerFile ? entries.slice((part - 1) * urlsPerFile, part * urlsPerFile) : [];
    // A part that does not exist is an unknown path like any other.
    if (slice.length === 0) return next();
    sendXml(res, urlsetXml(config.siteUrl, slice));
  });
  return router;
}
