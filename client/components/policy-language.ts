// The language of a policy's text in the browser: what a page's query names, and the query a policy page
// keeps when the reader switches the interface language (the rules: shared/policy-text.ts).
import { APP_LANGUAGE_PATTERN, DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import { POLICY_PAGES, TEXT_LANGUAGE_PARAM } from '../../shared/policy-text';
import type { PageId } from '../../shared/routes';

export { TEXT_LANGUAGE_PARAM, textLanguageQuery } from '../../shared/policy-text';

/** The text language a page's query names; anything that is not a short language code reads as English. */
export function textLanguageOf(search: URLSearchParams): string {
  const value = search.get(TEXT_LANGUAGE_PARAM) ?? '';
  return APP_LANGUAGE_PATTERN.test(value) ? value : DEFAULT_LANGUAGE;
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
