// Numbers as each language writes them, for texts shown on a page's first render.
import type { Language } from './i18n';

/**
 * How each language groups the digits of a whole number, as Intl.NumberFormat does it (CLDR): the sign
 * between groups of three, and from how many digits it groups (Italian and Spanish leave 2000 whole and
 * write 12.345). Written out rather than asked of Intl: a form's character counter shows on its first
 * render, and building a number format loads the language's number data, tens of milliseconds on a phone.
 */
const DIGIT_GROUPING: Record<Language, { sign: string; from: number }> = {
  en: { sign: ',', from: 4 },
  de: { sign: '.', from: 4 },
  it: { sign: '.', from: 5 },
  fr: { sign: '\u202f', from: 4 },
  es: { sign: '.', from: 5 },
  ja: { sign: ',', from: 4 },
};

/** A whole number as the language writes it: 2,000, 2.000, 2 000 (a narrow no-break space), 2000. */
export function formatWholeNumber(n: number, lang: Language): string {
  const digits = String(Math.trunc(Math.abs(n)));
  const { sign, from } = DIGIT_GROUPING[lang];
  const grouped = digits.length < from ? digits : digits.replace(/\B(?=(\d{3})+$)/g, sign);
  return n < 0 ? `-${grouped}` : grouped;
}

