// Where attachments are stored, behind one interface for both drivers (UPLOAD_DRIVER): `local`, files
// uploaded to the site itself (tus, resumable) under DATA_DIR; `oss`, files the browser uploads straight to an
// Alibaba Cloud OSS bucket with temporary STS credentials (docs/decisions/0009-uploads.md).
import type { Readable } from 'node:stream';
import type { Request, Response, Router } from 'express';
import type { UploadForm } from '../../shared/uploads';

/** A stored file the server has checked. */
export interface CheckedUpload {
  url: string;
  key: string;
  /**
   * The file's name as the visitor chose it, made safe: the stored name without its timestamp and random
   * part (`key` has it whole). What the mails and the ticket's rows call the file.
   */
  name: string;
  size: number;
  /** The content type its bytes show (magic bytes), e.g. image/jpeg. */
  mime: string;
  /** The storage's version of the bytes checked (oss: the object's ETag), for `keep`. */
  version?: string;
}

export type UploadCheck = { ok: true; file: CheckedUpload } | { ok: false; reason: 'notOurs' | 'missing' | 'type' };

/**
 * The storage could not be reached (or answered with an error of its own) while checking a file: nothing
 * is wrong with the file or the form, and the same submission may go through later. The forms answer 503.
 */
export class StorageUnavailable extends Error {
  constructor() {
    super('the upload storage could not be reached');
  }
}

export interface UploadStorage {
  readonly driver: 'local' | 'oss';
  /**
   * The driver's own HTTP endpoints, mounted at the site's root (local: /uploads; oss: /api/v1/aliStsToken).
   * `refuse` answers an error in the API's envelope, its Msg the `api` text `key` in the visitor's language.
   */
  router(refuse: RefuseInEnvelope): Router;
  /**
   * Check an attachment URL a form submitted: it is one of ours, the file exists, and its bytes are of a
   * type the form accepts, matching its extension. Throws StorageUnavailable when the storage cannot tell.
   */
  check(url: string, form: UploadForm): Promise<UploadCheck>;
  /**
   * Makes a checked file the submission's own, once everything else in the form was found right: nothing
   * is written for a form that is refused. oss: a copy of the very bytes checked, under a key of its own
   * that visitors' credentials cannot write; null when the file is gone or changed since its check.
   * Without it (local), a checked file is already beyond a visitor's reach and is kept as it is.
   */
  keep?(file: CheckedUpload): Promise<CheckedUpload | null>;
  /** The stored file's bytes (to attach a small file to a mail). */
  open(url: string): Promise<Readable>;
  /**
   * Deletes, in the background, the files no stored submission refers to any longer (local; a bucket's
   * own lifecycle rules do it for oss).
   */
  sweep?(): void;
}

/**
 * Of these URLs of stored files, the ones a stored submission still refers to. The forms' services answer
 * it; the storage asks it before deleting a finished file, and knows nothing of the forms' tables.
 */
export type ReferencedUploads = (urls: readonly string[]) => Promise<ReadonlySet<string>>;

/** Answers a request with an error in the API's envelope, its Msg the `api` text `key` in the request's language. */
export type RefuseInEnvelope = (req: Request, res: Response, status: number, key: string) => void;
