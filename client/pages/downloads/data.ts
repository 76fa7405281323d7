// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';
import { userManualCall } from '../../data/user-manual';
import { parseDownloadsState } from './state';

export const downloadsData: PageData<'downloads'> = {
  // The unfiltered list names the products of the dropdown; the keyword's list fills the page.
  data: ({ search, lang }) => [userManualCall('', lang), userManualCall(parseDownloadsState(search).keyword, lang)],
};
