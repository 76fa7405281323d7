// Resource Library state lives in the URL (?keyword=).
import type { ResourceItem } from '../../../shared/api';
import { cleanKeyword } from '../../../shared/text';
import { useUrlState, type UrlState } from '../../components/url-state';

export interface ResourceLibraryState {
  keyword: string;
}

export const DISCLAIMER_PATH = '/Support/Resource_Library/Disclaimer';
export const LIBRARY_PATH = '/Support/Resource_Library';

export function parseResourceLibraryState(search: URLSearchParams): ResourceLibraryState {
  return { keyword: cleanKeyword(search.get('keyword')) };
}

/** How an item is named on the page: title_version, e.g. "HP110 firmware GPL source_v6.1.8". */
export function resourceLabel(item: ResourceItem): string {
  return `${item.title}_${item.version}`;
}

const LIBRARY_URL: UrlState<ResourceLibraryState> = {
  parse: parseResourceLibraryState,
  toSearch: ({ keyword }) => new URLSearchParams(keyword ? { keyword } : {}),
  own: ['keyword'],
};

export function useResourceLibraryState() {
  const { state, go } = useUrlState(LIBRARY_URL);
  return { state, search: (keyword: string) => go({ keyword: cleanKeyword(keyword) }) };
}
