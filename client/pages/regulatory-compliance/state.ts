// Regulatory Compliance state lives in the URL (?type=&keyword=&page=&size=), so a search can be shared,
// survives a reload and is rendered by the server. SPEC 4: changing the document type clears the
// keyword and returns to page 1; changing page refetches (a new SWR key).
import { useSearchParams } from 'react-router';
import { DOCUMENT_PAGE_SIZE, DOCUMENT_TYPES, type DocumentType } from '../../../shared/limits';

/** Page sizes the mobile pager offers (SPEC 9: sizes on mobile only); the first is the default. */
export const DOCUMENT_PAGE_SIZES = [DOCUMENT_PAGE_SIZE, 20, 50] as const;
/** The API pages up to here (shared/api.ts documentQuery). */
const MAX_PAGE = 100_000;
const KEYWORD_MAX = 200;
const OWN_PARAMS = ['type', 'keyword', 'page', 'size'];

export interface RegulatoryState {
  type: DocumentType;
  keyword: string;
  page: number;
  size: number;
}

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

/** Whatever the URL holds, a state the API accepts: unknown values fall back to the defaults. */
export function parseRegulatoryState(search: URLSearchParams): RegulatoryState {
  const type = search.get('type');
  const size = positiveInt(search.get('size'));
  return {
    type: (DOCUMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as DocumentType) : DOCUMENT_TYPES[0],
    keyword: (search.get('keyword') ?? '').trim().slice(0, KEYWORD_MAX),
    page: Math.min(positiveInt(search.get('page')) ?? 1, MAX_PAGE),
    size: (DOCUMENT_PAGE_SIZES as readonly number[]).includes(size ?? 0) ? size! : DOCUMENT_PAGE_SIZE,
  };
}

export function regulatorySearch(state: RegulatoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.type !== DOCUMENT_TYPES[0]) params.set('type', state.type);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== DOCUMENT_PAGE_SIZE) params.set('size', String(state.size));
  return params;
}

/** Transitions of SPEC 4 as pure functions of the state. */
export const regulatoryTransitions = {
  type: (s: RegulatoryState, type: DocumentType): RegulatoryState =>
    type === s.type ? s : { type, keyword: '', page: 1, size: s.size },
  search: (s: RegulatoryState, keyword: string): RegulatoryState => ({
    ...s,
    keyword: keyword.trim().slice(0, KEYWORD_MAX),
    page: 1,
  }),
  page: (s: RegulatoryState, page: number): RegulatoryState => ({ ...s, page: Math.min(Math.max(1, page), MAX_PAGE) }),
  size: (s: RegulatoryState, size: number): RegulatoryState => ({ ...s, size, page: 1 }),
};

export function useRegulatoryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseRegulatoryState(searchParams);
  // Keep other query parameters (such as contact=1) as they are.
  const go = (next: RegulatoryState, replace = false) => {
    const params = regulatorySearch(next);
    for (const [key, value] of searchParams) {
      if (!OWN_PARAMS.includes(key)) params.append(key, value);
    }
    setSearchParams(params, { replace, preventScrollReset: next.page === state.page });
  };
  return {
    state,
    setType: (type: DocumentType) => go(regulatoryTransitions.type(state, type)),
    search: (keyword: string) => go(regulatoryTransitions.search(state, keyword)),
    setPage: (page: number) => go(regulatoryTransitions.page(state, page)),
    /** A page past the end (a stale link) is replaced by the last page, without a history entry. */
    replacePage: (page: number) => go(regulatoryTransitions.page(state, page), true),
    setSize: (size: number) => go(regulatoryTransitions.size(state, size)),
    pageHref: (page: number) => `?${regulatorySearch(regulatoryTransitions.page(state, page)).toString()}`,
  };
}
