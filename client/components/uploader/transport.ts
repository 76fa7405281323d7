// How a file reaches the storage: what every driver's transport does (./load-transport.ts loads the one
// configured).
import type { UploadForm } from '../../../shared/uploads';

/**
 * The waits before each new try of a failed upload request, 39 s in all: long enough for a phone moving
 * between two networks, or a server restarting.
 */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/**
 * Why an upload failed. `type`: the storage refused the file's content; `busy`: the site refused a new
 * upload for the client address's limit, to be tried again after `waitMinutes` (whole minutes, at least
 * one); `server`: the last try was answered with a fault of the server's own (a 5xx); `network`: the
 * upload could not be finished otherwise (no answer, a refusal).
 */
export type UploadFailure = { reason: 'busy'; waitMinutes: number } | { reason: 'type' | 'network' | 'server' };

export interface UploadCallbacks {
  /** Bytes the storage has received so far. */
  onProgress(sent: number): void;
  /** The upload is finished and stored; `url` is what the form submits. */
  onDone(url: string): void;
  onFail(failure: UploadFailure): void;
}

export interface UploadHandle {
  /** Stops the upload and drops what the storage has of it. */
  cancel(): void;
}

export interface UploadTransport {
  upload(file: File, form: UploadForm, callbacks: UploadCallbacks): UploadHandle;
}
