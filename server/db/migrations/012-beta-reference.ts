import type { Kysely } from 'kysely';
import { newReference } from '../../services/references';

// A beta testing application gets a reference, as the other forms' submissions have (BT- and 8 characters
// of the references' alphabet): the beta team's mail and the applicant's acknowledgement name it, instead
// of the row's number, which counts the applications. Applications stored before get one now. The column
// is NOT NULL in effect (every row has one, the service always gives one), unique by its index; SQLite
// cannot add a NOT NULL column without a default.
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('beta_application').addColumn('reference', 'text').execute();
  const table = db as Kysely<{ beta_application: { id: number; reference: string | null } }>;
  const rows = await table.selectFrom('beta_application').select('id').execute();
  const given = new Set<string>();
  for (const { id } of rows) {
    let reference = newReference('BT');
    while (given.has(reference)) reference = newReference('BT');
    given.add(reference);
    await table.updateTable('beta_application').set({ reference }).where('id', '=', id).execute();
  }
  await db.schema.createIndex('beta_application_reference').unique().on('beta_application').column('reference').execute();
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('beta_application_reference').ifExists().execute();
  await db.schema.alterTable('beta_application').dropColumn('reference').execute();
}
