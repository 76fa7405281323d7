import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect';

// The mail outbox: every message the site sends, stored in the same transaction as what it is about and
// sent later by the delivery worker (docs/decisions/0010-outbox.md). Times are milliseconds since the epoch,
// in bigint columns: past 2^31, and a 64-bit integer on both databases.
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('recipients', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text')
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('trying_since', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .execute();
  // The worker's question: which pending messages are due.
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
