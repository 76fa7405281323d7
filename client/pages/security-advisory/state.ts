// The Security Advisory form's values and rules. The rules are the advisory schema's (shared with the
// server); the uploads still running and the 50 MB total are the uploader's to check, and the policy
// checkbox is the page's own: the server never sees it.
import { advisorySchema, type AdvisoryPayload } from '../../../shared/forms/advisory';
import type { UploadedFile } from '../../../shared/uploads';
import { schemaErrors, type FormErrors } from '../../components/form/use-form';

export interface AdvisoryValues {
  title: string;
  /** Finished uploads. */
  files: UploadedFile[];
}
export type AdvisoryField = keyof AdvisoryValues;

export const EMPTY_ADVISORY: AdvisoryValues = { title: '', files: [] };

/** The fields in the order the form shows them. */
export const ADVISORY_FIELD_ORDER: readonly AdvisoryField[] = ['title', 'files'];

/** How long the policy checkbox's area shakes (or, with reduced motion, is outlined) when Submit finds it unticked. */
export const NUDGE_MS = 1000;

/** What the form sends. */
export function advisoryPayload(values: AdvisoryValues): AdvisoryPayload {
  return { title: values.title, files: values.files.map((file) => file.url).join(',') };
}

/**
 * The problems of the values. `uploading`: files are in the list but not finished, which the uploader
 * reports itself ("Please submit after the files has been successfully uploaded"), so they are not
 * "required" as well.
 */
export function advisoryErrors(values: AdvisoryValues, uploading: boolean): FormErrors<AdvisoryField> {
  const errors = schemaErrors<AdvisoryField>(advisorySchema, advisoryPayload(values));
  if (uploading && errors.files?.key === 'errors.attachmentsRequired') delete errors.files;
  return errors;
}
