// Streaming SSR: run the resolved page's calls in process, hand their Data to SWR as its fallback, and
// stream the document with renderToPipeableStream (docs/decisions/0002-architecture.md).
import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import type { ReactNode } from 'react';
// The renderer's build that writes strings: html-destination.ts says why.
import { renderToPipeableStream } from 'react-dom/server.bun';
import { isbot } from 'isbot';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { PublicConfig } from '../../shared/public-config';
import { FAIL_PATH, sitePath } from '../../shared/routes';
import type { CallRef } from '../../shared/api';
import type { RefusedCall, SsrState } from '../../client/ssr-state';
import { runCall, type GetCallLoaders } from '../api/get-calls';
import { ApiError, errorMsg } from '../api/respond';
import type { Logger } from '../logger';
import type { SiteI18n } from '../i18n';
import { redirectLocation, type RenderRedirect, type ResolvedPage } from './redirects';
import { earlyTaps, scriptsAfterPaint } from './page-assets';
import { asPipeTarget, responseDestination, wholeDocument } from './html-destination';

export type EntryServer = typeof import('../../client/entry-server');

export interface Assets {
  scripts: string[];
  styles: string[];
  /** Chunks to preload for a page's view module (page-assets.tsx); none in development. */
  preloads?(viewModule: string | undefined): string[];
}

export interface RendererDeps {
  loadEntry(): Promise<EntryServer>;
  loaders: GetCallLoaders;
  i18n: SiteI18n;
  publicConfig: PublicConfig;
  assets(): Assets;
  logger: Logger;
  /** How long a render may stream before it is aborted. */
  abortAfterMs?: number;
}

/** JSON that is safe inside a <script>: no </script>, no <!--, no line separators that break JS. */
export function serialiseForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The state as serialiseForScript writes it, with the texts' JSON (two thirds of it, and the same for
 * every page of a language that uses the same namespaces) made once for each resources object.
 */
export function stateSerialiser(): (state: SsrState) => string {
  const texts = new WeakMap<object, string>();
  return (state) => {
    let resources = texts.get(state.resources);
    if (resources === undefined) texts.set(state.resources, (resources = serialiseForScript(state.resources)));
    const rest = serialiseForScript({ ...state, resources: undefined });
    return `{"resources":${resources}${rest === '{}' ? '' : ','}${rest.slice(1)}`;
  };
}

export function createRenderer(deps: RendererDeps) {
  const serialiseState = stateSerialiser();
  const abortAfterMs = deps.abortAfterMs ?? 10_000;

  async function loadFallback(calls: CallRef[], required: Set<string>, lang: Language) {
    const fallback: Record<string, unknown> = {};
    const refused: Record<string, RefusedCall> = {};
    let missingRequired = false;
    let failed = false;
    const unique = new Map(calls.map((call) => [call.key, call]));
    const loaded = new Map<string, unknown>();
    const refusals = new Map<string, RefusedCall>();
    await Promise.all(
      [...unique.values()].map(async (call) => {
        try {
          loaded.set(call.key, await runCall(deps.loaders, call));
        } catch (error) {
          if (error instanceof ApiError && error.status < 500) {
            if (required.has(call.key)) missingRequired = true;
            else refusals.set(call.key, { code: error.code, message: errorMsg(error, deps.i18n, lang) });
            return;
          }
          // The page still renders; its hook fetches again in the browser and shows the failure there.
          // Such a page is not kept for the next visitors.
          failed = true;
          deps.logger.error('page data failed', { call: call.name, error });
        }
      }),
    );
    // In the calls' order, not the order they answered in: the same content makes the same bytes (and ETag).
    for (const key of unique.keys()) {
      if (loaded.has(key)) fallback[key] = loaded.get(key);
      const refusal = refusals.get(key);
      if (refusal) refused[key] = refusal;
    }
    return { fallback, refused, missingRequired, failed };
  }

  function documentOptions(state: SsrState, viewModule: string | undefined) {
    const { scripts, preloads } = deps.assets();
    return {
      // A finished page is sent inline, never as a fallback followed by a swap script: the page must
      // read the same before (or without) JavaScript, and React outlines large boundaries by default.
      // The server build's renderer counts no bytes on this ground (docs/decisions/0028): a finite size
      // here needs that count back.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The scripts, asked for once the page has been painted, the presses they will answer late, and the
      // state they hydrate from (defined long before they run).
      bootstrapScriptContent: `${earlyTaps()};${scriptsAfterPaint(scripts, preloads?.(viewModule) ?? [])};window.__SSR__=${serialiseState(state)}`,
    };
  }

  /** The document of a page. */
  function documentElement(state: SsrState, entry: EntryServer, url: string) {
    return entry.renderDocument(state, deps.i18n.forLanguage(state.lang), url);
  }

  function stream(req: Request, res: Response, state: SsrState, status: number, entry: EntryServer, viewModule?: string) {
    const nonce = res.locals.nonce as string;
    const crawler = isbot(req.get('user-agent'));
    let failed = false;
    let element: ReactNode;
    try {
      element = documentElement(state, entry, req.originalUrl);
    } catch (error) {
      deps.logger.error('render failed before the shell', { path: req.path, error });
      return renderFailure(res, state);
    }
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce,
      ...documentOptions(state, viewModule),
      // People get the shell as soon as it is ready; crawlers get the finished document.
      [crawler ? 'onAllReady' : 'onShellReady']() {
        res.status(failed ? 500 : status);
        res.set('Content-Type', 'text/html; charset=utf-8');
        // A page sent without the page cache: a 200 may be kept if asked again first; any other status
        // (the 404 of an unknown language, a failed part) must not be kept at all, as the cache would not.
        res.set('Cache-Control', failed || status !== 200 ? 'no-store' : 'no-cache');
        pipe(asPipeTarget(responseDestination(res)));
      },
      onShellError(error: unknown) {
        deps.logger.error('render failed before the shell', { path: req.path, error });
        renderFailure(res, state);
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
  function renderFailure(res: Response, state: SsrState) {
    if (res.headersSent) return void res.end();
    const message = deps.i18n.forLanguage(state.lang).t('errors.serverError');
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

  /** The state a resolved page renders from, or the redirect that replaces it. */
  async function prepare(url: string, resolved: ResolvedPage): Promise<Prepared> {
    const entry = await deps.loadEntry();
    const lang = resolved.kind === 'page' ? resolved.lang : DEFAULT_LANGUAGE;
    const stateOf = (
      view: SsrState['view'],
      namespaces: readonly string[] | undefined,
      fallback: SsrState['fallback'],
      refused: SsrState['refused'],
    ): SsrState => ({
      lang,
      layout: resolved.layout,
      view,
      resources: deps.i18n.resources(lang, namespaces),
      config: deps.publicConfig,
      styles: deps.assets().styles,
      year: new Date().getFullYear(),
      fallback,
      refused,
    });
    if (resolved.kind === 'unknownLanguage') {
      // The not-found text is looked up here only: i18next's own translate, once for every page before,
      // took about 2.6% of a rendered page's CPU.
      const view: SsrState['view'] = { kind: 'error', status: 404, message: deps.i18n.forLanguage(lang).t('errors.unknownLanguage') };
      const { fallback } = await loadFallback(entry.layoutData(resolved.layout, lang), new Set(), lang);
      return { kind: 'render', state: stateOf(view, entry.SHELL_NAMESPACES, fallback, {}), status: 404, entry, complete: true };
    }

    const { page, layout, canonicalPath } = resolved;
    const queryStart = url.indexOf('?');
    const query = queryStart === -1 ? '' : url.slice(queryStart);
    const search = new URLSearchParams(query);
    const prepared = entry.preparePage(page, search, lang, layout);
    const [{ fallback, refused, missingRequired, failed }] = await Promise.all([
      loadFallback(prepared.calls, prepared.required, lang),
      prepared.preload(),
    ]);
    // A missing FAQ item (or any page whose subject is missing) goes to the FailPage, keeping the query
    // like every other redirect (?contact=1 still opens the chat there).
    if (missingRequired) return { kind: 'redirect', path: sitePath(FAIL_PATH, layout, lang), drop: [] };
    // A filter naming what is no longer there: the same page without it.
    const stale = prepared.staleParams((call) => fallback[call.key]);
    if (stale.length > 0) return { kind: 'redirect', path: sitePath(canonicalPath, layout, lang), drop: stale };
    // A page past the end of a list: its last page (the first has no parameter).
    const last = prepared.lastPageInstead((call) => fallback[call.key]);
    if (last !== undefined) {
      return { kind: 'redirect', path: sitePath(canonicalPath, layout, lang), drop: ['page'], ...(last > 1 && { set: { page: String(last) } }) };
    }
    const state = stateOf({ kind: 'page', page, canonicalPath }, prepared.namespaces, fallback, refused);
    return { kind: 'render', state, status: prepared.status, entry, viewModule: prepared.viewModule, complete: !failed };
  }

  async function renderPage(req: Request, res: Response, resolved: ResolvedPage): Promise<void> {
    const prepared = await prepare(req.originalUrl, resolved);
    if (prepared.kind === 'redirect') {
      res.set('Cache-Control', 'no-store');
      return res.redirect(302, redirectLocation(prepared, req.originalUrl));
    }
    stream(req, res, prepared.state, prepared.status, prepared.entry, prepared.viewModule);
  }

  /**
   * The whole document as bytes, for the page cache, finished before anything is sent. Its scripts carry
   * `scriptMark` as their nonce, drawn for this render alone: the cache names by hash only the inline
   * scripts that carry it (the renderer's own), then takes the mark out of the bytes. `ok` is false when a part of
   * the page failed to render or its data failed to load, and the browser has to finish it (as when
   * streamed: the status stays).
   */
  async function renderHtml(url: string, resolved: ResolvedPage): Promise<HtmlOutcome> {
    const prepared = await prepare(url, resolved);
    if (prepared.kind === 'redirect') return prepared;
    const { state, entry } = prepared;
    const element = documentElement(state, entry, url);
    const scriptMark = crypto.randomBytes(18).toString('base64url');
    // Cleared when the page is done either way: its bytes all written, or its shell failed.
    let timer: NodeJS.Timeout | undefined;
    const rendered = new Promise<HtmlOutcome>((resolve, reject) => {
      let ok = prepared.complete;
      const document = wholeDocument((html) => resolve({ kind: 'html', status: prepared.status, ok, html, scriptMark }), reject);
      const { pipe, abort } = renderToPipeableStream(element, {
        nonce: scriptMark,
        ...documentOptions(state, prepared.viewModule),
        onAllReady: () => pipe(asPipeTarget(document)),
        onShellError: reject,
        onError(error: unknown) {
          ok = false;
          deps.logger.error('render error', { path: url.split('?')[0], error });
        },
      });
      timer = setTimeout(() => abort(new Error(`render took longer than ${abortAfterMs} ms`)), abortAfterMs);
    });
    return rendered.finally(() => clearTimeout(timer));
  }

  return { renderPage, renderHtml };
}

type Prepared =
  | { kind: 'render'; state: SsrState; status: number; entry: EntryServer; viewModule?: string; complete: boolean }
  | RenderRedirect;

/** A page rendered to bytes, or the redirect that replaces it. */
export type HtmlOutcome = { kind: 'html'; status: number; ok: boolean; html: Buffer; scriptMark: string } | RenderRedirect;


function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
