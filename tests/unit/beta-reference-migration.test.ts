// Migration 012 on a database that already holds beta applications (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): each gets a reference of its own, and the references are unique from then on.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import * as m012 from '../../server/db/migrations/012-beta-reference';
import { BETA_REFERENCE_PATTERN } from '../../server/services/beta-applications';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/test-database';

let database: ScratchDatabase;
let opened: OpenedDatabase;

beforeAll(async () => {
  database = await createScratchDatabase('migration-012-');
  opened = await openDatabase(database.target);
});
afterAll(async () => {
  await opened.close();
  await database.remove();
});

const row = (username: string) => ({
  username,
  email: `${username}@example.com`,
  email_hash: username,
  country: 'DE',
  note: 'A house with a garage.',
  so_media: '',
  lang: 'en',
  acknowledged: 1,
  created_at: '2026-11-30T10:00:00.000Z',
});

it('gives each application stored before it a reference of its own, and keeps them unique', async () => {
  const db = opened.db as unknown as Kysely<unknown>;
  // The table as it was before the migration, holding three applications.
  await m012.down(db);
  const before = opened.db as unknown as Kysely<{ beta_application: ReturnType<typeof row> }>;
  await before.insertInto('beta_application').values([row('ann'), row('bob'), row('cem')]).execute();

  await m012.up(db);
  const rows = await opened.db.selectFrom('beta_application').select(['username', 'reference']).orderBy('id').execute();
  expect(rows.map((r) => r.username)).toEqual(['ann', 'bob', 'cem']);
  for (const r of rows) expect(r.reference).toMatch(BETA_REFERENCE_PATTERN);
  expect(new Set(rows.map((r) => r.reference)).size).toBe(3);
  // A reference taken is refused by the database itself.
  await expect(opened.db.insertInto('beta_application').values({ ...row('dan'), reference: rows[0]!.reference }).execute()).rejects.toThrow(/unique/i);
});
