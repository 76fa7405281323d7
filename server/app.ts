// createApp(deps) → the site's request listener (Express, behind the page cache's hits). No side effects: tests build it with their own dependencies.
import http, { STATUS_CODES } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Connect } from 'vite';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Services } from './services';
import { apiRouter, isApiPath, refuseApiOptions, sendApiError, sendUnknownCall } from './api';
import { getCallLoaders } from './api/get-calls';
import { rememberedCalls } from './api/remembered-calls';
import { createFormGuard } from './guard/form-guard';
import type { GuardRuleOverrides } from './guard/rules';
import { onlyReadMethods, pageHandler, resolveRequest, type ResolvedPage } from './http/redirects';
import { sentencePage } from './http/client-errors';
import { DEFAULT_LANGUAGE } from '../shared/i18n';
import { securityTxtRouter } from './http/security-txt';
import { seoRouter } from './http/seo';
import { localesRouter } from './http/locales';
import { precompressed, rootFiles } from './http/static-files';
import { LOCAL_UPLOAD_PATH, STS_TOKEN_PATH } from './storage/keys';
import { clientErrorStatus, clientLeft } from './http/errors';
import { originForm } from './http/request-target';
import { pageCache, type PageCache } from './http/page-cache';
import { assetSecurityHeaders, fixedHeaders, securityHeaders, securityHeadersWithNonce } from './http/security-headers';
import { createRenderer, type Assets, type EntryServer } from './http/render';
import type { SiteI18n } from './i18n';
import { publicConfig } from './config';
import { matchPathsAsWritten, readWholeQuery } from './http/routing';
import { databaseProbe } from './http/health';

/**
 * A stopping server no longer takes new work. There is no "starting": the port opens only once the
 * server is ready, so no request can come before.
 */
export type Health = 'ok' | 'stopping';
/** What GET /healthz says: the server's own state, or 'unavailable' while its database does not answer. */
type HealthAnswer = Health | 'unavailable';

export interface AppDeps {
  config: Config;
  services: Services;
  logger: Logger;
  i18n: SiteI18n;
  loadEntry(): Promise<EntryServer>;
  assets(): Assets;
  /** Built client assets (production): served under /assets with a year-long immutable cache. */
  clientDir?: string;
  /** Vite's dev middleware (npm run dev). */
  devMiddleware?: Connect.Server;
  /** Where the server stands: GET /healthz answers 200 while it serves (and its database answers), 503 once it stops. */
  health?(): Health;
  /** The forms' guard limits other than the defaults (tests). */
  formGuardRules?: GuardRuleOverrides;
}

const DAY_SECONDS = 24 * 3600;
const YEAR_SECONDS = 365 * DAY_SECONDS;
/** Where the build's hashed files are served. */
const ASSETS_PREFIX = '/assets/';

/**
 * A range that a file cannot give (416) is an answer about this request, not the file: the static
 * handlers would send it with the file's own lifetime (a year for a hashed asset) and validators, so it
 * is marked not to be kept. Only requests that ask for a range are looked at.
 */
function rangeRefusalsUncached(req: Request, res: Response, next: NextFunction) {
  if (req.headers.range === undefined) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (args[0] === 416) {
      this.setHeader('Cache-Control', 'no-store');
      this.removeHeader('ETag');
      this.removeHeader('Last-Modified');
    }
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}

/** The site's request listener: the page cache's hits straight from Node, everything else through Express. */
export function createApp(deps: AppDeps): http.RequestListener {
  const { config, services, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  matchPathsAsWritten(app);
  readWholeQuery(app);
  if (config.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);

  const dev = Boolean(deps.devMiddleware);
  // Helmet's headers, with a fresh nonce for every response; the build's hashed files get the few that
  // apply to a file that is not a document.
  const headers = fixedHeaders(securityHeaders(config, dev));
  const documentHeaders = securityHeadersWithNonce(headers);
  const assetHeaders = assetSecurityHeaders(headers);
  // By the path as the router reads it: app.use('/assets') below takes /assets/ as written, as every route does.
  app.use((req, res, next) => (req.path.startsWith(ASSETS_PREFIX) ? assetHeaders : documentHeaders)(req, res, next));
  app.use(rangeRefusalsUncached);

  // The content calls' answers kept per content version, for the renderer and the API alike.
  const loaders = rememberedCalls(getCallLoaders(services), services.contentVersion.current);
  const renderer = createRenderer({
    loadEntry: deps.loadEntry,
    loaders,
    i18n: deps.i18n,
    publicConfig: publicConfig(config),
    assets: deps.assets,
    logger,
  });
  const guard = createFormGuard({
    formGuard: services.formGuard,
    i18n: deps.i18n,
    logger,
    rules: deps.formGuardRules,
  });
  const renderRule = { max: config.PAGE_RENDER_LIMIT, windowSeconds: 60 };
  const uncounted = uncountedRenders(logger);
  /** A page to be rendered counts against its client's limit; over it, the request is answered here (429). */
  const admitRender = async (req: Request, res: Response, page: ResolvedPage): Promise<boolean> => {
    if (config.PAGE_RENDER_LIMIT === 0) return true;
    // The 404 of an unknown language is rendered too; it is said in English, as that page is.
    const lang = page.kind === 'page' ? page.lang : DEFAULT_LANGUAGE;
    let refused: string | undefined;
    try {
      refused = await guard.renderLimit(req, res, lang, renderRule);
    } catch (error) {
      // The counts are written to the database, and a page only reads it: when they cannot be written (a
      // full disk, a database that takes no writes) the page is rendered uncounted, not refused.
      uncounted(error);
      return true;
    }
    if (refused === undefined) return true;
    res.status(429).set('Cache-Control', 'no-store').type('html').send(sentencePage(lang, refused));
    return false;
  };
  // Pages from memory, before everything else but the security headers (never in development, where
  // the code changes under the server).
  let pages: PageCache | undefined;
  if (config.PAGE_CACHE_MB > 0 && !dev) {
    const version = services.contentVersion;
    // Known before the first request, so that its render can be kept (the server and the tests also
    // wait for this first read before they send one).
    void version.refresh();
    pages = pageCache({
      maxBytes: config.PAGE_CACHE_MB * 1024 * 1024,
      freshMs: config.PAGE_CACHE_FRESH_SECONDS * 1000,
      staleMs: config.PAGE_CACHE_STALE_SECONDS * 1000,
      version: version.current,
      render: renderer.renderHtml,
      onRefreshError: (key, error) => logger.error('page refresh failed', { key, error }),
      admit: admitRender,
      securityHeaders: headers,
    });
    app.use(pages.middleware);
  }

  // Behind the same security headers as every other answer.
  const databaseAnswers = databaseProbe(services.db, logger);
  app.get('/healthz', async (_req, res) => {
    let health: HealthAnswer = deps.health?.() ?? 'ok';
    if (health === 'ok' && !(await databaseAnswers())) health = 'unavailable';
    res.status(health === 'ok' ? 200 : 503).set('Cache-Control', 'no-store').json({ status: health });
  });

  // Attachments (tus uploads and stored files, or the OSS credentials): before compression, which has
  // nothing to gain on them.
  // OPTIONS of an API path is 404 in the envelope, as any method a call does not have: before the upload
  // storage's router, which serves /api/v1/aliStsToken with UPLOAD_DRIVER=oss, and the API's own.
  app.use('/api/v1', refuseApiOptions(deps.i18n));
  // Starting an upload counts against rate limits per address (uploads, and the megabytes they declare),
  // like every POST of the API; so do the OSS credentials, which let a browser write to the bucket.
  app.use(LOCAL_UPLOAD_PATH, guard.uploadLimit);
  app.use(STS_TOKEN_PATH, guard.credentialsLimit);
  app.use(services.uploads.router((req, res, status, key) => sendApiError(deps.i18n, req, res, status, { key })));
  // A part of a file (206) is sent as it is: its Content-Range counts the file's own bytes.
  app.use(compression({ filter: (req, res) => req.headers.range === undefined && compression.filter(req, res) }));

  if (deps.devMiddleware) app.use(deps.devMiddleware);
  // Static folders serve files only: no directory index and never a redirect. serve-static would answer
  // a directory with a 301 to the same path plus "/", and for /\evil.com/%2e%2e that Location is
  // another site to a browser.
  const files = { index: false, redirect: false } as const;
  if (deps.clientDir) {
    // Hashed names: a year, immutable. Their brotli or gzip twin when the browser takes one.
    const assetsDir = path.join(deps.clientDir, 'assets');
    app.use('/assets', precompressed(assetsDir, { 'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable` }));
    app.use('/assets', express.static(assetsDir, { ...files, immutable: true, maxAge: YEAR_SECONDS * 1000, lastModified: false, fallthrough: false }));
  }
  // public/ holds a few files for the site's root (the favicon): each at its own path, so that no
  // other request costs a look at the disk.
  app.use(rootFiles(path.resolve('public'), DAY_SECONDS));
  // Manuals, documents, library files and icons of the demo content.
  app.use('/files', express.static(path.resolve('content', 'files'), { ...files, maxAge: '1d', fallthrough: false }));

  app.use(onlyReadMethods(isApiPath));
  app.use(securityTxtRouter(config));
  app.use(seoRouter(config, services.db));
  app.use(localesRouter(deps.i18n));
  app.use('/api/v1', apiRouter({ services, loaders, logger, visitorLanguage: deps.i18n.visitorLanguage, i18n: deps.i18n, guard }));
  // Below /api no page is served: a call the API does not have (another version, another case, the
  // prefix alone) is answered in the envelope, as a script reads it, not redirected to a page.
  app.use((req, res, next) => (isApiPath(req.path) ? sendUnknownCall(deps.i18n, req, res) : next()));

  // What the page cache did not answer (no cache, an address too long to keep): rendered here, counted too.
  app.use(
    pageHandler(async (req, res, page) => {
      if (!(await admitRender(req, res, page))) return;
      await renderer.renderPage(req, res, page);
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = clientErrorStatus(error);
    if (status !== null) {
      // The request's own fault: a missing static file, a path that climbs out of a static folder, a
      // malformed URL. Its own status, and one short line at debug level: no stack for a visitor's typo,
      // and no query string, which may hold what a visitor typed into a search.
      const refusedPath = req.originalUrl.split('?', 1)[0] ?? '';
      logger.debug('request refused', { method: req.method, path: refusedPath.slice(0, 200), status });
      if (res.headersSent) return void res.end();
      res.status(status).type('text/plain').send(STATUS_CODES[status] ?? 'Bad Request');
      return;
    }
    if (clientLeft(error)) {
      logger.debug('request abandoned', { method: req.method, path: req.path.slice(0, 200) });
      return void res.end();
    }
    logger.error('request failed', { path: req.path, error });
    if (res.headersSent) return void res.end();
    if ((req.method === 'GET' || req.method === 'HEAD') && !isApiPath(req.path)) {
      // A page: a sentence in its language, as the rendered page's failure says it.
      const resolved = resolveRequest(req).result;
      const lang = resolved.kind === 'page' ? resolved.lang : DEFAULT_LANGUAGE;
      res.status(500).set('Cache-Control', 'no-store').type('html').send(sentencePage(lang, deps.i18n.forLanguage(lang).t('errors.serverError')));
      return;
    }
    res.status(500).type('text/plain').send('Internal server error');
  });
  // A page in memory is answered before Express: most of a hit's cost would be Express's own.
  const cached = pages;
  return (req, res) => {
    if (req.url !== undefined) req.url = originForm(req.url);
    if (!cached?.answer(req, res)) app(req, res);
  };
}

/**
 * Says that pages are rendered without their count, at most once a minute, with how many: a database that
 * takes no writes would otherwise add a log line to every page rendered.
 */
function uncountedRenders(logger: Logger): (error: unknown) => void {
  let count = 0;
  return (error) => {
    if (count++ > 0) return;
    logger.error('page renders are not counted against PAGE_RENDER_LIMIT: the count could not be written', { error });
    setTimeout(() => {
      if (count > 1) logger.warn('page renders not counted in the last minute', { count: count - 1 });
      count = 0;
    }, 60_000).unref();
  };
}
