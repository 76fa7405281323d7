import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { CONTENT_TABLES } from './010-content-version';

// PostgreSQL's TRUNCATE empties a table without firing its DELETE triggers, so a tool that emptied a
// content table that way would leave the content version, and the cached pages and search indexes that
// follow it, as they were. A statement-level TRUNCATE trigger per content table counts it as the other
// writes count. SQLite has no TRUNCATE (its DELETE without WHERE fires the DELETE triggers).

const trigger = (table: string) => `${table}_truncate_version`;

/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  // All triggers in one statement (the names are constants of the site's own).
  const creates = CONTENT_TABLES.map(
    (table) => `CREATE TRIGGER ${trigger(table)} AFTER TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump();`,
  );
  await sql`DO $$ BEGIN ${sql.raw(creates.join('\n'))} END $$`.execute(db);
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of CONTENT_TABLES) await sql`DROP TRIGGER IF EXISTS ${sql.raw(trigger(table))} ON ${sql.table(table)}`.execute(db);
}
