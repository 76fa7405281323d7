// UPLOAD_DRIVER=local: attachments are uploaded to the site itself with the tus protocol (resumable, in
// chunks, streamed to disk) and served back from DATA_DIR/uploads (docs/decisions/0009-uploads.md).
//
// DATA_DIR/uploads/.partial/<id>       an upload in progress (tus' file store, with <id>.json beside it)
// DATA_DIR/uploads/<timestamp>_<random>-<name>.<ext>   a finished file whose content was checked
//
// The tus id is <timestamp>_<random>; the finished file's name adds the visitor's (safe) file name and the
// extension of the type its bytes show. Only finished files are served, at /uploads/<name>.
//
// An upload no stored submission refers to is deleted a day after it began when unfinished, and a day after
// its last chunk or the last check of a form (in its first two days) when finished; which files the
// submissions refer to, the forms' services tell (`ReferencedUploads`).
import fsp from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { ERRORS, Server, type Upload } from '@tus/server';
import { Router, type NextFunction, type Response } from 'express';
import { MAX_UPLOAD_BYTES, STORED_URL_HEADER, UPLOAD_TYPES, acceptsName, keyUrl, safeUploadName, uploadKey, type UploadForm } from '../../shared/uploads';
import type { Logger } from '../logger';
import { contentDisposition, detectFile, mimeOfStored, storedType } from './file-types';
import { makeFolder } from './folders';
import { KEY_PREFIX, LOCAL_UPLOAD_PATH, displayName, keyOfUrl, parseStoredName, randomKeyPart, type StoredKey } from './keys';
import type { ReferencedUploads, RefuseInEnvelope, UploadCheck, UploadStorage } from './types';
import { siteRouter } from '../http/routing';

const TUS_ID = /^\d{1,16}_[0-9a-f]{32}$/;
/**
 * An upload no stored submission refers to is deleted this long after it began, unfinished (however many
 * chunks came since), or finished, after its last chunk or the last time a form checked it: by then no
 * visitor is still filling in the form it was chosen for. Checked at most once an hour, when an upload starts.
 */
const UNSUBMITTED_TTL_MS = 24 * 3600_000;
/**
 * A form's check gives a finished file a new day only this long after its upload began, so that no string of
 * refused submissions keeps a file no submission refers to for ever: such a file is gone within three days.
 */
const CHECK_RENEWS_WITHIN_MS = 2 * UNSUBMITTED_TTL_MS;
const SWEEP_EVERY_MS = 3600_000;
/** How many finished files one question to `referenced` names. */
const REFERENCE_BATCH = 500;

/** A refusal tus answers as it is: its status and a plain-text body. */
const refusal = (status_code: number, body: string) => ({ status_code, body: `${body}\n` });

/** Removes a header from a request, from both of Node's records of it (tus reads the raw list). */
function withoutHeader(req: IncomingMessage, lowerName: string): void {
  delete req.headers[lowerName];
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]!.toLowerCase() === lowerName) raw.splice(i, 2);
}

function isForm(value: unknown): value is UploadForm {
  return typeof value === 'string' && Object.hasOwn(UPLOAD_TYPES, value);
}

/**
 * The tus extensions the site takes, the ones OPTIONS names: a size must be given when an upload is
 * created (no deferred length: the form's total is checked then), and an unfinished upload is swept by the
 * site after a day, not given an Upload-Expires (so no expiration either).
 */
const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination'];

/**
 * tus' file store, answering 423 for an upload the site is finishing. tus lets go of an upload's lock before
 * it calls onUploadFinish: without this, a request on the same upload in the meantime (a PATCH at its end
 * with no body, a DELETE, a HEAD) would read, finish again or delete the file being checked and moved.
 */
class FinishingFileStore extends FileStore {
  constructor(
    directory: string,
    private readonly isFinishing: (id: string) => boolean,
  ) {
    super({ directory });
    this.extensions = TUS_EXTENSIONS;
  }

  override async getUpload(id: string): Promise<Upload> {
    this.refuseWhileFinishing(id);
    return super.getUpload(id);
  }

  override async remove(id: string): Promise<void> {
    this.refuseWhileFinishing(id);
    return super.remove(id);
  }

  /** Deletes an upload even while it is being finished: the finish's own removal of a refused file. */
  discard(id: string): Promise<void> {
    return super.remove(id);
  }

  private refuseWhileFinishing(id: string): void {
    if (this.isFinishing(id)) throw refusal(423, 'The upload is being finished by another request');
  }
}

export class LocalUploadStorage implements UploadStorage {
  readonly driver = 'local' as const;
  /** Finished files. */
  readonly filesDir: string;
  /** Uploads in progress. */
  readonly partialDir: string;
  private readonly store: FinishingFileStore;
  private readonly tus: Server;
  /** The ids of the uploads whose completion is being checked and stored (`finish`). */
  private readonly finishing = new Set<string>();
  private lastSweep = 0;

  /**
   * `referenced`: which finished files the stored submissions refer to. Without it no finished file is ever
   * deleted: nothing could tell which are in use.
   */
  constructor(
    dataDir: string,
    private readonly logger: Logger,
    private readonly referenced?: ReferencedUploads,
  ) {
    this.filesDir = path.join(dataDir, 'uploads');
    this.partialDir = path.join(this.filesDir, '.partial');
    try {
      makeFolder(this.partialDir);
    } catch (error) {
      // Start-up's one line names the setting to look at.
      throw new Error(`cannot keep uploads in DATA_DIR (${this.filesDir}): ${(error as Error).message}`, { cause: error });
    }
    this.store = new FinishingFileStore(this.partialDir, (id) => this.finishing.has(id));
    this.tus = new Server({
      path: LOCAL_UPLOAD_PATH,
      datastore: this.store,
      maxSize: MAX_UPLOAD_BYTES,
      relativeLocation: true,
      // The site's own pages are the only client: no cross-origin access.
      allowedOrigins: [],
      namingFunction: () => `${Date.now()}_${randomKeyPart()}`,
      // Only ids the site made: nothing else reaches the file store.
      getFileIdFromRequest: (_req, lastPath) => (lastPath !== undefined && TUS_ID.test(lastPath) ? lastPath : undefined),
      onUploadCreate: async (_req, upload) => this.admit(upload),
      onUploadFinish: async (_req, upload) => this.finish(upload),
      onResponseError: (_req, error) => this.mapError(error),
    });
  }

  router(_refuse: RefuseInEnvelope): Router {
    const router = siteRouter();
    router.all(`${LOCAL_UPLOAD_PATH}{/*splat}`, (req, res, next) => {
      const stored = req.method === 'GET' || req.method === 'HEAD' ? this.storedOfPath(req.path) : null;
      if (stored) return void this.serve(stored, res, next).catch(next);
      // GET is not part of the tus protocol: an upload in progress is never served. An upload is created
      // by a POST to the collection itself; tus would take one at any path below it.
      if (req.method === 'GET' || (req.method === 'POST' && req.path !== LOCAL_UPLOAD_PATH)) return void res.status(404).type('text/plain').send('Not Found');
      // tus refuses every request whose X-Forwarded-Proto is not exactly http or https (400), and a chain of
      // proxies writes a list ("https, http"). The answers' locations are relative: tus needs it for nothing.
      withoutHeader(req, 'x-forwarded-proto');
      this.tus.handle(req, res).catch(next);
    });
    return router;
  }

  async check(url: string, form: UploadForm): Promise<UploadCheck> {
    const stored = keyOfUrl('/', url);
    if (!stored) return { ok: false, reason: 'notOurs' };
    const file = path.join(this.filesDir, stored.name);
    const stat = await fsp.stat(file).catch(() => null);
    if (!stat?.isFile()) return { ok: false, reason: 'missing' };
    const type = storedType(form, stored.name, await detectFile(file));
    if (!type || type.ext !== stored.ext) return { ok: false, reason: 'type' };
    // A form is submitting it: its day starts again, so that no sweep takes it before the submission is
    // stored (within its first two days: the name starts with the time its upload began). Later, a file past
    // its day is one a sweep may be deleting now: it is answered as gone rather than stored with the form.
    const now = new Date();
    const began = Number(stored.name.slice(0, stored.name.indexOf('_')));
    if (now.getTime() - began < CHECK_RENEWS_WITHIN_MS) await fsp.utimes(file, now, now).catch(() => undefined);
    else if (now.getTime() - stat.mtimeMs > UNSUBMITTED_TTL_MS) return { ok: false, reason: 'missing' };
    return { ok: true, file: { url, key: stored.key, name: displayName(stored), size: stat.size, mime: type.mime } };
  }

  async open(url: string): Promise<Readable> {
    const stored = keyOfUrl('/', url);
    if (!stored) throw new Error('not an upload of this site');
    const handle = await fsp.open(path.join(this.filesDir, stored.name), 'r');
    return handle.createReadStream();
  }

  /** At creation: the form, a usable name of a type the form takes, a declared size (at most MAX_UPLOAD_BYTES: tus' maxSize). */
  private async admit(upload: Upload): Promise<{ metadata: Record<string, string> }> {
    this.sweepStale();
    if (upload.sizeIsDeferred) throw refusal(400, 'Upload-Length is required');
    const form = upload.metadata?.form;
    if (!isForm(form)) throw refusal(400, `Upload-Metadata "form" must be one of: ${Object.keys(UPLOAD_TYPES).join(', ')}`);
    const name = safeUploadName(upload.metadata?.filename ?? '');
    if (name === null) throw refusal(400, 'Upload-Metadata "filename" must name a file, without path separators');
    if (!acceptsName(form, name)) throw refusal(415, `This form takes only: ${UPLOAD_TYPES[form].join(', ')}`);
    // Only what the site reads again is kept.
    return { metadata: { form, filename: name } };
  }

  /**
   * At completion: the type by the content and the name together; a refused file is deleted. Other requests
   * on the upload are answered 423 until it is done (FinishingFileStore); then the upload is gone (404).
   */
  private async finish(upload: Upload): Promise<{ headers: Record<string, string> }> {
    // Before the first await: tus has just released the upload's lock, and the next request to take it must
    // already find the upload being finished.
    this.finishing.add(upload.id);
    try {
      return await this.checkAndStore(upload);
    } finally {
      this.finishing.delete(upload.id);
    }
  }

  private async checkAndStore(upload: Upload): Promise<{ headers: Record<string, string> }> {
    const partial = path.join(this.partialDir, upload.id);
    const form = upload.metadata?.form as UploadForm;
    const name = upload.metadata?.filename ?? '';
    const detected = await detectFile(partial).catch(() => undefined);
    const type = storedType(form, name, detected);
    if (!type) {
      await this.store.discard(upload.id).catch(() => undefined);
      throw refusal(415, 'The content of the file is not of a type this form takes, or does not match its name');
    }
    const [timestamp, random] = upload.id.split('_') as [string, string];
    const key = uploadKey(name, type.ext, Number(timestamp), random);
    await fsp.rename(partial, path.join(this.filesDir, key.slice(KEY_PREFIX.length)));
    await this.store.configstore.delete(upload.id);
    return { headers: { [STORED_URL_HEADER]: keyUrl('/', key) } };
  }

  /**
   * tus answers a few situations a client causes with a 5xx: a lock it could not get (two requests on one
   * upload at once), an extension it does not offer. They are the client's: 423 and 400. Real faults stay
   * 500 and are logged, and their answer says no more than that: tus would add the error's own message,
   * which names paths on the server's disk.
   */
  private mapError(error: Error | { status_code: number; body: string }) {
    if (error === ERRORS.ERR_LOCK_TIMEOUT) return refusal(423, 'The upload is busy with another request');
    if ('status_code' in error && error.status_code === 501) return { status_code: 400, body: error.body };
    if ('status_code' in error && error.status_code < 500) return undefined;
    this.logger.error('upload failed', { error });
    return { status_code: 500, body: ERRORS.UNKNOWN_ERROR.body };
  }

  /** The stored file a GET or HEAD names, when its path is one (a tus id never is). */
  private storedOfPath(urlPath: string): StoredKey | null {
    if (!urlPath.startsWith(`${LOCAL_UPLOAD_PATH}/`)) return null;
    let name: string;
    try {
      name = decodeURIComponent(urlPath.slice(LOCAL_UPLOAD_PATH.length + 1));
    } catch {
      return null;
    }
    return parseStoredName(name);
  }

  /**
   * A finished file, in a way that can never run as part of the site: downloaded unless it is an image or
   * a video, its checked type with no sniffing, and a CSP that sandboxes it even when opened directly.
   */
  private async serve(stored: StoredKey, res: Response, next: NextFunction): Promise<void> {
    const mime = mimeOfStored(stored.ext);
    const stat = await fsp.stat(path.join(this.filesDir, stored.name)).catch(() => null);
    if (!mime || !stat?.isFile()) return void res.status(404).type('text/plain').send('Not Found');
    res.set({
      'Content-Type': mime,
      'Content-Disposition': contentDisposition(mime, displayName(stored)),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
      // A stored file never changes; it is a visitor's, so no shared cache keeps it.
      'Cache-Control': 'private, max-age=86400, immutable',
    });
    res.sendFile(stored.name, { root: this.filesDir, dotfiles: 'deny', cacheControl: false }, (error?: Error) => {
      if (error && !res.headersSent) next(error);
    });
  }

  /** The server's hourly round: the same sweep as an upload's start (files of deleted submissions too). */
  sweep(): void {
    this.sweepStale();
  }

  /** Deletes stale uploads (`deleteStale`): in the background, at most once per SWEEP_EVERY_MS. */
  private sweepStale(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    void this.deleteStale(now).catch((error: unknown) => this.logger.warn('cleaning stale uploads failed', { error }));
  }

  /**
   * Deletes the uploads older than UNSUBMITTED_TTL_MS at `now` that no stored submission refers to: the
   * unfinished ones, and the finished files `referenced` does not name.
   */
  async deleteStale(now = Date.now()): Promise<void> {
    await this.deleteUnfinished(now);
    await this.deleteUnreferenced(now);
  }

  private async deleteUnfinished(now: number): Promise<void> {
    for (const entry of await fsp.readdir(this.partialDir)) {
      if (!entry.endsWith('.json')) continue;
      const id = entry.slice(0, -'.json'.length);
      if (this.finishing.has(id)) continue;
      const data = path.join(this.partialDir, id);
      const info = path.join(this.partialDir, entry);
      // Its info file is written at creation (the data file changes with every chunk, and a byte a day
      // would keep it for ever).
      const stat = (await fsp.stat(info).catch(() => null)) ?? (await fsp.stat(data).catch(() => null));
      if (stat && now - stat.mtimeMs > UNSUBMITTED_TTL_MS) {
        await fsp.rm(data, { force: true });
        await fsp.rm(info, { force: true });
      }
    }
  }

  private async deleteUnreferenced(now: number): Promise<void> {
    if (!this.referenced) return;
    const old: StoredKey[] = [];
    for (const entry of await fsp.readdir(this.filesDir)) {
      const stored = parseStoredName(entry);
      if (stored && (await this.isOld(stored, now))) old.push(stored);
    }
    for (let start = 0; start < old.length; start += REFERENCE_BATCH) {
      const batch = old.slice(start, start + REFERENCE_BATCH);
      const inUse = await this.referenced(batch.map((stored) => keyUrl('/', stored.key)));
      for (const stored of batch) {
        // Its age asked again: a form that checked it in the meantime made it young.
        if (inUse.has(keyUrl('/', stored.key)) || !(await this.isOld(stored, now))) continue;
        await fsp.rm(path.join(this.filesDir, stored.name), { force: true });
      }
    }
  }

  /** Whether a finished file was last written or checked more than UNSUBMITTED_TTL_MS before `now`. */
  private async isOld(stored: StoredKey, now: number): Promise<boolean> {
    const stat = await fsp.stat(path.join(this.filesDir, stored.name)).catch(() => null);
    return stat !== null && stat.isFile() && now - stat.mtimeMs > UNSUBMITTED_TTL_MS;
  }
}

