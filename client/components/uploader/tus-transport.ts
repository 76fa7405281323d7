// UPLOAD_DRIVER=local: resumable uploads to the site with the tus protocol. A file goes in chunks of about
// 5 MB; when a request fails (a dropped connection) the client asks the server for its offset and goes on
// from there, and a file chosen again after a reload resumes the upload the browser remembers. An upload
// that moves no byte for as long as an API call may take (a request left hanging, which no retry would
// ever notice) is given up as failed.
import { Upload, type DetailedError } from 'tus-js-client';
import { API_TIMEOUT_MS } from '../../../shared/limits';
import { STORED_URL_HEADER } from '../../../shared/uploads';
import { RETRY_DELAYS_MS, type UploadTransport } from './transport';

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

export function tusTransport(endpoint: string): UploadTransport {
  return {
    upload(file, form, { onProgress, onDone, onFail }) {
      let cancelled = false;
      let stalled: ReturnType<typeof setTimeout> | undefined;
      /** (Re)starts the wait for the next progress; a wait that runs out ends the upload as failed. */
      const awaitProgress = () => {
        clearTimeout(stalled);
        stalled = setTimeout(() => {
          cancelled = true;
          upload.abort(true).catch(() => undefined);
          onFail('network');
        }, API_TIMEOUT_MS);
      };
      const upload = new Upload(file, {
        endpoint,
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        onShouldRetry: (error) => triedAgain(statusOf(error)),
        metadata: { filename: file.name, form },
        // The same file for another form is another upload: the server checks it against that form's types.
        fingerprint: async (f: File) => ['tus', form, f.name, f.type, f.size, f.lastModified, endpoint].join('|'),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        onProgress: (sent) => {
          awaitProgress();
          onProgress(sent);
        },
        onSuccess: ({ lastResponse }) => {
          clearTimeout(stalled);
          // The server names the stored file on the last PATCH; an upload it did not finish has no name.
          const url = lastResponse.getHeader(STORED_URL_HEADER);
          if (url) onDone(url);
          else onFail('network');
        },
        onError: (error) => {
          clearTimeout(stalled);
          if (!cancelled) onFail(statusOf(error) === 415 ? 'type' : 'network');
        },
      });
      upload
        .findPreviousUploads()
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
          clearTimeout(stalled);
          // abort(true) also deletes the unfinished upload on the server.
          upload.abort(true).catch(() => undefined);
        },
      };
    },
  };
}
