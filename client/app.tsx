// The whole document, rendered by the server and hydrated by the browser from the same SsrState.
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { DesktopLayout } from './layouts/desktop/desktop-layout';
import { MobileLayout } from './layouts/mobile/mobile-layout';
import { NotFoundPage } from './pages/errors/not-found-page';
import { ErrorPage } from './pages/errors/error-page';
import { routesFor } from './routes';
import { SiteContext, type Site } from './site-context';
import type { SsrState } from './ssr-state';
import { Spinner } from './components/spinner';
import { ChatLauncher } from './components/chat/chat-launcher';

export interface AppProps {
  state: SsrState;
  i18n: i18n;
  /** StaticRouter on the server, BrowserRouter in the browser. */
  router: (children: ReactNode) => ReactNode;
}

function PageRoutes({ site, state }: { site: Site; state: SsrState }) {
  if (state.view.kind === 'error') return <ErrorPage status={state.view.status} message={state.view.message} />;
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        {routesFor(site.layout).map((r) => {
          const View = r.definition.views[site.layout];
          return <Route key={r.id} path={r.pattern} element={<View />} />;
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

function Head({ state }: { state: SsrState }) {
  const { t } = useTranslation();
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="description" content={t('site.description', { brand: state.config.brandName })} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {state.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </head>
  );
}

export function App({ state, i18n, router }: AppProps) {
  const site: Site = { lang: state.lang, layout: state.layout, config: state.config, year: state.year };
  const Layout = state.layout === 'mobile' ? MobileLayout : DesktopLayout;
  return (
    <html lang={state.lang} className={`layout-${state.layout}`}>
      <I18nextProvider i18n={i18n}>
        <Head state={state} />
        <body>
          <SiteContext.Provider value={site}>
            <SWRConfig value={{ fallback: state.fallback, revalidateIfStale: false }}>
              {router(
                <>
                  <Layout>
                    <PageRoutes site={site} state={state} />
                  </Layout>
                  <ChatLauncher />
                </>,
              )}
            </SWRConfig>
          </SiteContext.Provider>
        </body>
      </I18nextProvider>
    </html>
  );
}
