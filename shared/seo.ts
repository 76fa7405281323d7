// What search engines are told about the pages, as pure functions both sides use: the sitemap on the
// server, the <head> of every page on both (docs/decisions/0020-search-engines.md).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n';
import { PAGES, faqItemPath, pageRoute, sitePath, type Layout, type PageId, type PageMatch } from './routes';

/** Pages search engines are asked to leave out of their index (and the sitemap): the FailPage answers 404. */
const NOT_INDEXED: ReadonlySet<PageId> = new Set<PageId>(['failPage']);

/** The media query of Google's separate mobile URLs: the mobile page is the alternate for small screens. */
export const MOBILE_MEDIA = 'only screen and (max-width: 640px)';

/** The Open Graph share picture in public/ (1200 × 630 PNG, made by npm run og-image). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** og:locale of each interface language (language_TERRITORY, as Open Graph writes it). */
export const OG_LOCALES: Record<Language, string> = {
  en: 'en_US',
  de: 'de_DE',
  it: 'it_IT',
  fr: 'fr_FR',
  es: 'es_ES',
  ja: 'ja_JP',
};

/** Pages with a fixed path that search engines may index: every page but the FailPage and the FAQ item pattern. */
export const INDEXED_FIXED_PAGES: readonly PageId[] = PAGES.filter((p) => !p.pattern.includes('{') && !NOT_INDEXED.has(p.id)).map((p) => p.id);

export function isIndexed(id: PageId): boolean {
  return !NOT_INDEXED.has(id);
}

/** Whether a page has a mobile layout (privacy and terms are desktop pages that phones read as they are). */
export function hasMobileLayout(id: PageId): boolean {
  return pageRoute(id).layouts.includes('mobile');
}

/** The canonical path of a matched page: its pattern, with the FAQ item's number filled in. */
export function canonicalPathOf(page: PageMatch): string {
  return page.id === 'faqItem' ? faqItemPath(page.params.faqId) : pageRoute(page.id).pattern;
}

/** The absolute address of a canonical path in a layout and language, on the site at `siteUrl`. */
export function absoluteUrl(siteUrl: string, canonical: string, layout: Layout, lang: Language): string {
  return `${siteUrl}${sitePath(canonical, layout, lang)}`;
}

export interface Alternate {
  /** A language code, or 'x-default' for visitors whose language the site does not have. */
  hreflang: Language | 'x-default';
  href: string;
}

/**
 * The language versions of a page in one layout (desktop pages name desktop pages, mobile pages mobile
 * ones), each language once and x-default last: the English page, the one without a language prefix.
 */
export function languageAlternates(siteUrl: string, canonical: string, layout: Layout, languages: readonly Language[] = LANGUAGES): Alternate[] {
  const alternates: Alternate[] = languages.map((lang) => ({ hreflang: lang, href: absoluteUrl(siteUrl, canonical, layout, lang) }));
  const fallback = languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : languages[0];
  if (fallback !== undefined) alternates.push({ hreflang: 'x-default', href: absoluteUrl(siteUrl, canonical, layout, fallback) });
  return alternates;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
// Elements after which text reads as a new sentence or line, not glued to the next word.
const BREAKING_TAG = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|dd|dt|hr)\b[^>]*>/gi;

/** The text of sanitised rich-text HTML, as a search result shows it: no tags, entities read, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(BREAKING_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** How long a meta description may be before search results cut it. */
export const DESCRIPTION_MAX = 155;

/**
 * A text cut to at most `max` characters for a meta description: whole when it fits, otherwise at the
 * last space (or, in languages written without spaces, after the last full stop) in its second half,
 * with an ellipsis.
 */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const stop = Math.max(head.lastIndexOf('。'), head.lastIndexOf('！'), head.lastIndexOf('？'));
  if (space >= head.length / 2) return `${head.slice(0, space).replace(/[\s,;:.、-]+$/u, '')}…`;
  if (stop >= head.length / 2) return head.slice(0, stop + 1);
  return `${head}…`;
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" and ">" (and "&", and the line separators)
 * are escaped as \u00XX, so no text in the data (an FAQ answer reading "</script>") can end the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
