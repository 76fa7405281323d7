// No English interface text is left on a page in another language: every English text of the locales of
// two words or more is looked for in the server-rendered pages of the other five languages (visible text
// and labels), and may appear only where that language's own locales use the same words. The security
// advisory policy exists in English and Japanese only: elsewhere it is the English text, marked so.
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/i18n';
import { PAGES, faqItemPath, sitePath, type PageRoute } from '../../shared/routes';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function strings(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) strings(value, out);
  return out;
}
/** The texts of a language's locales, without interpolations and markup. Country names are left out: postal
 * addresses in the policies name the country in English, as the post expects. */
function localeTexts(lang: Language): string[] {
  const dir = path.resolve('locales', lang);
  return fs
    .readdirSync(dir)
    .filter((file) => file !== 'countries.json')
    .flatMap((file) => strings(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))))
    .flatMap((text) => text.split(/\{\{[^}]+\}\}|<[^>]+>/))
    .map((part) => part.trim());
}

const COUNTRY_NAMES = new Set(strings(JSON.parse(fs.readFileSync(path.resolve('locales/en/countries.json'), 'utf8'))));
const ENGLISH = [...new Set(localeTexts('en'))].filter((text) => /[A-Za-z]{2,} [A-Za-z]{2,}/.test(text) && !COUNTRY_NAMES.has(text));

function canonical(route: PageRoute, lang: Language): string | null {
  if (route.id === 'faqItem') return faqItemPath(78);
  if (route.id === 'securityAdvisoryPolicy') return lang === 'ja' ? `${route.pattern}?appLanguage=ja` : null;
  if (route.id === 'privacyPolicy' || route.id === 'termsOfService') return `${route.pattern}?appLanguage=${lang}`;
  return route.pattern;
}

/** What a reader sees or hears of a page: its text and its labels, without scripts and styles. */
function readable(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '');
  const labels = [...body.matchAll(/(?:aria-label|placeholder|title|alt)="([^"]*)"/g)].map((m) => m[1] ?? '');
  return [...body.split(/<[^>]+>/), ...labels].map((part) => part.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim()).join('\n');
}

describe('no English left on pages in other languages', () => {
  const rows = LANGUAGES.filter((lang) => lang !== 'en').flatMap((lang) =>
    PAGES.flatMap((route) => {
      const path = canonical(route, lang);
      return path ? [[lang, sitePath(path, 'desktop', lang)] as const] : [];
    }),
  );
  it.each(rows)('%s %s', async (lang, url) => {
    const own = localeTexts(lang).join('\n');
    const res = await request(t.app).get(url).set('User-Agent', USER_AGENTS.desktop);
    expect([200, 404]).toContain(res.status);
    const text = readable(res.text);
    const left = ENGLISH.filter((english) => text.includes(english) && !own.includes(english));
    expect(left).toEqual([]);
  });
});
