// FAQ list state lives in the URL (?keyword=&sort=&category=&page=). Changing the category returns to
// page 1; a search orders the matches by relevance (the sort's default while there is a keyword; Number
// without one) and clears the category; choosing the selected category again clears it.
import { FAQ_SORT, type FaqSort } from '../../../shared/limits';
import { cleanKeyword } from '../../../shared/text';
import { positiveInt, useUrlState, type UrlState } from '../../components/url-state';

export interface FaqListState {
  keyword: string;
  sort: FaqSort;
  categoryId?: number;
  page: number;
}

const SORTS: readonly FaqSort[] = [FAQ_SORT.number, FAQ_SORT.popularity, FAQ_SORT.relevance];

/** The order of a list without a chosen sort: relevance while a keyword is set, else by number. */
export function defaultFaqSort(keyword: string): FaqSort {
  return keyword ? FAQ_SORT.relevance : FAQ_SORT.number;
}

export function parseFaqListState(search: URLSearchParams): FaqListState {
  const keyword = cleanKeyword(search.get('keyword'));
  const asked = SORTS.find((sort) => String(sort) === search.get('sort'));
  return {
    keyword,
    // Relevance needs a keyword; without one it reads as the default.
    sort: asked === undefined || (asked === FAQ_SORT.relevance && !keyword) ? defaultFaqSort(keyword) : asked,
    categoryId: positiveInt(search.get('category')),
    page: positiveInt(search.get('page')) ?? 1,
  };
}

export function faqListSearch(state: FaqListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sort !== defaultFaqSort(state.keyword)) params.set('sort', String(state.sort));
  if (state.categoryId !== undefined) params.set('category', String(state.categoryId));
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** The list's transitions as pure functions of the state. */
export const faqListTransitions = {
  search: (_s: FaqListState, keyword: string): FaqListState => {
    const cleaned = cleanKeyword(keyword);
    return { keyword: cleaned, sort: defaultFaqSort(cleaned), page: 1 };
  },
  sort: (s: FaqListState, sort: FaqSort): FaqListState => ({ ...s, sort, page: 1 }),
  toggleCategory: (s: FaqListState, id: number): FaqListState => ({
    ...s,
    categoryId: s.categoryId === id ? undefined : id,
    page: 1,
  }),
  page: (s: FaqListState, page: number): FaqListState => ({ ...s, page }),
};

const FAQ_LIST_URL: UrlState<FaqListState> = {
  parse: parseFaqListState,
  toSearch: faqListSearch,
  own: ['keyword', 'sort', 'category', 'page'],
};

export function useFaqListState() {
  const { state, go, href } = useUrlState(FAQ_LIST_URL);
  const move = (next: FaqListState, replace = false) => go(next, { replace, keepScroll: next.page === state.page });
  return {
    state,
    search: (keyword: string) => move(faqListTransitions.search(state, keyword)),
    setSort: (sort: FaqSort) => move(faqListTransitions.sort(state, sort)),
    toggleCategory: (id: number) => move(faqListTransitions.toggleCategory(state, id)),
    setPage: (page: number) => move(faqListTransitions.page(state, page)),
    /** A page past the end (a stale link) is replaced by the last page, without a history entry. */
    replacePage: (page: number) => move(faqListTransitions.page(state, page), true),
    pageHref: (page: number) => href(faqListTransitions.page(state, page)),
  };
}
