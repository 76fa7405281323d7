// React refresh's preamble must run before any component module in development (whole-document hydration).
import '@vitejs/plugin-react/preamble';
import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { basename } from '../shared/routes';
import { App } from './app';
import { createClientI18n } from './i18n';
import { PAGE_TABLE } from './page-table';

async function start() {
  const state = window.__SSR__;
  if (!state) throw new Error('The page was not rendered by the server.');
  // The server named the page: load its chunk first, so the first render matches the server's HTML.
  if (state.view.kind === 'page') await PAGE_TABLE[state.view.page.id].view.preload();
  const i18n = createClientI18n(state.lang, state.resources);
  const base = basename(state.layout, state.lang);
  hydrateRoot(
    document,
    <App
      state={state}
      i18n={i18n}
      pages={PAGE_TABLE}
      router={(children) => <BrowserRouter basename={base || undefined}>{children}</BrowserRouter>}
    />,
    {
      onRecoverableError(error) {
        console.error('Hydration failed:', error);
      },
    },
  );
  // Tests and scripts wait for this before they interact with the page.
  requestAnimationFrame(() => {
    document.documentElement.dataset.hydrated = 'true';
  });
}

void start();
