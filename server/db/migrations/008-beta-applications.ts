import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect';

// Beta testing applications (docs/decisions/0015-beta-testing.md): every field as received, the country
// as its ISO code, the chosen product categories with their English titles, and a hash of the e-mail
// address that bounds the acknowledgements per address and day. Rows are deleted after the retention.
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('beta_application')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('so_media', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('acknowledged', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('beta_application_email_day').on('beta_application').columns(['email_hash', 'created_at']).execute();
  await db.schema.createIndex('beta_application_created').on('beta_application').column('created_at').execute();

  await db.schema
    .createTable('beta_application_category')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('beta_application.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('beta_application_category_pk', ['application_id', 'category_id'])
    .execute();
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('beta_application_category').ifExists().execute();
  await db.schema.dropTable('beta_application').ifExists().execute();
}
