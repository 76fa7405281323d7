// Brotli and gzip twins of the client build's text assets (name.js → name.js.br, name.js.gz), written
// once at build time at (nearly) the highest settings, so the server sends them without compressing anything
// (server/http/static-files.ts). A twin that would not save more than the headers it adds is not written.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|txt|html|map|wasm)$/;
/**
 * What a twin adds to its answer: "Content-Encoding: br" and "Vary: Accept-Encoding" with their line ends.
 * A twin is written only when it saves more than that; a small file that compresses well (a 480-byte chunk
 * to 288) gets its twins too.
 */
const TWIN_HEADER_BYTES = 45;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli's best quality: what a phone downloads (React's chunk is 7 % smaller at 11 than at 9, in under
 * half a second of build). Only a bundle that no page loads before it is idle (the OSS uploader's, over
 * 500 KB) gets a quality a few % short of it, which takes a fraction of the time.
 */
const brotliQuality = (size: number) => (size > 512 * 1024 ? 9 : zlib.constants.BROTLI_MAX_QUALITY);

async function precompressFile(file: string): Promise<number> {
  const bytes = await fs.readFile(file);
  if (bytes.length <= TWIN_HEADER_BYTES) return 0;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(bytes.length), [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const twins = ([[br, '.br'], [gz, '.gz']] as const).filter(([twin]) => twin.length + TWIN_HEADER_BYTES < bytes.length);
  await Promise.all(twins.map(([twin, suffix]) => fs.writeFile(file + suffix, twin)));
  return twins.length;
}

/** Writes the twins of a folder's text files; answers how many. */
export async function precompressFolder(dir: string): Promise<number> {
  const names = (await fs.readdir(dir, { recursive: true })).filter((name) => TEXT.test(name));
  const written = await Promise.all(names.map((name) => precompressFile(path.join(dir, name))));
  return written.reduce((sum, n) => sum + n, 0);
}

/** The client build's assets folder gets its twins once the bundle is written. */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async writeBundle(options) {
      if (this.environment.config.build.ssr || !options.dir) return;
      await precompressFolder(path.join(options.dir, 'assets'));
    },
  };
}
