// Links inside rich text (FAQ answers, policies) name canonical site paths: `/Support/Email_Support`,
// `/Support/FAQs/65.html`. A reader on `/mTerminal/de/…` must stay in the mobile layout and in German, so
// each such link is rewritten to the reader's layout and language when the page renders (the same on the
// server and in the browser), and a click on one that names a page of the layout navigates inside the app.
import { DEFAULT_LANGUAGE, MOBILE_PREFIX, isLanguage, type Language } from './i18n';
import { POLICY_PAGES, TEXT_LANGUAGE_PARAM } from './policy-text';
import { basename, matchPagePath, pageRoute, sitePath, type Layout } from './routes';

const MOBILE_SEGMENT = MOBILE_PREFIX.slice(1);
/** Top-level folders of files, not pages: the same address in every layout and language. */
const FILE_FOLDERS = new Set(['files', 'assets', 'api', 'healthz']);
/** Path, then the rest (?query and #fragment). */
const PATH_AND_REST = /^([^?#]*)([\s\S]*)$/;

/** A path on this site: one leading slash, not `//host` nor `/\host` (which browsers read as another host). */
function sitePathOf(href: string): { path: string; rest: string } | null {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/\\')) return null;
  const [, path = '', rest = ''] = PATH_AND_REST.exec(href) ?? [];
  return { path, rest };
}

/** A page address (not a file such as /files/x.pdf or /favicon.svg) that carries no layout or language prefix yet. */
function isCanonicalPagePath(path: string): boolean {
  const segments = path.split('/');
  const first = segments[1] ?? '';
  if (first === MOBILE_SEGMENT || isLanguage(first) || FILE_FOLDERS.has(first)) return false;
  const last = segments.at(-1) ?? '';
  return !/\.[A-Za-z0-9]+$/.test(last) || last.endsWith('.html');
}

/**
 * An href as a reader in `layout` and `lang` must follow it: a canonical page path gets the reader's
 * prefixes (a page the layout does not have, such as the desktop-only privacy policy, gets the layout it
 * has), and a link to a policy names the reader's language as its text's (shared/policy-text.ts).
 * Everything else is left as it is: other sites, `mailto:`, `//host`, files, fragments and paths that
 * already carry a layout or language prefix.
 */
export function localizeHref(href: string, layout: Layout, lang: Language): string {
  const parts = sitePathOf(href);
  if (!parts || !isCanonicalPagePath(parts.path)) return href;
  const page = matchPagePath(parts.path);
  const layouts = page ? pageRoute(page.id).layouts : [layout];
  const target = layouts.includes(layout) ? layout : (layouts[0] ?? layout);
  const path = parts.path === '/' ? basename(target, lang) || '/' : sitePath(parts.path, target, lang);
  return path + (page && POLICY_PAGES.has(page.id) ? withTextLanguage(parts.rest, lang) : parts.rest);
}

/** A query (as written in HTML too, "&amp;") that names a text language already. */
const NAMES_TEXT_LANGUAGE = new RegExp(`[?&;]${TEXT_LANGUAGE_PARAM}=`);

/** A policy link's query and fragment naming the reader's language as the text's, unless they name one already. */
function withTextLanguage(rest: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE || NAMES_TEXT_LANGUAGE.test(rest)) return rest;
  const hashAt = rest.indexOf('#');
  const query = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const fragment = hashAt === -1 ? '' : rest.slice(hashAt);
  return `${query.length > 1 ? `${query}&` : '?'}${TEXT_LANGUAGE_PARAM}=${lang}${fragment}`;
}

// An <a …> tag's href attribute as the server's sanitiser writes it: double-quoted.
const ANCHOR_HREF = /(<a\s(?:[^>]*?\s)?href=")([^"]*)(")/gi;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Every link of a sanitised HTML fragment, localised with `localizeHref`. With `siteUrl`, each link to
 * this site (a path) also carries its whole address in `data-address`, which paper prints after the
 * link's text (client/styles/print.css): a path alone says nothing to a reader of a printed page.
 */
export function localizeLinks(html: string, layout: Layout, lang: Language, siteUrl?: string): string {
  return html.replace(ANCHOR_HREF, (_match, start: string, href: string, end: string) => {
    const localized = localizeHref(href, layout, lang);
    const onThisSite = siteUrl !== undefined && localized.startsWith('/') && !localized.startsWith('//');
    // The href is written as the sanitiser writes attributes (escaped): it goes into the address as it is.
    return start + localized + end + (onThisSite ? ` data-address="${escapeAttribute(siteUrl)}${localized}"` : '');
  });
}

/**
 * The router path (canonical path with its query and fragment) of a localised href that names a page
 * of the reader's layout and language, so a click can navigate inside the app; null for anything that
 * must load as a new document (another layout or language, a file, another site).
 */
export function inAppPath(href: string, layout: Layout, lang: Language): string | null {
  const parts = sitePathOf(href);
  if (!parts) return null;
  const base = basename(layout, lang);
  if (base && !parts.path.startsWith(`${base}/`)) return null;
  const canonical = parts.path.slice(base.length);
  const page = matchPagePath(canonical);
  return page && pageRoute(page.id).layouts.includes(layout) ? canonical + parts.rest : null;
}
