// The seed loader's catalogue languages (server/db/seed.ts): content/catalog/<lang>.json is validated
// against the English sources, a mistake names the file and the key, and a missing key stays English;
// every FAQ has an English text and no blank title.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { seedContent } from '../../server/db/seed';
import { CatalogService } from '../../server/services/catalog';
import { SUBJECT_TAG_MAX } from '../../shared/forms/ticket';

let dir: string;
let opened: OpenedDatabase;
let database: TestDatabase;

const ENGLISH: Record<string, unknown> = {
  'manuals.json': {
    products: [
      {
        id: 7,
        name: 'HZ100 Test Plug',
        manuals: [
          { category: 'User Manual', title: 'HZ100 User Manual', url: '/files/manuals/hz100-user-manual.pdf' },
          { category: 'Datasheet', title: 'HZ100 Datasheet', url: '/files/manuals/hz100-datasheet.pdf' },
        ],
      },
    ],
  },
  'documents.json': [{ type: 'eudoc', title: 'HZ100 EU Declaration of Conformity', url: '/files/eudoc/hz100.pdf' }],
  'resource-library.json': [
    { categoryName: 'Tools', items: [{ title: 'HZ100 discovery tool', version: 'v1.0', url: '/files/resources/hz100-tool.tar.gz' }] },
  ],
  'settings.json': { CLOUD_STATUS: '1', NOTICE_SWITCH: '1', CLOUD_STATUS_CONTENT_PC: '<p>Maintenance tonight.</p>' },
};

const GERMAN = {
  products: { '7': 'HZ100 Test-Steckdose' },
  manualCategories: { 'User Manual': 'Bedienungsanleitung' },
  manuals: { '/files/manuals/hz100-user-manual.pdf': 'HZ100 Bedienungsanleitung' },
  resourceCategories: { Tools: 'Werkzeuge' },
  resources: { '/files/resources/hz100-tool.tar.gz': 'HZ100 Suchwerkzeug' },
  documents: { '/files/eudoc/hz100.pdf': 'HZ100 EU-Konformitätserklärung' },
  cloudNotice: '<p>Heute Nacht Wartung.</p>',
};

function write(rel: string, data: unknown) {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), JSON.stringify(data));
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-catalog-'));
  for (const [rel, data] of Object.entries(ENGLISH)) write(rel, data);
  database = await createTestDatabase(':memory:');
  opened = await openDatabase(database.target);
});
afterEach(async () => {
  await opened.close();
  await database.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('seedContent with content/catalog/<lang>.json', () => {
  it('loads every part of a language and serves it, English where a key is missing', async () => {
    write('catalog/de.json', GERMAN);
    await seedContent(opened.db, dir);
    const catalog = new CatalogService(opened.db);

    const [product] = await catalog.manuals({ keyword: '', lang: 'de' });
    expect(product).toEqual({
      id: 7,
      name: 'HZ100 Test-Steckdose',
      lang: 'de',
      category: [
        { categoryName: 'Bedienungsanleitung', lang: 'de', userManual: [{ title: 'HZ100 Bedienungsanleitung', url: '/files/manuals/hz100-user-manual.pdf', lang: 'de' }] },
        // Neither the category nor the title has a German text: both stay English, and say so.
        { categoryName: 'Datasheet', lang: 'en', userManual: [{ title: 'HZ100 Datasheet', url: '/files/manuals/hz100-datasheet.pdf', lang: 'en' }] },
      ],
    });
    expect(await catalog.resourceLibrary({ keyword: '', lang: 'de' })).toEqual([
      { categoryName: 'Werkzeuge', lang: 'de', list: [{ title: 'HZ100 Suchwerkzeug', version: 'v1.0', url: '/files/resources/hz100-tool.tar.gz', lang: 'de' }] },
    ]);
    const docs = await catalog.documents({ type: 'eudoc', keyword: '', pageIndex: 1, pageSize: 10, lang: 'de' });
    expect(docs.pageData).toEqual([{ title: 'HZ100 EU-Konformitätserklärung', url: '/files/eudoc/hz100.pdf', lang: 'de' }]);
    expect(await catalog.cloudService('de')).toMatchObject({ CLOUD_STATUS_CONTENT_PC: 'Heute Nacht Wartung.', lang: 'de' });
    // A language without a file reads English everywhere.
    expect(await catalog.cloudService('fr')).toMatchObject({ CLOUD_STATUS_CONTENT_PC: 'Maintenance tonight.', lang: 'en' });
    expect((await catalog.manuals({ keyword: '', lang: 'fr' }))[0]).toMatchObject({ name: 'HZ100 Test Plug', lang: 'en' });
  });

  it('loads a file with only some parts', async () => {
    write('catalog/ja.json', { products: { '7': 'HZ100 テストプラグ' } });
    await seedContent(opened.db, dir);
    const [product] = await new CatalogService(opened.db).manuals({ keyword: '', lang: 'ja' });
    expect(product).toMatchObject({ name: 'HZ100 テストプラグ', lang: 'ja', category: [{ lang: 'en' }, { lang: 'en' }] });
  });

  it.each([
    ['a manual URL no English manual has', { manuals: { '/files/manuals/nope.pdf': 'Nichts' } }, /catalog\/de\.json is invalid: manuals\.\/files\/manuals\/nope\.pdf matches no English item/],
    ['a product id no product has', { products: { '8': 'Unbekannt' } }, /catalog\/de\.json is invalid: products\.8 matches no English item/],
    ['a category spelt differently', { manualCategories: { 'User manual': 'Bedienungsanleitung' } }, /catalog\/de\.json is invalid: manualCategories\.User manual matches no English item/],
    ['a resource category of another list', { resourceCategories: { Datasheet: 'Datenblatt' } }, /catalog\/de\.json is invalid: resourceCategories\.Datasheet matches no English item/],
    ['a document URL no document has', { documents: { '/files/eudoc/hz200.pdf': 'HZ200' } }, /catalog\/de\.json is invalid: documents\.\/files\/eudoc\/hz200\.pdf matches no English item/],
    ['an empty title', { resources: { '/files/resources/hz100-tool.tar.gz': '  ' } }, /catalog\/de\.json is invalid: resources\.\/files\/resources\/hz100-tool\.tar\.gz/],
    ['a title that is not text', { products: { '7': 7 } }, /catalog\/de\.json is invalid: products\.7/],
    ['a part of another name', { manual: {} }, /catalog\/de\.json is invalid: .*manual/],
  ])('refuses %s, naming the file and the key, and loads nothing', async (_what, file, message) => {
    write('catalog/de.json', file);
    await expect(seedContent(opened.db, dir)).rejects.toThrow(message);
    const settings = await opened.db.selectFrom('setting').selectAll().execute();
    expect(settings).toEqual([]);
  });

  it('refuses a cloud notice when the English sources have none', async () => {
    write('settings.json', { CLOUD_STATUS: '1' });
    write('catalog/de.json', { cloudNotice: '<p>Wartung.</p>' });
    await expect(seedContent(opened.db, dir)).rejects.toThrow(/catalog\/de\.json is invalid: cloudNotice matches no English item/);
  });
});

describe('seedContent with support-center/<lang>.json', () => {
  const option = (name: string) => ({ id: 1, name, information: '' });
  const supportCenter = (subject: string) => ({ ticketCategories: [option('Refund')], subjects: [option(subject)], modelNumbers: [option('HZ100')] });

  it('loads the longest subject tag the ticket subject allows for', async () => {
    write('support-center/en.json', supportCenter('T'.repeat(SUBJECT_TAG_MAX)));
    await seedContent(opened.db, dir);
    expect(await new CatalogService(opened.db).supportOptions('subject', 0, 'en')).toEqual([option('T'.repeat(SUBJECT_TAG_MAX))]);
  });

  it.each([
    ['a subject tag longer than the ticket subject allows for', 'T'.repeat(SUBJECT_TAG_MAX + 1)],
    ['a subject tag with a comma, which the subject uses to join tag and text', 'Device offline, again'],
  ])('refuses %s', async (_what, subject) => {
    write('support-center/en.json', supportCenter(subject));
    await expect(seedContent(opened.db, dir)).rejects.toThrow(/support-center\/en\.json is invalid: subjects\.0\.name/);
  });
});

describe('seedContent with faq/<lang>.json', () => {
  const faqs = (...items: { id: number; title: string }[]) => ({
    categories: [{ id: 1, title: 'Setup' }],
    faqs: items.map((item) => ({ ...item, categoryId: 1, content: '<p>Answer.</p>' })),
  });

  it('loads an FAQ in English and in another language', async () => {
    write('faq/en.json', faqs({ id: 5, title: 'How do I pair it?' }));
    write('faq/de.json', faqs({ id: 5, title: 'Wie kopple ich es?' }));
    await seedContent(opened.db, dir);
    const rows = await opened.db.selectFrom('faq').select(['id', 'lang']).orderBy('lang').execute();
    expect(rows).toEqual([
      { id: 5, lang: 'de' },
      { id: 5, lang: 'en' },
    ]);
  });

  it('refuses an FAQ without an English text, which its other pages would fall back to', async () => {
    write('faq/en.json', faqs({ id: 5, title: 'How do I pair it?' }));
    write('faq/de.json', faqs({ id: 5, title: 'Wie kopple ich es?' }, { id: 6, title: 'Nur auf Deutsch' }));
    await expect(seedContent(opened.db, dir)).rejects.toThrow('Content file faq/de.json is invalid: FAQ 6 has no English text in faq/en.json');
    expect(await opened.db.selectFrom('faq').selectAll().execute()).toEqual([]);
  });

  it('refuses a blank title', async () => {
    write('faq/en.json', faqs({ id: 5, title: 'How do I pair it?' }));
    write('faq/it.json', faqs({ id: 5, title: '  ' }));
    await expect(seedContent(opened.db, dir)).rejects.toThrow('Content file faq/it.json is invalid: faqs.0.title must not be blank');
  });
});
