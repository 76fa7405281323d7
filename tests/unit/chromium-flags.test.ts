// The browser tests and the measuring scripts start Chromium with a --disable-features of their own, which
// replaces Playwright's: it must still name every feature the installed Playwright turns off.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/chromium';

/** The feature names in Playwright's `disabledFeatures` list, read from the installed package's code. */
function playwrightDisabledFeatures(): string[] {
  const root = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  let list: string | undefined;
  // Read file by file, up to the one that holds the list.
  for (const file of fs.readdirSync(path.join(root, 'lib'), { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.js')) continue;
    list = /disabledFeatures = \[([^\]]*)\]/.exec(fs.readFileSync(path.join(root, 'lib', file), 'utf8'))?.[1];
    if (list) break;
  }
  if (!list) throw new Error("Playwright's list of disabled Chromium features was not found: check scripts/chromium.ts by hand");
  return [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"|'([^']+)'/g)].map((m) => (m[1] ?? m[2])!);
}

describe('the Chromium flags', () => {
  it("keep Playwright's disabled features", () => {
    const installed = playwrightDisabledFeatures();
    expect(installed.length).toBeGreaterThan(5);
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...installed].sort());
  });

  it('name features once, on one --disable-features', () => {
    const flags = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(flags).toHaveLength(1);
    const features = flags[0]!.slice('--disable-features='.length).split(',');
    expect(new Set(features).size).toBe(features.length);
    expect(features).toEqual(expect.arrayContaining([...PLAYWRIGHT_DISABLED_FEATURES, 'WebUIOmniboxPopup']));
  });
});
