import type { PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { userManualKey } from '../../data/user-manual';
import { parseDownloadsState } from './state';

export const downloadsPage: PageDefinition = {
  // The unfiltered list names the products of the dropdown; the keyword's list fills the page.
  dataKeys: ({ search }) => [userManualKey(''), userManualKey(parseDownloadsState(search).keyword)],
  views: {
    desktop: lazyPage(() => import('./downloads-desktop')),
    mobile: lazyPage(() => import('./downloads-mobile')),
  },
};
