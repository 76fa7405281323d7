import type { Kysely } from 'kysely';

// The reads of FAQ items counted today, so that a reader's open counts once for the popularity sort
// (docs/decisions/0007-abuse-limits.md). Only keyed hashes are kept: the visitor id and the address are
// hashed with a salt of the day, and the rows and salts of past days are deleted.
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq_read')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('faq_id', 'integer', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_read_pk', ['day', 'faq_id', 'visitor_hash'])
    .execute();
  await db.schema.createIndex('faq_read_ip').on('faq_read').columns(['day', 'ip_hash', 'faq_id']).execute();

  await db.schema
    .createTable('faq_read_salt')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('faq_read_salt').ifExists().execute();
  await db.schema.dropTable('faq_read').ifExists().execute();
}
