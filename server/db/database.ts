// The database: Kysely over SQLite (better-sqlite3) in DATA_DIR by default, or over PostgreSQL (a pg pool)
// when DATABASE_URL names one (docs/decisions/0023-postgresql.md). Migrations run at start-up on both.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Dialect, type Driver, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Database } from './schema';
import { makeFolder } from '../storage/folders';
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
import * as m011 from './migrations/011-content-version-truncate';
import * as m012 from './migrations/012-beta-reference';

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
  '011-content-version-truncate': m011,
  '012-beta-reference': m012,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface OpenedDatabase {
  db: Db;
  /**
   * Close the database once the queries under way, and those they lead to, have finished: at most
   * `waitMs` (5 s unless told), after which it closes in any case.
   */
  close(waitMs?: number): Promise<void>;
}

/** Where the database is: a PostgreSQL URL (postgres:// or postgresql://), or the path of a SQLite file (or ':memory:'). */
export type DatabaseTarget = string;

/** True when the target is a PostgreSQL URL rather than a SQLite file. */
export function isPostgresUrl(target: DatabaseTarget): boolean {
  return /^postgres(ql)?:\/\//i.test(target);
}

/** The setting that names a database, for a message about it. */
export const databaseSetting = (target: DatabaseTarget) => (isPostgresUrl(target) ? 'DATABASE_URL' : 'DATA_DIR');

/** The database of a configuration: DATABASE_URL when set, else support.sqlite in DATA_DIR. */
export function databaseTarget(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>): DatabaseTarget {
  return config.DATABASE_URL ?? path.join(config.dataDir, 'support.sqlite');
}

/** How long no connection may be in use before a closing database counts as quiet. */
const QUIET_MS = 20;

/**
 * The dialect with a count of the connections in use, so that closing can wait for the work under way.
 * The server stops by closing its listener, which waits for the connections of its clients, not for
 * what a request set going: a page rendered for a visitor who left, or in the background for the cache,
 * may still be reading. Closed under it, such a render would fail with an error in the log.
 */
function counted(dialect: Dialect): { dialect: Dialect; quiet(waitMs: number): Promise<void> } {
  let inUse = 0;
  let lastUse = 0;
  const wrap = (driver: Driver): Driver => {
    // Made once: Kysely asks for these two on every query.
    const acquireConnection: Driver['acquireConnection'] = async () => {
      inUse++;
      try {
        return await driver.acquireConnection();
      } catch (error) {
        inUse--;
        throw error;
      }
    };
    const releaseConnection: Driver['releaseConnection'] = async (connection) => {
      try {
        await driver.releaseConnection(connection);
      } finally {
        inUse--;
        lastUse = Date.now();
      }
    };
    return new Proxy(driver, {
      get(target, name, receiver) {
        if (name === 'acquireConnection') return acquireConnection;
        if (name === 'releaseConnection') return releaseConnection;
        const value: unknown = Reflect.get(target, name, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  };
  const quiet = async (waitMs: number) => {
    const until = Date.now() + waitMs;
    // A render's next query often follows its last one after a little work of its own: quiet means
    // no connection in use for QUIET_MS, not merely none at this instant.
    while (Date.now() < until && (inUse > 0 || Date.now() - lastUse < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => wrap(dialect.createDriver()),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    quiet,
  };
}

export interface DatabaseOptions {
  /** PostgreSQL only: connections the pool keeps at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
}

// PostgreSQL sends 64-bit integers (count(*), sum(), bigint columns such as the millisecond times) and
// numeric as text, since they can exceed a JavaScript number. The site's values never come near 2^53, and
// its types say number, as SQLite gives: parse them, and refuse one that would lose digits.
const INT8 = 20;
const NUMERIC = 1700;
function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`integer ${text} does not fit a JavaScript number`);
  return value;
}
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8) return parseInt8;
    if (oid === NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') makeFolder(path.dirname(file));
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

function postgresDialect(url: string, { poolSize = 10 }: DatabaseOptions): Dialect {
  return new PostgresDialect({ pool: postgresPool(url, poolSize) });
}

/**
 * The pool of PostgreSQL connections. A connection that breaks (PostgreSQL restarted, or ended it) reports
 * an 'error' event, and an event nobody listens to ends the process: while idle the pool listens and drops
 * it; while checked out (between a transaction's queries, or a moment after its query) only the connection
 * itself is told, so it listens too. The query under way, or the next one, fails on its own with the error,
 * and the pool replaces the connection when it comes back.
 */
export function postgresPool(url: string, poolSize: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: pgTypes });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/**
 * Whether the database at `target` has the site's schema (a server has started on it once): the SQLite file
 * exists, or the PostgreSQL database holds the migrations' table. Asked before openDatabase, which would
 * create either.
 */
export async function hasSiteSchema(target: DatabaseTarget): Promise<boolean> {
  if (!isPostgresUrl(target)) return fs.existsSync(target);
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  try {
    const { rows } = await client.query<{ present: boolean }>("SELECT to_regclass('kysely_migration') IS NOT NULL AS present");
    return rows[0]?.present === true;
  } finally {
    await client.end();
  }
}

/**
 * Open the database and bring its schema up to date: PostgreSQL when `target` is a postgres:// URL, else the
 * SQLite file at `target` (created with its folder when missing; ':memory:' for one in memory).
 */
export async function openDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Promise<OpenedDatabase> {
  const { dialect, quiet } = counted(isPostgresUrl(target) ? postgresDialect(target, options) : sqliteDialect(target));
  const db = new Kysely<Database>({ dialect });
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    await db.destroy();
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    const reason = (error as Error).message ?? String(error);
    // No migration named: the database could not be reached, or its migration tables read (the callers say
    // which database could not be opened).
    throw new Error(failed ? `Database migration ${failed} failed: ${reason}` : reason, { cause: error });
  }
  return {
    db,
    close: async (waitMs = 5_000) => {
      await quiet(waitMs);
      await db.destroy();
    },
  };
}
