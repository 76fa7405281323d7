// Regulatory Compliance state lives in the URL (?type=&keyword=&page=&size=). Changing the document type
// clears the keyword and returns to page 1; each page is its own call.
import { DOCUMENT_PAGE_SIZE, DOCUMENT_TYPES, PAGE_INDEX_MAX, type DocumentType } from '../../../shared/limits';
import { cleanKeyword } from '../../../shared/text';
import { pageNumberOf, pageSizeOf, useUrlState, type UrlState } from '../../components/url-state';
import { keepsBesides } from '../../components/choice-form';

/** Page sizes the mobile pager offers (desktop shows no size selector); the first is the default. */
export const DOCUMENT_PAGE_SIZES = [DOCUMENT_PAGE_SIZE, 20, 50] as const;

export interface RegulatoryState {
  type: DocumentType;
  keyword: string;
  page: number;
  size: number;
}

/** Whatever the URL holds, a state the API accepts: unknown values fall back to the defaults. */
export function parseRegulatoryState(search: URLSearchParams): RegulatoryState {
  const type = search.get('type');
  return {
    type: (DOCUMENT_TYPES as readonly string[]).includes(type ?? '') ? (type as DocumentType) : DOCUMENT_TYPES[0],
    keyword: cleanKeyword(search.get('keyword')),
    page: pageNumberOf(search.get('page')),
    size: pageSizeOf(search.get('size'), DOCUMENT_PAGE_SIZES),
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

/** A document type other than `type`. */
function otherType(type: DocumentType): DocumentType {
  return DOCUMENT_TYPES.find((other) => other !== type)!;
}

/** The page's transitions as pure functions of the state. */
export const regulatoryTransitions = {
  type: (s: RegulatoryState, type: DocumentType): RegulatoryState =>
    type === s.type ? s : { type, keyword: '', page: 1, size: s.size },
  search: (s: RegulatoryState, keyword: string): RegulatoryState => ({ ...s, keyword: cleanKeyword(keyword), page: 1 }),
  page: (s: RegulatoryState, page: number): RegulatoryState => ({ ...s, page: Math.min(Math.max(1, page), PAGE_INDEX_MAX) }),
  size: (s: RegulatoryState, size: number): RegulatoryState => ({ ...s, size, page: 1 }),
};

/**
 * What the document type's form sends besides the type (hidden fields, for a browser without JavaScript):
 * what a new type keeps, the page size only.
 */
export function regulatoryTypeKeeps(state: RegulatoryState): URLSearchParams {
  return keepsBesides(regulatorySearch(regulatoryTransitions.type(state, otherType(state.type))), 'type');
}

const REGULATORY_URL: UrlState<RegulatoryState> = {
  parse: parseRegulatoryState,
  toSearch: regulatorySearch,
  own: ['type', 'keyword', 'page', 'size'],
  page: (state) => state.page,
};

export function useRegulatoryState() {
  const { state, go, href } = useUrlState(REGULATORY_URL);
  return {
    state,
    setType: (type: DocumentType) => go(regulatoryTransitions.type(state, type), { control: 'type' }),
    /** What the document type's form sends besides the type (server only: choice-form.tsx). */
    typeKeeps: import.meta.env.SSR ? regulatoryTypeKeeps(state) : undefined,
    search: (keyword: string) => go(regulatoryTransitions.search(state, keyword)),
    /** What a search sends besides its keyword: the search box's hidden fields. */
    searchKeeps: regulatorySearch(regulatoryTransitions.search(state, '')),
    setPage: (page: number) => go(regulatoryTransitions.page(state, page), { pager: true }),
    /** A page past the end (a stale link) is replaced by the last page, without a history entry. */
    replacePage: (page: number) => go(regulatoryTransitions.page(state, page), { replace: true, pager: true }),
    setSize: (size: number) => go(regulatoryTransitions.size(state, size), { control: 'size' }),
    pageHref: (page: number) => href(regulatoryTransitions.page(state, page)),
  };
}
