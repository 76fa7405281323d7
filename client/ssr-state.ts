// What the server hands the browser with the page (serialised under the CSP nonce) and what the
// server renders from: the same object on both sides, so hydration sees exactly what the server saw.
import type { Resource } from 'i18next';
import type { Language } from '../shared/i18n';
import type { PublicConfig } from '../shared/public-config';
import type { Layout, PageMatch } from '../shared/routes';

export type PageView =
  /** The page the server's redirect rules resolved, at its canonical path: the browser does not match it again. */
  | { kind: 'page'; page: PageMatch; canonicalPath: string }
  /** A full-page error: unknown language (404). */
  | { kind: 'error'; status: 404; message: string };

export interface RefusedCall {
  code: number;
  message: string;
}

export interface SsrState {
  lang: Language;
  layout: Layout;
  view: PageView;
  /** SWR fallback: call key → Data, loaded on the server by running the calls in process. */
  fallback: Record<string, unknown>;
  /**
   * The calls the API refused on the server (an unlisted manufacturer's models): call key → the Code and
   * Msg the browser's own call would get, so the page shows the refusal before and without JavaScript.
   */
  refused: Record<string, RefusedCall>;
  resources: Resource;
  config: PublicConfig;
  /** Stylesheets to link in <head> (hashed files in production). */
  styles: string[];
  /** The year the server rendered, so the footer's copyright cannot mismatch at a new year's midnight. */
  year: number;
}

declare global {
  interface Window {
    __SSR__?: SsrState;
    /** Stops the page's early listening and hands over the buttons pressed before hydration (early-taps.ts). */
    __earlyTaps?: () => HTMLButtonElement[];
  }
}
