// Resource Library state lives in the URL (?keyword=), so a search can be shared, survives a reload
// and is rendered by the server.
import { useSearchParams } from 'react-router';
import type { ResourceItem } from '../../../shared/api';

export interface ResourceLibraryState {
  keyword: string;
}

export const DISCLAIMER_PATH = '/Support/Resource_Library/Disclaimer';
export const LIBRARY_PATH = '/Support/Resource_Library';

export function parseResourceLibraryState(search: URLSearchParams): ResourceLibraryState {
  return { keyword: (search.get('keyword') ?? '').trim().slice(0, 200) };
}

/** How an item is named on the page (SPEC 2): title_version, e.g. "HP110 firmware GPL source_v6.1.8". */
export function resourceLabel(item: ResourceItem): string {
  return `${item.title}_${item.version}`;
}

export function useResourceLibraryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseResourceLibraryState(searchParams);
  const search = (keyword: string) => {
    const params = new URLSearchParams();
    const k = keyword.trim();
    if (k) params.set('keyword', k);
    // Keep other query parameters (such as contact=1) as they are.
    for (const [key, value] of searchParams) {
      if (key !== 'keyword') params.append(key, value);
    }
    setSearchParams(params, { preventScrollReset: true });
  };
  return { state, search };
}
