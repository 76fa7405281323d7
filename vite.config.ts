import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/build/precompress.ts';
import { serverSpeed } from './scripts/build/server-speed.ts';
import { leanClient } from './scripts/build/lean-client.ts';

/**
 * `lazyPage(() => import('./x-view'))` learns the module it loads: the call gets the view's path from the
 * project root as a second argument, the key of that chunk in the client build's manifest. The server
 * then names the page's chunks in `<link rel="modulepreload">`, so the browser fetches them beside the
 * entry instead of after it has run.
 */
function lazyPageModules(): Plugin {
  const call = /lazyPage\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)\s*\)/g;
  return {
    name: 'lazy-page-modules',
    async transform(code, id) {
      if (!id.includes('/client/pages/') || !code.includes('lazyPage(')) return null;
      let out = '';
      let last = 0;
      for (const match of code.matchAll(call)) {
        const resolved = await this.resolve(match[2]!, id);
        if (!resolved) continue;
        const module = path.relative(process.cwd(), resolved.id).split(path.sep).join('/');
        out += `${code.slice(last, match.index)}lazyPage(() => import(${match[1]}${match[2]}${match[1]}), ${JSON.stringify(module)})`;
        last = match.index + match[0].length;
      }
      return last === 0 ? null : { code: out + code.slice(last), map: null };
    },
  };
}

/** Chunks are shared by this many pages or more before their code joins the common chunks. */
const SHARED_BY = 8;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const LIST_PARTS = /[\\/]client[\\/]components[\\/](pagination|page-clamp|search-form|choice-form|results|url-state)\.tsx?$/;
/**
 * The parts of the form pages (Email Support, Security Advisory, Beta Testing, the two partnership
 * programmes) in one chunk: fields, submit row, form dialogs, the form guard, the uploader's state, and
 * the rules they share with the server (shared/forms, the country codes, zod). Without what they load
 * only on demand (the upload transports, the guard's fallback solver), and without the dialog itself,
 * which the contact panel on every page opens too.
 */
const FORM_PARTS = [
  /[\\/]client[\\/]components[\\/](form[\\/]|form-guard[\\/](?!solve-challenge)|uploader[\\/](?!oss-transport|tus-transport)|toast\.tsx)/,
  /[\\/]client[\\/]data[\\/]support-options/,
  /[\\/]shared[\\/](forms[\\/]|form-guard\.ts|uploads\.ts|countries\.ts)/,
  /[\\/]node_modules[\\/]zod[\\/]/,
];
const TRANS = /[\\/]node_modules[\\/](react-i18next[\\/].*[\\/](Icu)?Trans(WithoutContext|Utils)?[\\/.]|html-parse-stringify[\\/]|void-elements[\\/])/;

// One config for the client build, the server (SSR) build and vitest.
// `vite build` emits dist/client with a manifest; `vite build --ssr` emits dist/server (main.js, cloud-status.js, outbox.js).
export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle renders faster (serverSpeed); the client's assets get brotli and gzip twins.
  plugins: [react(), lazyPageModules(), serverSpeed(), leanClient(), precompress()],
  // The server reads public/ from the project itself (rootFiles): only the client build copies it.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        sourcemap: true,
        emptyOutDir: true,
        // The server and the operators' commands, bundled with the code they share.
        rollupOptions: {
          input: { main: 'server/main.ts', 'cloud-status': 'server/cli/cloud-status.ts', outbox: 'server/cli/outbox.ts' },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        sourcemap: false,
        emptyOutDir: true,
        // The largest chunk is Alibaba Cloud's OSS SDK (680 KB, 177 KB gzip): only the upload fields load
        // it, and only when uploads go to OSS (UPLOAD_DRIVER=oss); no page's first load has it.
        chunkSizeWarningLimit: 700,
        rollupOptions: {
          input: 'client/entry-client.tsx',
          output: {
            codeSplitting: {
              groups: [
                // React itself in a chunk of its own: it changes with React's version only, so a new
                // deployment of the site leaves it in the browser's cache.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
                // What most pages use (SHARED_BY pages or more) in two chunks instead of a dozen small ones,
                // which compress worse and cost a request each: the libraries (i18next, react-router, SWR),
                // which change only with their versions, and the site's own (fetcher, page frame…).
                // react-i18next's <Trans> and its HTML parser stay in the chunks of the pages that use them:
                // the shell and the FAQ list do without.
                { name: 'libs', minShareCount: SHARED_BY, priority: 5, test: (id) => NODE_MODULES.test(id) && !TRANS.test(id) },
                { name: 'common', minShareCount: SHARED_BY, priority: 4, test: (id) => !NODE_MODULES.test(id) },
                // The parts of the list pages (FAQs, Downloads, Resource Library, Regulatory Compliance): the
                // search box, the results' summary, the pager and its clamp, in one chunk instead of three of
                // about 1 KB each, which compress worse and cost a request each. Without their dependencies,
                // which the entry has.
                { name: 'list-parts', priority: 3, includeDependenciesRecursively: false, test: LIST_PARTS },
                { name: 'form-parts', priority: 2, includeDependenciesRecursively: false, test: (id) => FORM_PARTS.some((part) => part.test(id)) },
              ],
            },
          },
        },
      },
  test: {
    // Playwright specs live in tests/e2e and are run by Playwright, never by vitest.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default, one worker fewer than the CPUs, is a single worker on a two-core machine, whose
    // second core then idles: two workers there took the whole run from 194 s to 139 s.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // A worker runs its test files one after another in one module graph, instead of loading the server,
    // React's renderer, the database drivers and the texts again for every file: the SQLite pass went from
    // 113 to 47 CPU-seconds (docs/decisions/0025-tests-share-their-workers-modules.md). So a test leaves no
    // state behind: globals and environment variables it stubs are restored after it, modules are never
    // replaced (eslint.config.js refuses vi.mock), and what it opens it closes.
    isolate: false,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 20000,
  },
}));
