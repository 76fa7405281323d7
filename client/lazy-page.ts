// Page views are split into chunks. The server and the hydrating browser load the page's chunk before
// rendering, so the first render is synchronous and identical on both sides; later navigations suspend.
import { createElement, lazy, type ComponentType } from 'react';
import { isReloaded, reloadMarked } from './reload-marker';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  preload(): Promise<unknown>;
  /** The view's module, from the project root (client/pages/…/x-view.tsx): its key in the build's manifest. */
  module?: string;
}

const RELOAD_MARKER = 'chunk-reload';

/**
 * Whether this address was already reloaded for a failed chunk, noting that it now is; null where
 * sessionStorage is blocked (cookies disabled), as reading it then throws.
 */
function reloadedBefore(here: string): boolean | null {
  try {
    const before = window.sessionStorage.getItem(RELOAD_MARKER) === here;
    if (!before) window.sessionStorage.setItem(RELOAD_MARKER, here);
    return before;
  } catch {
    return null;
  }
}

/**
 * What a page cannot get in the browser (a chunk a new deployment removed, texts that do not come) it
 * gets from the server: the address is loaded again, once. Without storage the reloaded address carries
 * a marker instead, and a marked address is not reloaded again.
 */
export function reloadPageOnce(): void {
  if (typeof window === 'undefined') return;
  const before = reloadedBefore(window.location.pathname + window.location.search);
  if (before === null) {
    if (!isReloaded(window.location.search)) reloadMarked();
  } else if (!before) {
    window.location.reload();
  }
}

/**
 * A page's chunk that could not load while the browser was offline: no new deployment, only a lost
 * connection. The page is not reloaded (the browser would show its own "no internet" page in place of
 * the site); its place says the connection failed, and the page loads once the browser is online again
 * (components/page-boundary.tsx).
 */
export class OfflineLoadError extends Error {
  override name = 'OfflineLoadError';
}

function reloadOnce(error: unknown): never {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new OfflineLoadError('offline', { cause: error });
  reloadPageOnce();
  throw error;
}

/** `module` is filled in by the build (vite.config.ts), from the path the loader imports. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, module?: string): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        return reloadOnce(error);
      },
    ));
  const Lazy = lazy(preload);
  const Page = (() => createElement(loaded ?? Lazy)) as LazyPage;
  Page.preload = preload;
  Page.module = module;
  return Page;
}
