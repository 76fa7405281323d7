// Reads the content JSON that the demo files are made from, checks it with the schemas of schema.ts and
// links the files (a document title names a product of products.json, a manual belongs to a product,
// every resource-library item has a recipe in resource-files.json). A content mistake stops the run with
// the file and the field at fault, e.g.
//   content/products.json is invalid:
//     products.3.euDeclaration.revisions.1.date: expected a date like "2 June 2025"
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import {
  companyFile,
  documentsFile,
  EU_TITLE,
  MANUAL_LANGUAGES,
  manualsFile,
  productCategoriesFile,
  productsFile,
  PSTI_TITLE,
  resourceFilesFile,
  resourceLibraryFile,
  type DemoContent,
  type ManualEntry,
  type ResourceEntry,
} from './schema';

export class ContentError extends Error {
  constructor(file: string, problems: string[]) {
    super(`content/${file} is invalid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ContentError';
  }
}

/** products.3.name, or ["/files/x/y.pdf"].kind for keys that are not names. */
function at(path: PropertyKey[], message: string): string {
  const where = path.map((key, i) => (/^(\d+|[A-Za-z_]\w*)$/.test(String(key)) ? `${i ? '.' : ''}${String(key)}` : `[${JSON.stringify(String(key))}]`));
  return `${where.join('') || '(top level)'}: ${message}`;
}

function readJson<T>(dir: string, file: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    throw new ContentError(file, [(error as Error).message]);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ContentError(file, parsed.error.issues.slice(0, 10).map((i) => at(i.path, i.message)));
  return parsed.data;
}

/** Collects the problems of one file and throws them together. */
class Problems {
  private readonly list: string[] = [];
  constructor(private readonly file: string) {}
  add(path: PropertyKey[], message: string): void {
    this.list.push(at(path, message));
  }
  throwIfAny(): void {
    if (this.list.length) throw new ContentError(this.file, this.list);
  }
}

/** Loads, checks and links the content the demo files are made from. */
export function loadDemoContent(contentDir: string): DemoContent {
  const company = readJson(contentDir, 'company.json', companyFile);
  const { firmwarePlatforms, products } = readJson(contentDir, 'products.json', productsFile);
  const byCode = new Map(products.map((p) => [p.code, p]));
  const byName = new Map(products.map((p) => [p.name, p]));

  const documents: DemoContent['documents'] = [];
  let problems = new Problems('documents.json');
  readJson(contentDir, 'documents.json', documentsFile).forEach((d, i) => {
    const groups = (d.type === 'eudoc' ? EU_TITLE : PSTI_TITLE).exec(d.title)?.groups ?? {};
    const product = byCode.get(groups.code ?? '');
    if (!product) return problems.add([i, 'title'], `no product ${groups.code} in products.json`);
    if (d.type === 'eudoc') {
      const revision = product.euDeclaration.revisions.find((r) => r.revision === (groups.revision ?? 'A'));
      const radioEquipment = groups.law === 'RED 2014/53/EU';
      if (!revision) return problems.add([i, 'title'], `${product.code} has no EU declaration revision ${groups.revision} in products.json`);
      if (radioEquipment !== product.radio.length > 0) {
        return problems.add([i, 'title'], `${product.code} ${radioEquipment ? 'has no radio' : 'is radio equipment'} according to products.json`);
      }
      documents.push({ ...d, type: 'eudoc', product, model: groups.model ?? product.code, variant: groups.variant, radioEquipment, revision });
    } else {
      const revision = Number(groups.revision ?? '1');
      if (!product.ukPsti?.revisions[revision - 1]) return problems.add([i, 'title'], `${product.code} has no PSTI statement revision ${revision} in products.json`);
      documents.push({ ...d, type: 'psti', product, revision });
    }
  });
  problems.throwIfAny();

  const manuals: ManualEntry[] = [];
  problems = new Problems('manuals.json');
  readJson(contentDir, 'manuals.json', manualsFile).products.forEach((group, i) => {
    const product = byName.get(group.name);
    if (!product) return problems.add(['products', i, 'name'], `no product named "${group.name}" in products.json`);
    group.manuals.forEach((m, j) => {
      if (!m.title.startsWith(`${product.code} `)) return problems.add(['products', i, 'manuals', j, 'title'], `expected a title starting with ${product.code}`);
      const languages = MANUAL_LANGUAGES.exec(m.title)?.groups?.languages?.split('/') ?? ['EN'];
      manuals.push({ ...m, product, languages });
    });
  });
  problems.throwIfAny();

  const library = readJson(contentDir, 'resource-library.json', resourceLibraryFile);
  const listed = new Set(library.flatMap((c) => c.items.map((item) => item.url)));
  const recipes = readJson(contentDir, 'resource-files.json', resourceFilesFile);
  const linked = new Map<string, Pick<ResourceEntry, 'products' | 'platform'>>();
  problems = new Problems('resource-files.json');
  for (const [url, file] of Object.entries(recipes)) {
    if (!listed.has(url)) problems.add([url], 'not listed in resource-library.json');
    if (file.kind !== 'gpl-source') continue;
    const sources = file.products.flatMap((code) => byCode.get(code) ?? []);
    const platforms = new Set(sources.map((p) => p.firmwarePlatform));
    const platform = firmwarePlatforms[[...platforms][0] ?? ''];
    if (sources.length !== file.products.length || platforms.size !== 1 || !platform) {
      problems.add([url, 'products'], 'the products of a source archive must be in products.json and share one firmwarePlatform');
    }
    linked.set(url, { products: sources, platform });
  }
  problems.throwIfAny();

  const resources: ResourceEntry[] = [];
  problems = new Problems('resource-library.json');
  library.forEach((category, i) => {
    category.items.forEach((item, j) => {
      const file = recipes[item.url];
      if (!file) return problems.add([i, 'items', j, 'url'], 'no entry for this url in resource-files.json');
      resources.push({ ...item, file, products: [], ...linked.get(item.url) });
    });
  });
  problems.throwIfAny();

  const icons = readJson(contentDir, 'product-categories.json', productCategoriesFile);
  return { company, documents, manuals, resources, icons };
}
