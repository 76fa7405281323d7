// Request bodies of JSON, read as UTF-8 only.
import { isUtf8 } from 'node:buffer';
import express, { type RequestHandler } from 'express';

/**
 * A body whose bytes are not UTF-8. The JSON parser would read each bad byte as U+FFFD and go on, and a
 * form would keep "A\uFFFD\uFFFDB" for a name: such a body is refused instead, as the other bad bodies are.
 */
class NotUtf8Error extends Error {
  readonly status = 400;
  constructor() {
    super('The request body is not UTF-8');
  }
}

/**
 * A body declared in another charset than UTF-8. The JSON parser would decode UTF-16 or UTF-32 as declared
 * and then fail to parse it (a 400 that says the JSON is malformed): it is refused as of the wrong type.
 */
class OtherCharsetError extends Error {
  readonly status = 415;
  constructor(charset: string) {
    super(`The request body is declared in ${charset}, not UTF-8`);
  }
}

/** A body declared longer than the limit: refused from its Content-Length, without waiting for its bytes. */
class DeclaredTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super('The request body is declared larger than the limit');
  }
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;
const UTF8 = /^utf-?8$/i;

/** The charset a Content-Type names, lower-cased, or undefined when it names none. */
function declaredCharset(contentType: string | undefined): string | undefined {
  return contentType?.match(CHARSET)?.[1]?.toLowerCase();
}

/**
 * express.json that refuses a body declared in another charset (415, OtherCharsetError) or declared over
 * the limit (413, at once: the body parser would first wait for all the bytes announced, which a client
 * announcing 100 MB and sending two holds for the request timeout), and a body of invalid UTF-8 (400,
 * NotUtf8Error) before it is parsed.
 */
export function jsonBody(options: { limit: number; strict?: boolean }): RequestHandler {
  const parse = express.json({
    ...options,
    verify: (_req, _res, bytes) => {
      if (!isUtf8(bytes)) throw new NotUtf8Error();
    },
  });
  return (req, res, next) => {
    if (!req.is('application/json')) return parse(req, res, next);
    const charset = declaredCharset(req.get('content-type'));
    if (charset !== undefined && !UTF8.test(charset)) return next(new OtherCharsetError(charset));
    if (Number(req.get('content-length')) > options.limit) {
      // The rest of the body is not read: the connection ends with the answer.
      res.set('Connection', 'close');
      return next(new DeclaredTooLargeError());
    }
    parse(req, res, next);
  };
}

/** Whether a body parser's error is a body of invalid UTF-8. */
export const isNotUtf8 = (error: unknown): boolean => error instanceof NotUtf8Error;
