// Streaming SSR (DESIGN "One request, end to end"): load the route's data in process through the API's
// own calls, hand it to SWR as fallback, stream the document with renderToPipeableStream.
import type { Request, Response } from 'express';
import type { i18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { PublicConfig } from '../../shared/public-config';
import { FAIL_PATH, sitePath, type Layout } from '../../shared/routes';
import type { SsrState, PageView } from '../../client/ssr-state';
import type { CallResolver } from '../api/get-calls';
import { ApiError } from '../api/respond';
import type { Logger } from '../logger';
import { resourcesFor } from '../i18n';

export type EntryServer = typeof import('../../client/entry-server');

export interface Assets {
  scripts: string[];
  styles: string[];
}

export interface RendererDeps {
  loadEntry(): Promise<EntryServer>;
  resolver: CallResolver;
  publicConfig: PublicConfig;
  assets(): Assets;
  logger: Logger;
  /** How long a render may stream before it is aborted. */
  abortAfterMs?: number;
}

/** The page the redirect rules resolved (server/http/redirects.ts). */
export type ResolvedPage =
  | { kind: 'page'; layout: Layout; lang: Language; canonicalPath: string }
  | { kind: 'unknownLanguage' };

const CRAWLER = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|headlesschrome\/[\d.]+ \(compatible/i;

/** JSON that is safe inside a <script>: no </script>, no <!--, no line separators that break JS. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function apiPath(key: string): { pathname: string; query: Record<string, string> } {
  const url = new URL(key, 'http://site.invalid');
  return { pathname: url.pathname.replace(/^\/api\/v1/, ''), query: Object.fromEntries(url.searchParams) };
}

export function createRenderer(deps: RendererDeps) {
  const abortAfterMs = deps.abortAfterMs ?? 10_000;

  async function loadFallback(keys: string[], required: Set<string>) {
    const fallback: Record<string, unknown> = {};
    let missingRequired = false;
    await Promise.all(
      [...new Set(keys)].map(async (key) => {
        const { pathname, query } = apiPath(key);
        try {
          fallback[key] = await deps.resolver.resolve(pathname, query);
        } catch (error) {
          if (error instanceof ApiError && error.status < 500) {
            if (required.has(key)) missingRequired = true;
            return;
          }
          // The page still renders; its hook fetches again in the browser and shows the failure there.
          deps.logger.error('page data failed', { key, error });
        }
      }),
    );
    return { fallback, missingRequired };
  }

  function stream(req: Request, res: Response, state: SsrState, i18nInstance: i18n, status: number, entry: EntryServer) {
    const nonce = res.locals.nonce as string;
    const crawler = CRAWLER.test(req.get('user-agent') ?? '');
    let failed = false;
    let element: ReturnType<EntryServer['renderDocument']>;
    try {
      element = entry.renderDocument(state, i18nInstance, req.originalUrl);
    } catch (error) {
      deps.logger.error('render failed before the shell', { path: req.path, error });
      return renderFailure(res, state, i18nInstance);
    }
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      // A finished page is sent inline, never as a fallback followed by a swap script: the page must
      // read the same before (or without) JavaScript, and React outlines large boundaries by default.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      bootstrapScriptContent: `window.__SSR__=${serialiseForScript(state)}`,
      bootstrapModules: deps.assets().scripts,
      // People get the shell as soon as it is ready; crawlers get the finished document.
      [crawler ? 'onAllReady' : 'onShellReady']() {
        res.status(failed ? 500 : status);
        res.set('Content-Type', 'text/html; charset=utf-8');
        res.set('Cache-Control', 'no-cache');
        pipe(res);
      },
      onShellError(error: unknown) {
        deps.logger.error('render failed before the shell', { path: req.path, error });
        renderFailure(res, state, i18nInstance);
      },
      onError(error: unknown) {
        failed = true;
        // After the shell is sent React finishes the stream with the boundary rendered on the client.
        deps.logger.error('render error', { path: req.path, error });
      },
    });
    const timer = setTimeout(() => abort(new Error(`render took longer than ${abortAfterMs} ms`)), abortAfterMs);
    res.on('close', () => clearTimeout(timer));
  }

  /** The 500 page, when rendering the page itself failed before anything was sent. */
  function renderFailure(res: Response, state: SsrState, i18nInstance: i18n) {
    if (res.headersSent) return void res.end();
    const message = i18nInstance.t('errors.serverError', { lng: state.lang });
    const lang = state.lang;
    res.status(500).set('Content-Type', 'text/html; charset=utf-8').set('Cache-Control', 'no-store');
    // Deliberately static: whatever broke the React render must not break the error page too.
    res.send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>500</title>${deps
        .assets()
        .styles.map((h) => `<link rel="stylesheet" href="${h}">`)
        .join('')}</head><body><main class="error-page"><p class="error-page__status">500</p><h1 class="error-page__message">${escapeHtml(
        message,
      )}</h1></main></body></html>`,
    );
  }

  return async function renderPage(req: Request, res: Response, page: ResolvedPage): Promise<void> {
    const entry = await deps.loadEntry();
    const i18nInstance = (req as Request & { i18n: i18n }).i18n;
    const base = {
      resources: {},
      config: deps.publicConfig,
      styles: deps.assets().styles,
      year: new Date().getFullYear(),
      fallback: {},
    };

    if (page.kind === 'unknownLanguage') {
      const layout: Layout = req.path.startsWith('/mTerminal') ? 'mobile' : 'desktop';
      const lang = DEFAULT_LANGUAGE;
      await i18nInstance.changeLanguage(lang);
      const view: PageView = { kind: 'error', status: 404, message: i18nInstance.t('errors.unknownLanguage') };
      const state: SsrState = { ...base, lang, layout, view, resources: resourcesFor(i18nInstance, lang) };
      return stream(req, res, state, i18nInstance, 404, entry);
    }

    const { layout, lang, canonicalPath } = page;
    await i18nInstance.changeLanguage(lang);
    const state: SsrState = { ...base, lang, layout, view: { kind: 'page' }, resources: resourcesFor(i18nInstance, lang) };
    const matched = entry.matchPage(layout, canonicalPath);
    const search = new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '');
    const keys = entry.layoutDataKeys(layout, lang);
    let status = 404;
    if (matched) {
      const ctx = { params: matched.params, search, lang, layout };
      const required = new Set(matched.definition.requiredKeys?.(ctx) ?? []);
      keys.push(...(matched.definition.dataKeys?.(ctx) ?? []));
      const { fallback, missingRequired } = await loadFallback(keys, required);
      if (missingRequired) {
        // SPEC 8: a missing FAQ item (or any page whose subject is missing) goes to the FailPage.
        res.set('Cache-Control', 'no-store');
        return res.redirect(302, sitePath(FAIL_PATH, layout, lang));
      }
      state.fallback = fallback;
      status = matched.definition.status ?? 200;
      await matched.definition.views[layout].preload();
    } else {
      state.fallback = (await loadFallback(keys, new Set())).fallback;
    }
    stream(req, res, state, i18nInstance, status, entry);
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
