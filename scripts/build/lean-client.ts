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
// - i18next's formatter (numbers, dates, lists and relative times in `{{value, number}}`) is left out:
//   no text of the site formats its values, and the build stops if one ever does (leanI18nextCode).
// - every other module's `react-i18next` import resolves to client/translation.ts: the real package,
//   with a useTranslation that shares one translate function per namespace the page already holds.
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** react-router's production build, for both builds: its package sends every import to its development build. */
export const ROUTER_PRODUCTION_ALIAS = { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') };
const SYNC_STORE_SHIM = /^use-sync-external-store\/shim(\/index\.js)?$/;
const SYNC_STORE_REACT = '\0sync-external-store-react';
const TRANSLATION_MODULE = path.resolve('client/translation.ts');
const ROUTER_FILES = `${path.sep}node_modules${path.sep}react-router${path.sep}dist${path.sep}production${path.sep}`;
const I18NEXT_MODULE = path.join('node_modules', 'i18next', 'dist', 'esm', 'i18next.js');
/** The one line of i18next's init that makes the formatter: without it the bundler drops the class. */
const FORMATTER_CHOICE = 'formatter = Formatter;';
/** A value given a format in a text: `{{count, number}}`, `{{when, datetime(dateStyle: short)}}`. */
const FORMATTED_VALUE = /\{\{[^{}]*,[^{}]*\}\}/;

/** react-router's module code with its top-level component and context definitions left to tree-shaking. */
export function leanRouterCode(code: string): string {
  return code
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    // A class's context as a static field, which the bundler can drop with the class.
    .replace(/^var RenderErrorBoundary = class extends (React\d*\.Component) \{$/m, 'var RenderErrorBoundary = class extends $1 {\n  static contextType = RSCRouterContext;')
    .replace(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m, '');
}

/** The first text (as `lang/namespace.json: text`) that gives a value a format, if any. */
export function formattedText(localesDir: string): string | undefined {
  for (const lang of fs.readdirSync(localesDir)) {
    const dir = path.join(localesDir, lang);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const found = fs.readFileSync(path.join(dir, file), 'utf8').match(FORMATTED_VALUE);
      if (found) return `${lang}/${file}: ${found[0]}`;
    }
  }
  return undefined;
}

/**
 * i18next's module code without its formatter: interpolation then writes values as they are, which is
 * all the site's texts ask for. A text that gives a value a format stops the build, naming it, instead
 * of showing the value unformatted; so does an i18next whose init no longer reads as expected.
 */
export function leanI18nextCode(code: string, localesDir: string): string {
  const formatted = formattedText(localesDir);
  if (formatted) throw new Error(`lean-client: ${formatted} formats a value; keep i18next's formatter (scripts/build/lean-client.ts)`);
  if (code.split(FORMATTER_CHOICE).length !== 2) throw new Error(`lean-client: i18next's init no longer has one "${FORMATTER_CHOICE}"`);
  return code.replace(FORMATTER_CHOICE, 'formatter = undefined;');
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
      if (!clientBuild) return null;
      if (id.endsWith(I18NEXT_MODULE)) return { code: leanI18nextCode(code, path.resolve('locales')), map: null };
      if (!id.includes(ROUTER_FILES)) return null;
      return { code: leanRouterCode(code), map: null };
    },
  };
}
