// Prepared statements kept by their SQL (server/db/statement-cache.ts): the same statement for the same
// SQL, the least recently used dropped past the limit, a failed prepare not kept, and Kysely's queries
// and transactions giving the same results through it.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../server/db/statement-cache';

const opened: SQLite.Database[] = [];
function database() {
  const db = new SQLite(':memory:');
  opened.push(db);
  db.exec('create table item (id integer primary key, name text not null)');
  return db;
}
afterEach(() => {
  for (const db of opened.splice(0)) if (db.open) db.close();
});

describe('kept statements', () => {
  it('prepares a SQL text once and gives the same statement again', () => {
    const raw = database();
    let prepared = 0;
    const counting = { prepare: (text: string) => (prepared++, raw.prepare(text)), close: () => raw.close() };
    const cached = withStatementCache(counting);
    const first = cached.prepare('select * from item');
    expect(cached.prepare('select * from item')).toBe(first);
    expect(cached.prepare('select id from item')).not.toBe(first);
    expect(prepared).toBe(2);
  });

  it('drops the least recently used past its limit', () => {
    const raw = database();
    const cached = withStatementCache(raw, 2);
    const a = cached.prepare('select 1');
    const b = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(a); // now the most recent
    cached.prepare('select 3'); // drops "select 2"
    expect(cached.prepare('select 1')).toBe(a);
    expect(cached.prepare('select 2')).not.toBe(b);
  });

  it('keeps nothing for SQL that fails to prepare, and closes the database', () => {
    const raw = database();
    const cached = withStatementCache(raw);
    expect(() => cached.prepare('select * from missing')).toThrow(/no such table/);
    raw.exec('create table missing (id integer)');
    expect(cached.prepare('select * from missing').all([])).toEqual([]);
    cached.close();
    expect(raw.open).toBe(false);
  });
});

describe('Kysely through kept statements', () => {
  interface Schema {
    item: { id: Generated<number>; name: string };
  }

  it('reads, writes and rolls back as without them', async () => {
    const db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: withStatementCache(database()) }) });
    for (const name of ['lamp', 'plug', 'hub']) await db.insertInto('item').values({ name }).execute();
    const byName = (name: string) => db.selectFrom('item').select('id').where('name', '=', name).executeTakeFirst();
    expect(await byName('plug')).toEqual({ id: 2 });
    expect(await byName('hub')).toEqual({ id: 3 });
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('item').set({ name: 'camera' }).where('id', '=', 1).execute();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await db.selectFrom('item').select('name').orderBy('id').execute()).toEqual([{ name: 'lamp' }, { name: 'plug' }, { name: 'hub' }]);
    const counted = await sql<{ n: number }>`select count(*) as n from item where name in (${'lamp'}, ${'hub'})`.execute(db);
    expect(counted.rows).toEqual([{ n: 2 }]);
    await db.destroy();
  });
});
