// The browser's side of the page's head for search engines and link previews (page-head.tsx). Crawlers and
// link previews read the head the server sent; in the browser it only has to follow the visitor's moves
// inside the app. So the page a document was loaded with keeps the server's elements, and the code that
// writes a head (with the rules of shared/seo.ts) and its texts are loaded on the first move to another
// page: a phone does not download them to read one page (docs/decisions/0026-page-head-loaded-on-the-first-move.md).
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { i18n } from 'i18next';
import type { PageMatch } from '../../shared/routes';

/**
 * What the server's PageHead puts in the document: React hoists the links and metas into <head>; the
 * JSON-LD scripts stay where they were rendered, at the start of <body>. Not og:title: PageTitle writes it
 * beside the title, in the browser too, and React keeps it.
 */
const SERVER_HEAD_SELECTOR = [
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]:not([property="og:title"])',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(',');

/**
 * React owns none of the server's elements (this component rendered nothing while the page hydrated), so
 * they are taken out before the first head the browser writes: it is committed after the chunk and the
 * texts have arrived, so nothing of the first page stays behind.
 */
function dropServerHead(): void {
  for (const element of document.querySelectorAll(SERVER_HEAD_SELECTOR)) element.remove();
}

/** The namespaces the head uses beyond the shell's, which pages are not sent with. */
export const HEAD_NAMESPACES = ['seo'] as const;

type PageHeadProps = { page: PageMatch | null };

/**
 * The head's code and texts, fetched side by side. Where the chunk cannot be loaded (a new deployment
 * removed it), the document's head stays as it is.
 */
function lazyPageHead(i18n: i18n) {
  return lazy<ComponentType<PageHeadProps>>(() =>
    Promise.all([import('./page-head'), i18n.loadNamespaces([...HEAD_NAMESPACES])]).then(
      ([module]) => {
        dropServerHead();
        return { default: module.PageHead };
      },
      () => ({ default: () => null }),
    ),
  );
}

/**
 * Nothing until the visitor moves to another path (a new query, such as a search or a page of a list,
 * leaves the head as it is); from then on, the head of the current page.
 */
export function BrowserPageHead({ page }: PageHeadProps) {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const [LazyPageHead] = useState(() => lazyPageHead(i18n));
  // The path the document was loaded with, forgotten on the first move away from it.
  const [firstPath, setFirstPath] = useState<string | null>(pathname);
  if (firstPath !== null && pathname !== firstPath) setFirstPath(null);
  if (pathname === firstPath) return null;
  return (
    <Suspense fallback={null}>
      <LazyPageHead page={page} />
    </Suspense>
  );
}
