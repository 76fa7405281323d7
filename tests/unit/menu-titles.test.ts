// A menu's label and the heading of the page it opens say the same thing, in every language: the title is
// the label, or a longer form that contains it ("Support" → "Email Support"). Read from the locale files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORT_ITEMS, type SupportItemKey } from '../../client/components/support-nav';
import { LANGUAGES, type Language } from '../../shared/i18n';

type Texts = Record<string, unknown>;
const read = (lang: Language, ns: string): Texts => JSON.parse(fs.readFileSync(path.resolve('locales', lang, `${ns}.json`), 'utf8'));
const at = (texts: Texts, key: string): string => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts);
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
};

/** Where each menu label's page keeps its heading (the view's `title`). */
const PAGE_TITLES: Record<SupportItemKey, [ns: string, key: string]> = {
  faqs: ['faq', 'title'],
  emailSupport: ['ticket', 'title'],
  betaTesting: ['beta', 'title'],
  compatibilityCheck: ['compatibility', 'title'],
  downloads: ['downloads', 'title'],
  resourceLibrary: ['library', 'title'],
  cloudService: ['cloud', 'title'],
  securityAdvisory: ['advisory', 'title'],
  regulatoryCompliance: ['regulatory', 'title'],
};

/** Label (layout namespace) and the heading of its page, for every menu and footer link to a page of this site. */
const PAIRS: [label: string, ns: string, key: string][] = [
  ...SUPPORT_ITEMS.map((item): [string, string, string] => [`pages.${item.key}`, ...PAGE_TITLES[item.key]]),
  ['footer.privacy', 'policy', 'privacy.title'],
  ['footer.terms', 'policy', 'terms.title'],
];

const agree = (label: string, title: string, lang: Language) =>
  title.toLocaleLowerCase(lang).includes(label.toLocaleLowerCase(lang));

describe('menu labels and page titles agree', () => {
  const rows = LANGUAGES.flatMap((lang) => PAIRS.map(([label, ns, key]) => [lang, label, `${ns}:${key}`] as const));
  it.each(rows)('%s: %s and %s', (lang, labelKey, titleRef) => {
    const [ns, key] = titleRef.split(':') as [string, string];
    const label = at(read(lang, 'layout'), labelKey);
    const title = at(read(lang, ns), key);
    expect(agree(label, title, lang), `label "${label}", title "${title}"`).toBe(true);
  });

  it('covers every support page of the menus', () => {
    expect(Object.keys(PAGE_TITLES).sort()).toEqual(SUPPORT_ITEMS.map((item) => item.key).sort());
  });
});
