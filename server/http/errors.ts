// Errors raised by Express and its middleware (serve-static, body-parser, the router) carry an HTTP status.

/** The 4xx status of an error that is the request's fault, or null for anything else (a server fault). */
export function clientErrorStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = status ?? statusCode;
  return typeof code === 'number' && Number.isInteger(code) && code >= 400 && code < 500 ? code : null;
}
