// npm run bench:browser: what opening a page costs the browser tests, with the flags they start Chromium
// with (scripts/chromium.ts) against the same flags that leave Chromium's own browser UI on (the baseline,
// in the same run). Each visit is what a browser test does first: a new context and page, the page loaded
// and hydrated, the context closed. Rounds alternate between the two browsers, each round a fresh browser;
// CPU is all of Chromium's processes (Linux: the children this process waited for). Needs a build.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PLAYWRIGHT_DISABLED_FEATURES } from './chromium';
import { median } from './median';
import { startProductionServer } from './prod-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const VISITS = Number(process.env.BENCH_VISITS ?? 12);
/** The pages visited in turn, each with the device the browser tests open it on. */
const PAGES = [
  { path: '/Support/FAQs', device: devices['Desktop Chrome'] },
  { path: '/Support/Email_Support', device: devices['Desktop Chrome'] },
  { path: '/mTerminal/Support/FAQs', device: devices['iPhone 13'] },
];

const BASELINE_ARGS = CHROMIUM_ARGS.map((arg) => (arg.startsWith('--disable-features=') ? `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}` : arg));

/** CPU seconds of the children this process has waited for (Linux), or NaN elsewhere. */
function childrenCpu(): number {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** One round: a fresh browser, VISITS visits; milliseconds per visit and CPU seconds per visit. */
async function round(url: string, args: string[]): Promise<{ ms: number; cpu: number }> {
  const cpuBefore = childrenCpu();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args });
  const started = performance.now();
  for (let i = 0; i < VISITS; i++) {
    const { path, device } = PAGES[i % PAGES.length]!;
    const context = await browser.newContext(device);
    const page = await context.newPage();
    await page.goto(url + path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await context.close();
  }
  const ms = (performance.now() - started) / VISITS;
  await browser.close();
  return { ms, cpu: (childrenCpu() - cpuBefore) / VISITS };
}

async function main() {
  const server = await startProductionServer();
  const runs = { baseline: [] as { ms: number; cpu: number }[], site: [] as { ms: number; cpu: number }[] };
  try {
    // A first visit that no one counts: the server's page cache and the disk's cache warm up.
    await round(server.url, CHROMIUM_ARGS);
    for (let r = 0; r < ROUNDS; r++) {
      runs.baseline.push(await round(server.url, BASELINE_ARGS));
      runs.site.push(await round(server.url, CHROMIUM_ARGS));
    }
  } finally {
    await server.stop();
  }
  console.log(`A browser test's page visit: ${ROUNDS} rounds of ${VISITS} visits (${PAGES.map((p) => p.path).join(', ')}), medians of the rounds:`);
  const show = (label: string, rows: { ms: number; cpu: number }[]) =>
    console.log(`  ${label.padEnd(40)} ${median(rows.map((r) => r.ms)).toFixed(0).padStart(5)} ms a visit   ${(median(rows.map((r) => r.cpu)) * 1000).toFixed(0).padStart(5)} ms of Chromium's CPU`);
  show("Chromium's browser UI on (baseline)", runs.baseline);
  show('the tests\' flags (scripts/chromium.ts)', runs.site);
  const ratio = median(runs.site.map((r) => r.ms)) / median(runs.baseline.map((r) => r.ms));
  console.log(`  time a visit, the tests' flags ÷ baseline: ${ratio.toFixed(2)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
