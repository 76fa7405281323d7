// npm run bench:search: the site search, per query, against a plain SQL LIKE scan of the same rows
// measured in the same run (what a simple implementation does: a substring, no ranking, no typos).
//  1. The demo content: FaqService.list with a keyword, in each language, with the judged queries of
//     tests/fixtures/search-judgements.json.
//  2. 10,000 FAQs a language, generated from the demo ones (paragraphs reordered, model numbers and a
//     line of another FAQ varied), searched through the engine itself.
// Both wall time and the process's CPU time per query are given: on a shared machine the wall time's
// tail is the scheduler's, the CPU time is the search's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { LANGUAGES, type Language } from '../shared/i18n';
import { FAQ_SORT } from '../shared/limits';
import { openDatabase } from '../server/db/database';
import { seedContent } from '../server/db/seed';
import { createSearchIndex } from '../server/search/engine';
import { likePattern } from '../server/services/catalog';
import { FaqService } from '../server/services/faq';
import judgements from '../tests/fixtures/search-judgements.json';

// SEARCH_BENCH_FAQS=2000 npm run bench:search for a quicker run.
const GENERATED_PER_LANGUAGE = Number(process.env.SEARCH_BENCH_FAQS ?? 10_000);
const ROUNDS = 3;
const QUERIES = judgements.faq as Record<Language, [string, number[]][]>;

interface Sample {
  wall: number;
  cpu: number;
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

async function measure(queries: string[], run: (query: string) => unknown): Promise<Sample[]> {
  for (const query of queries) await run(query);
  const samples: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of queries) {
      const cpu = process.cpuUsage();
      const start = performance.now();
      await run(query);
      const wall = performance.now() - start;
      const used = process.cpuUsage(cpu);
      samples.push({ wall, cpu: (used.user + used.system) / 1000 });
    }
  }
  return samples;
}

const ms = (n: number) => n.toFixed(3).padStart(8);

function line(label: string, samples: Sample[]) {
  const wall = samples.map((s) => s.wall);
  const cpu = samples.map((s) => s.cpu);
  return `  ${label.padEnd(16)} wall p50 ${ms(quantile(wall, 0.5))}  p99 ${ms(quantile(wall, 0.99))}   cpu p50 ${ms(quantile(cpu, 0.5))}  p99 ${ms(quantile(cpu, 0.99))}`;
}

function ratio(a: Sample[], b: Sample[]) {
  const p99 = (s: Sample[]) => quantile(s.map((x) => x.cpu), 0.99);
  const p50 = (s: Sample[]) => quantile(s.map((x) => x.cpu), 0.5);
  return `  ratio search/LIKE (cpu): p50 ${(p50(a) / p50(b)).toFixed(2)}, p99 ${(p99(a) / p99(b)).toFixed(2)}`;
}

/** A plain table of FAQs and the LIKE scan over it: the ids of every row whose title or text contains the query. */
function likeScan(sqlite: Database.Database, table: string) {
  const statement = sqlite.prepare(
    `select id from ${table} where lang = ? and (title like ? escape '\\' or content like ? escape '\\') order by id`,
  );
  return (lang: Language, query: string) => {
    const pattern = likePattern(query.trim());
    return statement.all(lang, pattern, pattern);
  };
}

interface FaqText {
  id: number;
  title: string;
  content: string;
}

/** Deterministic pseudo-random numbers, so every run searches the same generated texts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** `count` FAQs made from the demo ones: paragraphs reordered, model numbers varied, a paragraph of another FAQ added. */
function generate(base: FaqText[], count: number): FaqText[] {
  const next = random(42);
  const out: FaqText[] = [];
  for (let i = 0; i < count; i++) {
    const source = base[i % base.length]!;
    const other = base[Math.floor(next() * base.length)]!;
    const variant = Math.floor(i / base.length);
    const model = (text: string) => text.replace(/\b(H[A-Z])(\d)(\d\d)\b/g, (_, p: string, d: string) => `${p}${d}${String(variant % 100).padStart(2, '0')}`);
    const paragraphs = source.content.split(/(?=<p>|<ul>|<ol>)/);
    for (let j = paragraphs.length - 1; j > 0; j--) {
      const k = Math.floor(next() * (j + 1));
      [paragraphs[j], paragraphs[k]] = [paragraphs[k]!, paragraphs[j]!];
    }
    const extra = other.content.split(/(?=<p>)/)[0] ?? '';
    out.push({ id: i + 1, title: model(source.title), content: model(paragraphs.join('') + extra) });
  }
  return out;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-bench-search-'));
  const file = path.join(dataDir, 'support.sqlite');
  const { db, close } = await openDatabase(file);
  await seedContent(db, path.resolve('content'));
  const faq = new FaqService(db);
  const sqlite = new Database(file);
  const demoLike = likeScan(sqlite, 'faq');

  // 1. Demo content, through the service, all languages.
  const search: Sample[] = [];
  const like: Sample[] = [];
  const builds: string[] = [];
  let count = 0;
  for (const lang of LANGUAGES) {
    const queries = QUERIES[lang].map(([query]) => query);
    count += queries.length;
    const list = (keyword: string) => faq.list({ keyword, lang, pageIndex: 1, pageSize: 10, sort: FAQ_SORT.relevance });
    // The language's first search builds its index (the page's language and the English fallback).
    const started = performance.now();
    await list(queries[0]!);
    builds.push(`${lang} ${(performance.now() - started).toFixed(0)}`);
    search.push(...(await measure(queries, list)));
    like.push(...(await measure(queries, (query) => demoLike(lang, query))));
  }
  console.log(`Search, demo content (79 FAQs a language, 6 languages, ${count} judged queries x ${ROUNDS}), ms per query:`);
  console.log(`  index build, ms: ${builds.join(', ')}`);
  console.log(line('search (list)', search));
  console.log(line('SQL LIKE scan', like));
  console.log(ratio(search, like));

  // 2. 10,000 generated FAQs a language, through the engine.
  sqlite.exec('create table faq_generated (id integer, lang text, title text, content text)');
  const insert = sqlite.prepare('insert into faq_generated values (?, ?, ?, ?)');
  const generatedLike = likeScan(sqlite, 'faq_generated');
  console.log(`\n${GENERATED_PER_LANGUAGE.toLocaleString('en')} generated FAQs a language, ms per query (build: seconds):`);
  const all = { search: [] as Sample[], like: [] as Sample[] };
  for (const lang of LANGUAGES) {
    const base = await db.selectFrom('faq').select(['id', 'title', 'content']).where('lang', '=', lang).orderBy('id').execute();
    const docs = generate(base, GENERATED_PER_LANGUAGE);
    sqlite.transaction(() => {
      for (const d of docs) insert.run(d.id, lang, d.title, d.content);
    })();
    const started = performance.now();
    const index = createSearchIndex(
      docs.map((d) => ({ id: d.id, lang, fields: { title: d.title, content: d.content } })),
      lang,
      [
        { name: 'title', boost: 3 },
        { name: 'content', boost: 1, html: true },
      ],
    );
    const build = (performance.now() - started) / 1000;
    const queries = QUERIES[lang].map(([query]) => query);
    const s = await measure(queries, (query) => index.search(query));
    const l = await measure(queries, (query) => generatedLike(lang, query));
    all.search.push(...s);
    all.like.push(...l);
    console.log(`${lang} (build ${build.toFixed(1)} s, heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB):`);
    console.log(line('search (engine)', s));
    console.log(line('SQL LIKE scan', l));
  }
  console.log('all languages:');
  console.log(line('search (engine)', all.search));
  console.log(line('SQL LIKE scan', all.like));
  console.log(ratio(all.search, all.like));
  console.log(`\n(node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)})`);

  sqlite.close();
  await close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

void main();
