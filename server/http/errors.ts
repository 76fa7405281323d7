// Errors raised by Express and its middleware (serve-static, body-parser, the router) carry an HTTP status.

/** The 4xx status of an error that is the request's fault, or null for anything else (a server fault). */
export function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === 'number' && Number.isInteger(code) && code >= 400 && code < 500 ? code : null;
}

// The codes Node and Express give an answer cut short because the client closed its connection.
const CLIENT_LEFT = new Set(['ECONNABORTED', 'ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Whether an error says only that the client went away while it was answered (a page closed while its
 * icon loaded, a download cancelled): nothing the server did wrong, and no one left to answer.
 */
export function clientLeft(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && CLIENT_LEFT.has(code);
}
