// FAQ list state lives in the URL (?keyword=&sort=&category=&page=), so a search can be shared,
// survives a reload and is rendered by the server. Rules of SPEC 4: changing the category resets to
// page 1; a search resets sort to 1 and clears the category; the category filter toggles.
import { useSearchParams } from 'react-router';
import { FAQ_SORT, type FaqSort } from '../../../shared/limits';

export interface FaqListState {
  keyword: string;
  sort: FaqSort;
  categoryId?: number;
  page: number;
}

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export function parseFaqListState(search: URLSearchParams): FaqListState {
  return {
    keyword: (search.get('keyword') ?? '').slice(0, 200),
    sort: search.get('sort') === String(FAQ_SORT.popularity) ? FAQ_SORT.popularity : FAQ_SORT.number,
    categoryId: positiveInt(search.get('category')),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

export function faqListSearch(state: FaqListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sort !== FAQ_SORT.number) params.set('sort', String(state.sort));
  if (state.categoryId !== undefined) params.set('category', String(state.categoryId));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** Transitions of SPEC 4 as pure functions of the state. */
export const faqListTransitions = {
  search: (_s: FaqListState, keyword: string): FaqListState => ({ keyword: keyword.trim(), sort: FAQ_SORT.number, page: 1 }),
  sort: (s: FaqListState, sort: FaqSort): FaqListState => ({ ...s, sort, page: 1 }),
  toggleCategory: (s: FaqListState, id: number): FaqListState => ({
    ...s,
    categoryId: s.categoryId === id ? undefined : id,
    page: 1,
  }),
  page: (s: FaqListState, page: number): FaqListState => ({ ...s, page }),
};

export function useFaqListState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseFaqListState(searchParams);
  // Keep other query parameters (such as contact=1) as they are.
  const go = (next: FaqListState) => {
    const params = faqListSearch(next);
    for (const [key, value] of searchParams) {
      if (!['keyword', 'sort', 'category', 'page'].includes(key)) params.append(key, value);
    }
    setSearchParams(params, { preventScrollReset: next.page === state.page });
  };
  return {
    state,
    search: (keyword: string) => go(faqListTransitions.search(state, keyword)),
    setSort: (sort: FaqSort) => go(faqListTransitions.sort(state, sort)),
    toggleCategory: (id: number) => go(faqListTransitions.toggleCategory(state, id)),
    setPage: (page: number) => go(faqListTransitions.page(state, page)),
    pageHref: (page: number) => `?${faqListSearch(faqListTransitions.page(state, page)).toString()}`,
  };
}
