// The client build's changes to react-router and i18next (scripts/build/lean-client.ts) match the
// installed packages: if an update changes the shape of their module code, the transform would silently
// stop leaving their unused parts to tree-shaking and the FAQ list would grow again.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import i18next from 'i18next';
import { formattedText, leanI18nextCode, leanRouterCode } from '../../scripts/build/lean-client';

const dir = path.resolve('node_modules/react-router/dist/production');
const chunk = fs
  .readdirSync(dir)
  .map((name) => path.join(dir, name))
  .find((file) => file.endsWith('.mjs') && fs.readFileSync(file, 'utf8').includes('var NavLink = '));

describe('leanRouterCode', () => {
  it('finds the react-router module that defines its components', () => {
    expect(chunk).toBeDefined();
  });

  const code = fs.readFileSync(chunk!, 'utf8');
  const lean = leanRouterCode(code);

  it('marks the module-level contexts and components pure', () => {
    for (const name of ['NavigationContext', 'LocationContext', 'DataRouterContext', 'FrameworkContext', 'Link', 'NavLink', 'Form', 'MemoizedDataRoutes']) {
      expect(lean).toMatch(new RegExp(`^var ${name} = /\\* @__PURE__ \\*/ React\\d*\\.(createContext|forwardRef|memo)\\(`, 'm'));
    }
  });

  it('drops the displayName assignments and keeps the error boundary context as a static field', () => {
    expect(code).toMatch(/^Link\.displayName = "Link";$/m);
    expect(lean).not.toMatch(/^\w+\.displayName = /m);
    expect(lean).not.toMatch(/^RenderErrorBoundary\.contextType = /m);
    expect(lean).toMatch(/^var RenderErrorBoundary = class extends React\d*\.Component \{\n {2}static contextType = RSCRouterContext;$/m);
  });

  it('changes nothing else', () => {
    const plain = (text: string) =>
      text
        .replace('\n  static contextType = RSCRouterContext;', '')
        .replace(/^(var [\w$]+ = )\/\* @__PURE__ \*\/ /gm, '$1')
        .split('\n')
        .filter((line) => line !== '' && !/^\w+\.(displayName|contextType) = /.test(line))
        .join('\n');
    expect(plain(lean)).toBe(plain(code));
  });
});

describe('leanI18nextCode', () => {
  const code = fs.readFileSync(path.resolve('node_modules/i18next/dist/esm/i18next.js'), 'utf8');

  it("takes i18next's formatter out of its init, and changes nothing else", () => {
    const lean = leanI18nextCode(code, path.resolve('locales'));
    expect(lean).not.toContain('formatter = Formatter;');
    expect(lean.replace('formatter = undefined;', 'formatter = Formatter;')).toBe(code);
  });

  it('finds no text of the site that formats a value', () => {
    expect(formattedText(path.resolve('locales'))).toBeUndefined();
  });

  it('stops the build when a text formats a value, naming it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    try {
      fs.mkdirSync(path.join(dir, 'de'));
      fs.writeFileSync(path.join(dir, 'de', 'faq.json'), JSON.stringify({ plain: '{{count}} Artikel', total: 'Gesamt: {{total, number}}' }));
      expect(formattedText(dir)).toBe('de/faq.json: {{total, number}}');
      expect(() => leanI18nextCode(code, dir)).toThrow('de/faq.json: {{total, number}} formats a value');
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });

  it('stops the build when i18next no longer makes its formatter in that one line', () => {
    expect(() => leanI18nextCode(code.replace('formatter = Formatter;', 'formatter = this.options.formatter;'), path.resolve('locales'))).toThrow('no longer has one');
  });

  it('interpolates plainly without the formatter, as the site asks', async () => {
    // The lean module itself, loaded from a file of its own (i18next's ES module imports nothing).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-i18next-'));
    try {
      const file = path.join(dir, 'i18next.mjs');
      fs.writeFileSync(file, leanI18nextCode(code, path.resolve('locales')));
      const lean = ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: typeof i18next }).default;
      const instance = lean.createInstance();
      await instance.init({ lng: 'en', resources: { en: { translation: { results: '{{count}} results for {{keyword}}' } } }, interpolation: { escapeValue: false } });
      expect(instance.services.formatter).toBeUndefined();
      expect(instance.t('results', { count: 12, keyword: 'a<b, c' })).toBe('12 results for a<b, c');
    } finally {
      fs.rmSync(dir, { recursive: true });
    }
  });
});
