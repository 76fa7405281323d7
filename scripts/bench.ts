// npm run bench: measurements, each against a baseline measured in the same run (docs/benchmarks.md).
//  1. FAQ search: the in-memory ranked index vs. a plain SQL LIKE scan over the same rows (the baseline a
//     simple implementation would use), per query.
//  2. The FAQ list page under load (scripts/bench-pages.ts): the built site, cached and rendered for
//     every request, against node:http and Express serving the very same bytes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { seedContent } from '../server/db/seed';
import { createServices } from '../server/services';
import { likePattern } from '../server/services/catalog';
import { benchPages } from './bench-pages';

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

  await benchPages();

  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
