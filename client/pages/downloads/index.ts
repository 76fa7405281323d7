import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { userManualCall } from '../../data/user-manual';
import { parseDownloadsState } from './state';

export const downloadsPage: PageDefinition = {
  namespaces: ['downloads'],
  view: lazyPage(() => import('./downloads-view')),
};

export const downloadsData: PageData<'downloads'> = {
  // The unfiltered list names the products of the dropdown; the keyword's list fills the page.
  data: ({ search, lang }) => [userManualCall('', lang), userManualCall(parseDownloadsState(search).keyword, lang)],
};
