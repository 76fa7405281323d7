// What the server build (vite build --ssr) changes so that a page renders faster, without touching
// the browser's bundle nor the development server:
// - react-router is bundled from its production build. Its package sends every import, Node's too, to
//   the development build, with its checks and warnings on every render.
// - the client's `react-i18next` imports resolve to server/http/ssr-translation.ts, which shares one
//   translate function per namespace across all components and renders (see that file).
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTER_PRODUCTION_ALIAS } from './lean-client.ts';

const TRANSLATION_MODULE = path.resolve('server/http/ssr-translation.ts');

export function serverSpeed(): Plugin {
  let serverBuild = false;
  return {
    name: 'server-speed',
    enforce: 'pre',
    config(_config, env) {
      serverBuild = env.command === 'build' && Boolean(env.isSsrBuild);
      if (!serverBuild) return;
      return { resolve: { alias: [ROUTER_PRODUCTION_ALIAS] }, ssr: { noExternal: ['react-router'] } };
    },
    async resolveId(source, importer, options) {
      if (!serverBuild || source !== 'react-i18next' || importer === TRANSLATION_MODULE) return null;
      return this.resolve(TRANSLATION_MODULE, importer, { ...options, skipSelf: true });
    },
  };
}
