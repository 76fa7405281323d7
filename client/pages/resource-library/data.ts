// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';
import { resourceLibraryCall } from '../../data/resource-library';
import { parseResourceLibraryState } from './state';

export const resourceLibraryData: PageData<'resourceLibrary'> = {
  data: ({ search, lang }) => [resourceLibraryCall(parseResourceLibraryState(search).keyword, lang)],
};
