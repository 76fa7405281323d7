import type { Kysely } from 'kysely';

// The spam and abuse guard of the forms (docs/decisions/0011-spam-resistance.md), in the database so that
// every server process on it agrees: the key that signs form challenges (when FORM_SECRET is unset), the
// challenges already used, the rate-limit counters per hashed address, and the answers kept per
// idempotency key. Times are milliseconds since the epoch, in bigint columns.
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('form_challenge_spent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_challenge_spent_expires').on('form_challenge_spent').column('expires_at').execute();

  await db.schema
    .createTable('rate_limit')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_pk', ['scope', 'ip_hash', 'window_start'])
    .execute();
  await db.schema.createIndex('rate_limit_expires').on('rate_limit').column('expires_at').execute();

  await db.schema
    .createTable('idempotency_key')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('claim', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('answer', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_key_pk', ['scope', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_key_expires').on('idempotency_key').column('expires_at').execute();
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['idempotency_key', 'rate_limit', 'form_challenge_spent', 'form_secret']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
