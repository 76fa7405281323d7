// npm run bench:js: the JavaScript each page loads before it is idle, per layout. Each page is opened in
// Chromium (the phone profile for the mobile layout) and every script it requests until the network is
// quiet and React has hydrated is counted: the entry, its modulepreloads and the chunks it imports while
// hydrating. Each file's size is read from the built dist/client: raw, gzip (level 9), brotli (quality 11),
// and served: the bytes the server sends a browser that accepts brotli, as every phone's does (the file's
// brotli twin written at build time, or the file itself when it has none: server/http/static-files.ts).
// The budget reads the served bytes. Beside them, the bytes of the scripts' response headers as this
// server sends them over HTTP/1.1 (an HTTP/2 connection compresses the headers that repeat).
// Nothing is built here: run `npm run build` first. The baseline, measured in the same run, is the React
// runtime chunk (react, react-dom, scheduler): what any page hydrated with React loads whatever it shows.
//
//   npm run bench:js                       starts the built server on a free port and measures every page
//   npm run bench:js -- --url http://host  measures a server that is already running
//   npm run bench:js -- --json             prints the result as JSON
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, devices, type Browser, type Request } from '@playwright/test';
import { PAGES, faqItemPath, sitePath, type Layout } from '../shared/routes';
import { startProductionServer } from './prod-server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/**
 * JavaScript the FAQ list may load before it is idle, in either layout, as the server sends it to a phone:
 * brotli (the served column). 80 KB is the goal (docs/decisions/0019-javascript-budget.md).
 */
export const JS_BUDGET = 100 * 1024;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
  /** What the server sends a browser that accepts brotli: the brotli twin, or the file without one. */
  served: number;
}

export interface JsFile extends Sizes {
  /** The path the browser requested, e.g. /assets/entry-client-1a2b3c.js */
  path: string;
}

export interface PageJs {
  page: string;
  layout: Layout;
  path: string;
  files: JsFile[];
  total: Sizes;
  /** The response headers of those scripts, in bytes, as received over HTTP/1.1. */
  headerBytes: number;
}

/** Sizes of one built file. */
export function fileSizes(file: string): Sizes {
  const bytes = fs.readFileSync(file);
  const twin = `${file}.br`;
  return {
    raw: bytes.length,
    gzip: zlib.gzipSync(bytes, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    served: fs.existsSync(twin) ? fs.statSync(twin).size : bytes.length,
  };
}

export function sum(files: Sizes[]): Sizes {
  return files.reduce(
    (t, f) => ({ raw: t.raw + f.raw, gzip: t.gzip + f.gzip, brotli: t.brotli + f.brotli, served: t.served + f.served }),
    { raw: 0, gzip: 0, brotli: 0, served: 0 },
  );
}

/** The React runtime chunk of the build (its manifest name is "react"), the baseline of the sizes. */
export function reactRuntime(distDir: string): JsFile {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; name?: string }>;
  const chunk = Object.values(manifest).find((c) => c.name === 'react');
  if (!chunk) throw new Error('The build has no "react" chunk (vite.config.ts names it).');
  return { path: `/${chunk.file}`, ...fileSizes(path.join(distDir, chunk.file)) };
}

/** Every page of each layout it has, with a real FAQ item. */
export async function pagesToMeasure(baseUrl: string): Promise<{ page: string; layout: Layout; path: string }[]> {
  const res = await fetch(`${baseUrl}/api/v1/faqList?pageIndex=1`);
  const body = (await res.json()) as { Data: { pageData: { id: number }[] } };
  const firstFaq = body.Data.pageData[0]?.id;
  if (firstFaq === undefined) throw new Error('The FAQ list is empty.');
  return PAGES.flatMap((route) =>
    route.layouts.map((layout) => ({
      page: route.id,
      layout,
      path: sitePath(route.id === 'faqItem' ? faqItemPath(firstFaq) : route.pattern, layout, 'en'),
    })),
  );
}

/** Opens one page as a phone (mobile layout) or a desktop browser and lists the scripts it loaded. */
export async function measurePage(browser: Browser, baseUrl: string, distDir: string, page: { page: string; layout: Layout; path: string }): Promise<PageJs> {
  const device = page.layout === 'mobile' ? devices['iPhone 13'] : devices['Desktop Chrome'];
  const context = await browser.newContext({ ...device });
  try {
    const tab = await context.newPage();
    const scripts = new Set<string>();
    const finished: Request[] = [];
    const origin = new URL(baseUrl).origin;
    /** The path of one of the site's scripts, or null for any other request. */
    const scriptPath = (request: Request) => {
      const url = new URL(request.url());
      return url.origin === origin && url.pathname.endsWith('.js') ? url.pathname : null;
    };
    context.on('request', (request) => {
      const script = scriptPath(request);
      if (script) scripts.add(script);
    });
    context.on('requestfinished', (request) => {
      if (scriptPath(request)) finished.push(request);
    });
    const response = await tab.goto(`${baseUrl}${page.path}`, { waitUntil: 'networkidle' });
    if (!response) throw new Error(`No answer for ${page.path}`);
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await tab.waitForLoadState('networkidle');
    const files = [...scripts].sort().map((p) => ({ path: p, ...fileSizes(path.join(distDir, p)) }));
    const headerSizes = await Promise.all(finished.map(async (request) => (await request.sizes()).responseHeadersSize));
    return { ...page, files, total: sum(files), headerBytes: headerSizes.reduce((a, b) => a + b, 0) };
  } finally {
    await context.close();
  }
}

export async function measureJs(options: { baseUrl: string; distDir?: string; only?: (p: { page: string; layout: Layout }) => boolean }): Promise<PageJs[]> {
  const distDir = options.distDir ?? path.resolve('dist', 'client');
  const pages = (await pagesToMeasure(options.baseUrl)).filter(options.only ?? (() => true));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const results: PageJs[] = [];
    for (const page of pages) results.push(await measurePage(browser, options.baseUrl, distDir, page));
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(results: PageJs[], baseline: JsFile): string {
  const lines = [
    `baseline: React runtime ${baseline.path}: ${kb(baseline.gzip)} KB gzip, ${kb(baseline.brotli)} KB brotli, ${kb(baseline.served)} KB served`,
    'served: what the server sends a browser that accepts brotli (every phone); the budget reads it',
    'headers: the response headers of those scripts, over HTTP/1.1',
    '',
    '| page | layout | files | raw KB | gzip KB | brotli KB | served KB | served ÷ React runtime | headers KB |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.page} | ${r.layout} | ${r.files.length} | ${kb(r.total.raw)} | ${kb(r.total.gzip)} | ${kb(r.total.brotli)} | ${kb(r.total.served)} | ${(r.total.served / baseline.served).toFixed(2)} | ${kb(r.headerBytes)} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const urlAt = args.indexOf('--url');
  const given = urlAt === -1 ? undefined : args[urlAt + 1];
  const server = given ? undefined : await startProductionServer();
  try {
    const distDir = path.resolve('dist', 'client');
    const results = await measureJs({ baseUrl: given ?? server!.url, distDir });
    const baseline = reactRuntime(distDir);
    if (args.includes('--json')) process.stdout.write(`${JSON.stringify({ baseline, results }, null, 2)}\n`);
    else process.stdout.write(`${report(results, baseline)}\n`);
    const faqList = results.find((r) => r.page === 'faqList' && r.layout === 'mobile');
    if (faqList && faqList.total.served > JS_BUDGET) {
      process.stderr.write(`The mobile FAQ list loads ${kb(faqList.total.served)} KB of JavaScript as served (brotli): over the ${kb(JS_BUDGET)} KB budget.\n`);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
