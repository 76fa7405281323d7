import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect';

// Influencer Program and Loyalty Program applications (docs/decisions/0016-partnership-forms.md): every
// field as received, the reference the applicant was given, the country as its ISO code, the channel links
// of an influencer application in their order, the product of a loyalty application by id with its name as
// the applicant saw it and in English, and a hash of the e-mail address that bounds the acknowledgements per
// address and day. Rows are deleted after the retention.
/** A table of applications with the columns both programs have; the caller adds its own. */
function applicationTable(db: Kysely<unknown>, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('acknowledged', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull());
}

/** Indexes for the acknowledgements per address and day, and for the retention purge. */
async function applicationIndexes(db: Kysely<unknown>, name: string): Promise<void> {
  await db.schema.createIndex(`${name}_email_day`).on(name).columns(['email_hash', 'created_at']).execute();
  await db.schema.createIndex(`${name}_created`).on(name).column('created_at').execute();
}

/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await applicationTable(db, 'influencer_application')
    .addColumn('audience', 'text', (c) => c.notNull())
    .addColumn('focus', 'text', (c) => c.notNull())
    .execute();
  await applicationIndexes(db, 'influencer_application');
  await db.schema
    .createTable('influencer_channel')
    .addColumn('application_id', 'integer', (c) => c.notNull().references('influencer_application.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('influencer_channel_pk', ['application_id', 'position'])
    .execute();

  await applicationTable(db, 'loyalty_application')
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('product_en', 'text', (c) => c.notNull())
    .execute();
  await applicationIndexes(db, 'loyalty_application');
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loyalty_application').ifExists().execute();
  await db.schema.dropTable('influencer_channel').ifExists().execute();
  await db.schema.dropTable('influencer_application').ifExists().execute();
}
