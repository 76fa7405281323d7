// The attachments a form submitted, checked on the server: each URL (a repeated one counts once) must be
// one of our stored files whose bytes are of a type the form accepts, and all of them together at most
// 50 MB (docs/decisions/0009-uploads.md); then, once the whole form was found right, kept as the
// submission's own. And which stored files the submissions kept still refer to.
import type { FieldIssue } from '../../shared/forms/issues';
import { MAX_UPLOAD_BYTES, type UploadForm } from '../../shared/uploads';
import type { Db } from '../db/database';
import type { CheckedUpload, ReferencedUploads, UploadStorage } from '../storage/types';

/** The message keys (`forms` namespace) of a form's refusals of a file of another type, and of too much in all. */
export interface AttachmentMessages {
  type: string;
  tooLarge: string;
}

/** The checked files, in order; a problem is added to `issues` (under `field`) and stops the check. */
export async function checkAttachments(
  uploads: UploadStorage,
  form: UploadForm,
  urls: readonly string[],
  into: { issues: FieldIssue[]; field: string; messages: AttachmentMessages },
): Promise<CheckedUpload[]> {
  const files: CheckedUpload[] = [];
  for (const url of new Set(urls)) {
    const check = await uploads.check(url, form);
    if (!check.ok) {
      into.issues.push({ field: into.field, key: check.reason === 'type' ? into.messages.type : 'errors.attachmentMissing' });
      return files;
    }
    files.push(check.file);
  }
  if (files.reduce((total, f) => total + f.size, 0) > MAX_UPLOAD_BYTES) into.issues.push({ field: into.field, key: into.messages.tooLarge });
  return files;
}

/**
 * The checked files made the submission's own (the storage's `keep`: with OSS, a copy no visitor can write),
 * once nothing else in the form is wrong: a refused form leaves nothing behind. A file gone or changed
 * since its check is a problem added to `issues`, as a missing one is.
 */
export async function keepAttachments(
  uploads: UploadStorage,
  files: readonly CheckedUpload[],
  into: { issues: FieldIssue[]; field: string },
): Promise<CheckedUpload[]> {
  if (!uploads.keep) return [...files];
  const kept: CheckedUpload[] = [];
  for (const file of files) {
    const copy = await uploads.keep(file);
    if (!copy) {
      into.issues.push({ field: into.field, key: 'errors.attachmentMissing' });
      return kept;
    }
    kept.push(copy);
  }
  return kept;
}

/**
 * The URLs a stored ticket (`ticket_attachment`) or security advisory (`security_advisory_file`) refers to:
 * one row per file, with its URL as submitted. The other forms take no files. A submission's rows go with
 * it when the retention purge deletes it, and its files are then no longer referred to.
 */
export function referencedAttachments(db: Db): ReferencedUploads {
  return async (urls) => {
    if (urls.length === 0) return new Set();
    const rows = await db
      .selectFrom('ticket_attachment')
      .select('url')
      .where('url', 'in', urls)
      .union(db.selectFrom('security_advisory_file').select('url').where('url', 'in', urls))
      .execute();
    return new Set(rows.map((row) => row.url));
  };
}
