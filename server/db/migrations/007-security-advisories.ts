import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect';

// Security advisories (vulnerability reports) sent with the Security Advisory form
// (docs/decisions/0014-security-advisory.md): the reference, the title, the page's language, when, and
// the files in order. The security team works from the mail; rows are deleted after the retention.
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('security_advisory')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('security_advisory_created').on('security_advisory').column('created_at').execute();

  await db.schema
    .createTable('security_advisory_file')
    .addColumn('advisory_id', 'integer', (c) => c.notNull().references('security_advisory.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('security_advisory_file_pk', ['advisory_id', 'position'])
    .execute();
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('security_advisory_file').ifExists().execute();
  await db.schema.dropTable('security_advisory').ifExists().execute();
}
