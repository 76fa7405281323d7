// The shared translate function (client/translation-memo.ts) remembers texts: it must give exactly what
// i18next gives, for keys alone, with plain options (counts, brands, plurals) and with other options.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { translationFor } from '../../client/translation-memo';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        page: {
          title: '{{page}} | {{brand}}',
          summary_one: '{{count}} result',
          summary_other: '{{count}} results',
          items: ['one for {{brand}}', 'two'],
          flag: 'on',
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

describe('the remembering translate function', () => {
  it('gives what i18next gives, asked once or many times, whatever the options', async () => {
    const i18n = await instance();
    const { t } = translationFor(i18n, 'page');
    const reference = i18n.getFixedT('en', 'page');
    const cases: [string, unknown?][] = [
      ['title', { page: 'FAQs', brand: 'Hearthly' }],
      ['title', { page: 'Downloads', brand: 'Hearthly' }],
      ['summary', { count: 1 }],
      ['summary', { count: 2 }],
      ['summary', { count: '2' }],
      ['items', { returnObjects: true, brand: 'Hearthly' }],
      ['flag'],
      ['missing.key'],
      ['title', { page: 'a\u0000b', brand: 'x' }],
      ['title', { page: { nested: true }, brand: 'x' }],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [key, options] of cases) {
        const call = t as unknown as (k: string, o?: unknown) => unknown;
        const ref = reference as unknown as (k: string, o?: unknown) => unknown;
        expect(options === undefined ? call(key) : call(key, options), `${key} ${JSON.stringify(options)}`).toEqual(
          options === undefined ? ref(key) : ref(key, options),
        );
      }
    }
  });

  it('does not mistake one set of options for another', async () => {
    const { t } = translationFor(await instance(), 'page');
    const call = t as unknown as (k: string, o: unknown) => string;
    expect(call('title', { page: 'a', brand: 'b' })).toBe('a | b');
    expect(call('title', { page: 'a', brand: 'c' })).toBe('a | c');
    expect(call('title', { brand: 'b', page: 'a' })).toBe('a | b');
  });

  it('keeps giving the right text when every call brings new values (its memory starts again past its bound)', async () => {
    const { t } = translationFor(await instance(), 'page');
    const call = t as unknown as (k: string, o: unknown) => string;
    for (let i = 0; i < 5000; i++) expect(call('summary', { count: i })).toBe(`${i} result${i === 1 ? '' : 's'}`);
  });
});
