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

/** The weight (q, 0 to 1) the request gives each coding it names, `*` for the others it takes. */
function encodingWeights(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    // A weight that is not a number between 0 and 1 is not taken as one.
    if (Number.isFinite(weight) && weight >= 0 && weight <= 1) weights.set(token, weight);
  }
  return weights;
}

/**
 * The encoding to send, of those given (best first): the one the request weighs highest, the first given
 * among equals; `*` stands for any it does not name; none (the plain bytes) when it weighs none above 0, or
 * weighs the plain bytes (`identity`) above them all. Not named, the plain bytes weigh as little as the
 * least it names (as the compression middleware reads it), so a lower weight for every coding still gets one.
 */
export function pickEncoding<T extends string>(header: string | undefined, available: readonly T[]): T | undefined {
  const weights = encodingWeights(header);
  const weightOf = (token: string) => weights.get(token) ?? weights.get('*') ?? 0;
  let best: T | undefined;
  for (const token of available) if (weightOf(token) > (best === undefined ? 0 : weightOf(best))) best = token;
  if (best === undefined) return undefined;
  const plain = weights.get('identity') ?? weights.get('*') ?? Math.min(...weights.values());
  return plain > weightOf(best) ? undefined : best;
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
