// Request bodies of JSON, read as UTF-8 only.
import { isUtf8 } from 'node:buffer';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';

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

/**
 * A body longer than the limit: refused from its Content-Length without waiting for its bytes, or, sent
 * in chunks without one, as soon as the bytes received pass the limit.
 */
class TooLargeError extends Error {
  readonly status = 413;
  constructor(declared: boolean) {
    super(declared ? 'The request body is declared larger than the limit' : 'The request body is larger than the limit');
  }
}

/**
 * How long a connection refused for the size of its body is still read after its answer, and how many
 * more bytes, thrown away. A connection closed with bytes it has not read is reset, and a reset can take
 * the answer with it before the client reads it (curl saw only "100 Continue"): the client gets the time to
 * read the 413 and stop. A client that goes on sending is cut off after these.
 */
const LINGER_MS = 2_000;
const LINGER_BYTES = 1024 * 1024;

/** Answer with Connection: close, and close once the answer is out and read (LINGER_MS, LINGER_BYTES). */
function closeAfterAnswer(req: Request, res: Response): void {
  res.set('Connection', 'close');
  const socket = req.socket;
  // Node closes a connection whose answer says so by ending it and then destroying it at once.
  socket.destroySoon = () => {
    socket.end();
    let left = LINGER_BYTES;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    socket.on('data', (chunk: Buffer) => {
      left -= chunk.length;
      if (left <= 0) socket.destroy();
    });
  };
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
 * announcing 100 MB and sending two holds for the request timeout), a body sent in chunks as soon as it
 * passes the limit (413: the body parser reads such a body to its end before it answers, and a client
 * that never ends it would be read for the whole request timeout, gigabytes a minute), and a body of
 * invalid UTF-8 (400, NotUtf8Error) before it is parsed. A 413 closes the connection with the answer, so
 * the rest of the body is never read.
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
    // "utf8" is a common name of UTF-8, which the body parser knows only as "utf-8".
    if (charset !== undefined && charset !== 'utf-8') req.headers['content-type'] = req.get('content-type')!.replace(CHARSET, '; charset=utf-8');
    if (Number(req.get('content-length')) > options.limit) {
      // The rest of the body is not read: the connection ends with the answer.
      closeAfterAnswer(req, res);
      return next(new TooLargeError(true));
    }
    if (req.get('content-length') !== undefined) return parse(req, res, next);
    // Sent in chunks: counted as they come. The parser still answers on its own (a malformed body, or one
    // that ends within the limit); whichever answers first does, once.
    let answered = false;
    const once: NextFunction = (error?: unknown) => {
      if (answered) return;
      answered = true;
      req.off('data', count);
      next(error);
    };
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= options.limit) return;
      closeAfterAnswer(req, res);
      once(new TooLargeError(false));
    };
    parse(req, res, once);
    if (!answered) req.on('data', count);
  };
}

/** Whether a body parser's error is a body of invalid UTF-8. */
export const isNotUtf8 = (error: unknown): boolean => error instanceof NotUtf8Error;
