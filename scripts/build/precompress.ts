// Brotli and gzip twins of the client build's text assets (name.js → name.js.br, name.js.gz), written
// once at build time at the highest settings, so the server sends them without compressing anything
// (server/http/static-files.ts). A twin that would not be smaller is not written.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|txt|html|map|wasm)$/;
/** Smaller files gain nothing worth a second request header. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export async function precompressFolder(dir: string): Promise<number> {
  const names = (await fs.readdir(dir, { recursive: true })).filter((name) => TEXT.test(name));
  let written = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const bytes = await fs.readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    for (const [twin, suffix] of [
      [br, '.br'],
      [gz, '.gz'],
    ] as const) {
      if (twin.length >= bytes.length) continue;
      await fs.writeFile(file + suffix, twin);
      written++;
    }
  }
  return written;
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
