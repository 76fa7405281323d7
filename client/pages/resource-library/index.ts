import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const resourceLibraryPage: PageDefinition = {
  namespaces: ['library'],
  view: lazyPage(() => import('./library-view')),
};

/** The open-source terms: static text, no data. */
export const resourceDisclaimerPage: PageDefinition = {
  namespaces: ['library'],
  view: lazyPage(() => import('./disclaimer-view')),
};
