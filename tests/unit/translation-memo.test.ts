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

  it("gives a key of a namespace still on its way as i18next does, and that namespace's text once it is here", async () => {
    // As the browser's: the page's namespaces with it, the others fetched from the server when asked for.
    const i18n = i18next.createInstance();
    i18n.use({ type: 'backend', init: () => undefined, read: (_lng: string, _ns: string, done: (error: null, data: object) => void) => done(null, {}) });
    await i18n.init({ lng: 'en', partialBundledLanguages: true, resources: { en: { page: { flag: 'on' } } }, ns: ['page'], defaultNS: 'page' });
    const { t } = translationFor(i18n, 'page');
    const call = t as unknown as (k: string, o?: unknown) => string;
    expect(call('flag')).toBe('on');
    // After a move, the head names the next page before its texts have arrived.
    expect(call('downloads:title')).toBe('title');
    expect(call('downloads:count', { n: 1 })).toBe('count');
    i18n.addResourceBundle('en', 'downloads', { title: 'Downloads', count: '{{n}} file' });
    expect(call('downloads:title')).toBe('Downloads');
    expect(call('downloads:count', { n: 1 })).toBe('1 file');
  });
});
