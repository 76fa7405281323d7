// What the server says to a request it could not read: Node answers these before any handler runs, with
// an empty body. For headers over Node's limit (16 KB) the visitor is almost always a browser whose cookies
// for the domain have grown too many or too large (set by other sites on a parent domain): an empty page
// would leave them with nothing to do, so they get a page that says how to recover. The request was never
// read, so neither its language nor its layout is known: the page says it in all six languages. Here too
// the page for a visitor over the limit of rendered pages.
import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { LANGUAGES, type Language } from '../../shared/i18n';
import type { SiteI18n } from '../i18n';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The 431 page's HTML: the site's name, then each language's title and advice in a section of its own. */
export function headersTooLargePage(i18n: SiteI18n, brand: string): string {
  const sections = LANGUAGES.map((lang) => {
    const t = i18n.forLanguage(lang).getFixedT(lang, 'api');
    return `<section lang="${lang}"><h2>${escapeHtml(t('headersTooLarge.title'))}</h2><p>${escapeHtml(t('headersTooLarge.text'))}</p></section>`;
  }).join('');
  const en = i18n.forLanguage('en').getFixedT('en', 'api');
  const site = escapeHtml(i18n.forLanguage('en').getFixedT('en', 'seo')('siteName', { brand }));
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(en('headersTooLarge.title'))} · ${site}</title></head>` +
    `<body><main><h1>${site}</h1>${sections}</main></body></html>`
  );
}

/**
 * The 431 answer to an /api/v1 call: the envelope every call answers with, its Msg in English (the
 * request's language was never read).
 */
export function headersTooLargeEnvelope(i18n: SiteI18n): string {
  const en = i18n.forLanguage('en').getFixedT('en', 'api');
  return JSON.stringify({ Code: 431, Msg: `${en('headersTooLarge.title')}. ${en('headersTooLarge.text')}`, Data: null });
}

/**
 * A page of one sentence in the page's language, with nothing else to load: for a visitor over the limit
 * of pages rendered per address (PAGE_RENDER_LIMIT), the reason and when to try again; for a page that
 * failed before it could be rendered, that it failed on our side.
 */
export function sentencePage(lang: Language, message: string): string {
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(message)}</title></head><body><main><p>${escapeHtml(message)}</p></main></body></html>`
  );
}

/** Node's own answers for the other requests it cannot read (they come from clients, not visitors). */
function plainAnswer(code: string | undefined): string {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n';
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 'HTTP/1.1 413 Payload Too Large\r\nConnection: close\r\n\r\n';
  return 'HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n';
}

/** A 431 answer's head, for a body of `type`. */
function tooLargeHead(type: string, body: Buffer): Buffer {
  return Buffer.from(
    'HTTP/1.1 431 Request Header Fields Too Large\r\n' +
      `Content-Type: ${type}\r\n` +
      `Content-Length: ${body.length}\r\n` +
      'Cache-Control: no-store\r\n' +
      "Content-Security-Policy: default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'\r\n" +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n',
  );
}

// The request line's method and target, at the start of the bytes the parser failed on.
const REQUEST_LINE = /^([A-Z]+) (\S+)/;

/**
 * Answers the requests Node's parser refuses as Node would, except headers over the limit, which get
 * `page` (431, never cached, no script or style allowed), or `envelope` (JSON) for a call to /api/. As in
 * Node, nothing is written once an answer on the connection has begun, and the connection is closed.
 */
export function answerUnreadableRequests(server: Server, page: string, envelope: string): void {
  const answers = {
    page: { body: Buffer.from(page), type: 'text/html; charset=utf-8' },
    api: { body: Buffer.from(envelope), type: 'application/json; charset=utf-8' },
  };
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The answer under way on this connection, if any (Node's own field, as its default handler reads it).
    const answering = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (socket.writable && !answering?.headersSent) {
      if (error.code === 'HPE_HEADER_OVERFLOW') {
        // A HEAD gets the head alone (its Content-Length that of the body), as a HEAD's answer must: a body
        // after it would be read as the start of another answer. The method and the target are read from
        // the bytes the parser failed on, which begin with the request line when the request came at once,
        // as it does; else the page, for a visitor.
        const line = REQUEST_LINE.exec((error as { rawPacket?: Buffer }).rawPacket?.subarray(0, 2048).toString('latin1') ?? '');
        const { body, type } = line && isApiTarget(line[2]!) ? answers.api : answers.page;
        const head = tooLargeHead(type, body);
        socket.end(line?.[1] === 'HEAD' ? head : Buffer.concat([head, body]), () => socket.destroy());
        return;
      }
      socket.write(plainAnswer(error.code));
    }
    socket.destroy(error);
  });
}

/** Whether a request target (a path, or an absolute URL) calls the API. */
function isApiTarget(target: string): boolean {
  try {
    return new URL(target, 'http://site.invalid').pathname.startsWith('/api/');
  } catch {
    return false;
  }
}
