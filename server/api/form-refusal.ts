// What the forms' POST routers share: the request's language and its translator, and the refusal of bad
// input as a 400 whose Msg names every problem in words, each naming its field by the form's own label
// (`<namespace>:fields.<field>.label`), joined by "; ".
import type { Request, Response } from 'express';
import type { z } from 'zod';
import { formIssues, issueText, type FieldIssue, type Translate } from '../../shared/forms/issues';
import type { Language } from '../../shared/i18n';
import type { SiteI18n } from '../i18n';
import { ApiError } from './respond';

/** The language of the request (Accept-Language: a form sends its page's) and `t` in it. */
export function requestLanguage(i18n: SiteI18n, req: Request, res: Response): { lang: Language; t: Translate } {
  const lang = i18n.visitorLanguage(req, res);
  const instance = i18n.forLanguage(lang);
  return { lang, t: (key, options) => instance.t(key, options) };
}

/** The issues in words, each naming its field, joined by "; ". */
export function formRefusal(t: Translate, namespace: string, issues: readonly FieldIssue[]): ApiError {
  const label = (field: string) => t(`${namespace}:fields.${field}.label`, { defaultValue: field });
  return new ApiError(400, issues.map((issue) => issueText(t, issue, label(issue.field))).join('; '));
}

/** The body checked with a form's schema; a refusal (400) when it is not a JSON object or breaks a rule. */
export function parseFormBody<S extends z.ZodType>(schema: S, body: unknown, t: Translate, namespace: string): z.output<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw formRefusal(t, namespace, [{ field: '', key: 'errors.notJsonObject' }]);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw formRefusal(t, namespace, formIssues(parsed.error));
  return parsed.data;
}
