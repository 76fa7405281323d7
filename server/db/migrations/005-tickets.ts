import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect';

// Support tickets sent with the Email Support form (docs/decisions/0012-ticket-form.md): every field as
// received, the English names of the category and model, the attachments, and a hash of the e-mail
// address that bounds the acknowledgements per address and day. Rows are deleted after the retention.
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ticket')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_hash', 'text', (c) => c.notNull())
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('site', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_en', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('model_en', 'text', (c) => c.notNull())
    .addColumn('order_num', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('device', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('acknowledged', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ticket_email_day').on('ticket').columns(['email_hash', 'created_at']).execute();
  await db.schema.createIndex('ticket_created').on('ticket').column('created_at').execute();

  await db.schema
    .createTable('ticket_attachment')
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('ticket.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticket_attachment_pk', ['ticket_id', 'position'])
    .execute();
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ticket_attachment').ifExists().execute();
  await db.schema.dropTable('ticket').ifExists().execute();
}
