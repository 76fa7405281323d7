// What the server renders with: the document element, and each page's data needs from the route table.
import type { i18n } from 'i18next';
import { StaticRouter } from 'react-router';
import type { CallRef } from '../shared/api';
import type { Language } from '../shared/i18n';
import { basename, type Layout, type PageMatch } from '../shared/routes';
import { App } from './app';
import { PageHead } from './components/page-head';
import { SHELL_NAMESPACES } from './i18n';
import { layoutData } from './layouts/layout-data';
import { pageDataOf } from './page-data';
import { PAGE_TABLE, definitionOf } from './page-table';
import type { SsrState } from './ssr-state';

export { layoutData, SHELL_NAMESPACES };

export interface PreparedPage {
  status: number;
  /** Every call the first render reads: the layout's and the page's. */
  calls: CallRef[];
  /** Keys of the calls without which the page does not exist. */
  required: Set<string>;
  /** The query parameters naming what the data read says does not exist (PageData.stale). */
  staleParams(read: (call: CallRef) => unknown): readonly string[];
  /** The last page to show instead of a page past the end of the list (PageData.lastPageInstead). */
  lastPageInstead(read: (call: CallRef) => unknown): number | undefined;
  /** Loads the page's view, so the render does not suspend on it. */
  preload(): Promise<unknown>;
  /** The view's module (its key in the client build's manifest), when the build named it. */
  viewModule: string | undefined;
  /** The i18n namespaces the page renders with (the shell's and the page's); undefined: all of them. */
  namespaces: string[] | undefined;
}

/** What rendering a resolved page needs, from its definition. */
export function preparePage(page: PageMatch, search: URLSearchParams, lang: Language, layout: Layout): PreparedPage {
  const definition = definitionOf(page);
  const server = pageDataOf(page);
  const ctx = { params: page.params, search, lang, layout } as Parameters<NonNullable<typeof server.data>>[0];
  return {
    status: server.status ?? 200,
    calls: [...layoutData(layout, lang), ...(server.data?.(ctx) ?? [])],
    required: new Set((server.required?.(ctx) ?? []).map((call) => call.key)),
    staleParams: (read) => server.stale?.(ctx, read) ?? [],
    lastPageInstead: (read) => server.lastPageInstead?.(ctx, read),
    preload: () => definition.view.preload(),
    viewModule: definition.view.module,
    namespaces: definition.namespaces && [...SHELL_NAMESPACES, ...definition.namespaces],
  };
}

/** `url` is the full site path with its query, e.g. /mTerminal/de/Support/FAQs?keyword=x */
export function renderDocument(state: SsrState, i18nInstance: i18n, url: string) {
  return (
    <App
      state={state}
      i18n={i18nInstance}
      pages={PAGE_TABLE}
      pageHead={PageHead}
      router={(children) => (
        <StaticRouter location={url} basename={basename(state.layout, state.lang) || undefined}>
          {children}
        </StaticRouter>
      )}
    />
  );
}
