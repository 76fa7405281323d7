// The language of a policy's text. A policy page shows its text in the language ?appLanguage= names, and
// in English when the query names none, whatever the interface language in the path. The site's own links
// to a policy (the footer, the advisory form, the links inside a policy) therefore name the reader's
// interface language, and the language switch carries a text that was in the interface language over to
// the new one: a German reader who follows the site's links reads the German text where one exists, and
// the page's notice says when it falls back to English.
import { APP_LANGUAGE_PATTERN, DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { PageId } from '../../shared/routes';

export const TEXT_LANGUAGE_PARAM = 'appLanguage';
const POLICY_PAGES: ReadonlySet<PageId> = new Set<PageId>(['privacyPolicy', 'termsOfService', 'securityAdvisoryPolicy']);

/** The text language a page's query names; anything that is not a short language code reads as English. */
export function textLanguageOf(search: URLSearchParams): string {
  const value = search.get(TEXT_LANGUAGE_PARAM) ?? '';
  return APP_LANGUAGE_PATTERN.test(value) ? value : DEFAULT_LANGUAGE;
}

/** The query a link to a policy carries for a reader of `lang` (none for English, the default). */
export function textLanguageQuery(lang: Language): '' | `?${string}` {
  return lang === DEFAULT_LANGUAGE ? '' : `?${TEXT_LANGUAGE_PARAM}=${lang}`;
}

/**
 * The query of the same page in the interface language `to`, from `search` in `from`. On a policy page
 * whose text is in the interface language, the text follows to the new one; a text language the reader
 * chose apart from the interface stays, and every other page keeps its query as it is.
 */
export function searchInLanguage(search: string, page: PageId | undefined, from: Language, to: Language): string {
  if (!page || !POLICY_PAGES.has(page)) return search;
  const params = new URLSearchParams(search);
  if (textLanguageOf(params) !== from) return search;
  if (to === DEFAULT_LANGUAGE) params.delete(TEXT_LANGUAGE_PARAM);
  else params.set(TEXT_LANGUAGE_PARAM, to);
  const query = params.toString();
  return query ? `?${query}` : '';
}
