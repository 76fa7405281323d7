// Sends a guarded form: its fields plus the guard's (a solved challenge, the empty honeypot) as JSON, with
// the form's Idempotency-Key and the page's language (refusals come in it). The answer is the envelope's
// Data; a refusal throws ApiCallError with the server's Msg (fetcher.ts).
import { IDEMPOTENCY_HEADER } from '../../../shared/form-guard';
import { apiFetch, ApiCallError } from '../../data/fetcher';
import type { FormGuardHandle } from './use-form-guard';

/** The status of a refused challenge (expired while the visitor was away, or already used). */
const CHALLENGE_REFUSED = 403;

export async function postForm<T>(url: string, fields: object, guard: Pick<FormGuardHandle, 'prepare' | 'discardChallenge' | 'keyFor' | 'language'>): Promise<T> {
  const key = guard.keyFor(JSON.stringify(fields));
  const send = async () =>
    apiFetch<T>(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': guard.language, [IDEMPOTENCY_HEADER]: key },
      body: JSON.stringify({ ...fields, ...(await guard.prepare()) }),
    });
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof ApiCallError) || error.code !== CHALLENGE_REFUSED) throw error;
    // Once more with a fresh challenge; the same key, so a submission that did go through is not repeated.
    guard.discardChallenge();
    return send();
  }
}
