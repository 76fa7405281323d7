// Server-side i18next: every language's texts are bundled; the language of a page comes from its
// route prefix (resolved by the redirect rules into res.locals.page), through i18next-http-middleware.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type Resource } from 'i18next';
import * as i18nextMiddleware from 'i18next-http-middleware';
import type { RequestHandler } from 'express';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage } from '../shared/i18n';

/** locales/<lng>/<ns>.json → { lng: { ns: texts } }, read once at start-up. */
export function readLocales(dir = path.resolve('locales')): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const langDir = path.join(dir, lng);
    if (!fs.existsSync(langDir)) continue;
    for (const file of fs.readdirSync(langDir).filter((f) => f.endsWith('.json')).sort()) {
      (resources[lng] ??= {})[file.slice(0, -'.json'.length)] = JSON.parse(fs.readFileSync(path.join(langDir, file), 'utf8'));
    }
  }
  return resources;
}

export async function createI18n(resources: Resource = readLocales()): Promise<i18n> {
  const detector = new i18nextMiddleware.LanguageDetector();
  detector.addDetector({
    name: 'sitePath',
    lookup: (_req, res) => {
      const lang = (res.locals as { page?: { lang?: string } }).page?.lang;
      return isLanguage(lang) ? lang : undefined;
    },
  });
  const instance = i18next.createInstance();
  await instance.use(detector).init({
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    detection: { order: ['sitePath'], caches: false },
    initAsync: false,
  } as Parameters<i18n['init']>[0]);
  return instance;
}

export function i18nMiddleware(instance: i18n): RequestHandler {
  return i18nextMiddleware.handle(instance) as unknown as RequestHandler;
}

/** The texts of one language, to hand to the client with the page (it never loads another). */
export function resourcesFor(instance: i18n, lng: string): Resource {
  return { [lng]: instance.store.data[lng] ?? {} };
}
