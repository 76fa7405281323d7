// The six interface languages. English is the default and carries no route prefix.
export const LANGUAGES = ['en', 'de', 'it', 'fr', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language's own name, for the language switch. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  it: 'Italiano',
  fr: 'Français',
  es: 'Español',
  ja: '日本語',
};

/** The path prefix of the mobile layout. */
export const MOBILE_PREFIX = '/mTerminal';

/** A short language code such as en, ja or pt-BR: what the policy pages accept in ?appLanguage=. */
export const APP_LANGUAGE_PATTERN = /^[a-z]{2}(-[A-Za-z]{2})?$/;

/** What goes between two sentences: a space, but none in Japanese, whose full stop (。) ends a sentence whole. */
export function sentenceGap(lang: string): string {
  return lang === 'ja' ? '' : ' ';
}
