import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../shared/i18n';

/**
 * The browser's i18next: it holds the one language the page was rendered in. Switching language is a
 * new page load (the language is part of the URL), so the browser never fetches other texts.
 */
export function createClientI18n(lang: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources,
    ns: Object.keys(resources[lang] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
