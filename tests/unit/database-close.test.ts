// Closing the database waits for the work under way: a render for a visitor who has left reads on after
// the server has stopped listening, and must not find the database closed between two of its queries. On
// PostgreSQL, a connection the server ends while it is in use fails that work only, never the process.
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { openDatabase, postgresPool } from '../../server/db/database';
import { createScratchDatabase, onPostgres, type ScratchDatabase } from '../helpers/test-database';

let database: ScratchDatabase;
beforeEach(async () => {
  database = await createScratchDatabase('close-');
});
afterEach(async () => {
  await database.remove();
});

const one = sql<{ n: number }>`select 1 as n`;

it('lets queries that follow one another finish before it closes', async () => {
  const { db, close } = await openDatabase(database.target);
  const reads: number[] = [];
  // Three queries in a row, each after a little work of its own, as a page's data calls are.
  const render = (async () => {
    for (let i = 0; i < 3; i++) {
      reads.push(Number((await one.execute(db)).rows[0]!.n));
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  await close();
  await render;
  expect(reads).toEqual([1, 1, 1]);
  // Closed after them: a query now fails.
  await expect(one.execute(db)).rejects.toThrow();
});

it('closes after its wait when the work never stops', async () => {
  const { db, close } = await openDatabase(database.target);
  // Query after query, for ever: until the database closes under it.
  let queries = 0;
  const busy = (async () => {
    for (;;) {
      await one.execute(db);
      queries++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  })().catch((error: unknown) => error);
  const started = Date.now();
  await close(100);
  const waited = Date.now() - started;
  expect(waited).toBeGreaterThanOrEqual(100);
  expect(waited).toBeLessThan(2_000);
  expect(await busy).toBeInstanceOf(Error);
  expect(queries).toBeGreaterThan(0);
});

it.skipIf(!onPostgres)('listens for the errors of a PostgreSQL connection while it is checked out, not only while idle', async () => {
  const pool = postgresPool(database.target, 1);
  const client = await pool.connect();
  try {
    expect(client.listenerCount('error')).toBeGreaterThan(0);
  } finally {
    client.release();
    await pool.end();
  }
});

it.skipIf(!onPostgres)('goes on when PostgreSQL ends a connection in use between two queries: that work fails, the next succeeds', async () => {
  const { db, close } = await openDatabase(database.target);
  const admin = new pg.Client({ connectionString: database.target });
  await admin.connect();
  try {
    const work = db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      const pid = rows[0]!.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await vi.waitFor(async () => expect((await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount).toBe(0));
      // PostgreSQL's farewell reaches the connection while none of its queries runs: as an 'error' event,
      // which ended the process when nothing listened. Nothing of ours can await it without listening too.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`select 1`.execute(trx);
    });
    await expect(work).rejects.toThrow();
    expect(Number((await one.execute(db)).rows[0]!.n)).toBe(1);
  } finally {
    await admin.end();
    await close();
  }
});
