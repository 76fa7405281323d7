// Text a stylesheet draws (an arrow after a link, a "?" in an icon) is decoration: a screen reader would
// read it as part of the element's name ("Back to FAQs" read with a "left-pointing angle quotation mark").
// Every drawn text of the screen styles says so with an empty alternative (`content: '›' / ''`). The print
// styles are left out: what they add (a link's address) is meant to be read on paper.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES = path.resolve('client/styles');
const screenSheets = fs.readdirSync(STYLES).filter((name) => name.endsWith('.css') && name !== 'print.css');

/** The `content` declarations of a stylesheet that draw text: a quoted string that is not empty. */
function drawnTexts(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(?<![-\w])content\s*:\s*([^;}]+)/g)].map((m) => m[1]!.trim()).filter((value) => /(['"])(?:(?!\1).)+\1/.test(value));
}

describe('text drawn by the screen stylesheets', () => {
  it('finds the sheets', () => {
    expect(screenSheets.length).toBeGreaterThan(10);
  });

  it.each(screenSheets)('%s: every drawn text has an empty alternative', (name) => {
    const unread = drawnTexts(fs.readFileSync(path.join(STYLES, name), 'utf8')).filter((value) => !/\/\s*(''|"")$/.test(value));
    expect(unread).toEqual([]);
  });

  it.each([
    ["'›'", true],
    ["' ›' / ''", true],
    ["''", false],
    ['""', false],
    ['none', false],
    ['counter(item)', false],
  ])('reads %s as drawn text: %s', (value, drawn) => {
    expect(drawnTexts(`a::after { content: ${value}; }`).length > 0).toBe(drawn);
  });
});
