// The database a test opens: a SQLite file by default, or, when TEST_DATABASE_URL names a PostgreSQL server,
// a database of its own created there for the test and dropped after it, so the same tests run on both.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isPostgresUrl, type DatabaseTarget } from '../../server/db/database';

/** The PostgreSQL server the tests run on (any database on it to connect to), or undefined for SQLite. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Whether this run's tests use PostgreSQL. */
export const onPostgres = TEST_DATABASE_URL !== undefined;

export interface TestDatabase {
  /** What openDatabase opens: the SQLite file, or the new database's URL. */
  target: DatabaseTarget;
  /** Drop the PostgreSQL database (every connection to it closed first); nothing for SQLite (the caller removes its folder). */
  drop(): Promise<void>;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, empty database: `file` on SQLite (created when opened), or support_test_<random> on the PostgreSQL server. */
export async function createTestDatabase(file: string): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) return { target: file, drop: async () => {} };
  const name = `support_test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE ${name}`);
  // A test database is thrown away: its commits need not wait for the disk.
  await onServer(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { target: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** The settings that point a command (loadConfig) at the database besides DATA_DIR: DATABASE_URL on PostgreSQL. */
export function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return isPostgresUrl(target) ? { DATABASE_URL: target } : {};
}

/** A fresh database in a new temporary folder named after `prefix`, which `remove` drops and deletes. */
export interface ScratchDatabase extends TestDatabase {
  /** The folder: the SQLite file's, free for a test's other files. */
  dir: string;
  remove(): Promise<void>;
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = await createTestDatabase(path.join(dir, 'support.sqlite'));
  return {
    ...database,
    dir,
    remove: async () => {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
