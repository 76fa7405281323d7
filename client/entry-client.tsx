// React refresh's preamble must run before any component module in development (whole-document hydration).
import '@vitejs/plugin-react/preamble';
import './styles/index.css';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { basename } from '../shared/routes';
import { App } from './app';
import { createClientI18n } from './i18n';
import { matchPage } from './routes';

async function start() {
  const state = window.__SSR__;
  if (!state) throw new Error('The page was not rendered by the server.');
  const base = basename(state.layout, state.lang);
  // Load the page's chunk first, so the first render matches the server's HTML exactly.
  const canonical = window.location.pathname.slice(base.length) || '/';
  const matched = state.view.kind === 'page' ? matchPage(state.layout, decodeURI(canonical)) : null;
  if (matched) await matched.definition.views[state.layout].preload();
  const i18n = createClientI18n(state.lang, state.resources);
  hydrateRoot(
    document,
    <App state={state} i18n={i18n} router={(children) => <BrowserRouter basename={base || undefined}>{children}</BrowserRouter>} />,
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
