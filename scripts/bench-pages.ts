// The FAQ list page under load, from the built site (npm run build): the site with its page cache, the
// site rendering every request (PAGE_CACHE_MB=0), and as baselines node:http and Express serving the very
// same bytes. Every server is a process of its own pinned to one core (taskset -c 0, when there is
// taskset and a second core); the load comes from this process (autocannon) on the other core. The four
// are measured in turns, several rounds, and each figure is the median of its rounds. The site runs with
// the Node.js flags it ships with (SERVER_NODE_FLAGS).
// BENCH_BEFORE=<another checkout, built> adds that build rendering every request, to compare a change;
// BENCH_BEFORE_NODE_FLAGS sets that server's flags instead (empty: none).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS, freePort } from './prod-server';
import { median } from './median';

const PAGE = '/Support/FAQs';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** Goals: cached page as a share of node:http, rendered page as a share of Express, p99 of the cached page. */
const GOALS = { cached: 0.5, rendered: 0.35, cachedP99Ms: 25 };

interface Run {
  perSecond: number;
  p99: number;
  errors: number;
  /** The server's CPU time (user and system) per request, in ms, where the system tells it. */
  cpuMs?: number;
}

/** A process's user and system time so far, in ms (Linux's /proc; undefined elsewhere). */
function cpuTimeMs(pid: number | undefined): number | undefined {
  try {
    // Fields 14 and 15 (utime, stime), in clock ticks of 10 ms; the name in field 2 may hold spaces.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return os.cpus().length > 1;
  } catch {
    return false;
  }
}

function start(pinned: boolean, args: string[], env: Record<string, string>, cwd = process.cwd()): ChildProcess {
  const [command, argv] = pinned ? ['taskset', ['-c', '0', process.execPath, ...args]] : [process.execPath, args];
  return spawn(command, argv as string[], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function until(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A request whose query carries a new ad click id each time, as visitors from one ad or post arrive. */
const FROM_AN_AD: autocannon.Request[] = [{ setupRequest: (request) => ({ ...request, path: `${PAGE}?utm_source=ad&fbclid=${randomUUID()}` }) }];

async function load(url: string, seconds: number, pid?: number, clickIds = false): Promise<Run> {
  const cpuBefore = cpuTimeMs(pid);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'User-Agent': DESKTOP },
    ...(clickIds ? { requests: FROM_AN_AD } : {}),
  });
  const cpuAfter = cpuTimeMs(pid);
  return {
    perSecond: result.requests.total / (result.duration || seconds),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMs: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total,
  };
}


export async function benchPages(): Promise<void> {
  const main = path.resolve('dist/server/main.js');
  if (!fs.existsSync(main)) {
    console.log(`\nFAQ list page: no build in dist/ (run npm run build first); skipped.`);
    return;
  }
  const pinned = hasTaskset();
  // This process makes the load, on the core the servers do not have.
  if (pinned) execFileSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'support-bench-pages-'));
  const children: ChildProcess[] = [];
  // Each target's server process, for its CPU time.
  const pidOf = new Map<string, number | undefined>();
  try {
    const site = async (name: string, env: Record<string, string>, checkout = process.cwd(), flags: readonly string[] = SERVER_NODE_FLAGS) => {
      const port = await freePort();
      const dataDir = path.join(work, name);
      // The load comes from one address: no limit of rendered pages per address.
      const settings = { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error', PAGE_RENDER_LIMIT: '0', ...env };
      const child = start(pinned, [...flags, path.join(checkout, 'dist/server/main.js')], settings, checkout);
      children.push(child);
      await until(`http://127.0.0.1:${port}/healthz`);
      const url = `http://127.0.0.1:${port}${PAGE}`;
      pidOf.set(url, child.pid);
      return url;
    };
    const cached = await site('cached', {});
    const rendered = await site('rendered', { PAGE_CACHE_MB: '0' });
    // The bytes the cached site sends (no Accept-Encoding: the load asks for none either).
    const file = path.join(work, 'faq.html');
    fs.writeFileSync(file, Buffer.from(await (await fetch(cached, { headers: { 'User-Agent': DESKTOP } })).arrayBuffer()));
    const baseline = async (kind: 'node' | 'express') => {
      const port = await freePort();
      children.push(start(pinned, [path.resolve('scripts/bench-baseline.mjs'), kind, file, String(port)], {}));
      await until(`http://127.0.0.1:${port}/`);
      return `http://127.0.0.1:${port}${PAGE}`;
    };
    // BENCH_BEFORE_NODE_FLAGS: that server's Node.js flags, the site's own when unset (`BENCH_BEFORE=.
    // BENCH_BEFORE_NODE_FLAGS=` compares this build with and without them).
    const beforeFlags = process.env.BENCH_BEFORE_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? SERVER_NODE_FLAGS;
    const before = process.env.BENCH_BEFORE
      ? await site('before', { PAGE_CACHE_MB: '0' }, path.resolve(process.env.BENCH_BEFORE), beforeFlags)
      : undefined;
    // fromAd: the cached site, each request with a click id of its own (the page is kept without it).
    const targets = { node: await baseline('node'), cached, fromAd: cached, express: await baseline('express'), rendered, ...(before ? { before } : {}) };

    const runs: Record<string, Run[]> = { node: [], cached: [], fromAd: [], express: [], rendered: [], before: [] };
    for (const [name, url] of Object.entries(targets)) await load(url, 2, undefined, name === 'fromAd');
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) runs[name]!.push(await load(url, SECONDS, pidOf.get(url), name === 'fromAd'));
    }

    const summary = (name: string) => ({
      perSecond: median(runs[name]!.map((r) => r.perSecond)),
      p99: median(runs[name]!.map((r) => r.p99)),
      errors: runs[name]!.reduce((sum, r) => sum + r.errors, 0),
      cpuMs: runs[name]!.every((r) => r.cpuMs !== undefined) ? median(runs[name]!.map((r) => r.cpuMs!)) : undefined,
    });
    const s = { node: summary('node'), cached: summary('cached'), fromAd: summary('fromAd'), express: summary('express'), rendered: summary('rendered') };
    const bytes = fs.statSync(file).size;
    console.log(
      `\nFAQ list page (${PAGE}, ${bytes} bytes), ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each, median of the rounds;` +
        ` servers ${pinned ? 'pinned to one core (taskset -c 0), load from another' : 'not pinned (no taskset or one core)'}:`,
    );
    const line = (label: string, r: ReturnType<typeof summary>) =>
      console.log(
        `  ${label.padEnd(40)} ${r.perSecond.toFixed(0).padStart(6)} req/s   p99 ${String(r.p99).padStart(5)} ms   errors ${r.errors}` +
          (r.cpuMs === undefined ? '' : `   CPU ${r.cpuMs.toFixed(2)} ms a request`),
      );
    line('node:http, the same bytes (baseline)', s.node);
    line('site, page cache', s.cached);
    line('site, page cache, a new ad click id each', s.fromAd);
    line('Express res.send, the same bytes (baseline)', s.express);
    line('site, rendered for every request', s.rendered);
    if (before) {
      const b = summary('before');
      line(`BENCH_BEFORE, rendered for every request`, b);
      console.log(`  rendered / BENCH_BEFORE rendered: ${(s.rendered.perSecond / b.perSecond).toFixed(2)}`);
      if (s.rendered.cpuMs !== undefined && b.cpuMs !== undefined) {
        console.log(`  CPU a request, BENCH_BEFORE / rendered: ${(b.cpuMs / s.rendered.cpuMs).toFixed(2)}`);
      }
    }
    const cachedShare = s.cached.perSecond / s.node.perSecond;
    const renderedShare = s.rendered.perSecond / s.express.perSecond;
    const mark = (ok: boolean) => (ok ? 'met' : 'NOT met');
    console.log(`  cached / node:http:    ${cachedShare.toFixed(2)}   (goal ≥ ${GOALS.cached}: ${mark(cachedShare >= GOALS.cached)})`);
    console.log(`  rendered / Express:    ${renderedShare.toFixed(2)}   (goal ≥ ${GOALS.rendered}: ${mark(renderedShare >= GOALS.rendered)})`);
    console.log(`  cached p99:            ${s.cached.p99} ms   (goal ≤ ${GOALS.cachedP99Ms} ms: ${mark(s.cached.p99 <= GOALS.cachedP99Ms)})`);
    console.log(`  from an ad / node:http: ${(s.fromAd.perSecond / s.node.perSecond).toFixed(2)}   (every request with its own fbclid and utm_source)`);
    const errors = Object.values(s).reduce((sum, r) => sum + r.errors, 0);
    console.log(`  errors:                ${errors}`);
    console.log(`\n(node ${process.version}, ${os.cpus().length} CPUs)`);
    if (errors > 0) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(work, { recursive: true, force: true });
  }
}
