// React refresh's preamble must run before any component module in development (whole-document hydration).
import '@vitejs/plugin-react/preamble';
import './styles/index.css';
import { startTransition, useCallback, useEffect, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { basename } from '../shared/routes';
import { App } from './app';
import { BrowserPageHead } from './components/browser-page-head';
import { PageDrawnContext } from './components/page-drawn';
import { replayEarlyTaps, takeEarlyTaps } from './early-taps';
import { createClientI18n } from './i18n';
import { PAGE_TABLE } from './page-table';

/**
 * Once React has committed the hydrated page and run its effects, the page's own part included (its view,
 * in a Suspense boundary of its own, may hydrate after the rest: components/page-drawn.tsx): presses the
 * buttons pressed before, then marks the document hydrated. The presses wait for a task of their own,
 * after the commit: a press on a part still to hydrate makes React hydrate it first, as for a visitor's
 * own press, which it cannot do while it is still running the commit's effects (it drops the press then).
 */
function HydratedMark({ earlyTaps, children }: { earlyTaps: readonly HTMLButtonElement[]; children: ReactNode }) {
  // The page's part is inside the rest and cannot hydrate before it: once it reports, all of it has.
  const [pageDrawn, setPageDrawn] = useState(false);
  const onPageDrawn = useCallback(() => setPageDrawn(true), []);
  useEffect(() => {
    if (!pageDrawn) return;
    const timer = setTimeout(() => {
      replayEarlyTaps(earlyTaps);
      // Tests and scripts wait for this before they interact with the page.
      document.documentElement.dataset.hydrated = 'true';
    });
    return () => clearTimeout(timer);
  }, [pageDrawn, earlyTaps]);
  return <PageDrawnContext.Provider value={onPageDrawn}>{children}</PageDrawnContext.Provider>;
}

async function start() {
  const state = window.__SSR__;
  if (!state) throw new Error('The page was not rendered by the server.');
  // The server named the page: load its chunk first, so the first render matches the server's HTML. A
  // chunk that does not come has the page loaded again, once (lazy-page.ts); after that the page stays
  // as the server sent it, working as it does without scripts (its links and forms load pages).
  if (state.view.kind === 'page') {
    try {
      await PAGE_TABLE[state.view.page.id].view.preload();
    } catch {
      return;
    }
  }
  const i18n = createClientI18n(state.lang, state.resources);
  const base = basename(state.layout, state.lang);
  // From here React answers presses itself: one on a part not yet hydrated hydrates it first.
  const earlyTaps = takeEarlyTaps();
  // As a transition, hydration works in slices of a few milliseconds and lets the browser answer in
  // between, instead of one long task while a phone's slower CPU walks the whole page; a press on a part
  // not yet hydrated hydrates that part first.
  startTransition(() => {
    hydrateRoot(
      document,
      <HydratedMark earlyTaps={earlyTaps}>
        <App
          state={state}
          i18n={i18n}
          pages={PAGE_TABLE}
          pageHead={BrowserPageHead}
          router={(children) => <BrowserRouter basename={base || undefined}>{children}</BrowserRouter>}
        />
      </HydratedMark>,
      {
        onRecoverableError(error) {
          console.error('Hydration failed:', error);
        },
      },
    );
  });
}

void start();
