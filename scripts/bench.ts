// npm run bench: measurements, each against a baseline measured in the same run.
//  1. FAQ search: the in-memory ranked index vs. a plain SQL LIKE scan over the same rows (the baseline a
//     simple implementation would use), per query.
//  2. Page rendering: streamed SSR of the FAQ list vs. the same data as JSON from /api/v1, per request,
//     over loopback with a fixed concurrency.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { seedContent } from '../server/db/seed';
import { createLogger } from '../server/logger';
import { createServices } from '../server/services';
import { createI18n } from '../server/i18n';
import { likePattern } from '../server/services/catalog';

const QUERIES = ['garage door', 'reset plug', 'firmware update', 'homekit pairing', 'wifi offline', 'thermostat schedule', 'warranty', 'alexa'];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95) };
}

async function timeEach(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn(i);
    out.push(performance.now() - start);
  }
  return out;
}

async function load(url: string, total: number, concurrency: number): Promise<{ perSecond: number; latency: ReturnType<typeof stats> }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        const t0 = performance.now();
        const res = await fetch(url, { headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', 'Accept-Encoding': 'identity' } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url} answered ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return { perSecond: (total / (performance.now() - started)) * 1000, latency: stats(latencies) };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const { db, close } = await openDatabase(path.join(dataDir, 'support.sqlite'));
  await seedContent(db, path.resolve('content'));
  const services = createServices(config, db);
  const f = (n: number) => n.toFixed(3);

  // 1. Search.
  await services.faq.list({ keyword: 'warm up', lang: 'en', pageIndex: 1, pageSize: 10, sort: 1 });
  const rounds = 200;
  const indexed = await timeEach(rounds, (i) =>
    services.faq.list({ keyword: QUERIES[i % QUERIES.length]!, lang: 'en', pageIndex: 1, pageSize: 10, sort: 1 }),
  );
  const like = await timeEach(rounds, (i) =>
    db
      .selectFrom('faq')
      .select(['id', 'title'])
      .where('lang', '=', 'en')
      .where((eb) =>
        eb.or([
          sql<boolean>`title like ${likePattern(QUERIES[i % QUERIES.length]!)} escape '\\'`,
          sql<boolean>`content like ${likePattern(QUERIES[i % QUERIES.length]!)} escape '\\'`,
        ]),
      )
      .limit(10)
      .execute(),
  );
  const si = stats(indexed);
  const sl = stats(like);
  console.log(`FAQ search, ${rounds} queries (ms per query, median / p95):`);
  console.log(`  ranked index   ${f(si.median)} / ${f(si.p95)}`);
  console.log(`  SQL LIKE scan  ${f(sl.median)} / ${f(sl.p95)}   (baseline: substring match only, no ranking, no typos)`);
  console.log(`  ratio index/LIKE (median): ${(si.median / sl.median).toFixed(2)}`);

  // 2. Pages vs API.
  const app = createApp({
    config,
    services,
    logger: createLogger('silent'),
    i18n: await createI18n(),
    loadEntry: () => import('../client/entry-server'),
    assets: () => ({ scripts: ['/assets/entry-client.js'], styles: ['/assets/entry-client.css'] }),
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const requests = 400;
  const concurrency = 8;
  await load(`${base}/Support/FAQs`, 40, 4);
  await load(`${base}/api/v1/faqList?pageIndex=1&pageSize=10&sort=1&keyword=&lang=en`, 40, 4);
  const api = await load(`${base}/api/v1/faqList?pageIndex=1&pageSize=10&sort=1&keyword=&lang=en`, requests, concurrency);
  const pageRes = await load(`${base}/Support/FAQs`, requests, concurrency);
  console.log(`\nFAQ list, ${requests} requests at concurrency ${concurrency} over loopback:`);
  console.log(`  /api/v1/faqList (JSON)  ${api.perSecond.toFixed(0)} req/s, median ${f(api.latency.median)} ms, p95 ${f(api.latency.p95)} ms`);
  console.log(`  /Support/FAQs (SSR)     ${pageRes.perSecond.toFixed(0)} req/s, median ${f(pageRes.latency.median)} ms, p95 ${f(pageRes.latency.p95)} ms`);
  console.log(`  ratio SSR/API throughput: ${(pageRes.perSecond / api.perSecond).toFixed(2)}`);
  console.log(`\n(node ${process.version}, ${os.cpus().length} CPUs, NODE_ENV=${process.env.NODE_ENV ?? 'unset'})`);

  server.close();
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
