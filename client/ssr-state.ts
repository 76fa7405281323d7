// What the server hands the browser with the page (serialised under the CSP nonce) and what the
// server renders from: the same object on both sides, so hydration sees exactly what the server saw.
import type { Resource } from 'i18next';
import type { Language } from '../shared/i18n';
import type { PublicConfig } from '../shared/public-config';
import type { Layout } from '../shared/routes';

export type PageView =
  | { kind: 'page' }
  /** A full-page error: unknown language (404) or a render failure (500). */
  | { kind: 'error'; status: 404 | 500; message: string };

export interface SsrState {
  lang: Language;
  layout: Layout;
  view: PageView;
  /** SWR fallback: API URL → Data, loaded on the server through the API's own calls. */
  fallback: Record<string, unknown>;
  resources: Resource;
  config: PublicConfig;
  /** Stylesheets to link in <head> (hashed files in production). */
  styles: string[];
  /** The year the server rendered, so the footer's copyright cannot mismatch at a new year's midnight. */
  year: number;
}

export const SSR_GLOBAL = '__SSR__';

declare global {
  interface Window {
    __SSR__?: SsrState;
  }
}
