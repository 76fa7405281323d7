// The plain-text pieces the forms' messages share: labelled rows with their values aligned, a dash for
// an empty value, a time in UTC, a header value cut to length.
import { LANGUAGE_NAMES, type Language } from '../../shared/i18n';

/** What an empty optional field reads as. */
export const NONE = '—';

export const orNone = (value: string) => (value === '' ? NONE : value);
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
export const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
/** A language as the support team reads it: "Deutsch (de)". */
export const languageLine = (lang: Language) => `${LANGUAGE_NAMES[lang]} (${lang})`;

/** Label: value lines, the values aligned. */
export function table(rows: [string, string][]): string {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`).join('\n');
}
