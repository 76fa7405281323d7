// FAQ list state lives in the URL (?keyword=&sort=&category=&page=&size=). Changing the category or the
// page size returns to page 1; a search orders the matches by relevance (the sort's default while there is
// a keyword; Number without one) and clears the category; choosing the selected category again clears it.
import { FAQ_PAGE_SIZE, FAQ_SORT, type FaqSort } from '../../../shared/limits';
import { cleanKeyword } from '../../../shared/text';
import { pageNumberOf, pageSizeOf, positiveInt, useUrlState, type UrlState } from '../../components/url-state';
import { keepsBesides } from '../../components/choice-form';

/** Page sizes the phones' pager offers (the desktop pager has no size selector); the first is the default. */
export const FAQ_PAGE_SIZES = [FAQ_PAGE_SIZE, 20, 50] as const;

export interface FaqListState {
  keyword: string;
  sort: FaqSort;
  categoryId?: number;
  page: number;
  size: number;
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
    page: pageNumberOf(search.get('page')),
    size: pageSizeOf(search.get('size'), FAQ_PAGE_SIZES),
  };
}

export function faqListSearch(state: FaqListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sort !== defaultFaqSort(state.keyword)) params.set('sort', String(state.sort));
  if (state.categoryId !== undefined) params.set('category', String(state.categoryId));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== FAQ_PAGE_SIZE) params.set('size', String(state.size));
  return params;
}

/** The list's transitions as pure functions of the state. */
export const faqListTransitions = {
  search: (s: FaqListState, keyword: string): FaqListState => {
    const cleaned = cleanKeyword(keyword);
    return { keyword: cleaned, sort: defaultFaqSort(cleaned), page: 1, size: s.size };
  },
  sort: (s: FaqListState, sort: FaqSort): FaqListState => ({ ...s, sort, page: 1 }),
  toggleCategory: (s: FaqListState, id: number): FaqListState => ({
    ...s,
    categoryId: s.categoryId === id ? undefined : id,
    page: 1,
  }),
  page: (s: FaqListState, page: number): FaqListState => ({ ...s, page }),
  size: (s: FaqListState, size: number): FaqListState => ({ ...s, size, page: 1 }),
};

/**
 * What the forms of the list's choices send besides their own field (hidden fields, for a browser without
 * JavaScript): the query the choice leads to. A new order keeps the keyword, the category and the page
 * size; a category keeps the keyword, the order and the page size.
 */
export function faqListChoiceKeeps(state: FaqListState) {
  return {
    sort: keepsBesides(faqListSearch(faqListTransitions.sort(state, state.sort)), 'sort'),
    category: keepsBesides(faqListSearch({ ...state, categoryId: undefined, page: 1 }), 'category'),
  };
}

/**
 * What the tab keeps of the list for its answers' "Back to FAQs" (read by faq-item/kept-list.ts): the list's
 * language and query, and the query to use in another language. There the search means nothing (a German
 * word finds no Japanese answer), so only the order, the category and the page size go along, from the
 * first page.
 */
export function keptFaqList(lang: string, state: FaqListState): string {
  const query = (s: FaqListState) => {
    const params = faqListSearch(s).toString();
    return params ? `?${params}` : '';
  };
  const sort = state.sort === FAQ_SORT.relevance ? defaultFaqSort('') : state.sort;
  return JSON.stringify({ lang, search: query(state), otherLanguage: query({ ...state, keyword: '', sort, page: 1 }) });
}

const FAQ_LIST_URL: UrlState<FaqListState> = {
  parse: parseFaqListState,
  toSearch: faqListSearch,
  own: ['keyword', 'sort', 'category', 'page', 'size'],
  page: (state) => state.page,
};

export function useFaqListState() {
  const { state, go, href } = useUrlState(FAQ_LIST_URL);
  return {
    state,
    search: (keyword: string) => go(faqListTransitions.search(state, keyword)),
    /** What a search sends besides its keyword: the search box's hidden fields. */
    searchKeeps: faqListSearch(faqListTransitions.search(state, '')),
    setSort: (sort: FaqSort) => go(faqListTransitions.sort(state, sort), { control: 'sort' }),
    /** What the order's and the categories' forms send besides their choice (server only: choice-form.tsx). */
    choiceKeeps: import.meta.env.SSR ? faqListChoiceKeeps(state) : undefined,
    toggleCategory: (id: number) => go(faqListTransitions.toggleCategory(state, id)),
    setPage: (page: number) => go(faqListTransitions.page(state, page), { pager: true }),
    setSize: (size: number) => go(faqListTransitions.size(state, size), { control: 'size' }),
    /** A page past the end (a stale link) is replaced by the last page, without a history entry. */
    replacePage: (page: number) => go(faqListTransitions.page(state, page), { replace: true, pager: true }),
    pageHref: (page: number) => href(faqListTransitions.page(state, page)),
  };
}
