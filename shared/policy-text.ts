// The language of a policy's text. A policy page shows its text in the language ?appLanguage= names, and
// in English when the query names none, whatever the interface language in the path. So every link the
// site makes to a policy (the footer, the advisory form, the links inside FAQ answers and policies) names
// the reader's interface language: a German reader who follows one reads the German text where one exists.
import { DEFAULT_LANGUAGE, type Language } from './i18n';
import type { PageId } from './routes';

export const TEXT_LANGUAGE_PARAM = 'appLanguage';
/** The pages that show a policy's text. */
export const POLICY_PAGES: ReadonlySet<PageId> = new Set<PageId>(['privacyPolicy', 'termsOfService', 'securityAdvisoryPolicy']);

/** A text language without its region ("de" for "de-DE"): the text of "de" is the German reader's. */
export function textBaseLanguage(code: string): string {
  return code.split('-')[0]!.toLowerCase();
}

/** The query a link to a policy carries for a reader of `lang` (none for English, the default). */
export function textLanguageQuery(lang: Language): '' | `?${string}` {
  return lang === DEFAULT_LANGUAGE ? '' : `?${TEXT_LANGUAGE_PARAM}=${lang}`;
}
