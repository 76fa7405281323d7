// What the client build (vite build) changes so that a page loads less JavaScript, without touching the
// development server:
// - react-router is bundled from its production build. Its package sends every import to the
//   development build, whose checks and warnings a visitor never needs.
// - react-router's module-level `React.createContext(…)` and `React.forwardRef(…)` calls are marked
//   pure, and its `X.displayName = "…"` lines (names for React's developer tools) are dropped: otherwise
//   the bundler must keep every component and context the package defines (NavLink, Form, the data
//   routers' contexts…) whether the site uses them or not.
// - `use-sync-external-store/shim` (imported by SWR and react-i18next for React 17 and older) is React's
//   own useSyncExternalStore, which React 18 and newer have.
// - every other module's `react-i18next` import resolves to client/translation.ts: the real package,
//   with a useTranslation that shares one translate function per namespace the page already holds.
import path from 'node:path';
import type { Plugin } from 'vite';

/** react-router's production build, for both builds: its package sends every import to its development build. */
export const ROUTER_PRODUCTION_ALIAS = { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') };
const SYNC_STORE_SHIM = /^use-sync-external-store\/shim(\/index\.js)?$/;
const SYNC_STORE_REACT = '\0sync-external-store-react';
const TRANSLATION_MODULE = path.resolve('client/translation.ts');
const ROUTER_FILES = `${path.sep}node_modules${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`;

/** react-router's module code with its top-level component and context definitions left to tree-shaking. */
export function leanRouterCode(code: string): string {
  return code
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    // A class's context as a static field, which the bundler can drop with the class.
    .replace(/^var RenderErrorBoundary = class extends (React\d*\.Component) \{$/m, 'var RenderErrorBoundary = class extends $1 {\n  static contextType = RSCRouterContext;')
    .replace(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m, '');
}

export function leanClient(): Plugin {
  let clientBuild = false;
  return {
    name: 'lean-client',
    enforce: 'pre',
    config(_config, env) {
      clientBuild = env.command === 'build' && !env.isSsrBuild;
      if (!clientBuild) return;
      return { resolve: { alias: [ROUTER_PRODUCTION_ALIAS] } };
    },
    async resolveId(source, importer, options) {
      if (!clientBuild) return null;
      if (SYNC_STORE_SHIM.test(source)) return SYNC_STORE_REACT;
      if (source !== 'react-i18next' || importer === TRANSLATION_MODULE) return null;
      return this.resolve(TRANSLATION_MODULE, importer, { ...options, skipSelf: true });
    },
    load(id) {
      return id === SYNC_STORE_REACT ? "export { useSyncExternalStore } from 'react';" : null;
    },
    transform(code, id) {
      if (!clientBuild || !id.includes(ROUTER_FILES)) return null;
      return { code: leanRouterCode(code), map: null };
    },
  };
}
