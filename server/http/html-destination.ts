// Where React's server renderer writes a page (docs/decisions/0028-react-writes-strings.md).
//
// React writes a page as a great many small pieces: every tag, attribute name, attribute value and
// text is a piece of its own (about 1,400 for the FAQ list). Its Node.js build encodes each piece into a
// 4 KB byte buffer as it comes (a TextEncoder call, a view of the buffer), which was about a sixth of the
// CPU a rendered page took. Its build for Bun, react-dom/server.bun, is the same renderer writing each
// piece as a string, with the same renderToPipeableStream; the destinations here keep the pieces and make
// one string of them each time React has finished a part of the page (its flush), which Node then writes
// as one piece. The bytes sent are the same.
import type { Writable } from 'node:stream';

type Listener = (...args: unknown[]) => void;

/** What renderToPipeableStream's string-writing build calls on the destination it is piped to. */
export interface HtmlDestination {
  write(piece: string): boolean;
  /** React has finished a part of the page (the shell, a boundary): it goes out now. */
  flush(): void;
  end(): void;
  destroy(error?: Error): void;
  on(event: string, listener: Listener): HtmlDestination;
}

/**
 * React's pipe() is typed for a Node.js stream; these destinations have the few methods it calls, not the
 * whole stream (whose write would cost, for every piece, more than the encoding it spares).
 */
export function asPipeTarget(destination: HtmlDestination): NodeJS.WritableStream {
  return destination as unknown as NodeJS.WritableStream;
}

/**
 * A response as React's destination: the pieces of each part in one write, and the response's own flush
 * after it (compression's, which sends what it has compressed so far).
 */
export function responseDestination(res: Writable & { flush?: () => void }): HtmlDestination {
  let pieces: string[] = [];
  const writePieces = () => {
    if (pieces.length === 0) return;
    res.write(pieces.length === 1 ? pieces[0] : pieces.join(''));
    pieces = [];
  };
  const destination: HtmlDestination = {
    write(piece) {
      pieces.push(piece);
      return true;
    },
    flush() {
      writePieces();
      res.flush?.();
    },
    end() {
      // React flushes before it ends: what is left (nothing, as it writes) goes with the end, which
      // compresses and sends the rest itself, without a second flush of the compressor.
      writePieces();
      res.end();
    },
    destroy(error) {
      pieces = [];
      res.destroy(error);
    },
    on(event, listener) {
      // 'drain', 'error' and 'close': React resumes or stops the render on the response's own.
      res.on(event, listener);
      return destination;
    },
  };
  return destination;
}

/** The whole page as bytes, once React has written all of it (for the page cache). */
export function wholeDocument(done: (html: Buffer) => void, failed: (error: Error) => void): HtmlDestination {
  let pieces: string[] = [];
  const destination: HtmlDestination = {
    write(piece) {
      pieces.push(piece);
      return true;
    },
    flush() {},
    end() {
      done(Buffer.from(pieces.join('')));
      pieces = [];
    },
    destroy(error) {
      pieces = [];
      failed(error ?? new Error('the render was stopped'));
    },
    on() {
      // Nothing here drains, errs or closes: the document is in memory until it is whole.
      return destination;
    },
  };
  return destination;
}
