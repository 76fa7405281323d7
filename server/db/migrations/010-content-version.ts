import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// One number that changes whenever the content a page shows changes: the FAQs, the catalogue, the
// policies, the settings (cloud status and notice) and their translations. Triggers keep it, so it
// counts the writes of every process on the database (npm run cloud-status, any tool editing the content) and the
// server's cached pages follow it (docs/decisions/0018-html-cache.md). The FAQs' click counts are left
// out on purpose: they change with every read and only reorder the "most popular" list a little.
export const CONTENT_TABLES = [
  'faq_category',
  'faq',
  'document',
  'manual_product',
  'user_manual',
  'resource',
  'garage_model',
  'support_option',
  'policy',
  'product_category',
  'setting',
  'manual_product_translation',
  'user_manual_translation',
  'manual_category_translation',
  'resource_translation',
  'resource_category_translation',
  'document_translation',
  'setting_translation',
] as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO content_version (id, version) VALUES (1, 1)`.execute(db);
  if (isPostgres(db)) {
    // PostgreSQL's triggers call a function; one per statement, so a statement that writes many rows counts once.
    await sql`
      CREATE FUNCTION content_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$
    `.execute(db);
    // All triggers in one statement (the names are this file's own constants).
    const creates = CONTENT_TABLES.flatMap((table) =>
      EVENTS.map(
        (event) =>
          `CREATE TRIGGER ${table}_${event}_version AFTER ${event.toUpperCase()} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION content_version_bump();`,
      ),
    );
    await sql`DO $$ BEGIN ${sql.raw(creates.join('\n'))} END $$`.execute(db);
    return;
  }
  for (const table of CONTENT_TABLES) {
    for (const event of EVENTS) {
      await sql`
        CREATE TRIGGER ${sql.raw(`${table}_${event}_version`)} AFTER ${sql.raw(event.toUpperCase())} ON ${sql.table(table)}
        BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END
      `.execute(db);
    }
  }
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  for (const table of CONTENT_TABLES) {
    for (const event of EVENTS) {
      const trigger = sql.raw(`${table}_${event}_version`);
      // PostgreSQL's triggers belong to their table.
      await (postgres ? sql`DROP TRIGGER IF EXISTS ${trigger} ON ${sql.table(table)}` : sql`DROP TRIGGER IF EXISTS ${trigger}`).execute(db);
    }
  }
  if (postgres) await sql`DROP FUNCTION IF EXISTS content_version_bump()`.execute(db);
  await db.schema.dropTable('content_version').ifExists().execute();
}
