import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../shared/i18n';

/**
 * The namespaces of the layouts, the error pages and the contact panel: sent with every page. Not the
 * head's for search engines: the browser writes it only after a move, and fetches its texts then
 * (components/browser-page-head.tsx).
 */
export const SHELL_NAMESPACES = ['common', 'layout', 'chat'] as const;

/** Where the browser fetches a namespace the page was not sent with (server/http/locales.ts). */
export function localePath(lang: string, ns: string): string {
  return `/locales/${encodeURIComponent(lang)}/${encodeURIComponent(ns)}.json`;
}

/** A failed fetch of a namespace that may go better when asked again: no answer, or the server's trouble. */
class NamespaceFetchError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
  }
}

/**
 * Loads a namespace the first time a page that was not rendered with it needs it (an in-app navigation).
 * A fetch that fails for want of an answer or with the server's trouble (5xx, 429) is tried again by
 * i18next, after 350 ms and then 700 ms (`maxRetries` below); what still fails, the page gets from the
 * server (app.tsx).
 */
const fetchNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, ns, callback) {
    fetch(localePath(lang, ns), { headers: { Accept: 'application/json' } })
      .then((res) => {
        if (!res.ok) throw new NamespaceFetchError(`${localePath(lang, ns)} answered ${res.status}`, res.status >= 500 || res.status === 429);
        return res.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (texts) => callback(null, texts),
        // i18next tries again when the second argument is true.
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), !(error instanceof NamespaceFetchError) || error.retry),
      );
  },
};

/**
 * The browser's i18next: it holds the one language the page was rendered in. Switching language is a
 * new page load (the language is part of the URL), so the browser never fetches other languages. The
 * page arrives with the texts of its own namespaces; another page's are fetched when it is first shown.
 */
export function createClientI18n(lang: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(fetchNamespaces)
    .use(initReactI18next)
    .init({
      lng: lang,
      fallbackLng: false,
      load: 'currentOnly',
      resources,
      partialBundledLanguages: true,
      ns: Object.keys(resources[lang] ?? {}),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      maxRetries: 2,
    });
  return instance;
}
