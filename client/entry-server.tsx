// What the server renders with: the document element for a URL, and the route table's data needs.
import type { i18n } from 'i18next';
import { StaticRouter } from 'react-router';
import { basename } from '../shared/routes';
import { App } from './app';
import type { SsrState } from './ssr-state';

export { matchPage, layoutDataKeys } from './routes';
export type { PageContext, MatchedPage } from './routes';

/** `url` is the full site path with its query, e.g. /mTerminal/de/Support/FAQs?keyword=x */
export function renderDocument(state: SsrState, i18nInstance: i18n, url: string) {
  return (
    <App
      state={state}
      i18n={i18nInstance}
      router={(children) => (
        <StaticRouter location={url} basename={basename(state.layout, state.lang) || undefined}>
          {children}
        </StaticRouter>
      )}
    />
  );
}
