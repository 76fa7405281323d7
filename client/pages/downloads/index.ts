import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { userManualCall } from '../../data/user-manual';
import { parseDownloadsState } from './state';

export const downloadsPage: PageDefinition<'downloads'> = {
  namespaces: ['downloads'],
  // The unfiltered list names the products of the dropdown; the keyword's list fills the page.
  data: ({ search, lang }) => [userManualCall('', lang), userManualCall(parseDownloadsState(search).keyword, lang)],
  view: lazyPage(() => import('./downloads-view')),
};
