// The SWR fetcher for /api/v1: unwraps the envelope and turns Code ≠ 200 into an error with the
// server's Msg, which the server writes in the page's language (sent as Accept-Language). A call that
// has not answered after 50 s is aborted: "Network request timed out". Failures without an answer of the
// API carry a `reason`; the pages show its text from the locales (client/components/load-error.tsx): an
// error status with something else than the envelope (a proxy's error page for a server that is down) is
// the site's fault, not the visitor's connection; an OK status with something else (a hotel network's
// login page) is the connection's.
import type { Envelope } from '../../shared/api';
import { API_TIMEOUT_MS } from '../../shared/limits';

export class ApiCallError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** No answer of the API came back: the network failed, the call timed out, or the answer was not the envelope. */
    readonly failedInTransit = false,
    /** Why, when no answer came back. */
    readonly reason?: 'network' | 'timeout' | 'serverError',
  ) {
    super(message);
  }
}

export async function apiFetch<T>(url: string, init: RequestInit = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), API_TIMEOUT_MS);
  try {
    const res = await fetch(url, { ...init, signal: controller.signal, headers: { Accept: 'application/json', ...pageLanguage(), ...init.headers } });
    // An answer that is not the API's: something between us and the API answered, with no Msg to show.
    const notTheApi = () => new ApiCallError(res.status, res.statusText || 'Network request failed', true, res.ok ? 'network' : 'serverError');
    let body: unknown;
    try {
      body = await res.json();
    } catch {
      // The answer stopped coming before the 50 s were up, or it was not JSON (a proxy's error page).
      if (controller.signal.aborted) throw new ApiCallError(408, 'Network request timed out', true, 'timeout');
      throw notTheApi();
    }
    if (!isEnvelope<T>(body)) throw notTheApi();
    if (body.Code !== 200) throw new ApiCallError(body.Code, body.Msg);
    return body.Data;
  } catch (error) {
    if (error instanceof ApiCallError) throw error;
    if ((error as Error).name === 'AbortError') throw new ApiCallError(408, 'Network request timed out', true, 'timeout');
    throw new ApiCallError(0, (error as Error).message || 'Network request failed', true, 'network');
  } finally {
    clearTimeout(timer);
  }
}

function isEnvelope<T>(body: unknown): body is Envelope<T> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<T>).Code === 'number' && typeof (body as Envelope<T>).Msg === 'string';
}

/** The page's language, so that the API's error texts come in it whatever the browser's own language. */
function pageLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang ? { 'Accept-Language': lang } : {};
}

export const fetcher = <T,>(url: string): Promise<T> => apiFetch<T>(url);
