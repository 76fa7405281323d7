// Closing the database waits for the work under way: a render for a visitor who has left reads on after
// the server has stopped listening, and must not find the database closed between two of its queries.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

let dir: string;
let database: TestDatabase;
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'close-'));
  database = await createTestDatabase(path.join(dir, 'support.sqlite'));
});
afterEach(async () => {
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
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
