// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { FaqCategory, PageData as ApiPageData } from '../../../shared/api';
import type { Language } from '../../../shared/i18n';
import { lastPageInsteadOf } from '../../components/page-clamp';
import type { PageData } from '../../page-definition';
import { faqCategoryCall } from '../../data/faq-category';
import { faqListCall } from '../../data/faq-list';
import { parseFaqListState, type FaqListState } from './state';

/** The list call of a page's state: what the page renders with, and what tells how many pages there are. */
const listCall = (s: FaqListState, lang: Language) => faqListCall({ pageIndex: s.page, pageSize: s.size, sort: s.sort, keyword: s.keyword, categoryId: s.categoryId, lang });

export const faqListData: PageData<'faqList'> = {
  data: ({ search, lang }) => [faqCategoryCall(lang), listCall(parseFaqListState(search), lang)],
  // A category that is no longer there, or that is no category number at all: the list without it, from
  // its first page (as a new category starts), keeping the keyword, the order and the page size.
  stale: ({ search, lang }, read) => {
    if (!search.has('category')) return [];
    const { categoryId } = parseFaqListState(search);
    const categories = read(faqCategoryCall(lang)) as FaqCategory[] | undefined;
    if (categoryId !== undefined && (categories === undefined || categories.some((c) => c.id === categoryId))) return [];
    return ['category', 'page'];
  },
  lastPageInstead: ({ search, lang }, read) => {
    const s = parseFaqListState(search);
    return lastPageInsteadOf(s.page, s.size, read(listCall(s, lang)) as ApiPageData<unknown> | undefined);
  },
};
