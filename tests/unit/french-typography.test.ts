// French sets a no-break space before : ; ! ? » and after «, so that a line never starts with the sign
// ("Besoin d'aide ?" never leaves "?" alone on a phone's next line). Checked in the interface texts and
// in the French content, in text only (a tag's attributes are not text).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const PLAIN_SPACE_AT_SIGN = / [:;!?»]|« /;

/** Every string of a JSON document. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The text of an HTML fragment (or plain text), its tags left out. */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '\u0000');

const FILES = [
  ...fs.readdirSync('locales/fr').map((f) => path.join('locales/fr', f)),
  'content/faq/fr.json',
  'content/catalog/fr.json',
  'content/support-center/fr.json',
  ...fs.readdirSync('content/policies').filter((f) => f.endsWith('.fr.html')).map((f) => path.join('content/policies', f)),
];

describe('French typography', () => {
  it.each(FILES)('%s: a no-break space at : ; ! ? « »', (file) => {
    const raw = fs.readFileSync(file, 'utf8');
    const texts = file.endsWith('.json') ? strings(JSON.parse(raw)) : [raw];
    const wrong = texts.map(textOf).filter((text) => PLAIN_SPACE_AT_SIGN.test(text));
    expect(wrong.map((text) => text.slice(Math.max(0, text.search(PLAIN_SPACE_AT_SIGN) - 30)).slice(0, 60))).toEqual([]);
  });
});
