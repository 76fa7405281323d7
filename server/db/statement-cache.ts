// SQLite statements kept by their SQL text. Kysely's SQLite driver asks better-sqlite3 to prepare every
// query anew, and preparing (parsing and planning the SQL) was the largest single cost of the database
// in a rendered page. The site's queries are few and fixed in shape, so a prepared statement is kept
// and used again. Kysely runs one query at a time on its one connection (a streamed query holds the
// connection until it is done), so a kept statement is never in use twice at once.
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** The most statements kept; the least recently used goes first. Queries with lists (`in (?, ?, …)`) vary. */
export const STATEMENTS_KEPT = 256;

export function withStatementCache(database: SqliteDatabase, limit = STATEMENTS_KEPT): SqliteDatabase {
  const kept = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      const found = kept.get(sql);
      if (found) {
        // Most recently used last.
        kept.delete(sql);
        kept.set(sql, found);
        return found;
      }
      const statement = database.prepare(sql);
      kept.set(sql, statement);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
      return statement;
    },
    close() {
      kept.clear();
      database.close();
    },
  };
}
