// The error texts a page shows: the server's Msg as it came (the server writes it in the page's language),
// otherwise the locales' text of the page's language, never the browser's English.
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../../client/components/load-error';
import { afterColon } from '../../client/pages/security-advisory/use-security-advisory-page';
import { ApiCallError } from '../../client/data/fetcher';
import { LANGUAGES } from '../../shared/i18n';
import { createI18n, type SiteI18n } from '../../server/i18n';

let i18n: SiteI18n;
beforeAll(async () => {
  i18n = await createI18n();
});

const CASES: [string, Error, string | null][] = [
  ['a refusal: the server Msg', new ApiCallError(404, 'FAQ 9 が見つかりません。'), 'FAQ 9 が見つかりません。'],
  ['no answer (network)', new ApiCallError(0, 'Failed to fetch', true, 'network'), 'errors.network'],
  ['no answer (timeout)', new ApiCallError(408, 'Network request timed out', true, 'timeout'), 'errors.timeout'],
  ['an error page that was not the envelope', new ApiCallError(502, 'Bad Gateway', true, 'serverError'), 'errors.serverError'],
  ['an OK page that was not the envelope', new ApiCallError(200, 'OK', true, 'network'), 'errors.network'],
  ['anything else', new Error('the worker failed'), 'errors.unexpected'],
];

describe('error texts in the page language', () => {
  it.each(CASES)('%s', (_name, error, expected) => {
    const shown = LANGUAGES.map((lang) => errorText(i18n.forLanguage(lang).t, error));
    if (expected?.startsWith('errors.')) {
      expect(shown).toEqual(LANGUAGES.map((lang) => i18n.forLanguage(lang).t(`common:${expected}`)));
      expect(new Set(shown).size).toBe(LANGUAGES.length);
    } else {
      expect(new Set(shown)).toEqual(new Set([expected]));
    }
  });
});

describe('a reason quoted after a colon', () => {
  it.each([
    ['fr', 'Le champ « Titre » est obligatoire', 'le champ « Titre » est obligatoire'],
    ['fr', 'L’adresse e-mail est obligatoire', 'l’adresse e-mail est obligatoire'],
    ['fr', 'Échec de la connexion', 'échec de la connexion'],
    ['es', 'El campo «Título» es obligatorio', 'el campo «Título» es obligatorio'],
    ['it', 'Il campo «Titolo» è obbligatorio', 'il campo «Titolo» è obbligatorio'],
    ['fr', 'PDF refusé', 'PDF refusé'],
    ['de', 'Das Feld „Titel“ ist erforderlich', 'Das Feld „Titel“ ist erforderlich'],
    ['en', 'Title is required', 'Title is required'],
    ['ja', 'タイトルは必須です。', 'タイトルは必須です。'],
    ['fr', '', ''],
  ])('in %s, %j reads %j', (lang, reason, read) => {
    expect(afterColon(reason, lang)).toBe(read);
  });
});
