// What the server build (vite build --ssr) changes so that a page renders faster, without touching
// the browser's bundle nor the development server:
// - react-router is bundled from its production build. Its package sends every import, Node's too, to
//   the development build, with its checks and warnings on every render.
// - the client's `react-i18next` imports resolve to server/http/ssr-translation.ts, which shares one
//   translate function per namespace across all components and renders (see that file).
// - React's string-writing renderer (react-dom/server.bun) is bundled from its production build without
//   counting the bytes of every piece it writes (uncountedRendererCode).
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTER_PRODUCTION_ALIAS } from './lean-client.ts';

const TRANSLATION_MODULE = path.resolve('server/http/ssr-translation.ts');
/** The production build of React's renderer that writes strings, which the server imports (docs/decisions/0028). */
export const STRING_RENDERER_FILE = path.resolve('node_modules/react-dom/cjs/react-dom-server.bun.production.js');
const STRING_RENDERER_ALIAS = { find: /^react-dom\/server\.bun$/, replacement: STRING_RENDERER_FILE };
/** How the renderer counts a piece's bytes: the one function this build takes out. */
const BYTE_LENGTH = 'function byteLengthOfChunk(chunk) {\n  return Buffer.byteLength(chunk, "utf8");\n}';
/** React's own check before counting: its builds that know no byte length set the function to null. */
const COUNTED_ONLY_WITH_A_LENGTH = 'if (null !== byteLengthOfChunk) {';

/**
 * The renderer's code without the byte count of every piece. React adds up the UTF-8 length of each piece
 * of a finished part (a `Buffer.byteLength` per piece: about 5% of a rendered page's CPU) for two uses:
 * flushing a large page in chunks of `progressiveChunkSize` bytes, which the site sets to infinity (a
 * finished page is sent inline), and deciding whether a Suspense boundary is large enough to outline,
 * which only matters within those chunks or for the rows of a SuspenseList, which the site does not use.
 * React's builds that cannot measure a string set the function to null and skip the count; this does the
 * same. Fails the build if the code is not as expected (a React upgrade changed it).
 */
export function uncountedRendererCode(code: string): string {
  const uses = code.split('byteLengthOfChunk').length - 1;
  if (!code.includes(BYTE_LENGTH) || !code.includes(COUNTED_ONLY_WITH_A_LENGTH) || uses !== 3) {
    throw new Error(
      `${path.relative(process.cwd(), STRING_RENDERER_FILE)}: byteLengthOfChunk is no longer defined, checked and called once as this build expects; see docs/decisions/0028-react-writes-strings.md`,
    );
  }
  return code.replace(BYTE_LENGTH, 'var byteLengthOfChunk = null;');
}

export function serverSpeed(): Plugin {
  let serverBuild = false;
  return {
    name: 'server-speed',
    enforce: 'pre',
    config(_config, env) {
      serverBuild = env.command === 'build' && Boolean(env.isSsrBuild);
      if (!serverBuild) return;
      return {
        resolve: { alias: [ROUTER_PRODUCTION_ALIAS, STRING_RENDERER_ALIAS] },
        ssr: { noExternal: ['react-router'] },
      };
    },
    async resolveId(source, importer, options) {
      if (!serverBuild || source !== 'react-i18next' || importer === TRANSLATION_MODULE) return null;
      return this.resolve(TRANSLATION_MODULE, importer, { ...options, skipSelf: true });
    },
    transform(code, id) {
      if (!serverBuild || id !== STRING_RENDERER_FILE) return null;
      return { code: uncountedRendererCode(code), map: null };
    },
  };
}
