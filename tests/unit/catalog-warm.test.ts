// The catalogue's lists (documents of both kinds, manuals, the resource library) have their search indexes
// built at start-up, every language: the first search of each then builds nothing and finds the same as
// a search that built its own index.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n';
import { openDatabase } from '../../server/db/database';
import { seedContent } from '../../server/db/seed';
import { CatalogService } from '../../server/services/catalog';
import { createSearchIndex } from '../../server/search/engine';
import { createScratchDatabase } from '../helpers/test-database';

/** The lists' index builds, as language, fields and options, since the last clear. */
const builds: string[] = [];
const counted: typeof createSearchIndex = (docs, lang, fields, options) => {
  builds.push(`${lang}:${fields.map((f) => f.name).join(',')}:${JSON.stringify(options ?? {})}`);
  return createSearchIndex(docs, lang, fields, options);
};

let db: Awaited<ReturnType<typeof openDatabase>>;
let remove: () => Promise<void>;

beforeAll(async () => {
  const database = await createScratchDatabase('catalog-warm-');
  db = await openDatabase(database.target);
  remove = database.remove;
  await seedContent(db.db, path.resolve('content'));
});
afterAll(async () => {
  await db.close();
  await remove();
});

/** One search of each list in a language: the results' sizes. */
async function searchEveryList(catalog: CatalogService, lang: (typeof LANGUAGES)[number]) {
  const page = { pageIndex: 1, pageSize: 10 };
  return {
    eudoc: (await catalog.documents({ type: 'eudoc', lang, keyword: 'hg100', ...page })).total,
    psti: (await catalog.documents({ type: 'psti', lang, keyword: 'hs300', ...page })).total,
    manuals: (await catalog.manuals({ lang, keyword: 'hs300' })).length,
    library: (await catalog.resourceLibrary({ lang, keyword: 'gpl' })).length,
  };
}

describe('the catalogue warmed at start-up', () => {
  it('builds every list of every language once, and its searches build nothing more and find what a cold search finds', async () => {
    const warmed = new CatalogService(db.db, counted);
    await warmed.warm(LANGUAGES);
    expect(builds).toHaveLength(6 * LANGUAGES.length);
    // Documents of two types, each by title and by title and product, manuals, the library: four shapes
    // of list in each language.
    expect(new Set(builds).size).toBe(4 * LANGUAGES.length);

    for (const lang of LANGUAGES) {
      builds.length = 0;
      const found = await searchEveryList(warmed, lang);
      expect(builds, lang).toEqual([]);
      expect(found, lang).toEqual(await searchEveryList(new CatalogService(db.db), lang));
      expect(Object.values(found).every((count) => count > 0), `${lang}: ${JSON.stringify(found)}`).toBe(true);
    }
  });
});
