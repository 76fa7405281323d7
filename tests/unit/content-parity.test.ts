// Every language has the whole content: the catalogue file of each language names exactly the items the
// English sources define, every FAQ exists in every language in the same category, and every policy
// exists in every language (the security advisory policy in English and Japanese only, by design: the
// other languages show the English text with the page's note). English is the reference, as for the
// interface texts (locales.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n';

const CONTENT = path.resolve('content');
const readJson = <T>(rel: string): T => JSON.parse(fs.readFileSync(path.join(CONTENT, rel), 'utf8')) as T;
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE);
const sorted = (keys: Iterable<string>) => [...new Set(keys)].sort();

interface CatalogFile {
  products: Record<string, string>;
  manualCategories: Record<string, string>;
  manuals: Record<string, string>;
  resourceCategories: Record<string, string>;
  resources: Record<string, string>;
  documents: Record<string, string>;
  cloudNotice: string;
}

const manuals = readJson<{ products: { id: number; manuals: { category: string; url: string }[] }[] }>('manuals.json').products;
const resources = readJson<{ categoryName: string; items: { url: string }[] }[]>('resource-library.json');
const documents = readJson<{ url: string }[]>('documents.json');
const settings = readJson<Record<string, string>>('settings.json');

/** The keys each part of a catalog file must have: what the English sources define. */
const ENGLISH_KEYS: Record<Exclude<keyof CatalogFile, 'cloudNotice'>, string[]> = {
  products: sorted(manuals.map((p) => String(p.id))),
  manualCategories: sorted(manuals.flatMap((p) => p.manuals.map((m) => m.category))),
  manuals: sorted(manuals.flatMap((p) => p.manuals.map((m) => m.url))),
  resourceCategories: sorted(resources.map((c) => c.categoryName)),
  resources: sorted(resources.flatMap((c) => c.items.map((i) => i.url))),
  documents: sorted(documents.map((d) => d.url)),
};

describe.each(OTHER_LANGUAGES)('content/catalog/%s.json', (lang) => {
  const file = readJson<CatalogFile>(`catalog/${lang}.json`);

  it('has the parts of a catalog file and the cloud notice', () => {
    expect(Object.keys(file).sort()).toEqual([...Object.keys(ENGLISH_KEYS), 'cloudNotice'].sort());
    expect(typeof settings.CLOUD_STATUS_CONTENT_PC).toBe('string');
    expect(file.cloudNotice).toMatch(/^<p>[\s\S]+<\/p>$/);
    // Like the English one, a recurring window: no year that would date it.
    expect(file.cloudNotice).not.toMatch(/\b20\d\d\b/);
    expect(file.cloudNotice).not.toBe(settings.CLOUD_STATUS_CONTENT_PC);
  });

  it.each(Object.entries(ENGLISH_KEYS))('has exactly the %s the English sources define', (part, keys) => {
    const texts = file[part as keyof typeof ENGLISH_KEYS];
    expect(sorted(Object.keys(texts))).toEqual(keys);
    for (const [key, text] of Object.entries(texts)) expect(text.trim(), `${part}.${key}`).not.toBe('');
  });

  it('names the library category the Disclaimer mentions as the library shows it', () => {
    const mentioned = file.resourceCategories['Open Source Licences'];
    const disclaimer = JSON.parse(fs.readFileSync(path.resolve('locales', lang, 'library.json'), 'utf8')) as {
      disclaimer: { thirdParty: { text: string } };
    };
    expect(mentioned).toBeDefined();
    expect(disclaimer.disclaimer.thirdParty.text).toContain(mentioned);
  });
});

describe('FAQs', () => {
  interface FaqFile {
    categories: { id: number }[];
    faqs: { id: number; categoryId: number }[];
  }
  const english = readJson<FaqFile>('faq/en.json');
  const categoryOf = (file: FaqFile) => new Map(file.faqs.map((f) => [f.id, f.categoryId]));

  it.each(OTHER_LANGUAGES)('%s has every English FAQ, each in the same category, and no other', (lang) => {
    const file = readJson<FaqFile>(`faq/${lang}.json`);
    expect(file.categories.map((c) => c.id).sort((a, b) => a - b)).toEqual(english.categories.map((c) => c.id).sort((a, b) => a - b));
    expect([...categoryOf(file)].sort(([a], [b]) => a - b)).toEqual([...categoryOf(english)].sort(([a], [b]) => a - b));
  });
});

describe('policies', () => {
  // The security advisory policy is published in English and Japanese only; the others read English.
  const LANGUAGES_OF: Record<string, readonly string[]> = {
    privacy: LANGUAGES,
    terms: LANGUAGES,
    'security-advisory': ['en', 'ja'],
  };

  it('exist in the languages each is published in, and in no other', () => {
    const files = fs.readdirSync(path.join(CONTENT, 'policies')).sort();
    const expected = Object.entries(LANGUAGES_OF).flatMap(([name, langs]) => langs.map((lang) => `${name}.${lang}.html`));
    expect(files).toEqual(expected.sort());
  });
});
