import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { resourceLibraryCall } from '../../data/resource-library';
import { parseResourceLibraryState } from './state';

export const resourceLibraryPage: PageDefinition<'resourceLibrary'> = {
  namespaces: ['library'],
  data: ({ search, lang }) => [resourceLibraryCall(parseResourceLibraryState(search).keyword, lang)],
  view: lazyPage(() => import('./library-view')),
};

/** The open-source terms: static text, no data. */
export const resourceDisclaimerPage: PageDefinition<'resourceDisclaimer'> = {
  namespaces: ['library'],
  view: lazyPage(() => import('./disclaimer-view')),
};
