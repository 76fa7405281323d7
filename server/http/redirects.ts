// Every redirect of the site (device layouts, home, aliases, the FAQ item's .html form, /Transfer, the
// language prefix) decided by one pure function, so that a request needs at most one hop to its page
// (two via /Transfer) and the rules can be tested without a server. Its answer is either that redirect
// or the page the request shows, typed: the only route match a page request gets.
//
// URL model (docs/decisions/0003-routing.md): a page URL is  [/mTerminal][/<lang>]<canonical path>,
// with no language segment for English and canonical paths taken from PAGES in shared/routes.ts.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { DEFAULT_LANGUAGE, MOBILE_PREFIX, isLanguage, type Language } from '../../shared/i18n';
import {
  FAIL_PATH,
  FAQ_ID_MAX,
  HOME_PATH,
  TRANSFER_PATH,
  faqItemPath,
  matchPagePath,
  pageRoute,
  type Layout,
  type PageMatch,
} from '../../shared/routes';
import { detectDevice, type Device } from './device';

/** What a page request shows: a page in a layout and language, or the unknown-language 404. */
export type ResolvedPage =
  | { kind: 'page'; page: PageMatch; layout: Layout; lang: Language; canonicalPath: string }
  | { kind: 'unknownLanguage'; layout: Layout };

export type RedirectResult = { kind: 'redirect'; location: string; status: 301 | 302 } | ResolvedPage;

export interface RedirectInput {
  /** Raw request path, still percent-encoded (Express req.path, URL pathname). */
  path: string;
  /** Raw query string with its leading '?', or ''. */
  search: string;
  device: Device;
}

const MOBILE_SEGMENT = MOBILE_PREFIX.slice(1);
const TRANSFER_SEGMENT = TRANSFER_PATH.slice(1);
// Anything shaped like a language tag ('xx' or 'xx-YY'). In the language position an unsupported one
// answers 404 ("This page could not be found.") instead of the /Transfer redirect.
const LANGUAGE_LIKE = /^[a-z]{2}(-[A-Za-z]{2,4})?$/;
// C0 controls and DEL (tab, CR, LF, NUL, ...): never part of a path and the stuff of header injection.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;
// The longest real page path is well under 100 characters; longer input is garbage and is not worth
// decoding or splitting.
const MAX_PATH_LENGTH = 2048;
const FAQ_FILE = /^(\d+)\.html$/;
const FAQ_ID = /^(\d+)$/;

const HOME_SEGMENTS = new Set(['home', 'Home']);
// Aliases, keyed by the path after the layout and language prefixes.
const ALIASES = new Map<string, string>([
  // The /Support parent and its aliases show the parent's index route, the FAQ list.
  ['/Support', HOME_PATH],
  ['/support', HOME_PATH],
  ['/Support/FAQ', '/Support/FAQs'],
  ['/support/eudoc', '/Support/Regulatory_Compliance'],
  // The free products are the beta tests: /Free_Products leads there too (docs/decisions/0015-beta-testing.md).
  ['/free/products', '/Support/Beta_Testing'],
  ['/Free_Products', '/Support/Beta_Testing'],
  ['/Partnership/Beta_Testing', '/Support/Beta_Testing'],
  // Beta Testing answers under both parents; so do the other two programmes, whose pages are the
  // Partnership's (docs/decisions/0016-partnership-forms.md).
  ['/Support/Influencer_Program', '/Partnership/Influencer_Program'],
  ['/Support/Loyalty_Program', '/Partnership/Loyalty_Program'],
  // Listed under the mobile routes; like every alias it works under any prefix, and a desktop device
  // lands on the desktop page of the same name.
  ['/email', '/Support/Email_Support'],
]);
// The /Support parent's aliases carry its children too: /support/Downloads is /Support/Downloads, and so is
// /Free_Products/Downloads (bare /Free_Products leads to Beta Testing, above).
const PARENT_ALIASES = new Set(['support', 'Free_Products']);
const HOME_PAGE = matchPagePath(HOME_PATH)!;

/** What the path names once the layout and language prefixes are gone. */
type Target =
  | { type: 'page'; page: PageMatch; canonical: string; home: boolean }
  | { type: 'transfer' }
  | { type: 'fail' }
  | { type: 'unknown' };

interface ParsedPath {
  /** The language segment as written, if any (may be 'en' or unsupported). */
  langSegment: string | undefined;
  /** The address names the mobile layout (`/mTerminal/…`, or `/de/mTerminal/…` as written). */
  mobile: boolean;
  rest: string[];
}

type Decision = { kind: 'redirect'; location: string; temporary: boolean } | ResolvedPage;

/**
 * Decide what a request path shows: a page (with its layout, language and canonical path), the
 * unknown-language 404, or one redirect straight to the final location. Never throws, and a Location
 * is always a same-site path built only from known segments.
 */
export function resolveRedirect(input: RedirectInput): RedirectResult {
  return resolveWithVariance(input).result;
}

/** The result plus whether the other device would get a different answer for the same URL. */
function resolveWithVariance(input: RedirectInput): { result: RedirectResult; deviceDependent: boolean } {
  const parsed = parsePath(input.path);
  const query = cleanQuery(input.search);
  const own = decide(parsed, input.path, input.device, query);
  const other = decide(parsed, input.path, input.device === 'mobile' ? 'desktop' : 'mobile', query);
  const deviceDependent = JSON.stringify(own) !== JSON.stringify(other);
  if (own.kind !== 'redirect') return { result: own, deviceDependent };
  // Device redirects depend on the user agent and must not be cached as permanent; nor are the
  // Transfer, FailPage and unknown-path redirects. Only prefix and alias normalisation is permanent.
  const status = own.temporary || deviceDependent ? 302 : 301;
  return { result: { kind: 'redirect', location: own.location, status }, deviceDependent };
}

function decide(parsed: ParsedPath | undefined, rawPath: string, device: Device, query: string): Decision {
  if (!parsed) return redirectTo([TRANSFER_SEGMENT], query, true);
  const { langSegment, rest } = parsed;
  const target = matchTarget(rest);
  let lang: Language = DEFAULT_LANGUAGE;
  if (langSegment !== undefined) {
    if (isLanguage(langSegment)) {
      lang = langSegment;
    } else if (target.type !== 'unknown') {
      // A known path under an unsupported language is a 404, not a redirect to /Transfer; the device
      // rules still hold, so that the 404 is in the device's layout at the one address form. /Transfer
      // is exempt from them: its 404 keeps the layout its address names, for either device.
      let layout: Layout = parsed.mobile ? 'mobile' : 'desktop';
      if (target.type !== 'transfer') layout = layoutFor(target.type === 'page' ? target.page.id : 'failPage', device);
      const location = buildLocation([...layoutSegments(layout), langSegment, ...rest]);
      if (location === rawPath) return { kind: 'unknownLanguage', layout };
      return { kind: 'redirect', location: location + query, temporary: true };
    } else {
      return redirectTo([TRANSFER_SEGMENT], query, true);
    }
  }
  const langSegments = lang === DEFAULT_LANGUAGE ? [] : [lang];

  switch (target.type) {
    case 'unknown':
      // Any unknown path goes to /Transfer (keeping a supported language so the FailPage that follows
      // is in the visitor's language). Transfer is exempt from the device rules, so the mobile prefix
      // is dropped: /Transfer itself sends phones to the mobile FailPage.
      return redirectTo([...langSegments, TRANSFER_SEGMENT], query, true);
    case 'transfer':
    case 'fail': {
      // /Transfer sends a mobile device to /mTerminal/FailPage and a desktop to /FailPage. An FAQ item
      // id that is not a number (or is 0) shows the FailPage of the device's layout too.
      const layout = layoutFor('failPage', device);
      return redirectTo([...layoutSegments(layout), ...langSegments, ...splitCanonical(FAIL_PATH)], query, true);
    }
    case 'page': {
      // Device rules. Privacy policy and terms have no mobile layout (the mobile paths redirect to the
      // desktop ones), so a phone reads them at the desktop path instead of being sent back to
      // /mTerminal, which would loop.
      const layout = layoutFor(target.page.id, device);
      const segments = [...layoutSegments(layout), ...langSegments, ...splitCanonical(target.canonical)];
      const location = buildLocation(segments);
      if (location === rawPath) return { kind: 'page', page: target.page, layout, lang, canonicalPath: target.canonical };
      // A redirect that does not depend on the device (same answer for both) is a pure normalisation:
      // /en prefix, alias, bare FAQ id, duplicate slashes. resolveWithVariance turns device-dependent
      // ones into 302s. Home stays temporary: a permanent redirect of / would outlive any future home.
      return { kind: 'redirect', location: location + query, temporary: target.home };
    }
  }
}

function redirectTo(segments: string[], query: string, temporary: boolean): Decision {
  return { kind: 'redirect', location: buildLocation(segments) + query, temporary };
}

/** The layout a device gets for a page: its own, unless the page does not exist in it. */
function layoutFor(id: PageMatch['id'], device: Device): Layout {
  const { layouts } = pageRoute(id);
  return layouts.includes(device) ? device : (layouts[0] ?? 'desktop');
}

function layoutSegments(layout: Layout): string[] {
  return layout === 'mobile' ? [MOBILE_SEGMENT] : [];
}

function splitCanonical(canonical: string): string[] {
  return canonical.split('/').filter((segment) => segment !== '');
}

/**
 * The only way a Location is made: non-empty segments, each percent-encoded, joined by single slashes
 * after exactly one leading slash. So it can never start with '//' or '/\' (a protocol-relative URL to
 * another host) nor carry a scheme, a host or a control character.
 */
function buildLocation(segments: string[]): string {
  const parts = segments.filter((segment) => segment !== '').map((segment) => encodeURIComponent(segment));
  return `/${parts.join('/')}`;
}

/** The query string unchanged except for control characters, which could split the Location header. */
export function cleanQuery(search: string): string {
  const cleaned = search.replace(CONTROL_CHARS, '');
  if (cleaned === '') return '';
  return cleaned.startsWith('?') ? cleaned : `?${cleaned}`;
}

/**
 * A render that sends the visitor elsewhere: to `path`, with the request's query less the parameters in
 * `drop` (redirectLocation).
 */
export type RenderRedirect = { kind: 'redirect'; path: string; drop: readonly string[]; set?: Readonly<Record<string, string>> };

/**
 * Where a render's redirect goes for the request at `url`: its path, with this request's whole query
 * (tracking parameters too, as every redirect keeps them) but for the parameters it drops, and with those
 * it sets.
 */
export function redirectLocation(redirect: RenderRedirect, url: string): string {
  const queryStart = url.indexOf('?');
  const query = queryStart === -1 ? '' : url.slice(queryStart + 1);
  if (redirect.drop.length === 0 && !redirect.set) return redirect.path + cleanQuery(query);
  const kept = new URLSearchParams(query);
  for (const name of redirect.drop) kept.delete(name);
  for (const [name, value] of Object.entries(redirect.set ?? {})) kept.set(name, value);
  return redirect.path + cleanQuery(kept.toString());
}

/**
 * Split a raw path into the language segment and the rest, dropping the mobile prefix: the layout
 * follows from the device and the page, and a path whose prefix disagrees simply differs from the
 * computed location and is redirected. Undefined when the path
 * cannot be decoded (malformed %-sequence) or is absurdly long: such a path is simply unknown.
 */
function parsePath(rawPath: string): ParsedPath | undefined {
  if (rawPath.length > MAX_PATH_LENGTH) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  // Backslashes count as slashes (browsers treat them so) and empty segments vanish, so '//evil.com',
  // '/\evil.com' and '/%2F%2Fevil.com' all become the single unknown segment 'evil.com'.
  const segments = decoded
    .replace(CONTROL_CHARS, '')
    .split(/[/\\]+/)
    .filter((segment) => segment !== '');

  let langSegment: string | undefined;
  const [first, second] = segments;
  const mobile = first === MOBILE_SEGMENT || (first !== undefined && LANGUAGE_LIKE.test(first) && second === MOBILE_SEGMENT);
  if (first !== undefined && LANGUAGE_LIKE.test(first) && second === MOBILE_SEGMENT) {
    // '/de/mTerminal/...' is read as '/mTerminal/de/...', the one form the URL model allows.
    langSegment = first;
    segments.splice(0, 2);
  } else {
    if (first === MOBILE_SEGMENT) segments.shift();
    const next = segments[0];
    if (next !== undefined && LANGUAGE_LIKE.test(next)) {
      langSegment = next;
      segments.shift();
    }
  }
  return { langSegment, mobile, rest: segments };
}

/** What the path after the prefixes names: a page (through an alias or not), Transfer, the FailPage or nothing. */
function matchTarget(rest: string[]): Target {
  if (rest.length === 0 || (rest.length === 1 && HOME_SEGMENTS.has(rest[0]!))) {
    return { type: 'page', page: HOME_PAGE, canonical: HOME_PATH, home: true };
  }
  const joined = `/${rest.join('/')}`;
  if (joined === TRANSFER_PATH) return { type: 'transfer' };

  const canonical = ALIASES.get(joined) ?? joined;
  const page = matchPagePath(canonical);
  if (page && page.id !== 'faqItem') return { type: 'page', page, canonical, home: false };
  if (rest.length > 1 && PARENT_ALIASES.has(rest[0]!)) return matchTarget(['Support', ...rest.slice(1)]);

  // FAQ items: /Support/FAQs/{id}.html, a bare numeric id rewritten to it, the /Support/FAQ/{id} alias,
  // leading zeros dropped; anything else below the FAQ list (a word, 0, an id too long) is an invalid item.
  const [top, list, ...item] = rest;
  if (top === 'Support' && (list === 'FAQs' || list === 'FAQ') && item.length > 0) {
    // The number without its leading zeros, however many there are; too many digits left is no item.
    const digits = item.length === 1 ? (FAQ_FILE.exec(item[0]!) ?? FAQ_ID.exec(item[0]!))?.[1]?.replace(/^0+/, '') : undefined;
    const id = digits !== undefined && digits.length <= 12 ? Number(digits) : 0;
    if (id < 1 || id > FAQ_ID_MAX) return { type: 'fail' };
    return { type: 'page', page: { id: 'faqItem', params: { faqId: id } }, canonical: faqItemPath(id), home: false };
  }
  return { type: 'unknown' };
}

/** What a request's URL shows for its user agent, and whether another device would get another answer. */
export function resolveRequest(req: Request): { result: RedirectResult; deviceDependent: boolean } {
  const queryStart = req.originalUrl.indexOf('?');
  const search = queryStart === -1 ? '' : req.originalUrl.slice(queryStart);
  return resolveWithVariance({ path: req.path, search, device: detectDevice(req.headers['user-agent']) });
}

/**
 * The same for a request target of the plain form ('/path?query') made only of the characters a URL
 * may carry unescaped, where the path is everything before '?', exactly as Express reads it; undefined
 * for any other target, which is left to Express.
 */
export function resolveUrl(url: string, userAgent: string | undefined): { result: RedirectResult; deviceDependent: boolean } | undefined {
  if (!PLAIN_TARGET.test(url)) return undefined;
  const queryStart = url.indexOf('?');
  const search = queryStart === -1 ? '' : url.slice(queryStart);
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return resolveWithVariance({ path, search, device: detectDevice(userAgent) });
}

const PLAIN_TARGET = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;

/**
 * What a page request (GET or HEAD) shows, by the redirect rules. When the answer for its URL changes
 * with the user agent, the response says so (Vary: User-Agent): shared caches must key on it, and a
 * device redirect must not be replayed to another device, nor kept.
 */
function resolvePageRequest(req: Request, res: Response): RedirectResult {
  const { result, deviceDependent } = resolveRequest(req);
  if (deviceDependent) {
    res.vary('User-Agent');
    if (result.kind === 'redirect') res.set('Cache-Control', 'no-store');
  }
  return result;
}

/** Which requests a page handler answers: only GET and HEAD are page views. */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

const refuseMethod = (res: Response) => void res.set('Allow', 'GET, HEAD').status(405).type('text/plain').send('Method Not Allowed');

/**
 * Every path of the site but the API's is read with GET or HEAD alone: any other method is answered 405,
 * OPTIONS too, before the routers of single files (robots.txt, the sitemap, security.txt, the
 * translations), which would answer OPTIONS themselves with 200 and their methods. Mount it before them.
 */
export function onlyReadMethods(isApi: (path: string) => boolean): RequestHandler {
  return (req, res, next) => (PAGE_METHODS.has(req.method) || isApi(req.path) ? next() : refuseMethod(res));
}

/**
 * The page requests of the site: applies resolveRedirect to GET and HEAD requests and hands the page
 * it resolved to `render`. Mount it after the API and static-asset handlers: every path that reaches
 * it is treated as a page path. Other methods get 405.
 */
export function pageHandler(render: (req: Request, res: Response, page: ResolvedPage) => Promise<void>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    // Redirecting a POST would silently turn it into a GET.
    if (!PAGE_METHODS.has(req.method)) return refuseMethod(res);
    const result = resolvePageRequest(req, res);
    if (result.kind === 'redirect') {
      res.redirect(result.status, result.location);
      return;
    }
    render(req, res, result).catch(next);
  };
}
