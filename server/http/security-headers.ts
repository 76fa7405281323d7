// The security headers of every response (helmet), with the CSP's per-response nonce, and the same
// headers worked out once for the page cache's answers, which carry no nonce
// (docs/decisions/0018-html-cache.md).
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Config } from '../config';
import { ossOrigin } from '../config';

/**
 * The powerful browser features no page of the site uses, turned off for the page and everything it
 * embeds: a third-party script (the chat widget) cannot ask a visitor for the camera, the microphone,
 * the location, a payment, a USB device or a capture of the screen.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=()';

export function securityHeaders(config: Config, dev: boolean): RequestHandler {
  // The browser loads the chat provider's script only when its key is set too (docs/decisions/0006-chat-widget.md).
  const chatOrigin = config.CHAT_SCRIPT_URL && config.CHAT_KEY ? new URL(config.CHAT_SCRIPT_URL).origin : null;
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`, ...(chatOrigin ? [chatOrigin] : [])],
        // Vite's dev client injects <style> tags; the production build links stylesheets only. The chat
        // provider may serve its widget's stylesheets and fonts as files from its own origin.
        styleSrc: [...(dev ? ["'self'", "'unsafe-inline'"] : ["'self'"]), ...(chatOrigin ? [chatOrigin] : [])],
        fontSrc: ["'self'", ...(chatOrigin ? [chatOrigin] : [])],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...(dev ? ['ws:'] : []), ...(chatOrigin ? [chatOrigin] : []), ...(config.UPLOAD_DRIVER === 'oss' ? [ossOrigin(config)] : [])],
        // The forms solve their challenge in a worker of the site's own (docs/decisions/0011-spam-resistance.md).
        workerSrc: ["'self'"],
        frameSrc: ["'self'", ...(chatOrigin ? [chatOrigin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.APP_ENV === 'production' ? [] : null,
      },
    },
    // Whenever the built site is served (npm start, the Docker image), not only with APP_ENV=production.
    // Browsers ignore the header over plain http, so a local `npm start` is not affected
    // (docs/decisions/0007-abuse-limits.md).
    strictTransportSecurity: config.NODE_ENV === 'production' || config.APP_ENV === 'production',
    crossOriginEmbedderPolicy: false,
  });
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
}

/** What stands for the nonce in the headers worked out once: never a real nonce (those are base64). */
export const NONCE_MARK = '<nonce>';

/**
 * The headers `headers` sets on a response, worked out once: they do not depend on the request, only on
 * the response's nonce, which is NONCE_MARK here. In the order set, names as helmet writes them.
 */
export function fixedHeaders(headers: RequestHandler): [string, string][] {
  const set = new Map<string, [string, string]>();
  const recorder = {
    locals: { nonce: NONCE_MARK },
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), [name, Array.isArray(value) ? value.join(', ') : String(value)]);
      return recorder;
    },
    removeHeader(name: string) {
      set.delete(name.toLowerCase());
    },
    getHeader(name: string) {
      return set.get(name.toLowerCase())?.[1];
    },
  };
  let done = false;
  headers({} as IncomingMessage as never, recorder as unknown as ServerResponse as never, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    done = true;
  });
  if (!done) throw new Error('The security headers did not finish at once.');
  return [...set.values()];
}

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;
const randomPool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let poolUsed = NONCES_PER_FILL;

/**
 * 128 random bits, base64: a nonce of its own for each response. The system's random source is asked
 * for 256 at a time (one call instead of one a response, which was about 1% of a rendered page); each
 * slice is given out once.
 */
export function nextNonce(): string {
  if (poolUsed === NONCES_PER_FILL) {
    crypto.randomFillSync(randomPool);
    poolUsed = 0;
  }
  const start = NONCE_BYTES * poolUsed++;
  return randomPool.toString('base64', start, start + NONCE_BYTES);
}

/**
 * Middleware giving every response a fresh nonce (res.locals.nonce, for the CSP and every script React
 * streams) and the headers worked out once by `fixedHeaders`, the nonce in NONCE_MARK's place: a
 * response costs a few header writes instead of helmet building its policy again.
 */
export function securityHeadersWithNonce(fixed: readonly [string, string][]): RequestHandler {
  const nonced = fixed.filter(([, value]) => value.includes(NONCE_MARK)).map(([name, value]) => [name, value.split(NONCE_MARK)] as const);
  const plain = fixed.filter(([, value]) => !value.includes(NONCE_MARK));
  return (_req, res, next) => {
    const nonce = nextNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of plain) res.setHeader(name, value);
    for (const [name, parts] of nonced) res.setHeader(name, parts.join(nonce));
    next();
  };
}

/** Of the security headers, those that govern a subresource; the rest (CSP, framing, referrer, HSTS…) govern documents. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);
/** A worker's script (Vite names it `<name>.worker-<hash>.js`): its CSP is the worker's own policy. */
const WORKER_SCRIPT = /\.worker-[^/]+\.js$/;

/**
 * The security headers of the build's hashed files (/assets/…: scripts, styles, images), which are never
 * shown as documents: `nosniff` and the same-origin resource policy only, and for a worker's script the
 * site's CSP (without a nonce, which no worker has). The document headers would add about 700 bytes to
 * every one of the dozen files a page loads.
 */
export function assetSecurityHeaders(fixed: readonly [string, string][]): RequestHandler {
  const plain = fixed.filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase()));
  const csp = fixed.find(([name]) => name.toLowerCase() === 'content-security-policy');
  const workerCsp = csp && ([csp[0], csp[1].replace(` 'nonce-${NONCE_MARK}'`, '')] as const);
  return (req, res, next) => {
    for (const [name, value] of plain) res.setHeader(name, value);
    if (workerCsp && WORKER_SCRIPT.test(req.path)) res.setHeader(workerCsp[0], workerCsp[1]);
    next();
  };
}
