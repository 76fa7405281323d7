// The /api/v1 envelope {Code, Msg, Data} (docs/product/api.md) and the small helpers every router uses.
import type { Response } from 'express';
import type { z } from 'zod';
import type { Envelope } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import type { SiteI18n } from '../i18n';

/** A text of the `api` namespace with its values, said in the language of the request that gets it. */
export interface ApiText {
  key: string;
  values?: Record<string, string | number>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** `api` texts (said joined by "; "), or a message already in the request's language (the forms' refusals). */
    readonly text: ApiText | ApiText[] | string,
    readonly code: number = status,
  ) {
    super(typeof text === 'string' ? text : [text].flat().map((part) => part.key).join('; '));
  }
}

/** The Msg of an error for a request in `lang`. */
export function errorMsg(error: ApiError, texts: Pick<SiteI18n, 'forLanguage'>, lang: Language): string {
  if (typeof error.text === 'string') return error.text;
  const { t } = texts.forLanguage(lang);
  return joinIssues(
    [error.text].flat().map((part) => t(part.key, { ns: 'api', ...part.values })),
    t('forms:issueSeparator', {}),
    lang,
  );
}

// Languages whose clause after a semicolon begins in lower case, where the texts begin with a common word.
// Not English, whose texts are quoted as the product gives them ("Title is required; Attachments is
// required"), nor German, whose texts begin with nouns as often as with articles, nor Japanese, which has
// no case and joins the texts as sentences.
const LOWER_CASE_CLAUSES: ReadonlySet<Language> = new Set(['fr', 'it', 'es']);
// A text that begins with a capital ("Le champ", "È obbligatorio"); not a name in capitals ("FAQ").
const CAPITAL_WORD = /^\p{Lu}(?!\p{Lu})/u;

/**
 * Several problems in one Msg, joined as the language joins clauses (`separator`: "; ", French with a
 * no-break space before the semicolon, Japanese "。" as sentences). A text's own full stop goes before the
 * separator ("a.; b." would read oddly): the last text keeps it; sentences joined with no space (Japanese)
 * each end with the mark, the last one too, once there are several. A clause after a semicolon begins in
 * lower case where the language writes it so ("…qui ; le champ…"). A lone text stays as it is.
 */
export function joinIssues(texts: readonly string[], separator: string, lang: Language): string {
  const mark = separator.trim();
  const sentences = texts.length > 1 && mark !== '' && mark === separator;
  const bare = (text: string) => (mark && text.endsWith(mark) ? text.slice(0, -mark.length) : text.replace(/\.$/, ''));
  const clause = (text: string, i: number) =>
    i > 0 && !sentences && LOWER_CASE_CLAUSES.has(lang) ? text.replace(CAPITAL_WORD, (letter) => letter.toLocaleLowerCase(lang)) : text;
  const last = texts.length - 1;
  return texts.map((text, i) => clause(i < last ? bare(text) : sentences ? `${bare(text)}${mark}` : text, i)).join(separator);
}

/** A query's or body's problems as `api` texts, one per parameter, each naming it. */
export function parameterIssues(error: z.ZodError, whole = 'query'): ApiText[] {
  const seen = new Set<string>();
  const texts: ApiText[] = [];
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || whole;
    if (seen.has(name)) continue;
    seen.add(name);
    texts.push(parameterIssue(issue, name));
  }
  return texts;
}

function parameterIssue(issue: z.core.$ZodIssue, name: string): ApiText {
  if (issue.code === 'invalid_type' && /received undefined|is required/.test(issue.message)) return { key: 'parameter.required', values: { name } };
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1) return { key: 'parameter.required', values: { name } };
  if (issue.code === 'too_big' && issue.origin === 'string') return { key: 'parameter.tooLong', values: { name, max: Number(issue.maximum) } };
  if (issue.code === 'invalid_value') return { key: 'parameter.oneOf', values: { name, values: issue.values.map(String).join(', ') } };
  return { key: 'parameter.invalid', values: { name } };
}

export function send<T>(res: Response, data: T, msg = 'success'): void {
  const body: Envelope<T> = { Code: 200, Msg: msg, Data: data };
  res.json(body);
}

export function sendError(res: Response, status: number, msg: string, code = status): void {
  const body: Envelope<null> = { Code: code, Msg: msg, Data: null };
  res.status(status).json(body);
}
