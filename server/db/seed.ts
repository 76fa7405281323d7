// Loads the demo content of content/ into an empty database (first start). Each file is validated,
// so a content mistake stops start-up with the file's name instead of serving half a site.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/i18n';
import type { Db } from './database';

const faqFile = z.object({
  categories: z.array(z.object({ id: z.number().int().positive(), title: z.string().min(1) })),
  faqs: z.array(
    z.object({
      id: z.number().int().positive(),
      categoryId: z.number().int().positive(),
      title: z.string().min(1),
      content: z.string().min(1),
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
const supportCenterFile = z.object({
  ticketCategories: z.array(supportOption).min(1),
  subjects: z.array(supportOption).min(1),
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

const POLICY_FILES: Record<string, number> = { privacy: 4, terms: 5, 'security-advisory': 6 };

function readJson<T>(dir: string, rel: string, schema: z.ZodType<T>): T {
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
  await db.transaction().execute(async (trx) => {
    for (const lang of LANGUAGES) {
      const rel = `faq/${lang}.json`;
      if (!exists(contentDir, rel)) continue;
      const { categories, faqs } = readJson(contentDir, rel, faqFile);
      if (categories.length) {
        await trx
          .insertInto('faq_category')
          .values(categories.map((c, i) => ({ id: c.id, lang, title: c.title, sort: i })))
          .execute();
      }
      for (const f of faqs) {
        await trx
          .insertInto('faq')
          .values({ id: f.id, lang, category_id: f.categoryId, title: f.title, content: f.content })
          .execute();
      }
    }

    if (exists(contentDir, 'documents.json')) {
      const docs = readJson(contentDir, 'documents.json', documentsFile);
      for (const [i, d] of docs.entries()) {
        await trx.insertInto('document').values({ type: d.type, title: d.title, url: d.url, sort: i }).execute();
      }
    }

    if (exists(contentDir, 'manuals.json')) {
      const { products } = readJson(contentDir, 'manuals.json', manualsFile);
      for (const [i, p] of products.entries()) {
        await trx.insertInto('manual_product').values({ id: p.id, name: p.name, sort: i }).execute();
        for (const [j, m] of p.manuals.entries()) {
          await trx
            .insertInto('user_manual')
            .values({ product_id: p.id, category_name: m.category, title: m.title, url: m.url, sort: j })
            .execute();
        }
      }
    }

    if (exists(contentDir, 'resource-library.json')) {
      const categories = readJson(contentDir, 'resource-library.json', resourceFile);
      let sort = 0;
      for (const c of categories) {
        for (const item of c.items) {
          await trx
            .insertInto('resource')
            .values({ category_name: c.categoryName, title: item.title, version: item.version, url: item.url, sort: sort++ })
            .execute();
        }
      }
    }

    if (exists(contentDir, 'compatibility.json')) {
      for (const m of readJson(contentDir, 'compatibility.json', compatibilityFile)) {
        for (const model of m.models) {
          await trx
            .insertInto('garage_model')
            .values({ manufacturer: m.manufacturer, model: model.model, support: model.support })
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
        for (const [i, o] of options.entries()) {
          await trx
            .insertInto('support_option')
            .values({ kind, id: o.id, pid: 0, lang, name: o.name, information: o.information, sort: i })
            .execute();
        }
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
      for (const [i, c] of readJson(contentDir, 'product-categories.json', productCategoriesFile).entries()) {
        for (const [lang, title] of Object.entries(c.title)) {
          await trx
            .insertInto('product_category')
            .values({ id: c.id, lang, type: c.type, title, icon: c.icon, active_icon: c.activeIcon, sort: i })
            .execute();
        }
      }
    }

    const settings = exists(contentDir, 'settings.json') ? readJson(contentDir, 'settings.json', settingsFile) : {};
    // The marker row: a database with any setting is "seeded", even when content/ had no settings file.
    const rows = Object.entries({ SEEDED_AT: new Date().toISOString(), ...settings }).map(([key, value]) => ({ key, value }));
    await trx.insertInto('setting').values(rows).execute();
  });
}
