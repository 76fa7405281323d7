// A reload that picks up a newer deployment happens once: the address it loads carries a marker, so that
// page does not reload again. The 404 page always uses it; a failed chunk load uses it where
// sessionStorage, its usual memory, is blocked.

export const RELOADED_PARAM = 'reloaded';

/** Whether a query (location.search) carries the marker. */
export function isReloaded(search: string): boolean {
  return new URLSearchParams(search).has(RELOADED_PARAM);
}

/** Loads the current address again with the marker, in place of the current history entry. */
export function reloadMarked(): void {
  const url = new URL(window.location.href);
  url.searchParams.set(RELOADED_PARAM, '1');
  window.location.replace(url.pathname + url.search + url.hash);
}
