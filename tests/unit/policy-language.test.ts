// The language of a policy's text, as tables: what a query names, what the site's links to a policy
// carry, and what the language switch does to the query of each kind of page.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n';
import type { PageId } from '../../shared/routes';
import { searchInLanguage, textLanguageOf, textLanguageQuery } from '../../client/components/policy-language';

describe('textLanguageOf', () => {
  it.each([
    ['', 'en'],
    ['?appLanguage=de', 'de'],
    ['?appLanguage=pt-BR', 'pt-BR'],
    ['?appLanguage=', 'en'],
    ['?appLanguage=DE', 'en'],
    ['?appLanguage=deu', 'en'],
    ['?appLanguage=<x>', 'en'],
    ['?appLanguage=ja&appLanguage=de', 'ja'],
  ])('%j → %s', (search, lang) => {
    expect(textLanguageOf(new URLSearchParams(search))).toBe(lang);
  });
});

describe('textLanguageQuery', () => {
  it.each([
    ['en', ''],
    ['de', '?appLanguage=de'],
    ['it', '?appLanguage=it'],
    ['fr', '?appLanguage=fr'],
    ['es', '?appLanguage=es'],
    ['ja', '?appLanguage=ja'],
  ] as const)('%s → %j', (lang, query) => {
    expect(textLanguageQuery(lang)).toBe(query);
  });
});

describe('searchInLanguage', () => {
  const cases: [string, PageId | undefined, Language, Language, string][] = [
    // A text in the interface language follows it, English being the text of a query without one.
    ['', 'privacyPolicy', 'en', 'de', '?appLanguage=de'],
    ['?appLanguage=de', 'privacyPolicy', 'de', 'it', '?appLanguage=it'],
    ['?appLanguage=de', 'termsOfService', 'de', 'en', ''],
    ['?appLanguage=ja', 'securityAdvisoryPolicy', 'ja', 'fr', '?appLanguage=fr'],
    ['?appLanguage=en', 'privacyPolicy', 'en', 'ja', '?appLanguage=ja'],
    // A text language chosen apart from the interface stays.
    ['?appLanguage=ja', 'securityAdvisoryPolicy', 'en', 'de', '?appLanguage=ja'],
    ['', 'termsOfService', 'de', 'it', ''],
    ['?appLanguage=ko', 'privacyPolicy', 'de', 'fr', '?appLanguage=ko'],
    // The rest of the query is kept.
    ['?x=1&appLanguage=de', 'privacyPolicy', 'de', 'es', '?x=1&appLanguage=es'],
    // Other pages, and a path that matched no page, keep their query as it is.
    ['', 'faqList', 'en', 'de', ''],
    ['?keyword=plug&page=2', 'faqList', 'en', 'de', '?keyword=plug&page=2'],
    ['?appLanguage=de', 'faqList', 'de', 'it', '?appLanguage=de'],
    ['?appLanguage=de', undefined, 'de', 'it', '?appLanguage=de'],
  ];
  it.each(cases)('%j on %s, %s → %s: %j', (search, page, from, to, expected) => {
    expect(searchInLanguage(search, page, from, to)).toBe(expected);
  });
});
