// A paged list opened past its end (a stale link, ?page=99) shows its last page instead, and the address
// says so: the page in the URL is replaced, without a history entry, once the list for it has arrived. The
// server sends a request for such a page to the last one (PageData.lastPageInstead); this is for the lists
// read in the browser (a move inside the site, a list that shrank meanwhile).
import { useEffect } from 'react';

/** The last page of a list of `total` items, `size` to a page; an empty list has the one empty page. */
export function lastPage(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page to show instead of `page` when it lies past the end of the list, or null when it exists. */
export function pageInRange(page: number, total: number, size: number): number | null {
  const last = lastPage(total, size);
  return page > last ? last : null;
}

/**
 * The last page to show instead of `page` when it lies past the end of `list` (a list's Data as the server
 * read it), or undefined when the page exists or the list could not be read.
 */
export function lastPageInsteadOf(page: number, size: number, list: { total: number } | undefined): number | undefined {
  return list ? (pageInRange(page, list.total, size) ?? undefined) : undefined;
}

export interface PageClamp {
  page: number;
  total: number;
  size: number;
  /** The list answered for the current page (not the previous one kept on screen while it loads). */
  settled: boolean;
  replacePage(page: number): void;
}

/** Replace a page past the end by the last page once the list for it has been counted. */
export function useLastPageClamp({ page, total, size, settled, replacePage }: PageClamp): void {
  const target = settled ? pageInRange(page, total, size) : null;
  useEffect(() => {
    if (target !== null) replacePage(target);
  }, [target, replacePage]);
}
