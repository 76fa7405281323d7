// The whole document, rendered by the server and hydrated by the browser from the same SsrState.
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import type { PageMatch } from '../shared/routes';
import { DesktopLayout } from './layouts/desktop/desktop-layout';
import { MobileLayout } from './layouts/mobile/mobile-layout';
import { NotFoundPage } from './pages/errors/not-found-page';
import { ErrorPage } from './pages/errors/error-page';
import { CurrentPageContext, pageAtPath, pageOfLayout, type PageTable } from './page-definition';
import { SiteContext, type Site } from './site-context';
import type { PageView, SsrState } from './ssr-state';
import { Spinner } from './components/spinner';
import { RefusedCallsContext } from './data/refused-calls';
import { PageBoundary } from './components/page-boundary';
import { PageDrawn } from './components/page-drawn';
import { reloadPageOnce } from './lazy-page';
import { ChatLauncher } from './components/chat/chat-launcher';
import { useScrollOnNavigation } from './components/navigation-scroll';

type ErrorView = Extract<PageView, { kind: 'error' }>;

export interface AppProps {
  state: SsrState;
  i18n: i18n;
  pages: PageTable;
  /** StaticRouter on the server, BrowserRouter in the browser. */
  router: (children: ReactNode) => ReactNode;
  /**
   * What search engines and link previews read in the page's head: the server writes it whole
   * (components/page-head.tsx), the browser from the first move to another page on
   * (components/browser-page-head.tsx).
   */
  pageHead: ComponentType<{ page: PageMatch | null }>;
}

function PageOutlet({ page, pages, error }: { page: PageMatch | null; pages: PageTable; error: ErrorView | null }) {
  const { i18n } = useTranslation();
  if (error || !page) {
    return (
      <>
        {error ? <ErrorPage status={error.status} message={error.message} /> : <NotFoundPage />}
        <PageDrawn />
      </>
    );
  }
  const { view: View, namespaces } = pages[page.id];
  // After an in-app navigation the page's texts may not be here yet: fetch them beside its chunk (the
  // view waits for them in the Suspense below). Texts that do not come (i18next then counts them as
  // loaded, and the view would show its keys) the page gets from the server, as a chunk that does not.
  const missing = () => namespaces?.some((ns) => !i18n.hasResourceBundle(i18n.language, ns)) ?? false;
  if (missing()) {
    void i18n.loadNamespaces([...namespaces!]).then(() => {
      if (missing()) reloadPageOnce();
    });
  }
  return (
    <PageBoundary page={JSON.stringify(page)}>
      <Suspense fallback={<Spinner />}>
        <View />
        <PageDrawn />
      </Suspense>
    </PageBoundary>
  );
}

function Head({ state }: { state: SsrState }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {state.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </head>
  );
}

function Document({ state, pages, pageHead: PageHead }: { state: SsrState; pages: PageTable; pageHead: AppProps['pageHead'] }) {
  const { pathname } = useLocation();
  useScrollOnNavigation();
  // A full-page error (an unknown language) is the answer for the address it came with only: a move from
  // it (the menu, the footer) shows the page of the address moved to.
  const [errorPath] = useState(pathname);
  const error = state.view.kind === 'error' && pathname === errorPath ? state.view : null;
  const page = state.view.kind === 'page' ? pageAtPath(state.view, pathname, state.layout) : error ? null : pageOfLayout(pathname, state.layout);
  const Layout = state.layout === 'mobile' ? MobileLayout : DesktopLayout;
  return (
    <CurrentPageContext.Provider value={page}>
      <PageHead page={page} />
      <Layout>
        <PageOutlet page={page} pages={pages} error={error} />
      </Layout>
      <ChatLauncher />
    </CurrentPageContext.Provider>
  );
}

export function App({ state, i18n, pages, router, pageHead }: AppProps) {
  const site: Site = { lang: state.lang, layout: state.layout, config: state.config, year: state.year };
  return (
    <html lang={state.lang} className={`layout-${state.layout}`}>
      <I18nextProvider i18n={i18n}>
        <Head state={state} />
        <body>
          <SiteContext.Provider value={site}>
            <SWRConfig value={{ fallback: state.fallback, revalidateIfStale: false }}>
              <RefusedCallsContext.Provider value={state.refused}>
                {router(<Document state={state} pages={pages} pageHead={pageHead} />)}
              </RefusedCallsContext.Provider>
            </SWRConfig>
          </SiteContext.Provider>
        </body>
      </I18nextProvider>
    </html>
  );
}
