// What a page is, for the route table and for the pages themselves. A leaf module: it imports only
// types from shared/ and lazy-page, so every page folder can import it without reaching the route table.
import { createContext, useContext } from 'react';
import type { CallRef } from '../shared/api';
import type { Language } from '../shared/i18n';
import { matchPagePath, pageRoute, type Layout, type PageId, type PageMatch, type ParamsOf } from '../shared/routes';
import type { LazyPage } from './lazy-page';

export interface PageContext<Id extends PageId = PageId> {
  params: ParamsOf<Id>;
  search: URLSearchParams;
  lang: Language;
  layout: Layout;
}

/**
 * What the browser needs of a page: its view and its texts. What only the server needs (PageData) is a
 * separate export of the page's folder, so the browser's bundle leaves it and the code it imports out.
 */
export interface PageDefinition {
  /** The one view of the page; it reads the layout from the site context where the layouts differ. */
  view: LazyPage;
  /**
   * The i18n namespaces the view uses beyond the shell's (client/i18n.ts SHELL_NAMESPACES): only these
   * are sent with the page. Without the list the page gets every namespace.
   */
  namespaces?: readonly string[];
}

export type PageTable = Record<PageId, PageDefinition>;

/** What the server reads before it renders a page (client/page-data.ts); nothing of it reaches the browser. */
export interface PageData<Id extends PageId = PageId> {
  /** HTTP status of the page (the FailPage answers 404). */
  status?: number;
  /** The calls the first render reads: the server runs them and renders with their Data. */
  data?(ctx: PageContext<Id>): CallRef[];
  /** Calls without which the page does not exist: a 404 from one sends the visitor to the FailPage. */
  required?(ctx: PageContext<Id>): CallRef[];
  /**
   * The query parameters that name something the data read says does not exist (an FAQ category taken
   * away since the link was made): the visitor is sent to the same address without them, rather than
   * shown an empty list with no chosen filter to undo. `read(call)` is a call's Data, undefined where
   * the call failed.
   */
  stale?(ctx: PageContext<Id>, read: (call: CallRef) => unknown): readonly string[];
  /**
   * A paged list asked for a page past its end (a stale link, ?page=99): the list's last page, to which
   * the visitor is sent (the browser's script does the same, client/components/page-clamp.ts); undefined
   * where the page exists or the list could not be read.
   */
  lastPageInstead?(ctx: PageContext<Id>, read: (call: CallRef) => unknown): number | undefined;
}

export type PageDataTable = { [Id in PageId]: PageData<Id> };

/** The page a URL shows, with its path parameters; null where no page of this layout matches. */
export const CurrentPageContext = createContext<PageMatch | null>(null);

/** The path parameters of the current page, which must be `id`. */
export function usePageParams<Id extends PageId>(id: Id): ParamsOf<Id> {
  const page = useContext(CurrentPageContext);
  if (page?.id !== id) throw new Error(`usePageParams('${id}') outside that page`);
  return page.params as ParamsOf<Id>;
}

/** The current page (null on the 404 of an unknown in-app path). */
export function useCurrentPage(): PageMatch | null {
  return useContext(CurrentPageContext);
}

/**
 * The page at a path of the app: the one the server resolved while the browser is still at its path
 * (so the first render and hydration match nothing), otherwise the page an in-app navigation reached,
 * if the layout has it.
 */
export function pageAtPath(resolved: { page: PageMatch; canonicalPath: string }, pathname: string, layout: Layout): PageMatch | null {
  if (pathname === resolved.canonicalPath) return resolved.page;
  return pageOfLayout(pathname, layout);
}

/** The page at a path the browser moved to, if the layout has it. */
export function pageOfLayout(pathname: string, layout: Layout): PageMatch | null {
  const page = matchPagePath(pathname);
  return page && pageRoute(page.id).layouts.includes(layout) ? page : null;
}
