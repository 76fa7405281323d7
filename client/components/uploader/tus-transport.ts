// UPLOAD_DRIVER=local: resumable uploads to the site with the tus protocol. A file goes in chunks of about
// 5 MB; when a request fails (a dropped connection) the client asks the server for its offset and goes on
// from there, and a file chosen again after a reload resumes the upload the browser remembers (a file
// chosen again while its upload runs is another upload). An upload
// that moves no byte for as long as an API call may take (a request left hanging, which no retry would
// ever notice) is given up as failed.
import { Upload, type DetailedError } from 'tus-js-client';
import { API_TIMEOUT_MS } from '../../../shared/limits';
import { STORED_URL_HEADER } from '../../../shared/uploads';
import { RETRY_DELAYS_MS, type UploadFailure, type UploadTransport } from './transport';

const CHUNK_BYTES = 5 * 1024 * 1024;

const statusOf = (error: Error) => (error as DetailedError).originalResponse?.getStatus();

/**
 * Whether a failed request is tried again: tus-js-client's own rule (not after a 4xx answer, but for 409
 * and 423), without its "only while the browser says it is online". A phone between two networks (a lift,
 * Wi-Fi to mobile data) is offline for a moment: with that rule the upload failed at once, while the
 * waits between tries (39 s in all) outlast such a moment.
 */
export function triedAgain(status: number | undefined): boolean {
  const refused = status !== undefined && status >= 400 && status < 500;
  return !refused || status === 409 || status === 423;
}

/**
 * A Retry-After header's wait (a number of seconds, as the site sends it) in whole minutes, rounded up:
 * what the visitor is asked to wait. A minute if unreadable.
 */
export function retryAfterMinutes(header: string | undefined): number {
  const seconds = Number(header);
  return header !== undefined && /^\d+$/.test(header.trim()) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
}

/**
 * What the visitor is told of an upload that failed, from the status of the last answer (none when no
 * answer came): a type the site does not take, too many uploads from the network (how long to wait), a
 * fault of the server's own, or else a request that timed out.
 */
export function failureOf(status: number | undefined, retryAfter: string | undefined): UploadFailure {
  if (status === 415) return { reason: 'type' };
  if (status === 429) return { reason: 'busy', waitMinutes: retryAfterMinutes(retryAfter) };
  return { reason: status !== undefined && status >= 500 ? 'server' : 'network' };
}

/** What the browser remembers an upload by: the same file for another form is another upload. */
const fingerprintOf = (file: File, form: string, endpoint: string) => ['tus', form, file.name, file.type, file.size, file.lastModified, endpoint].join('|');

/**
 * The fingerprints of the uploads this page is sending now. The same file chosen again while its first
 * upload runs is an upload of its own, neither resumed from nor remembered under that fingerprint: it
 * would otherwise take over the running upload, and the two would send their chunks to one upload, each
 * refused for the other's offset.
 */
const running = new Set<string>();

export function tusTransport(endpoint: string): UploadTransport {
  return {
    upload(file, form, { onProgress, onDone, onFail }) {
      let cancelled = false;
      let stalled: ReturnType<typeof setTimeout> | undefined;
      const fingerprint = fingerprintOf(file, form, endpoint);
      const again = running.has(fingerprint);
      if (!again) running.add(fingerprint);
      const settle = () => {
        clearTimeout(stalled);
        if (!again) running.delete(fingerprint);
      };
      /** (Re)starts the wait for the next progress; a wait that runs out ends the upload as failed. */
      const awaitProgress = () => {
        clearTimeout(stalled);
        stalled = setTimeout(() => {
          cancelled = true;
          settle();
          upload.abort(true).catch(() => undefined);
          onFail({ reason: 'network' });
        }, API_TIMEOUT_MS);
      };
      const upload = new Upload(file, {
        endpoint,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        onShouldRetry: (error) => triedAgain(statusOf(error)),
        metadata: { filename: file.name, form },
        // The same file for another form is another upload: the server checks it against that form's types.
        fingerprint: async () => fingerprint,
        storeFingerprintForResuming: !again,
        removeFingerprintOnSuccess: true,
        onProgress: (sent) => {
          awaitProgress();
          onProgress(sent);
        },
        onSuccess: ({ lastResponse }) => {
          settle();
          // The server names the stored file on the last PATCH; an upload it did not finish has no name.
          const url = lastResponse.getHeader(STORED_URL_HEADER);
          if (url) onDone(url);
          else onFail({ reason: 'network' });
        },
        onError: (error) => {
          settle();
          if (cancelled) return;
          onFail(failureOf(statusOf(error), (error as DetailedError).originalResponse?.getHeader('Retry-After')));
        },
      });
      (again ? Promise.resolve([]) : upload.findPreviousUploads())
        .then((previous) => previous[0] && upload.resumeFromPreviousUpload(previous[0]))
        // Without storage for the fingerprints (private browsing), the upload starts afresh.
        .catch(() => undefined)
        .then(() => {
          if (cancelled) return;
          awaitProgress();
          upload.start();
        });
      return {
        cancel() {
          cancelled = true;
          settle();
          // abort(true) also deletes the unfinished upload on the server.
          upload.abort(true).catch(() => undefined);
        },
      };
    },
  };
}
