// What search engines are told about the pages, as pure functions both sides use: the sitemap on the
// server, the <head> of every page on both (docs/decisions/0020-search-engines.md).
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './i18n';
import { POLICY_PAGES, textLanguageQuery } from './policy-text';
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

/** The site's languages among `codes` (the languages a text is written in), in the site's order: the order of its language links. */
export function siteLanguagesAmong(codes: Iterable<string>): Language[] {
  const among = new Set(codes);
  return LANGUAGES.filter((lang) => among.has(lang));
}

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

/** The paths of the policy pages, whose text's language is in their query. */
const POLICY_PATHS: ReadonlySet<string> = new Set([...POLICY_PAGES].map((id) => pageRoute(id).pattern));

/**
 * The absolute address of a canonical path in a layout and language, on the site at `siteUrl`. A policy's
 * address in a language names that language as its text's too (the path alone shows the English text), so
 * that the German version search engines are given is the German text: the address the site's own links use.
 * `text` names another text language, for a policy whose text is in a language the interface does not have.
 */
export function absoluteUrl(siteUrl: string, canonical: string, layout: Layout, lang: Language, text: string = lang): string {
  return `${siteUrl}${sitePath(canonical, layout, lang)}${POLICY_PATHS.has(canonical) ? textLanguageQuery(text) : ''}`;
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

// A Map, so that a name such as "&constructor;" is not looked up among Object's members.
const ENTITIES = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }));
// Elements after which text reads as a new sentence or line, not glued to the next word.
const BREAKING_TAG = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article|dd|dt|hr)\b[^>]*>/gi;
/** Where a breaking element was, until it is known what it becomes (a private-use character: no text has it). */
const BREAK = '\uE000';

/** Languages written without spaces between words and sentences: their texts are cut by characters. */
const UNSPACED: ReadonlySet<Language> = new Set<Language>(['ja']);

/** Whether a language is written without spaces (Japanese): sentences follow each other directly. */
function writtenWithoutSpaces(lang: Language): boolean {
  return UNSPACED.has(lang);
}

// The end of a sentence (or of a lead-in before a colon) in a text written without spaces: after it the
// text goes on directly, so a paragraph ending "。" is followed by the next one without a space.
const UNSPACED_JOIN = /[。！？][」』）】〕〉》]*$|：$/u;
// Sentence ends of a text written without spaces, and what may close a sentence after them.
const SENTENCE_END = /[。！？]/u;
const CLOSING = /[」』）】〕〉》"'\u2019\u201d]/u;
// What a cut text does not end with before its ellipsis: spaces, commas, colons, dashes, opening brackets.
const TRAILING = /[\s,;:.、，；：・\-「『（【〔〈《(]+$/u;
// Characters of a Latin word or a number ("Wi-Fi", "2.4"), which a cut does not split.
const WORD_CHARACTER = /[\p{Script=Latin}\p{Nd}\-.]/u;

/**
 * The text of sanitised rich-text HTML, as a search result shows it: no tags, entities read, spaces
 * collapsed. Paragraphs, list items and other blocks are parted by a space; in a language written without
 * spaces (`lang` Japanese) not after the end of a sentence: "…ます。次に…", as the language writes it.
 */
export function plainText(html: string, lang: Language = DEFAULT_LANGUAGE): string {
  const unspaced = writtenWithoutSpaces(lang);
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(BREAKING_TAG, BREAK)
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES.get(name.toLowerCase()) ?? entity;
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity;
    })
    // Spaces and breaks become one space; a break after a sentence of a text without spaces, nothing.
    .replace(/[\s\uE000]+/gu, (run: string, offset: number, whole: string) =>
      unspaced && run.includes(BREAK) && UNSPACED_JOIN.test(whole.slice(Math.max(0, offset - 8), offset)) ? '' : ' ',
    )
    .trim();
}

/** How long a meta description may be before search results cut it. */
export const DESCRIPTION_MAX = 155;

/**
 * A text cut to at most `max` characters for a meta description: whole when it fits, otherwise at the
 * last space (or, in texts without spaces, after the last full stop) in its second half, with an ellipsis.
 * A language written without spaces (`lang` Japanese) is cut after the last sentence in the second half,
 * with no ellipsis, or else between two characters (not inside a Latin word or a number), with one.
 */
export function summary(text: string, lang: Language = DEFAULT_LANGUAGE, max = DESCRIPTION_MAX): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  if (writtenWithoutSpaces(lang)) return unspacedSummary(chars, max);
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  const stop = Math.max(head.lastIndexOf('。'), head.lastIndexOf('！'), head.lastIndexOf('？'));
  if (space >= head.length / 2) return `${head.slice(0, space).replace(/[\s,;:.、-]+$/u, '')}…`;
  if (stop >= head.length / 2) return head.slice(0, stop + 1);
  return `${head}…`;
}

/** summary() of a text written without spaces, as its characters (more than `max` of them). */
function unspacedSummary(chars: string[], max: number): string {
  // Whole sentences, when the last one that fits ends in the second half: "…ます。" needs no ellipsis.
  for (let end = max - 1; end >= max / 2; end--) {
    if (!SENTENCE_END.test(chars[end]!)) continue;
    let last = end;
    while (last + 1 < max && CLOSING.test(chars[last + 1]!)) last++;
    if (last + 1 < chars.length && CLOSING.test(chars[last + 1]!)) continue; // its closing bracket does not fit
    return chars.slice(0, last + 1).join('').trimEnd();
  }
  // Otherwise between two characters, leaving room for the ellipsis, but not inside a word or number.
  let cut = max - 1;
  while (cut > max / 2 && WORD_CHARACTER.test(chars[cut - 1]!) && WORD_CHARACTER.test(chars[cut]!)) cut--;
  if (cut <= max / 2) cut = max - 1;
  const head = chars.slice(0, cut).join('').replace(TRAILING, '');
  return SENTENCE_END.test(head.slice(-1)) ? head : `${head}…`;
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" and ">" (and "&", and the line separators)
 * are escaped as \u00XX, so no text in the data (an FAQ answer reading "</script>") can end the element.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
