// English is the reference: every language has exactly its keys and {{placeholders}}, and no text is
// left in English, or in German in the French, Spanish and Italian files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../shared/countries';
import { AMAZON_SITES } from '../../shared/forms/ticket';
import { LANGUAGES } from '../../shared/i18n';
import { JA_READINGS, countryOrder, needsReading } from '../../scripts/country-order';
import { formatWholeNumber } from '../../shared/numbers';

const dir = path.resolve('locales');
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8'));

function flatten(obj: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(obj as Record<string, unknown>)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of flatten(value, full)) out.set(k, v);
    else out.set(full, String(value));
  }
  return out;
}

/** i18next plural suffixes vary by language (ja has only _other); compare keys without them. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

const namespaces = fs.readdirSync(path.join(dir, 'en')).map((f) => f.replace(/\.json$/, ''));

// Words a translation may share with English: names, acronyms, and words that are spelt the same
// in that language (French "page" and "article", German "Support"), country names among them ("Canada" in French).
const SHARED_WORDS: Record<string, RegExp> = {
  all: /^(faqs?|eu|psti|e-?mail|ok|hearthly|app|store|google|play|amazon|appstore|facebook|youtube|instagram|x|english|日本語|deutsch|italiano|français|español|homekit|wi-fi|alexa|home|smartthings|matter|ifttt|pdf|gpl|lgpl|gpl-3\.0|id|url|mb|hg100|ha101)$/i,
  de: /^(support|online|status|cloud|service|downloads?|tickets?|name|newsletter|partnership|influencer|programm|beta|testing|details|modell|region|format|japan)$/i,
  fr: /^(pages?|articles?|support|service|cloud|description|date|type|version|notification|maintenance|message|documents?|total|influenceurs?|programme|contact|questions?|national|canada|france)$/i,
  it: /^(cloud|support|download|file|ticket|partnership|beta|testing|influencer|community|online|social|media|email|status|password|account|privacy|policy|home|unboxing|australia|canada)$/i,
  es: /^(no|cloud|total|general|social|hardware|software|firmware|blog|chat|error|email|beta|australia)$/i,
  ja: /^$/,
};
const onlySharedWords = (text: string, lng: string) =>
  text
    .replace(/\{\{[^}]+\}\}/g, ' ')
    .split(/[\s\d©.,:;/|·•()\-–—%+#*…‹›!?'"]+/)
    .filter(Boolean)
    .every((word) => SHARED_WORDS.all!.test(word) || (SHARED_WORDS[lng] ?? /^$/).test(word));

describe('locales', () => {
  it('has the six languages with the same namespaces', () => {
    for (const lng of LANGUAGES) {
      expect(fs.readdirSync(path.join(dir, lng)).sort(), lng).toEqual(fs.readdirSync(path.join(dir, 'en')).sort());
    }
  });

  for (const ns of namespaces) {
    const en = flatten(read('en', ns));
    for (const lng of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${lng}/${ns}.json has exactly the English keys`, () => {
        const other = flatten(read(lng, ns));
        expect([...new Set([...other.keys()].map(baseKey))].sort()).toEqual([...new Set([...en.keys()].map(baseKey))].sort());
      });

      it(`${lng}/${ns}.json is translated`, () => {
        const other = flatten(read(lng, ns));
        // Country names come from the Unicode CLDR, where many are the same in English ("Canada").
        if (ns === 'countries') return;
        const untranslated = [...other.entries()].filter(([key, text]) => {
          const english = en.get(key) ?? en.get(`${baseKey(key)}_other`) ?? en.get(baseKey(key));
          return english !== undefined && text === english && !onlySharedWords(text, lng) && !/^(https?:|mailto:|\/)/.test(text);
        });
        expect(untranslated).toEqual([]);
      });

      it(`${lng}/${ns}.json keeps every {{placeholder}} of English`, () => {
        const other = flatten(read(lng, ns));
        for (const [key, text] of en) {
          const translated = other.get(key) ?? other.get(`${baseKey(key)}_other`);
          if (translated === undefined) continue;
          const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
          expect(names(translated), `${lng}/${ns}:${key}`).toEqual(names(text));
        }
      });
    }
  }

  it('has no German left in the French, Spanish and Italian files', () => {
    const germanWords = /\b(und|oder|nicht|werden|bitte|Sie|Ihre?n?|können|Gerät|Seite|zurück|Einstellungen)\b/;
    for (const lng of ['fr', 'es', 'it']) {
      for (const ns of namespaces) {
        for (const [key, text] of flatten(read(lng, ns))) expect(germanWords.test(text), `${lng}/${ns}:${key} = ${text}`).toBe(false);
      }
    }
  });

  it("quotes as each language does, never with the typewriter's straight quotes", () => {
    // German „…“, French, Italian and Spanish «…», Japanese 「…」; an apostrophe inside a word (l'app) is no quote.
    const straightQuoted = /(?:^|[\s(])(["'])[^"'\s][^"']*\1(?=[\s.,;:)!?]|$)/;
    for (const lng of LANGUAGES.filter((lng) => lng !== 'en')) {
      for (const ns of namespaces) {
        for (const [key, text] of flatten(read(lng, ns))) expect(straightQuoted.test(text), `${lng}/${ns}:${key} = ${text}`).toBe(false);
      }
    }
  });
});

describe('Japanese numbers', () => {
  it('are written against their counters, as Japanese sets them: 3分後, 全12件, 100文字', () => {
    const spaced = /(?:\}\}|\d) (?:件|分|秒|文字|日|時間|回|台)/;
    for (const ns of namespaces) {
      for (const [key, text] of flatten(read('ja', ns))) expect(spaced.test(text), `ja/${ns}:${key} = ${text}`).toBe(false);
    }
  });

  it('set a Latin unit apart, as the file sizes are shown: 合計 50 MB まで, never 50MB', () => {
    const joined = /(?:\}\}|\d)(?:KB|MB|GB)|(?:KB|MB|GB)[^\s、。）」/]/;
    for (const ns of namespaces) {
      for (const [key, text] of flatten(read('ja', ns))) expect(joined.test(text), `ja/${ns}:${key} = ${text}`).toBe(false);
    }
  });
});

// i18next picks a counted text's form by the language's Intl.PluralRules category (French, Italian and
// Spanish say "many" for 1,000,000): a missing form shows the key itself, and a form the language never
// picks is dead text. So every text English counts has exactly its language's forms.
describe('plural forms', () => {
  const categories = (lng: string) => [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();

  it('follows Intl.PluralRules', () => {
    expect(Object.fromEntries(LANGUAGES.map((lng) => [lng, categories(lng)]))).toEqual({
      en: ['one', 'other'],
      de: ['one', 'other'],
      it: ['many', 'one', 'other'],
      fr: ['many', 'one', 'other'],
      es: ['many', 'one', 'other'],
      ja: ['other'],
    });
  });

  for (const ns of namespaces) {
    const counted = [...new Set([...flatten(read('en', ns)).keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey))];
    if (counted.length === 0) continue;
    it.each(LANGUAGES)(`%s/${ns}.json has the plural forms of its language`, (lng) => {
      const keys = [...flatten(read(lng, ns)).keys()];
      const expected = categories(lng);
      for (const base of counted) {
        const forms = keys.filter((key) => PLURAL_SUFFIX.test(key) && baseKey(key) === base).map((key) => PLURAL_SUFFIX.exec(key)![1]!);
        expect(keys, `${lng}/${ns}:${base} without a suffix`).not.toContain(base);
        expect(forms.sort(), `${lng}/${ns}:${base}`).toEqual(expected);
      }
    });
  }
});

// Texts that say one thing in two places must read the same in every language: what the browser says
// before sending and what the server answers for the same case, or one message in two namespaces.
describe('one message, one text', () => {
  const text = (lng: string, ref: string) => {
    const [ns, key] = ref.split(':') as [string, string];
    return flatten(read(lng, ns)).get(key);
  };
  const PAIRS = [
    // The ticket's attachments over 50 MB: the uploader's message and the server's refusal.
    ['upload:messages.overSize.ticket', 'forms:errors.uploadTooLarge'],
    // The same for the security advisory.
    ['upload:messages.overSize.advisory', 'forms:errors.advisoryUploadTooLarge'],
    // A call that got no answer in time, and an upload that failed.
    ['common:errors.timeout', 'upload:messages.network'],
  ] as const;
  it.each(LANGUAGES.flatMap((lng) => PAIRS.map(([a, b]) => [lng, a, b] as const)))('%s: %s reads as %s', (lng, a, b) => {
    expect(text(lng, a)).toBeTruthy();
    expect(text(lng, a)).toBe(text(lng, b));
  });
});

describe('countries', () => {
  const codes = [...COUNTRY_CODES].sort();
  it.each(LANGUAGES)('%s names exactly the countries of the forms, each once, in its own order', (lng) => {
    const names: Record<string, string> = read(lng, 'countries');
    expect(Object.keys(names).sort()).toEqual(codes);
    const list = Object.values(names);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((name, i) => name.trim() !== '' && name !== Object.keys(names)[i])).toBe(true);
    const entries = Object.entries(names);
    expect([...entries].sort(countryOrder(lng))).toEqual(entries);
  });

  it('sorts the Japanese names by their readings: 日本 under に, 中国 under ち', () => {
    const names: Record<string, string> = read('ja', 'countries');
    // Every name that begins with kanji has its reading, so that a new name from CLDR is not left at the end.
    expect(Object.entries(names).filter(([code, name]) => needsReading(name) && !JA_READINGS[code])).toEqual([]);
    const list = Object.values(names);
    expect(list.indexOf('日本')).toBeGreaterThan(list.indexOf('ニジェール'));
    expect(list.indexOf('日本')).toBeLessThan(list.indexOf('ニュージーランド'));
    expect(list.indexOf('中国')).toBeLessThan(list.indexOf('チリ'));
  });

  // The ticket form lists the Amazon sites in the order of its language's names (client/pages/email-support).
  const SITE_COUNTRIES: Record<string, string> = { Australia: 'AU', Canada: 'CA', France: 'FR', Germany: 'DE', Italy: 'IT', Japan: 'JP', Mexico: 'MX', Netherland: 'NL', Spain: 'ES', Switzerland: 'CH', 'United Arab Emirates': 'AE', 'United States': 'US', 'United Kingdom': 'GB' };
  it.each(LANGUAGES)('%s lists the Amazon sites of the ticket form as it sorts the countries', (lng) => {
    const sites = Object.entries((read(lng, 'ticket') as { sites: Record<string, string> }).sites);
    expect(sites.map(([site]) => site).sort()).toEqual([...AMAZON_SITES].sort());
    const asCountries = sites.map(([site, name]) => [SITE_COUNTRIES[site]!, name] as const);
    expect([...asCountries].sort(countryOrder(lng))).toEqual(asCountries);
  });

  it('runs from Afghanistan to Zimbabwe in English', () => {
    const list = Object.values(read('en', 'countries') as Record<string, string>);
    expect([list[0], list.at(-1), list.length]).toEqual(['Afghanistan', 'Zimbabwe', 244]);
  });
});

describe('whole numbers as each language writes them', () => {
  it.each(LANGUAGES)('%s: as Intl.NumberFormat writes them, without building one', (lng) => {
    const format = new Intl.NumberFormat(lng, { maximumFractionDigits: 0 });
    for (const n of [0, 7, 99, 999, 1000, 1988, 2000, 9999, 10000, 12345, 123456, 1234567, -2000]) expect(formatWholeNumber(n, lng), String(n)).toBe(format.format(n));
  });
});

