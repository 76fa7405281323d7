// npm run lighthouse: Lighthouse (mobile profile, its default emulation and throttling) on the FAQ list,
// an FAQ item and Email Support of the built site, started on a throw-away data directory, and on the
// Japanese FAQ list and two desktop pages (Lighthouse's desktop profile) besides. Prints the
// four category scores per page (the median of LIGHTHOUSE_RUNS runs, 5 by default) and fails when
// performance is below 98 or accessibility, best practices or SEO below 100, naming the audits that cost
// points. Nothing is built here: run `npm run build` first. Part of CI (.ci/run), after the tests.
//
//   npm run lighthouse                 every page
//   npm run lighthouse -- --json DIR   also writes each page's full report to DIR/<page>.json
//   npm run lighthouse -- --only NAME  only the pages whose name contains NAME (say "Email Support")
//   npm run lighthouse -- --all        every page of the sitemap instead, in English and Japanese, both
//                                      layouts (scripts/lighthouse-pages.ts): 60 pages; with
//                                      LIGHTHOUSE_RUNS=1, about eight minutes
//
// LIGHTHOUSE_CPU_SLOWDOWN=<n> runs the mobile profile with another CPU slowdown than Lighthouse's 4×, to
// see how a score depends on the machine (Lighthouse's own advice for a machine slower than the
// high-end desktop its 4× assumes). The gate itself (CI) keeps 4×.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { gatePages, surveyPages, type LighthousePage } from './lighthouse-pages';
import { freePort, startProductionServer } from './prod-server';
import { collectingStrayRejections } from './stray-rejections';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

/** The lowest score each category may have (0–100). */
export const THRESHOLDS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Runs per page (LIGHTHOUSE_RUNS): an odd number, so that one run is the median. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** The mobile profile's CPU slowdown when LIGHTHOUSE_CPU_SLOWDOWN sets one; Lighthouse's 4× otherwise. */
function cpuSlowdown(): number | undefined {
  const value = process.env.LIGHTHOUSE_CPU_SLOWDOWN;
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1 || n > 20) throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20, not "${value}"`);
  return n;
}
const CPU_SLOWDOWN = cpuSlowdown();

export interface PageScores {
  page: string;
  url: string;
  scores: Record<Category, number>;
  /** Audits that cost points, per category below its threshold: id and score. */
  failing: { category: Category; audit: string; title: string; score: number | null }[];
  cls: number;
  /** The performance score of every run of the page (the median run is the one reported). */
  performanceRuns?: number[];
  /** Lighthouse's measure of the machine's speed (above 1000 on a typical desktop): low means the scores are not comparable. */
  benchmarkIndex: number;
  report: Result;
}

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
  return { page: name, url, scores, failing, cls, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), report: lhr };
}

/**
 * The run of median performance, with every run's performance score. A performance score moves from run
 * to run with what else the machine does; Lighthouse's own advice is to judge the median of several runs.
 */
export function medianRun(runs: PageScores[]): PageScores {
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, performanceRuns: runs.map((r) => r.scores.performance) };
}

/** How often one run is tried when Lighthouse itself fails to measure. */
const MEASURE_ATTEMPTS = 3;

/** One Lighthouse run of `url` in a Chromium of its own, with the rejections Lighthouse left unhandled. */
async function measureOnce(url: string, profile: LighthousePage['profile']): Promise<{ result: Result; strays: unknown[] }> {
  return collectingStrayRejections(() => lighthouseRun(url, profile));
}

async function lighthouseRun(url: string, profile: LighthousePage['profile']): Promise<Result> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`], headless: true });
  try {
    const slower = CPU_SLOWDOWN !== undefined && profile !== 'desktop' ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {};
    const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES], ...slower };
    const run = await lighthouse(url, flags, profile === 'desktop' ? desktopConfig : undefined);
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    return run.lhr;
  } finally {
    await browser.close();
  }
}

/** Runs Lighthouse `runs_` times on each page; the median run of each. */
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
  return runs.map(medianRun);
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
    `Median of ${RUNS} run${RUNS === 1 ? '' : 's'} a page (LIGHTHOUSE_RUNS), by performance${CPU_SLOWDOWN === undefined ? '' : `; mobile CPU slowdown ${CPU_SLOWDOWN}× (LIGHTHOUSE_CPU_SLOWDOWN), not Lighthouse's 4×`}:`,
    '| page | performance | every run | accessibility | best practices | SEO | CLS | benchmark index |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.page} | ${r.scores.performance} | ${(r.performanceRuns ?? [r.scores.performance]).join(', ')} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.cls.toFixed(3)} | ${r.benchmarkIndex} |`,
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
  const below = results.filter((r) => CATEGORIES.some((c) => r.scores[c] < THRESHOLDS[c]));
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
