import type { PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { resourceLibraryKey } from '../../data/resource-library';
import { parseResourceLibraryState } from './state';

export const resourceLibraryPage: PageDefinition = {
  dataKeys: ({ search }) => [resourceLibraryKey(parseResourceLibraryState(search).keyword)],
  views: {
    desktop: lazyPage(() => import('./library-desktop')),
    mobile: lazyPage(() => import('./library-mobile')),
  },
};

/** The open-source terms: static text, no data. */
export const resourceDisclaimerPage: PageDefinition = {
  views: {
    desktop: lazyPage(() => import('./disclaimer-desktop')),
    mobile: lazyPage(() => import('./disclaimer-mobile')),
  },
};
