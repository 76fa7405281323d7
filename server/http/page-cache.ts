// Pages answered from memory (docs/decisions/0018-html-cache.md). Mounted right after the security
// headers: a GET or HEAD that the redirect rules resolve to a page is answered here, from the cache or
// rendered once for everyone asking, with its brotli, gzip and plain bytes made when it was rendered.
// Every page is public and the same for every visitor (no cookie, no form state: a form's state lives in
// the browser), so the key is what the redirect rules resolved (layout, language, canonical path) and
// the query with its parameters in order.
//
// CSP: a cached document is sent to many visitors, so it cannot carry one response's nonce. It is rendered
// with a mark drawn for that render as its scripts' nonce; the CSP helmet made for each response names by
// their SHA-256, in place of the nonce, the inline scripts that carry the mark (the renderer's own, never
// a script that came in with the content), and the mark is taken out of the bytes that are kept.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHtmlCache, type CacheTimes, type Rendered } from './html-cache';
import { redirectLocation, resolveRequest, resolveUrl, type RenderRedirect, type ResolvedPage } from './redirects';
import { NONCE_MARK } from './security-headers';
import type { HtmlOutcome } from './render';
import { pickEncoding } from './static-files';
import { TRACKING_PARAMS, isTracking } from '../../shared/tracking';

/** A page as kept: its bytes in each encoding, and what its headers need. */
export interface CachedPage {
  kind: 'page';
  status: number;
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** The CSP sources of its inline scripts ('sha256-…' each, space-separated; '' when none). */
  scriptSources: string;
  /** A 200 whose every part rendered with its data: the only page kept, here and by browsers and CDNs. */
  keep: boolean;
}
type PageAnswer = CachedPage | RenderRedirect;

export interface PageCacheOptions extends CacheTimes {
  maxBytes: number;
  /** The content version (server/services/content-version.ts). */
  version(): number;
  /** Renders a resolved page at a URL to bytes, without a nonce. */
  render(url: string, resolved: Extract<ResolvedPage, { kind: 'page' }>): Promise<HtmlOutcome>;
  onRefreshError(key: string, error: unknown): void;
  /**
   * Whether a request that no kept page answers may have the page rendered; when not, it has answered
   * the request itself (the client's limit of rendered pages). Asked before the render is started or
   * joined; the background refresh of a stale page does not ask.
   */
  admit?(req: Request, res: Response, resolved: Extract<ResolvedPage, { kind: 'page' }>): Promise<boolean>;
  /**
   * The security headers every response carries, the CSP with NONCE_MARK for its nonce
   * (security-headers.ts): what a hit answered before Express sends.
   */
  securityHeaders: readonly [string, string][];
  now?(): number;
}

export interface PageCache {
  /** Express middleware: a page from memory, or rendered once for everyone asking and kept. */
  middleware: RequestHandler;
  /**
   * Answers a GET or HEAD of a page that is in memory straight on the Node request, before Express and
   * its middleware: true when it answered, false when the request must go on to Express.
   */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

/** A URL longer than this is answered without the cache: no real page link comes near it. */
const MAX_CACHED_URL = 512;
const ENCODINGS = ['br', 'gzip'] as const;
/** Brotli's quality for pages: nearly all of the gain of the slow settings at a fraction of the time. */
const BROTLI_QUALITY = 5;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Whether a URL may hold a tracking parameter (a quick test: most URLs hold none): a name of theirs, with a
 * value or none (`?gclid`), or any name written with a percent escape (`?%75tm_source=`), read in full.
 */
const TRACKING_HINT = new RegExp(`[?&](?:utm_|%|(?:${[...TRACKING_PARAMS].join('|')})(?:[=&#]|$))`, 'i');

/** The URL a page is rendered from: the request's, without the tracking parameters (the rest as sent). */
export function pageUrl(url: string): string {
  if (!TRACKING_HINT.test(url)) return url;
  const start = url.indexOf('?');
  const kept = url
    .slice(start + 1)
    .split('&')
    .filter((pair) => {
      const name = pair.split('=', 1)[0]!;
      try {
        return !isTracking(decodeURIComponent(name.replace(/\+/g, ' ')));
      } catch {
        return true;
      }
    });
  return kept.length === 0 ? url.slice(0, start) : `${url.slice(0, start)}?${kept.join('&')}`;
}

/** The query with its parameters sorted by name and written one way ('+' and '%20' alike). */
export function normaliseQuery(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return '';
  const params = new URLSearchParams(url.slice(start + 1));
  params.sort();
  return params.toString();
}

/**
 * The URL a kept page is rendered from: the request's path with its query as the key writes it (without
 * tracking parameters, sorted, empty pieces gone). Rendered from the address as sent, a page kept for
 * `?&&&` or `?b=2&a=1` would hand that query, in its language links and pager, to every visitor of the
 * plain or reordered address that the same entry answers.
 */
export function keptPageUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = normaliseQuery(pageUrl(url));
  return query === '' ? url.slice(0, start) : `${url.slice(0, start)}?${query}`;
}

/** The key of the page a request resolved to, made from the same query the page is rendered from (keptPageUrl). */
export function pageKey(resolved: Extract<ResolvedPage, { kind: 'page' }>, url: string): string {
  return `${resolved.layout} ${resolved.lang} ${resolved.canonicalPath}?${normaliseQuery(pageUrl(url))}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-…') of the inline scripts of a document that carry `mark` as their nonce, in
 * order, without repeats. Any other script (one with a source, a data block, or one that no render of ours
 * wrote) gets none, so that the policy does not allow it.
 */
export function inlineScriptSources(html: string, mark: string): string[] {
  const sources = new Set<string>();
  const marked = ` nonce="${mark}"`;
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes, content] = match as unknown as [string, string, string];
    if (content === '' || !attributes.includes(marked) || /\ssrc=/i.test(attributes)) continue;
    sources.add(`'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...sources];
}

/** The CSP helmet made for a response, its nonce source swapped for the cached page's script hashes. */
export function withScriptSources(csp: string, nonce: string, sources: string): string {
  const nonceSource = `'nonce-${nonce}'`;
  return sources === '' ? csp.replace(` ${nonceSource}`, '').replace(nonceSource, '') : csp.replace(nonceSource, sources);
}

/**
 * The bytes alone, in memory of their own: zlib's brotli hands back a view of its 16 KiB output buffer,
 * which a kept view would hold whole (a 7 KB page costing 16 KB) past what PAGE_CACHE_MB counts.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.length === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

/** A rendered page as kept: `mark` is the nonce its own scripts were rendered with (renderHtml). */
export async function cachedPage(status: number, rendered: Buffer, mark: string, complete = true): Promise<CachedPage> {
  const html = rendered.toString('utf8');
  const scriptSources = inlineScriptSources(html, mark).join(' ');
  const body = ownBytes(Buffer.from(html.replaceAll(` nonce="${mark}"`, '')));
  const [gz, br] = await Promise.all([
    gzip(body),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return {
    kind: 'page',
    status,
    body,
    gzip: ownBytes(gz),
    br: ownBytes(br),
    etag: `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
    scriptSources,
    keep: complete && status === 200,
  };
}

/** The tag without its weakness: If-None-Match compares tags weakly (RFC 9110, 13.1.2), `W/"x"` as `"x"`. */
const opaque = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);

function notModified(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (header === undefined) return false;
  const ours = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag.trim()) === ours);
}

/** The share of the cache's bytes for pages with a query; those without one have the rest. */
export const QUERIED_SHARE = 1 / 4;

export function pageCache(options: PageCacheOptions): PageCache {
  const sizeOf = (answer: PageAnswer) => (answer.kind === 'page' ? answer.body.length + answer.gzip.length + answer.br.length + answer.scriptSources.length : 0);
  // Two parts. The pages without a query are a set the site's own links make; anyone can make up a query
  // (?x=<random>, a random search), so the pages with one are kept apart, in a smaller part, each only
  // once it is asked for again: a stream of made-up queries cannot push the site's pages out.
  const queriedBytes = Math.floor(options.maxBytes * QUERIED_SHARE);
  const plain = createHtmlCache<PageAnswer>({ ...options, maxBytes: options.maxBytes - queriedBytes, sizeOf });
  const queried = createHtmlCache<PageAnswer>({ ...options, maxBytes: queriedBytes, sizeOf, secondAsk: true });
  const cacheOf = (key: string) => (key.endsWith('?') ? plain : queried);
  // A browser asks again at every visit (with the ETag: a 304 while the page is unchanged), so a change
  // of the cloud status shows at the next page load; with max-age as long as the server keeps a page, it
  // read the page from its own cache for a minute. Shared caches (a CDN) keep it as this cache does, and
  // may serve it stale while they fetch it again. (Chromium does not serve a navigation stale: it asks
  // again before it shows a page whose max-age is over.)
  const cacheControl = `public, max-age=0, s-maxage=${Math.floor(options.freshMs / 1000)}, stale-while-revalidate=${Math.floor(options.staleMs / 1000)}`;
  const cspIndex = options.securityHeaders.findIndex(([name]) => name.toLowerCase() === 'content-security-policy');

  async function render(url: string, resolved: Extract<ResolvedPage, { kind: 'page' }>): Promise<Rendered<PageAnswer>> {
    const outcome = await options.render(url, resolved);
    if (outcome.kind === 'redirect') return { value: outcome, keep: false };
    // Only a complete page that exists is kept; an error page is sent as it is, to those who asked.
    const page = await cachedPage(outcome.status, outcome.html, outcome.scriptMark, outcome.ok);
    return { value: page, keep: page.keep };
  }

  /**
   * Writes a kept page; the security headers are already on `res`, with `csp` to be swapped in. A page
   * from memory says how long it has been there (Age), so that a browser or a CDN counts its lifetime
   * from its render, not from this answer.
   */
  function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'STALE' | 'MISS', csp: string | undefined, ageMs: number) {
    if (csp !== undefined) res.setHeader('Content-Security-Policy', csp);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', page.keep ? cacheControl : 'no-store');
    if (state !== 'MISS') res.setHeader('Age', Math.floor(ageMs / 1000));
    res.setHeader('ETag', page.etag);
    res.setHeader('X-Cache', state);
    if (page.keep && notModified(req, page.etag)) {
      res.statusCode = 304;
      return void res.end();
    }
    const encoding = pickEncoding(req.headers['accept-encoding'], ENCODINGS);
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.statusCode = page.status;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function send(req: Request, res: Response, answer: PageAnswer, state: 'HIT' | 'STALE' | 'MISS', ageMs: number) {
    if (answer.kind === 'redirect') {
      // The render read the URL without its tracking parameters (and may have been another request's):
      // the redirect keeps this request's whole query, as every redirect does.
      res.set('Cache-Control', 'no-store');
      return res.redirect(302, redirectLocation(answer, req.originalUrl));
    }
    const csp = res.getHeader('Content-Security-Policy');
    res.vary('Accept-Encoding');
    sendPage(req, res, answer, state, typeof csp === 'string' ? withScriptSources(csp, res.locals.nonce as string, answer.scriptSources) : undefined, ageMs);
  }

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.originalUrl.length > MAX_CACHED_URL) return next();
    // Redirects, the unknown-language 404 and whatever is not a page go on to their own handlers.
    const { result: resolved, deviceDependent } = resolveRequest(req);
    if (resolved.kind !== 'page') return next();
    if (deviceDependent) res.vary('User-Agent');
    const url = req.originalUrl;
    const key = pageKey(resolved, url);
    const cache = cacheOf(key);
    const renderPage = () => render(keptPageUrl(url), resolved);
    const found = cache.get(key, renderPage);
    if (found) return send(req, res, found.value, found.freshness === 'fresh' ? 'HIT' : 'STALE', found.ageMs);
    // A render that failed is left to the page handler, which renders again and answers with its
    // error page.
    const fill = () =>
      cache.fill(key, renderPage).then(
        (answer) => send(req, res, answer, 'MISS', 0),
        () => next(),
      );
    if (!options.admit) return void fill();
    options.admit(req, res, resolved).then((admitted) => (admitted ? fill() : undefined), next);
  };

  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || url === undefined || url.length > MAX_CACHED_URL) return false;
    const resolution = resolveUrl(url, req.headers['user-agent']);
    if (resolution?.result.kind !== 'page') return false;
    const { result: resolved, deviceDependent } = resolution;
    const key = pageKey(resolved, url);
    const found = cacheOf(key).get(key, () => render(keptPageUrl(url), resolved));
    // A miss, and a render's redirect (never kept, but asked for while it renders): Express's way.
    if (!found || found.value.kind !== 'page') return false;
    const page = found.value;
    for (let i = 0; i < options.securityHeaders.length; i++) {
      if (i !== cspIndex) res.setHeader(options.securityHeaders[i]![0], options.securityHeaders[i]![1]);
    }
    res.setHeader('Vary', deviceDependent ? 'User-Agent, Accept-Encoding' : 'Accept-Encoding');
    const csp = cspIndex === -1 ? undefined : withScriptSources(options.securityHeaders[cspIndex]![1], NONCE_MARK, page.scriptSources);
    sendPage(req, res, page, found.freshness === 'fresh' ? 'HIT' : 'STALE', csp, found.ageMs);
    return true;
  }

  return { middleware, answer };
}
