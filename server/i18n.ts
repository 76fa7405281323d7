// Server-side i18next. A page's language is decided once, by the redirect rules from its URL; the
// renderer then takes the instance of that language: one per language, created at start-up, never
// switched (so concurrent requests in different languages cannot disturb each other).
// The API keeps i18next-http-middleware's language detector: a call that names no language answers in
// the visitor's Accept-Language. The detector is called directly, and only then: the middleware's
// handle() would clone an i18next instance for every request.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n, type InitOptions, type Resource } from 'i18next';
import * as i18nextMiddleware from 'i18next-http-middleware';
import type { Request, Response } from 'express';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from '../shared/i18n';

/**
 * locales/<lng>/<ns>.json → { lng: { ns: texts } }, read once at start-up. Every language must have its
 * texts: without them each page would show its text keys (started from another folder, say), so start-up
 * stops naming the folder instead.
 */
export function readLocales(dir = path.resolve('locales')): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const langDir = path.join(dir, lng);
    const files = fs.existsSync(langDir) ? fs.readdirSync(langDir).filter((f) => f.endsWith('.json')).sort() : [];
    if (files.length === 0) throw new Error(`no translations for ${lng} in ${langDir}: start the site from its own folder, which holds locales/`);
    for (const file of files) {
      (resources[lng] ??= {})[file.slice(0, -'.json'.length)] = JSON.parse(fs.readFileSync(path.join(langDir, file), 'utf8'));
    }
  }
  return resources;
}

export interface SiteI18n {
  /** The instance fixed to one language. */
  forLanguage(lang: Language): i18n;
  /**
   * The texts of one language, to hand to the browser with a page (it never loads another language):
   * only the namespaces named, or all of them. The same object each time for the same arguments.
   */
  resources(lang: Language, namespaces?: readonly string[]): Resource;
  /** One namespace of one language, or undefined when there is no such namespace. */
  namespace(lang: Language, ns: string): Record<string, unknown> | undefined;
  /** The visitor's language from Accept-Language: one of the six, English when none fits. */
  visitorLanguage(req: Request, res: Response): Language;
}

export async function createI18n(resources: Resource = readLocales()): Promise<SiteI18n> {
  const options: InitOptions = {
    resources,
    supportedLngs: [...LANGUAGES],
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
  const byLanguage = new Map<Language, i18n>();
  for (const lng of LANGUAGES) {
    const instance = i18next.createInstance();
    await instance.init({ ...options, lng });
    byLanguage.set(lng, instance);
  }

  const detecting = i18next.createInstance();
  await detecting.use(i18nextMiddleware.LanguageDetector).init({
    ...options,
    load: 'languageOnly',
    // Language tags are case-insensitive ("DE" is German), the site's are lower case.
    detection: { order: ['header'], caches: false, convertDetectedLanguage: (lng: string) => lng.toLowerCase() },
  } as InitOptions);
  const detector = detecting.services.languageDetector as unknown as { detect(req: Request, res: Response): unknown };
  const pickedResources = new Map<string, Resource>();

  return {
    forLanguage: (lang) => byLanguage.get(lang)!,
    resources: (lang, namespaces) => {
      // The same object for the same language and namespaces (the pages name a few fixed sets), so
      // that the renderer can keep its JSON.
      const key = `${lang}\u0000${namespaces?.join(',') ?? '*'}`;
      let picked = pickedResources.get(key);
      if (!picked) {
        const all = resources[lang] ?? {};
        picked = namespaces ? { [lang]: Object.fromEntries(namespaces.filter((ns) => Object.hasOwn(all, ns)).map((ns) => [ns, all[ns]!])) } : { [lang]: all };
        pickedResources.set(key, picked);
      }
      return picked;
    },
    namespace: (lang, ns) => {
      const all = resources[lang] ?? {};
      return Object.hasOwn(all, ns) ? (all[ns] as Record<string, unknown>) : undefined;
    },
    visitorLanguage: (req, res) => {
      // The detector reads a language the visitor refused (q=0) as the least wanted one: it sees the
      // header without those. It answers with the region the visitor named (de-DE); the site's languages
      // have none.
      const header = req.headers['accept-language'] ?? '';
      const { accepted, refused } = splitRefused(header);
      const detected = detector.detect(accepted === header ? req : ({ headers: { 'accept-language': accepted } } as Request), res);
      const lng = typeof detected === 'string' ? detected.split('-')[0]!.toLowerCase() : undefined;
      // The detector falls back to English when the header names none of the six.
      return isLanguage(lng) && !refused.has(lng) ? lng : anyLanguageInstead(accepted, refused);
    },
  };
}

// One entry of Accept-Language whose weight is zero: "ja;q=0", "ja; q=0.000" (RFC 9110, 12.4.2).
const REFUSED = /;\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i;

/**
 * The language of a visitor who named none of the six: English, unless they refused English and accept
 * any language ("en;q=0, *"), who get the first of the six they did not refuse. A visitor who refused
 * English and accepts no other gets English all the same: a page must be in some language.
 */
function anyLanguageInstead(accepted: string, refused: ReadonlySet<string>): Language {
  const anyOther = accepted.split(',').some((entry) => entry.split(';')[0]!.trim() === '*');
  return (anyOther && LANGUAGES.find((lang) => !refused.has(lang))) || DEFAULT_LANGUAGE;
}

/**
 * Accept-Language without the entries it refuses, and the primary tags ("en" of "en-GB") those name: one
 * reading of the header for both.
 */
function splitRefused(header: string): { accepted: string; refused: Set<string> } {
  if (!header.includes('=')) return { accepted: header, refused: new Set() };
  const entries = header.split(',');
  return {
    accepted: entries.filter((entry) => !REFUSED.test(entry)).join(','),
    refused: new Set(entries.filter((entry) => REFUSED.test(entry)).map((entry) => entry.split(';')[0]!.trim().split('-')[0]!.toLowerCase())),
  };
}
