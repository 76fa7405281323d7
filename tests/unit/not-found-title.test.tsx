// The 404 views are titled like every other page, with the brand, in each language: the router's
// catch-all (a route table older than the server's) and the error page of an unknown language.
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { ErrorPage } from '../../client/pages/errors/error-page';
import { NotFoundPage } from '../../client/pages/errors/not-found-page';
import { SiteContext } from '../../client/site-context';
import { LANGUAGES, type Language } from '../../shared/i18n';
import { createI18n, type SiteI18n } from '../../server/i18n';
import { TEST_PUBLIC_CONFIG } from '../helpers/public-config';

let i18n: SiteI18n;
beforeAll(async () => {
  i18n = await createI18n();
});

function render(lang: Language, children: ReactNode): string {
  return renderToString(
    <I18nextProvider i18n={i18n.forLanguage(lang)}>
      <SiteContext.Provider value={{ lang, layout: 'desktop', config: TEST_PUBLIC_CONFIG, year: 2031 }}>
        <StaticRouter location="/nowhere?reloaded=1">{children}</StaticRouter>
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('404 titles carry the brand', () => {
  it.each(LANGUAGES)('the catch-all 404 in %s', (lang) => {
    const t = i18n.forLanguage(lang).t;
    const title = titleOf(render(lang, <NotFoundPage />));
    expect(title).toBe(t('site.title', { page: t('errors.notFoundTitle'), brand: 'Hearthly' }));
    expect(title).toContain('Hearthly');
  });

  it.each(LANGUAGES)('the error page of status 404 in %s', (lang) => {
    const t = i18n.forLanguage(lang).t;
    const title = titleOf(render(lang, <ErrorPage status={404} message={t('errors.unknownLanguage')} />));
    expect(title).toBe(t('site.title', { page: t('errors.notFoundTitle'), brand: 'Hearthly' }));
  });

  it('the titles differ by language', () => {
    const titles = new Set(LANGUAGES.map((lang) => titleOf(render(lang, <NotFoundPage />))));
    expect(titles.size).toBe(LANGUAGES.length);
  });
});
