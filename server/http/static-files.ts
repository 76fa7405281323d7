// The built client's files, served without work a request does not need: hashed assets from their
// brotli or gzip twin made at build time (scripts/build/precompress.ts), and the few files of public/
// at their own paths only, so that a page request never asks the disk whether it is a file.
import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Encodings a build writes beside a file, best first: the file name's suffix and the header's token. */
const ENCODINGS = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Which encodings the request accepts (q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (token && !(q && Number(q.slice(2)) === 0)) accepted.add(token);
  }
  return accepted;
}

/** The best encoding both sides have, of those given. */
export function pickEncoding<T extends string>(header: string | undefined, available: readonly T[]): T | undefined {
  const accepted = acceptedEncodings(header);
  return available.find((token) => accepted.has(token));
}

/**
 * The compressed twins of a folder's files, served when the visitor accepts them. `next()` for anything
 * else: the static handler behind it serves the plain file or refuses the path, as before.
 */
export function precompressed(dir: string, headers: Record<string, string>): RequestHandler {
  // URL path under the mount → the encodings it has a twin in. Read once: a deployment starts a new
  // server with its build. Should a build be replaced under a running server all the same, a twin gone
  // from the disk is answered by the handler behind (the plain file, or its 404) without the encoding
  // and the year-long cache set here for the twin.
  const twins = new Map<string, Encoding[]>();
  const names = fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]) : [];
  const present = new Set(names.map((name) => name.split(path.sep).join('/')));
  for (const name of present) {
    const encodings = ENCODINGS.filter((e) => present.has(name + e.suffix));
    if (encodings.length > 0) twins.set(`/${name}`, encodings);
  }
  return (req: Request, res: Response, next: NextFunction) => {
    const encodings = twins.get(req.path);
    if (!encodings || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.vary('Accept-Encoding');
    const token = pickEncoding(
      req.headers['accept-encoding'],
      encodings.map((e) => e.token),
    );
    if (!token) return next();
    const encoding = encodings.find((e) => e.token === token)!;
    res.type(path.extname(req.path));
    res.set({ ...headers, 'Content-Encoding': encoding.token });
    // Hashed names: the ETag answers a conditional request, a Last-Modified would only add bytes.
    res.sendFile(req.path.slice(1) + encoding.suffix, { root: dir, cacheControl: false, lastModified: false }, (error) => {
      if (!error) return;
      if (res.headersSent) return next(error);
      for (const name of ['Content-Encoding', 'Content-Type', ...Object.keys(headers)]) res.removeHeader(name);
      next();
    });
  };
}

/** The files at the top of a folder (public/), each answered at its own path and nothing else. */
export function rootFiles(dir: string, maxAgeSeconds: number): RequestHandler {
  const files = new Set(
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { withFileTypes: true })
          .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
          .map((entry) => `/${entry.name}`)
      : [],
  );
  return (req: Request, res: Response, next: NextFunction) => {
    if (!files.has(req.path) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.sendFile(req.path.slice(1), { root: dir, maxAge: maxAgeSeconds * 1000 }, (error) => {
      if (error) next(error);
    });
  };
}
