// The client build's changes to react-router (scripts/build/lean-client.ts) match the installed
// react-router: if an update changes the shape of its module code, the transform would silently stop
// leaving its unused components to tree-shaking and the FAQ list would grow again.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leanRouterCode } from '../../scripts/build/lean-client';

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
