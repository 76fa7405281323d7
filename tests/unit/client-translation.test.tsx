// The browser's useTranslation (client/translation.ts): for a namespace the page holds, every component
// shares one translate function and gets i18next's texts; for one still to come, it fetches the namespace
// and suspends until it is here, then shares that namespace's translate function too; a namespace that
// failed to arrive gives the keys, as i18next does, instead of waiting for ever.
import i18next, { type BackendModule, type TFunction } from 'i18next';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { Suspense } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useTranslation } from '../../client/translation';
import { translationFor } from '../../client/translation-memo';

const later: BackendModule = {
  type: 'backend',
  init() {},
  read(_lang, ns, callback) {
    setTimeout(() => (ns === 'later' ? callback(null, { hello: 'Hello from {{place}}' }) : callback(new Error(`no ${ns}`), null)), 5);
  },
};

function instance() {
  const i18n = i18next.createInstance();
  void i18n
    .use(later)
    .use(initReactI18next)
    .init({
      lng: 'en',
      fallbackLng: false,
      resources: { en: { common: { title: 'Support' }, page: { heading: 'Email Support', count_one: '{{count}} file', count_other: '{{count}} files' } } },
      partialBundledLanguages: true,
      ns: ['common', 'page'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  return i18n;
}

/** `child` under the instance's provider, in a boundary that shows "loading" while it waits. */
function provided(i18n: ReturnType<typeof instance>, child: React.ReactNode) {
  return (
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={<p>loading</p>}>{child}</Suspense>
    </I18nextProvider>
  );
}

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('the browser useTranslation', () => {
  it('shares one translate function per held namespace and gives i18next’s texts', async () => {
    const i18n = instance();
    const seen: TFunction[] = [];
    function Heading() {
      const { t } = useTranslation('page');
      seen.push(t as TFunction);
      return (
        <h1>
          {t('heading')} {t('count', { count: 2 })}
        </h1>
      );
    }
    function Title() {
      const { t } = useTranslation();
      return <p>{t('title')}</p>;
    }
    const out = await html(
      provided(
        i18n,
        <>
          <Heading />
          <Heading />
          <Title />
        </>,
      ),
    );
    expect(out).toContain('Email Support<!-- --> <!-- -->2 files');
    expect(out).toContain('<p>Support</p>');
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(translationFor(i18n, 'page').t);
  });

  it('fetches a namespace still to come and waits for it; components after it share its translate function', async () => {
    const i18n = instance();
    expect(i18n.hasResourceBundle('en', 'later')).toBe(false);
    const seen: TFunction[] = [];
    function Greeting() {
      const { t } = useTranslation('later');
      seen.push(t as TFunction);
      return <p>{t('hello', { place: 'Milan' })}</p>;
    }
    // Rendered while the namespace is not here: the hook asks for it and the boundary waits.
    const first = renderToString(provided(i18n, <Greeting />));
    expect(first).toContain('<p>loading</p>');
    expect(seen).toHaveLength(0);
    await new Promise((resolve) => i18n.on('loaded', resolve));
    expect(i18n.hasResourceBundle('en', 'later')).toBe(true);

    const second = await html(provided(i18n, <Greeting />));
    expect(second).toContain('<p>Hello from Milan</p>');
    expect(seen.at(-1)).toBe(translationFor(i18n, 'later').t);
  });

  it('gives the keys of a namespace that failed to arrive, as i18next does', async () => {
    const i18n = instance();
    function Broken() {
      const { t } = useTranslation('broken');
      return <p>{t('gone')}</p>;
    }
    const out = await html(provided(i18n, <Broken />));
    expect(out).toContain('<p>gone</p>');
    expect(i18n.t('gone', { ns: 'broken' })).toBe('gone');
  });
});
