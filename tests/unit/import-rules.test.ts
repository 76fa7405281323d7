// The import graph's rules (.dependency-cruiser.cjs, part of npm run lint) fail on what they forbid:
// a cycle through type-only imports, a component or page reaching the route table, the browser code
// importing the server. Each case is a small tree of files in a temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cruise, type IReporterOutput } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { forbidden } = require('../../.dependency-cruiser.cjs') as { forbidden: unknown[] };
const roots: string[] = [];

async function violations(files: Record<string, string>): Promise<string[]> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  const tops = ['client', 'shared', 'server'].filter((dir) => fs.existsSync(path.join(root, dir)));
  const result: IReporterOutput = await cruise(tops, {
    baseDir: root,
    ruleSet: { forbidden } as never,
    tsPreCompilationDeps: true,
    validate: true,
  });
  const output = result.output as Exclude<IReporterOutput['output'], string>;
  return output.summary.violations.map((v) => v.rule.name).sort();
}

afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

describe('import rules', () => {
  it('allow the intended direction', async () => {
    expect(
      await violations({
        'shared/routes.ts': 'export type PageId = "a";\n',
        'client/page-definition.ts': "import type { PageId } from '../shared/routes';\nexport type D = PageId;\n",
        'client/pages/a/index.ts': "import type { D } from '../../page-definition';\nexport const a: D = 'a';\n",
        'client/page-table.ts': "import { a } from './pages/a';\nexport const TABLE = { a };\n",
        'client/entry-server.tsx': "import { TABLE } from './page-table';\nexport default TABLE;\n",
        'server/render.ts': "import type entry from '../client/entry-server';\nexport type E = typeof entry;\n",
      }),
    ).toEqual([]);
  });

  it('fail on a cycle made only of type imports', async () => {
    expect(
      await violations({
        'shared/a.ts': "import type { B } from './b';\nexport type A = B | 1;\n",
        'shared/b.ts': "import type { A } from './a';\nexport type B = A | 2;\n",
      }),
    ).toContain('no-circular');
  });

  it.each([
    ['a component', 'client/components/menu.ts'],
    ['a page', 'client/pages/faq/index.ts'],
    ['a layout', 'client/layouts/shell.ts'],
  ])('fail when %s imports the route table', async (_what, file) => {
    const up = '../'.repeat(file.split('/').length - 2);
    expect(
      await violations({
        'client/page-table.ts': 'export const TABLE = {};\n',
        [file]: `import { TABLE } from '${up}page-table';\nexport const x = TABLE;\n`,
      }),
    ).toContain('route-table-only-in-entries');
  });

  it.each([
    ['the browser entry', 'client/entry-client.tsx'],
    ['a component', 'client/components/menu.ts'],
  ])('fail when %s imports what only the server reads before a render', async (_what, file) => {
    const up = '../'.repeat(file.split('/').length - 2) || './';
    expect(
      await violations({
        'client/page-data.ts': 'export const DATA = {};\n',
        [file]: `import { DATA } from '${up}page-data';\nexport const x = DATA;\n`,
      }),
    ).toContain('page-data-only-on-the-server');
  });

  it.each([
    ["the page's own definition", 'client/pages/faq/index.ts'],
    ['the route table', 'client/page-table.ts'],
  ])("fail when %s imports a page's calls (its data.ts)", async (_what, file) => {
    const from = file === 'client/page-table.ts' ? './pages/faq/data' : './data';
    expect(
      await violations({
        'client/pages/faq/data.ts': 'export const faqData = {};\n',
        [file]: `import { faqData } from '${from}';\nexport const x = faqData;\n`,
      }),
    ).toContain('page-calls-only-in-page-data');
  });

  it("allow page-data.ts to import the pages' calls", async () => {
    expect(
      await violations({
        'client/pages/faq/data.ts': 'export const faqData = {};\n',
        'client/page-data.ts': "import { faqData } from './pages/faq/data';\nexport const DATA = { faqData };\n",
        'client/entry-server.tsx': "import { DATA } from './page-data';\nexport default DATA;\n",
      }),
    ).toEqual([]);
  });

  it('fail when the browser code imports the server, shared imports either side, or a page another page', async () => {
    expect(
      await violations({
        'server/config.ts': 'export const secret = 1;\n',
        'client/app.ts': "import { secret } from '../server/config';\nexport const x = secret;\n",
        'shared/api.ts': "import { x } from '../client/app';\nexport const y = x;\n",
        'client/pages/a/view.ts': "import { b } from '../b/view';\nexport const a = b;\n",
        'client/pages/b/view.ts': 'export const b = 1;\n',
      }),
    ).toEqual(['client-not-server', 'pages-are-independent', 'shared-is-a-leaf']);
  });
});
