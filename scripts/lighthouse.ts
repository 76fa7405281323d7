// npm run lighthouse: Lighthouse's mobile profile (its emulated phone on slow 4G, the CPU slowdown set
// from the machine's speed) on the FAQ list, an FAQ item and Email Support of the built site, started on a
// throw-away data directory, and on the Japanese FAQ list and two desktop pages (Lighthouse's desktop
// profile) besides. Each page is run LIGHTHOUSE_RUNS times (5 by default); the script prints the four
// category scores per page and fails when performance is below 98 (its best run) or accessibility, best
// practices or SEO below 100 (their worst run), naming the audits that cost points; how the runs are
// judged and the slowdown set: scripts/lighthouse-rules.ts. Nothing is built here: run `npm run build`
// first. Part of CI (.ci/run), after the tests.
//
//   npm run lighthouse                 every page
//   npm run lighthouse -- --json DIR   also writes each page's full report to DIR/<page>.json
//   npm run lighthouse -- --only NAME  only the pages whose name contains NAME (say "Email Support")
//   npm run lighthouse -- --tasks      also prints, after each run, its metrics with their scores, the
//                                      long tasks as Lighthouse simulated them at the run's CPU
//                                      slowdown, and the main thread's tasks of 10 ms or more as the
//                                      browser ran them, each with its kinds of work
//                                      (scripts/lighthouse-tasks.ts)
//   npm run lighthouse -- --all        every page of the sitemap instead, in English and Japanese, both
//                                      layouts (scripts/lighthouse-pages.ts): 60 pages; with
//                                      LIGHTHOUSE_RUNS=1, about eight minutes
//
// The mobile profile's CPU slowdown is Lighthouse's 4× on a machine at least as fast as the one that 4×
// assumes, and smaller in proportion on a slower one, from the machine's speed as Lighthouse measured it
// in that very run (the benchmark index its report shows).
// LIGHTHOUSE_CPU_SLOWDOWN=<n> sets one slowdown for every run instead (4: Lighthouse's default whatever
// the machine), to see how a score depends on it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { CATEGORIES, THRESHOLDS, belowThresholds, calibratedSlowdown, judgeRuns, type Category, type PageScores } from './lighthouse-rules';
import { gatePages, surveyPages, type LighthousePage } from './lighthouse-pages';
import { formatTask, mainThreadTasks, type TraceEvent } from './lighthouse-tasks';
import { freePort, startProductionServer } from './prod-server';
import { collectingStrayRejections } from './stray-rejections';

/** Runs per page (LIGHTHOUSE_RUNS): an odd number, so that one run is the median. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** The mobile profile's CPU slowdown when LIGHTHOUSE_CPU_SLOWDOWN sets one; calibrated for each run otherwise (slowdownFor). */
function cpuSlowdown(): number | undefined {
  const value = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1 || n > 20) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20, not "${value}"`);
  return n;
}
const CPU_SLOWDOWN = cpuSlowdown();

/** --tasks: print each run's main-thread tasks of this length (ms) or more. */
const TASKS = process.argv.includes('--tasks');
const TASK_MIN_MS = 10;

function scoresOf(name: string, url: string, lhr: Result): PageScores {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const failing: PageScores['failing'] = [];
  for (const category of CATEGORIES) {
    if (scores[category] >= THRESHOLDS[category]) continue;
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      failing.push({ category, audit: ref.id, title: audit.title, score: audit.score });
    }
  }
  const cls = Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
  const cpuSlowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
  return { page: name, url, scores, failing, cls, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), cpuSlowdown, report: lhr };
}

/** How long the browser may take to finish starting (its first window) before a run goes on regardless. */
const SETTLE_TIMEOUT_MS = 15_000;
/** The browser counts as settled when all its processes used less CPU than this in one SETTLE_WINDOW_MS. */
const SETTLE_CPU_MS = 25;
const SETTLE_WINDOW_MS = 250;

/**
 * Waits until the browser's processes have finished their start-up work. A new Chromium builds its first
 * window's interface (in headless Chromium too, the address bar's suggestion popup, a page of its own in
 * a renderer of its own) in about two seconds of CPU after the window opens; on a two-core machine that
 * work, left to overlap, slows the benchmark and the page's load alike, and neither is the page's.
 */
async function settled(browser: Browser): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  const started = performance.now();
  try {
    const cpuSeconds = async () => {
      const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] };
      return processInfo.reduce((sum, p) => sum + p.cpuTime, 0);
    };
    let before = await cpuSeconds();
    while (performance.now() - started < SETTLE_TIMEOUT_MS) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_WINDOW_MS));
      const now = await cpuSeconds();
      // A process that ended takes its CPU time with it: the sum may fall, which is quiet too.
      if ((now - before) * 1000 < SETTLE_CPU_MS) return;
      before = now;
    }
    process.stderr.write(`The browser was still busy ${SETTLE_TIMEOUT_MS / 1000} s after it started; measuring regardless.\n`);
  } finally {
    await cdp.detach();
  }
}

/** How often one run is tried when Lighthouse itself fails to measure. */
const MEASURE_ATTEMPTS = 3;

/** One Lighthouse run of `url` in a Chromium of its own, with the rejections Lighthouse left unhandled. */
async function measureOnce(url: string, profile: LighthousePage['profile']): Promise<{ result: Result; strays: unknown[] }> {
  return collectingStrayRejections(() => lighthouseRun(url, profile));
}

async function lighthouseRun(url: string, profile: LighthousePage['profile']): Promise<Result> {
  const port = await freePort();
  // The browser's own profile (a persistent context) opens with one window and a blank tab in it. The tab
  // stays open for the whole run: Lighthouse's page opens as a second tab of that window, so the browser
  // does not build a new window's interface during the load it measures, and that interface's start-up is
  // over (settled) before the benchmark and the run begin.
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`], headless: true });
  try {
    if (context.pages().length === 0) await context.newPage();
    const browser = context.browser();
    if (!browser) throw new Error('Playwright gave no browser for the persistent context: the run cannot wait for it to settle.');
    await settled(browser);
    // Lighthouse first gathers (loads the page unthrottled and keeps its trace, after benchmarking the
    // machine in the same tab), then audits what it gathered into a directory. Under simulated throttling
    // the CPU slowdown is applied only when auditing, so a mobile run's slowdown is set between the two
    // from the benchmark index that very run measured: the one its report shows.
    const saved = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-run-'));
    const config = profile === 'desktop' ? desktopConfig : undefined;
    const base = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
    try {
      const gathering = profile === 'desktop' ? {} : { throttling: { ...throttling.mobileSlow4G } };
      await lighthouse(url, { ...base, ...gathering, gatherMode: saved }, config);
      const auditing = profile === 'desktop' ? {} : { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdownFor(saved) } };
      const run = await lighthouse(url, { ...base, ...auditing, auditMode: saved }, config);
      if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
      if (TASKS && !run.lhr.runtimeError) printTasks(url, run.lhr, path.join(saved, 'defaultPass.trace.json'));
      return run.lhr;
    } finally {
      fs.rmSync(saved, { recursive: true, force: true });
    }
  } finally {
    await context.close();
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
}

/**
 * The CPU slowdown of the mobile run gathered in `dir`: LIGHTHOUSE_CPU_SLOWDOWN when set, otherwise
 * calibrated from the benchmark index Lighthouse measured as it gathered. The gathered settings are
 * rewritten to match, as Lighthouse audits only what was gathered with the settings it audits with;
 * gathering did not use the slowdown (it shapes only the requestIdleCallback deadlines Lighthouse hands a
 * page, which the site does not ask for).
 */
function slowdownFor(dir: string): number {
  const file = path.join(dir, 'artifacts.json');
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8')) as { BenchmarkIndex?: number; settings: { throttling: { cpuSlowdownMultiplier?: number } } };
  const slowdown = CPU_SLOWDOWN ?? calibratedSlowdown(Number(artifacts.BenchmarkIndex));
  artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
  fs.writeFileSync(file, JSON.stringify(artifacts));
  return slowdown;
}

function printTasks(url: string, lhr: Result, traceFile: string): void {
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] };
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1;
  // The metrics behind the score, each with its own score, and the long tasks as Lighthouse simulated them
  // at the slowdown (the ones its total blocking time is made of, when they fall between first paint and
  // interactive).
  const metric = (id: string, label: string) => {
    const audit = lhr.audits[id];
    return `${label} ${Math.round(Number(audit?.numericValue ?? 0))} ms (${Math.round((audit?.score ?? 0) * 100)})`;
  };
  const simulated = ((lhr.audits['long-tasks']?.details as { items?: { startTime: number; duration: number }[] } | undefined)?.items ?? [])
    .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms`);
  const lines = [
    `${new URL(url).pathname}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)} at ${slowdown}×: ${metric('first-contentful-paint', 'first contentful paint')}, ${metric('largest-contentful-paint', 'largest contentful paint')}, ${metric('speed-index', 'speed index')}, ${metric('total-blocking-time', 'total blocking time')}`,
    `  long tasks as Lighthouse simulated them: ${simulated.length === 0 ? 'none' : simulated.join(', ')}`,
    `  main-thread tasks of ${TASK_MIN_MS} ms or more as run:`,
    ...mainThreadTasks(trace.traceEvents, lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl, TASK_MIN_MS).map((task) => `    ${formatTask(task)}`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Runs Lighthouse `runs_` times on each page; the verdict on each (judgeRuns). */
export async function runLighthouse(baseUrl: string, pages: LighthousePage[], runs_ = RUNS): Promise<PageScores[]> {
  // In rounds over the pages, each run in a Chromium of its own. Now and then Chromium records no
  // navigation for Lighthouse (NO_NAVSTART, "Please run Lighthouse again"), or Lighthouse loses a DevTools
  // target as it attaches to it and leaves that rejection unhandled: failures of the measurement, not of
  // the page, so such a run is measured again, at most twice, and says so.
  const runs = pages.map(() => [] as PageScores[]);
  for (let round = 0; round < runs_; round++) {
    for (const [i, page] of pages.entries()) {
      const url = `${baseUrl}${page.path}`;
      for (let attempt = 1; ; attempt++) {
        const { result: lhr, strays } = await measureOnce(url, page.profile);
        if (!lhr.runtimeError && strays.length === 0) {
          runs[i]!.push(scoresOf(page.name, url, lhr));
          break;
        }
        const why = lhr.runtimeError ? lhr.runtimeError.code : `lost a DevTools target: ${strays.map((s) => (s instanceof Error ? s.message : String(s))).join('; ')}`;
        if (attempt === MEASURE_ATTEMPTS) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError?.message ?? why}`);
        process.stderr.write(`Lighthouse could not measure ${url} (${why}); measuring again.\n`);
      }
    }
  }
  return runs.map(judgeRuns);
}

/** The first FAQ item's number, from the FAQ list's API. */
async function firstFaqId(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/faqList?pageIndex=1`);
  const body = (await res.json()) as { Data: { pageData: { id: number }[] } };
  const first = body.Data.pageData[0]?.id;
  if (first === undefined) throw new Error('The FAQ list is empty.');
  return first;
}

async function main() {
  const started = performance.now();
  const args = process.argv.slice(2);
  const jsonAt = args.indexOf('--json');
  const jsonDir = jsonAt === -1 ? undefined : args[jsonAt + 1];
  const onlyAt = args.indexOf('--only');
  const only = onlyAt === -1 ? undefined : args[onlyAt + 1];
  const all = args.includes('--all');
  const server = await startProductionServer();
  let results: PageScores[];
  try {
    const first = await firstFaqId(server.url);
    const pages = (all ? surveyPages(first) : gatePages(first)).filter((p) => only === undefined || p.name.includes(only));
    if (pages.length === 0) throw new Error(`No page's name contains "${only}".`);
    results = await runLighthouse(server.url, pages);
  } finally {
    await server.stop();
  }
  const lines = [
    `${RUNS} run${RUNS === 1 ? '' : 's'} a page (LIGHTHOUSE_RUNS): performance of the best run, the other categories of the worst; mobile CPU slowdown ${CPU_SLOWDOWN === undefined ? 'calibrated to the machine' : `${CPU_SLOWDOWN}× (LIGHTHOUSE_CPU_SLOWDOWN)`}:`,
    '| page | performance | median | every run | accessibility | best practices | SEO | CLS | benchmark index | CPU slowdown |',
    '| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.page} | ${r.scores.performance} | ${r.medianPerformance ?? r.scores.performance} | ${(r.performanceRuns ?? [r.scores.performance]).join(', ')} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.cls.toFixed(3)} | ${r.benchmarkIndex} | ${r.cpuSlowdown}× |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const r of results) {
    for (const f of r.failing) process.stdout.write(`  ${r.page}: ${f.category}: ${f.audit} (${f.title}) scored ${f.score}\n`);
  }
  if (jsonDir) {
    fs.mkdirSync(jsonDir, { recursive: true });
    for (const r of results) fs.writeFileSync(path.join(jsonDir, `${r.page.toLowerCase().replace(/\W+/g, '-')}.json`), JSON.stringify(r.report));
  }
  process.stdout.write(`took ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
  const below = belowThresholds(results);
  if (below.length > 0) {
    process.stderr.write(`Below the thresholds (${CATEGORIES.map((c) => `${c} ${THRESHOLDS[c]}`).join(', ')}): ${below.map((r) => r.page).join(', ')}\n`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  });
}
