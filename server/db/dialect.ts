// What differs between the two databases the site runs on (docs/decisions/0023-postgresql.md), asked of a
// Kysely instance or transaction: the migrations and the few services whose statements differ ask here.
import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type QueryExecutorProvider } from 'kysely';

/** Whether `db` (a Kysely instance or a transaction) runs on PostgreSQL rather than SQLite. */
export function isPostgres(db: QueryExecutorProvider): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Serialise the transaction `trx` with every other one that takes the same `key`, until it ends. A read
 * that decides a write (a count under a bound) is then atomic on PostgreSQL, where transactions run side
 * by side; SQLite runs one writing transaction at a time already, so there it does nothing.
 */
export async function lockForTransaction(trx: QueryExecutorProvider, key: string): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * The column definition of a numbered primary key: SQLite's AUTOINCREMENT (numbers never reused), an
 * identity column on PostgreSQL (a sequence, never reused either). The site never gives these keys a
 * value: PostgreSQL would take one, but its sequence would not move past it.
 */
export function autoIncrementKey(db: Kysely<unknown>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (c) => c.primaryKey().generatedByDefaultAsIdentity() : (c) => c.primaryKey().autoIncrement();
}
