// The database: Kysely over SQLite (better-sqlite3) in DATA_DIR. Migrations run at start-up.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import * as m001 from './migrations/001-content';
import * as m002 from './migrations/002-faq-reads';
import * as m003 from './migrations/003-outbox';
import * as m004 from './migrations/004-form-guard';
import * as m005 from './migrations/005-tickets';
import * as m006 from './migrations/006-catalog-languages';
import * as m007 from './migrations/007-security-advisories';
import * as m008 from './migrations/008-beta-applications';
import * as m009 from './migrations/009-partnership-applications';
import * as m010 from './migrations/010-content-version';

export type Db = Kysely<Database>;

// Migrations are listed here (not read from a folder) so the bundled server carries them.
const migrations: Record<string, Migration> = {
  '001-content': m001,
  '002-faq-reads': m002,
  '003-outbox': m003,
  '004-form-guard': m004,
  '005-tickets': m005,
  '006-catalog-languages': m006,
  '007-security-advisories': m007,
  '008-beta-applications': m008,
  '009-partnership-applications': m009,
  '010-content-version': m010,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface OpenedDatabase {
  db: Db;
  close(): Promise<void>;
}

/** Open (or create) the SQLite file and bring its schema up to date. `file` may be ':memory:'. */
export async function openDatabase(file: string): Promise<OpenedDatabase> {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${(error as Error).message ?? String(error)}`);
  }
  return { db, close: () => db.destroy() };
}
