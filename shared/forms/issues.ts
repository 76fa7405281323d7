// A form's problems as the browser shows them and the server answers them: one per field, as a key of
// the `forms` namespace with its values. The schemas' messages are those keys (./fields.ts); anything
// else zod reports (a value of the wrong shape) reads as `errors.invalid`.
import type * as z from 'zod/mini';
import type { Language } from '../i18n';
import { formatWholeNumber } from '../numbers';

export interface FieldIssue {
  /** The payload field it is about ('' for the payload as a whole). */
  field: string;
  /** A key of the `forms` namespace. */
  key: string;
  /** Interpolation values of the message (e.g. `max`). */
  values?: Record<string, number | string>;
}

const MESSAGE_KEY = /^errors\.\w+$/;

/** The first problem of each field, in the order zod found them. */
export function formIssues(error: z.core.$ZodError): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (byField.has(field)) continue;
    const key = MESSAGE_KEY.test(issue.message) ? issue.message : 'errors.invalid';
    const values = issue.code === 'too_big' ? { max: Number(issue.maximum) } : undefined;
    byField.set(field, values ? { field, key, values } : { field, key });
  }
  return [...byField.values()];
}

/** The shape of i18next's `t` that the forms use, in the browser and on the server. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * An issue in words, in `lang`; `field` is the field's label (the generic messages name it). Its numbers
 * are written as the language writes them, as the character counter does ("2 000" in French).
 */
export function issueText(t: Translate, issue: FieldIssue, field: string, lang: Language): string {
  const values = Object.fromEntries(
    Object.entries(issue.values ?? {}).map(([name, value]) => [name, typeof value === 'number' ? formatWholeNumber(value, lang) : value]),
  );
  return t(issue.key, { ns: 'forms', ...values, field });
}
