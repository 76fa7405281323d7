// The language of a policy's text. A policy page shows its text in the language ?appLanguage= names, and
// in English when the query names none, whatever the interface language in the path. So every link the
// site makes to a policy (the footer, the advisory form, the links inside FAQ answers and policies) names
// the reader's interface language: a German reader who follows one reads the German text where one exists.
import { DEFAULT_LANGUAGE } from './i18n';
import { POLICY_TYPE } from './limits';
import type { PageId } from './routes';

export const TEXT_LANGUAGE_PARAM = 'appLanguage';
/** The pages that show a policy's text, each with the type of the text it shows. */
export const POLICY_TYPE_OF_PAGE = {
  privacyPolicy: POLICY_TYPE.privacy,
  termsOfService: POLICY_TYPE.terms,
  securityAdvisoryPolicy: POLICY_TYPE.securityAdvisory,
} as const satisfies Partial<Record<PageId, number>>;
export type PolicyPageId = keyof typeof POLICY_TYPE_OF_PAGE;
export const POLICY_PAGES: ReadonlySet<PageId> = new Set<PageId>(Object.keys(POLICY_TYPE_OF_PAGE) as PolicyPageId[]);

export function isPolicyPage(id: PageId): id is PolicyPageId {
  return POLICY_PAGES.has(id);
}

/** A text language without its region ("de" for "de-DE"): the text of "de" is the German reader's. */
export function textBaseLanguage(code: string): string {
  return code.split('-')[0]!.toLowerCase();
}

/** The query of a policy page showing its text in `text`, an interface language or another (none for English, the default). */
export function textLanguageQuery(text: string): '' | `?${string}` {
  return text === DEFAULT_LANGUAGE ? '' : `?${TEXT_LANGUAGE_PARAM}=${text}`;
}
