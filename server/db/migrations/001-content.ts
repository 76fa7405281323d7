import type { Kysely } from 'kysely';
import { autoIncrementKey } from '../dialect';

// The site's content: FAQs and their clicks, documents, manuals, the resource library, garage door
// models, ticket form choices, policies, product categories and settings. Per-language text is keyed
// by (id, lang).
/** @public Run by Kysely's migrator. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('faq_category')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('faq_category_pk', ['id', 'lang'])
    .execute();

  await db.schema
    .createTable('faq')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('faq_pk', ['id', 'lang'])
    .execute();
  await db.schema.createIndex('faq_lang_category').on('faq').columns(['lang', 'category_id']).execute();

  await db.schema
    .createTable('faq_click')
    .addColumn('faq_id', 'integer', (c) => c.primaryKey())
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('document')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('document_type').on('document').columns(['type', 'sort']).execute();

  await db.schema
    .createTable('manual_product')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('user_manual')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('resource')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('garage_model')
    .addColumn('id', 'integer', autoIncrementKey(db))
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('support', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('garage_model_manufacturer').on('garage_model').column('manufacturer').execute();

  await db.schema
    .createTable('support_option')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('information', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('support_option_pk', ['kind', 'id', 'lang'])
    .execute();

  await db.schema
    .createTable('policy')
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('policy_pk', ['type', 'lang'])
    .execute();

  await db.schema
    .createTable('product_category')
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('active_icon', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_category_pk', ['id', 'lang'])
    .execute();

  await db.schema
    .createTable('setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

}

/** @public Run by Kysely's migrator. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'setting',
    'product_category',
    'policy',
    'support_option',
    'garage_model',
    'resource',
    'user_manual',
    'manual_product',
    'document',
    'faq_click',
    'faq',
    'faq_category',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
