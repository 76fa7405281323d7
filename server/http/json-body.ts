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

/** express.json that refuses a body of invalid UTF-8 with a 400 (NotUtf8Error), before it is parsed. */
export function jsonBody(options: { limit: number | string; strict?: boolean }): RequestHandler {
  return express.json({
    ...options,
    verify: (_req, _res, bytes) => {
      if (!isUtf8(bytes)) throw new NotUtf8Error();
    },
  });
}

/** Whether a body parser's error is a body of invalid UTF-8. */
export const isNotUtf8 = (error: unknown): boolean => error instanceof NotUtf8Error;
