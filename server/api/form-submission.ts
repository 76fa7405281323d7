// The handler of a guarded form's POST call, after the form guard (docs/decisions/0011-spam-resistance.md):
// the body is checked with the form's schema (the one the browser uses), then by the form's service for
// what only the server knows. Every refusal is a 400 whose Msg says what to fix, in the language of the
// request (Accept-Language: the forms send their page's), each problem naming its field, joined by "; ".
// Code 200 with what the service answers (the reference) once the submission and its mail are stored; 503
// when the upload storage cannot be reached to check the attachments.
import type { RequestHandler } from 'express';
import * as z from 'zod/mini';
import { formIssues, issueText, type FieldIssue, type Translate } from '../../shared/forms/issues';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { SiteI18n } from '../i18n';
import { FormRefused } from '../services/form-submissions';
import { StorageUnavailable } from '../storage/types';
import { ApiError, joinIssues, send } from './respond';

export interface FormSubmission<S extends z.core.$ZodType, R> {
  schema: S;
  /** The schema as configured now (the ticket's details maximum), when it depends on a setting. */
  currentSchema?: () => Promise<S>;
  /** The namespace whose `fields.<field>.label` names a field in a refusal. */
  labels: string;
  i18n: SiteI18n;
  /**
   * Store the checked submission; throws FormRefused for what only the server can find wrong. `t` speaks
   * the request's language; `english`, the teams' (their mails name the choices in English).
   */
  submit(data: z.output<S>, ctx: SubmitContext): Promise<R>;
  /** The Msg of a success, in the request's language ("success" when not given). */
  successMsg?(t: Translate): string;
}

export interface SubmitContext {
  lang: Language;
  t: Translate;
  english: Translate;
}

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

export function formSubmission<S extends z.core.$ZodType, R>({ schema, currentSchema, labels, i18n, submit, successMsg }: FormSubmission<S, R>): RequestHandler {
  const englishTexts = i18n.forLanguage(DEFAULT_LANGUAGE);
  const english: Translate = (key, options) => englishTexts.t(key, options);
  return async (req, res, next) => {
    try {
      const lang = i18n.visitorLanguage(req, res);
      const instance = i18n.forLanguage(lang);
      const t: Translate = (key, options) => instance.t(key, options);
      /** The issues in words, each naming its field, joined as the language joins clauses (joinIssues). */
      const refusal = (issues: readonly FieldIssue[]) => {
        const label = (field: string) => t(`${labels}:fields.${field}.label`, { defaultValue: field });
        return new ApiError(400, joinIssues(issues.map((issue) => issueText(t, issue, label(issue.field), lang)), t('forms:issueSeparator'), lang));
      };
      if (!isObject(req.body)) throw refusal([{ field: '', key: 'errors.notJsonObject' }]);
      const parsed = z.safeParse(currentSchema ? await currentSchema() : schema, req.body);
      if (!parsed.success) throw refusal(formIssues(parsed.error));
      try {
        const data = await submit(parsed.data, { lang, t, english });
        send(res, data, successMsg?.(t));
      } catch (error) {
        if (error instanceof FormRefused) throw refusal(error.issues);
        // Nothing was stored: the visitor sends the same form again later (its key and challenge are free).
        if (error instanceof StorageUnavailable) throw new ApiError(503, { key: 'upload.storageUnavailable' });
        throw error;
      }
    } catch (error) {
      next(error);
    }
  };
}
