// A page is sent with the texts of the shell's namespaces and of the namespaces its definition names,
// nothing else (the head for search engines fetches its own in the browser). These tests read the code
// each page's view reaches through its imports and check that every namespace it asks for
// (useTranslation('x'), ns="x" of the shared list pieces) is one it is sent, and that the definition
// names no namespace the view never asks for.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_TABLE } from '../../client/page-table';
import { SHELL_NAMESPACES } from '../../client/i18n';
import { HEAD_NAMESPACES } from '../../client/components/browser-page-head';

const ROOT = path.resolve('.');
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const NAMESPACE = /useTranslation\(\s*['"]([a-z-]+)['"]|useTranslation\(\s*\[([^\]]*)\]|\bns(?:=|:\s*)['"]([a-z-]+)['"]|useTranslation\(\s*(\))/g;

function resolveImport(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The namespaces the code reachable from `entry` asks for; `stopAt` files are not followed. */
function namespacesFrom(entry: string, stopAt: (file: string) => boolean = () => false): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(NAMESPACE)) {
      if (m[1]) found.add(m[1]);
      if (m[2]) for (const q of m[2].matchAll(/['"]([a-z-]+)['"]/g)) found.add(q[1]!);
      if (m[3]) found.add(m[3]);
      // No namespace: the default one.
      if (m[4]) found.add('common');
    }
    for (const m of code.matchAll(IMPORT)) {
      const target = resolveImport(file, (m[1] ?? m[2])!);
      if (target && /\.(ts|tsx)$/.test(target) && !stopAt(target)) queue.push(target);
    }
  }
  return found;
}

describe('the namespaces each page is sent', () => {
  it('the shell (layouts, error pages, contact panel) uses only the shell namespaces', () => {
    const shell = namespacesFrom(path.join(ROOT, 'client/app.tsx'), (file) => file.endsWith('page-table.ts'));
    expect([...shell].sort()).toEqual([...SHELL_NAMESPACES].sort());
  });

  it('the head for search engines asks for the shell namespaces and those the browser fetches for it', () => {
    // The server renders it with every text; the browser only after a move, fetching HEAD_NAMESPACES.
    const head = namespacesFrom(path.join(ROOT, 'client/components/page-head.tsx'));
    const beyondShell = [...head].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns)).sort();
    expect(beyondShell).toEqual([...HEAD_NAMESPACES].sort());
  });

  const pages = Object.entries(PAGE_TABLE).map(([id, definition]) => ({ id, definition }));
  it.each(pages)('$id names exactly the namespaces its view asks for beyond the shell', ({ definition }) => {
    const module = definition.view.module;
    expect(module, 'the build names the view module of every page').toBeDefined();
    const used = namespacesFrom(path.join(ROOT, module!));
    const beyondShell = [...used].filter((ns) => !(SHELL_NAMESPACES as readonly string[]).includes(ns)).sort();
    expect([...(definition.namespaces ?? [])].sort()).toEqual(beyondShell);
  });

  it('every namespace named exists in English', () => {
    const named = new Set([...SHELL_NAMESPACES, ...pages.flatMap((p) => p.definition.namespaces ?? [])]);
    for (const ns of named) expect(fs.existsSync(path.join(ROOT, 'locales', 'en', `${ns}.json`)), ns).toBe(true);
  });
});
