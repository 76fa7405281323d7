// What several processes on one database do at the same moment: each read-then-write of the services is one
// atomic step. On SQLite the statements run one at a time anyway; with TEST_DATABASE_URL the same tests run
// on PostgreSQL, where they run side by side (docs/decisions/0023-postgresql.md).
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { seedIfEmpty } from '../../server/db/seed';
import { claimDue, createOutbox } from '../../server/mail/outbox';
import { contentVersion } from '../../server/services/content-version';
import { FaqReadService, READS_PER_ADDRESS_AND_ITEM } from '../../server/services/faq-reads';
import { IdempotencyError, IdempotencyService } from '../../server/services/idempotency';
import { createScratchDatabase, createTestDatabase, onPostgres, type ScratchDatabase } from '../helpers/test-database';

/** Callers at once, as separate processes would be. */
const PROCESSES = 4;
// Their connections: one each on PostgreSQL. better-sqlite3 waits for a lock synchronously, so SQLite
// connections in one process would wait on each other's open transactions for ever; there they share one
// (the mail tests race processes of their own on one SQLite file).
const CONNECTIONS = onPostgres ? PROCESSES : 1;

let database: ScratchDatabase;
let opened: OpenedDatabase[];
beforeAll(async () => {
  database = await createScratchDatabase('concurrency-');
  opened = [];
  for (let i = 0; i < CONNECTIONS; i++) opened.push(await openDatabase(database.target));
});
afterAll(async () => {
  for (const o of opened) await o.close();
  await database.remove();
});
const dbs = () => Array.from({ length: PROCESSES }, (_, i) => opened[i % CONNECTIONS]!.db);

describe('at the same moment', () => {
  it('claims of the outbox never take the same message twice', async () => {
    const now = Date.UTC(2030, 0, 1);
    const outbox = createOutbox({ MAIL_FROM: 'no-reply@hearthly.example' }, () => now - 1000);
    const [first] = dbs();
    for (let i = 0; i < 60; i++) await outbox.enqueue(first!, { to: ['jane@example.com'], subject: `s${i}`, text: 't', topic: `test ${i}` });
    // Every process claims five at a time until nothing is due, all at once.
    const claimed = await Promise.all(
      dbs().map(async (db, n) => {
        const ids: number[] = [];
        for (;;) {
          const rows = await claimDue(db, { owner: `worker-${n}`, now, leaseMs: 60_000, limit: 5 });
          if (rows.length === 0) return ids;
          expect(rows.length).toBeLessThanOrEqual(5);
          ids.push(...rows.map((r) => r.id));
        }
      }),
    );
    const all = claimed.flat();
    expect(all).toHaveLength(60);
    expect(new Set(all).size).toBe(60);
    const attempts = await first!.selectFrom('mail_outbox').select('attempts').execute();
    expect(attempts.every((r) => r.attempts === 1)).toBe(true);
  });

  it('runs an idempotent submission sent many times at once exactly once, and stores one record', async () => {
    const services = dbs().map((db) => new IdempotencyService(db));
    let runs = 0;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        services[i % PROCESSES]!.once('ticket', 'k'.repeat(32), 'hash', async () => {
          runs++;
          await dbs()[0]!.insertInto('setting').values({ key: 'submission', value: 'stored' }).execute();
          await new Promise((resolve) => setTimeout(resolve, 50));
          return { status: 200, body: { ok: true } };
        }),
      ),
    );
    expect(runs).toBe(1);
    const stored = await dbs()[0]!.selectFrom('setting').select('value').where('key', '=', 'submission').execute();
    expect(stored).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') expect((outcome.reason as IdempotencyError).reason).toBe('inProgress');
    }
    expect(outcomes.filter((o) => o.status === 'fulfilled' && !o.value.replayed)).toHaveLength(1);
    // Once answered, every repeat gets the stored answer.
    const again = await services[1]!.once('ticket', 'k'.repeat(32), 'hash', () => Promise.reject(new Error('ran twice')));
    expect(again).toEqual({ answer: { status: 200, body: { ok: true } }, replayed: true });
  });

  it('counts reads from one address up to the bound, however many arrive together', async () => {
    const services = dbs().map((db) => new FaqReadService(db));
    const outcomes = await Promise.all(
      Array.from({ length: 16 }, (_, i) => services[i % PROCESSES]!.record({ faqId: 7, visitorId: `visitor-${i}`, ip: '203.0.113.9' })),
    );
    expect(outcomes.filter((o) => o === 'counted')).toHaveLength(READS_PER_ADDRESS_AND_ITEM);
    const clicks = await dbs()[0]!.selectFrom('faq_click').select('clicks').where('faq_id', '=', 7).executeTakeFirstOrThrow();
    expect(clicks.clicks).toBe(READS_PER_ADDRESS_AND_ITEM);
  });
});

describe('the content version', () => {
  it('goes up with every change of the content, made through any connection, and not with click counts', async () => {
    const [one, two] = dbs();
    const version = contentVersion(one!);
    const start = await version.refresh();
    expect(typeof start).toBe('number');
    await two!.insertInto('faq_category').values({ id: 900, lang: 'en', title: 'New', sort: 0 }).execute();
    const afterInsert = await version.refresh();
    expect(afterInsert).toBeGreaterThan(start);
    await two!.updateTable('faq_category').set({ title: 'Renamed' }).where('id', '=', 900).execute();
    const afterUpdate = await version.refresh();
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await two!.deleteFrom('faq_category').where('id', '=', 900).execute();
    const afterDelete = await version.refresh();
    expect(afterDelete).toBeGreaterThan(afterUpdate);
    await two!.insertInto('faq_click').values({ faq_id: 901, clicks: 1 }).execute();
    expect(await version.refresh()).toBe(afterDelete);
  });

  it('is read in the background once watched, with nobody asking', async () => {
    const [one, two] = dbs();
    // A clock that stands still: asking (current()) never finds a read due, so only the watch can see the change.
    const version = contentVersion(one!, 20, () => 0);
    const start = await version.refresh();
    const stop = version.watch();
    try {
      await two!.insertInto('faq_category').values({ id: 902, lang: 'en', title: 'Watched', sort: 0 }).execute();
      await expect.poll(() => version.current(), { interval: 5, timeout: 2000 }).toBeGreaterThan(start);
    } finally {
      stop();
      await two!.deleteFrom('faq_category').where('id', '=', 902).execute();
    }
  });

  it.runIf(onPostgres)('is kept on PostgreSQL by one statement-level trigger per content table and event', async () => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*) AS n FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE p.proname = 'content_version_bump' AND NOT t.tgisinternal AND (t.tgtype & 1) = 0`.execute(dbs()[0]!);
    // 18 content tables × insert, update, delete, truncate; bit 0 of tgtype unset: FOR EACH STATEMENT.
    expect(rows[0]!.n).toBe(18 * 4);
  });

  it.runIf(onPostgres)('goes up when a content table is emptied with TRUNCATE, which fires no DELETE trigger', async () => {
    const [one, two] = dbs();
    const version = contentVersion(one!);
    const start = await version.refresh();
    // A content table no other test here reads, and no other table refers to.
    await sql`TRUNCATE setting_translation`.execute(two!);
    expect(await version.refresh()).toBeGreaterThan(start);
  });
});

describe('servers starting on one new database at the same moment', () => {
  it('load the demo content once: one finds the database empty, the others find it loaded', async () => {
    const fresh = await createTestDatabase(path.join(database.dir, 'seed.sqlite'));
    const starting: OpenedDatabase[] = [];
    try {
      for (let i = 0; i < CONNECTIONS; i++) starting.push(await openDatabase(fresh.target));
      const loaded = await Promise.all(
        Array.from({ length: PROCESSES }, (_, i) => seedIfEmpty(starting[i % CONNECTIONS]!.db, path.resolve('content'))),
      );
      expect(loaded.filter(Boolean)).toHaveLength(1);
      const marker = await starting[0]!.db.selectFrom('setting').select('value').where('key', '=', 'SEEDED_AT').execute();
      expect(marker).toHaveLength(1);
    } finally {
      for (const o of starting) await o.close();
      await fresh.drop();
    }
  });
});
