// Loads the demo content of content/ into an empty database (first start). Each file is validated,
// so a content mistake stops start-up with the file's name instead of serving half a site.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SUBJECT_TAG_MAX } from '../../shared/forms/ticket';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n';
import type { Db } from './database';
import { lockForTransaction } from './dialect';
import { CLOUD_NOTICE_KEY } from './schema';

/** A text shown as it is: something besides spaces (a blank title would be a page without a heading). */
const shownText = z.string().regex(/\S/, { message: 'must not be blank' });

const faqFile = z.object({
  categories: z.array(z.object({ id: z.number().int().positive(), title: shownText })),
  faqs: z.array(
    z.object({
      id: z.number().int().positive(),
      categoryId: z.number().int().positive(),
      title: shownText,
      content: shownText,
    }),
  ),
});

const documentsFile = z.array(
  z.object({ type: z.enum(['eudoc', 'psti']), title: z.string().min(1), url: z.string().min(1) }),
);

const manualsFile = z.object({
  products: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string().min(1),
      manuals: z.array(z.object({ category: z.string().min(1), title: z.string().min(1), url: z.string().min(1) })),
    }),
  ),
});

const resourceFile = z.array(
  z.object({
    categoryName: z.string().min(1),
    items: z.array(z.object({ title: z.string().min(1), version: z.string().min(1), url: z.string().min(1) })),
  }),
);

const compatibilityFile = z.array(
  z.object({
    manufacturer: z.string().min(1),
    models: z.array(z.object({ model: z.string().min(1), support: z.union([z.literal(1), z.literal(2), z.literal(3)]) })),
  }),
);

const supportOption = z.object({ id: z.number().int().positive(), name: z.string().min(1), information: z.string() });
// A subject tag is sent before the visitor's text as "tag,text": it must fit the ticket schema's allowance
// for it and hold no comma of its own.
const subjectTag = supportOption.extend({
  name: z.string().min(1).max(SUBJECT_TAG_MAX).refine((name) => !name.includes(','), 'a subject tag holds no comma'),
});
const supportCenterFile = z.object({
  ticketCategories: z.array(supportOption).min(1),
  subjects: z.array(subjectTag).min(1),
  modelNumbers: z.array(supportOption).min(1),
});

const productCategoriesFile = z.array(
  z.object({
    id: z.number().int().positive(),
    type: z.enum(['smart', 'gadgets']),
    icon: z.string().min(1),
    activeIcon: z.string().min(1),
    title: z.record(z.enum(LANGUAGES), z.string().min(1)),
  }),
);

const settingsFile = z.record(z.string(), z.string());

// content/catalog/<lang>.json: the catalogue's text in one language other than English, each part keyed
// as the English sources name their items. Every part may be missing, and so may any key of a part (that
// item stays English); a key that names no English item is a mistake.
const translations = z.record(z.string(), z.string().trim().min(1)).default({});
const catalogFile = z.strictObject({
  /** Product names by product id (manuals.json). */
  products: translations,
  /** Manual categories by their English name. */
  manualCategories: translations,
  /** Manual titles by file URL. */
  manuals: translations,
  /** Resource library categories by their English name. */
  resourceCategories: translations,
  /** Resource titles by file URL. */
  resources: translations,
  /** Regulatory document titles by file URL. */
  documents: translations,
  /** The cloud notice (HTML, as CLOUD_STATUS_CONTENT_PC in settings.json). */
  cloudNotice: z.string().trim().min(1).optional(),
});

/** What the English sources define, by the keys the catalog files use: the rows each key names. */
interface EnglishCatalog {
  products: Map<string, number[]>;
  manualCategories: Map<string, string[]>;
  manuals: Map<string, number[]>;
  resourceCategories: Map<string, string[]>;
  resources: Map<string, number[]>;
  documents: Map<string, number[]>;
}

function emptyCatalog(): EnglishCatalog {
  return {
    products: new Map(),
    manualCategories: new Map(),
    manuals: new Map(),
    resourceCategories: new Map(),
    resources: new Map(),
    documents: new Map(),
  };
}

function remember<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const values = map.get(key);
  if (!values) map.set(key, [value]);
  else if (!values.includes(value)) values.push(value);
}

const POLICY_FILES: Record<string, number> = { privacy: 4, terms: 5, 'security-advisory': 6 };

function readJson<T>(dir: string, rel: string, schema: z.ZodType<T, unknown>): T {
  const file = path.join(dir, rel);
  const parsed = schema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Content file ${rel} is invalid: ${parsed.error.issues[0]?.path.join('.')} ${parsed.error.issues[0]?.message}`);
  }
  return parsed.data;
}

const exists = (dir: string, rel: string) => fs.existsSync(path.join(dir, rel));

/** True when the database holds no content yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('setting').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

/** Load every content file into the database in one transaction. */
export async function seedContent(db: Db, contentDir: string): Promise<void> {
  await db.transaction().execute((trx) => loadContent(trx, contentDir));
}

/**
 * Load every content file into an empty database, in one transaction; false (nothing done) when it holds
 * content already. Servers starting on one new PostgreSQL database at the same moment take turns: the
 * first loads the content, the others find it there, because each looks only once it holds the lock.
 */
export async function seedIfEmpty(db: Db, contentDir: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'seed');
    if (!(await isEmpty(trx))) return false;
    await loadContent(trx, contentDir);
    return true;
  });
}

/**
 * The content folder is there, with its settings (the cloud status the header reads). Started from another
 * folder, the loader found no file and marked the database loaded with nothing in it, and a later start
 * from the right folder never loaded it.
 */
function checkContentFolder(contentDir: string): void {
  if (!fs.statSync(contentDir, { throwIfNoEntry: false })?.isDirectory()) {
    throw new Error(`no content folder at ${contentDir}: start the site from its own folder, which holds content/`);
  }
  if (!exists(contentDir, 'settings.json')) throw new Error(`Content file settings.json is missing from ${contentDir}`);
}

async function loadContent(trx: Db, contentDir: string): Promise<void> {
  checkContentFolder(contentDir);
  const english = emptyCatalog();
  // Every FAQ has its English text: a language without its own shows the English one, whose page is the
  // item's canonical one and the one its language versions fall back to.
  const faqIds = new Map<string, number[]>();
  for (const lang of LANGUAGES) {
    const rel = `faq/${lang}.json`;
    if (!exists(contentDir, rel)) continue;
    const { categories, faqs } = readJson(contentDir, rel, faqFile);
    faqIds.set(lang, faqs.map((f) => f.id));
    if (categories.length) {
      await trx
        .insertInto('faq_category')
        .values(categories.map((c, i) => ({ id: c.id, lang, title: c.title, sort: i })))
        .execute();
    }
    if (faqs.length) {
      await trx
        .insertInto('faq')
        .values(faqs.map((f) => ({ id: f.id, lang, category_id: f.categoryId, title: f.title, content: f.content })))
        .execute();
    }
  }
  const englishFaqs = new Set(faqIds.get(DEFAULT_LANGUAGE) ?? []);
  for (const [lang, ids] of faqIds) {
    const orphan = ids.find((id) => !englishFaqs.has(id));
    if (orphan !== undefined) throw new Error(`Content file faq/${lang}.json is invalid: FAQ ${orphan} has no English text in faq/${DEFAULT_LANGUAGE}.json`);
  }

  if (exists(contentDir, 'documents.json')) {
    const docs = readJson(contentDir, 'documents.json', documentsFile);
    for (const [i, d] of docs.entries()) {
      const { id } = await trx
        .insertInto('document')
        .values({ type: d.type, title: d.title, url: d.url, sort: i })
        .returning('id')
        .executeTakeFirstOrThrow();
      remember(english.documents, d.url, id);
    }
  }

  if (exists(contentDir, 'manuals.json')) {
    const { products } = readJson(contentDir, 'manuals.json', manualsFile);
    for (const [i, p] of products.entries()) {
      await trx.insertInto('manual_product').values({ id: p.id, name: p.name, sort: i }).execute();
      remember(english.products, String(p.id), p.id);
      for (const [j, m] of p.manuals.entries()) {
        const { id } = await trx
          .insertInto('user_manual')
          .values({ product_id: p.id, category_name: m.category, title: m.title, url: m.url, sort: j })
          .returning('id')
          .executeTakeFirstOrThrow();
        remember(english.manuals, m.url, id);
        remember(english.manualCategories, m.category, m.category);
      }
    }
  }

  if (exists(contentDir, 'resource-library.json')) {
    const categories = readJson(contentDir, 'resource-library.json', resourceFile);
    let sort = 0;
    for (const c of categories) {
      remember(english.resourceCategories, c.categoryName, c.categoryName);
      for (const item of c.items) {
        const { id } = await trx
          .insertInto('resource')
          .values({ category_name: c.categoryName, title: item.title, version: item.version, url: item.url, sort: sort++ })
          .returning('id')
          .executeTakeFirstOrThrow();
        remember(english.resources, item.url, id);
      }
    }
  }

  if (exists(contentDir, 'compatibility.json')) {
    for (const m of readJson(contentDir, 'compatibility.json', compatibilityFile)) {
      if (m.models.length) {
        await trx
          .insertInto('garage_model')
          .values(m.models.map((model) => ({ manufacturer: m.manufacturer, model: model.model, support: model.support })))
          .execute();
      }
    }
  }

  for (const lang of LANGUAGES) {
    const rel = `support-center/${lang}.json`;
    if (!exists(contentDir, rel)) continue;
    const file = readJson(contentDir, rel, supportCenterFile);
    const kinds = [
      ['ticketCategory', file.ticketCategories],
      ['subject', file.subjects],
      ['modelNumber', file.modelNumbers],
    ] as const;
    for (const [kind, options] of kinds) {
      await trx
        .insertInto('support_option')
        .values(options.map((o, i) => ({ kind, id: o.id, pid: 0, lang, name: o.name, information: o.information, sort: i })))
        .execute();
    }
  }

  for (const [name, type] of Object.entries(POLICY_FILES)) {
    for (const lang of LANGUAGES) {
      const rel = `policies/${name}.${lang}.html`;
      if (!exists(contentDir, rel)) continue;
      await trx
        .insertInto('policy')
        .values({ type, lang, content: fs.readFileSync(path.join(contentDir, rel), 'utf8') })
        .execute();
    }
  }

  if (exists(contentDir, 'product-categories.json')) {
    const categories = readJson(contentDir, 'product-categories.json', productCategoriesFile).flatMap((c, i) =>
      Object.entries(c.title).map(([lang, title]) => ({ id: c.id, lang, type: c.type, title, icon: c.icon, active_icon: c.activeIcon, sort: i })),
    );
    if (categories.length) await trx.insertInto('product_category').values(categories).execute();
  }

  const settings = exists(contentDir, 'settings.json') ? readJson(contentDir, 'settings.json', settingsFile) : {};
  // The marker row: a database with any setting is "seeded", even when content/ had no settings file.
  const rows = Object.entries({ SEEDED_AT: new Date().toISOString(), ...settings }).map(([key, value]) => ({ key, value }));
  await trx.insertInto('setting').values(rows).execute();

  for (const lang of LANGUAGES) {
    const rel = `catalog/${lang}.json`;
    if (lang === DEFAULT_LANGUAGE || !exists(contentDir, rel)) continue;
    await seedCatalogLanguage(trx, lang, rel, readJson(contentDir, rel, catalogFile), english, CLOUD_NOTICE_KEY in settings);
  }
}

type CatalogFile = z.output<typeof catalogFile>;

/** One language's catalog file into the translation tables. Every key must name an English item. */
async function seedCatalogLanguage(trx: Db, lang: string, rel: string, file: CatalogFile, english: EnglishCatalog, hasNotice: boolean) {
  /** [row, text] for each key of a part and each English row it names; the error names the file and the key. */
  function rows<R>(part: keyof EnglishCatalog, known: Map<string, R[]>): [R, string][] {
    return Object.entries(file[part]).flatMap(([key, text]) => {
      const refs = known.get(key);
      if (!refs) throw new Error(`Content file ${rel} is invalid: ${part}.${key} matches no English item`);
      return refs.map((ref): [R, string] => [ref, text]);
    });
  }
  const products = rows('products', english.products).map(([product_id, name]) => ({ product_id, lang, name }));
  const manuals = rows('manuals', english.manuals).map(([manual_id, title]) => ({ manual_id, lang, title }));
  const manualCategories = rows('manualCategories', english.manualCategories).map(([category_name, title]) => ({ category_name, lang, title }));
  const resources = rows('resources', english.resources).map(([resource_id, title]) => ({ resource_id, lang, title }));
  const resourceCategories = rows('resourceCategories', english.resourceCategories).map(([category_name, title]) => ({ category_name, lang, title }));
  const documents = rows('documents', english.documents).map(([document_id, title]) => ({ document_id, lang, title }));
  if (file.cloudNotice !== undefined && !hasNotice) {
    throw new Error(`Content file ${rel} is invalid: cloudNotice matches no English item (settings.json has no ${CLOUD_NOTICE_KEY})`);
  }
  if (products.length) await trx.insertInto('manual_product_translation').values(products).execute();
  if (manuals.length) await trx.insertInto('user_manual_translation').values(manuals).execute();
  if (manualCategories.length) await trx.insertInto('manual_category_translation').values(manualCategories).execute();
  if (resources.length) await trx.insertInto('resource_translation').values(resources).execute();
  if (resourceCategories.length) await trx.insertInto('resource_category_translation').values(resourceCategories).execute();
  if (documents.length) await trx.insertInto('document_translation').values(documents).execute();
  if (file.cloudNotice !== undefined) {
    await trx.insertInto('setting_translation').values({ key: CLOUD_NOTICE_KEY, lang, value: file.cloudNotice }).execute();
  }
}
