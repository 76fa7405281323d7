import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { resourceLibraryCall } from '../../data/resource-library';
import { parseResourceLibraryState } from './state';

export const resourceLibraryPage: PageDefinition = {
  namespaces: ['library'],
  view: lazyPage(() => import('./library-view')),
};

export const resourceLibraryData: PageData<'resourceLibrary'> = {
  data: ({ search, lang }) => [resourceLibraryCall(parseResourceLibraryState(search).keyword, lang)],
};

/** The open-source terms: static text, no data. */
export const resourceDisclaimerPage: PageDefinition = {
  namespaces: ['library'],
  view: lazyPage(() => import('./disclaimer-view')),
};
