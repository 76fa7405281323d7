import type { Kysely } from 'kysely';

// The catalogue in the other languages (docs/decisions/0013-catalogue-languages.md). English stays in
// the catalogue's own tables; each of them gets a translation table holding its text in another
// language, one row per item and language. A missing row means "show the English text".
//
//   manual_product_translation    product names (Downloads' dropdown)
//   user_manual_translation       manual titles
//   manual_category_translation   manual categories, keyed by the English category name
//   resource_translation          resource library titles
//   resource_category_translation resource categories, keyed by the English category name
//   document_translation          regulatory document titles
//   setting_translation           text settings (the cloud notice), keyed by the setting's key
const ITEM_TABLES = [
  ['manual_product_translation', 'product_id', 'manual_product', 'name'],
  ['user_manual_translation', 'manual_id', 'user_manual', 'title'],
  ['resource_translation', 'resource_id', 'resource', 'title'],
  ['document_translation', 'document_id', 'document', 'title'],
] as const;

const KEYED_TABLES = [
  ['manual_category_translation', 'category_name', 'title'],
  ['resource_category_translation', 'category_name', 'title'],
  ['setting_translation', 'key', 'value'],
] as const;

/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, idColumn, parent, textColumn] of ITEM_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn(idColumn, 'integer', (c) => c.notNull().references(`${parent}.id`).onDelete('cascade'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn(textColumn, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [idColumn, 'lang'])
      .execute();
  }
  for (const [table, keyColumn, textColumn] of KEYED_TABLES) {
    await db.schema
      .createTable(table)
      .addColumn(keyColumn, 'text', (c) => c.notNull())
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn(textColumn, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [keyColumn, 'lang'])
      .execute();
  }
}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of [...ITEM_TABLES, ...KEYED_TABLES]) await db.schema.dropTable(table).ifExists().execute();
}
