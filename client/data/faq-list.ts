import { apiUrl, type FaqListItem, type PageData } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { FAQ_PAGE_SIZE, type FaqSort } from '../../shared/limits';
import { useLaggySWR } from './use-laggy-swr';

export interface FaqListParams {
  pageIndex: number;
  sort: FaqSort;
  keyword: string;
  categoryId?: number;
  lang: Language;
}

export const faqListKey = (p: FaqListParams) =>
  apiUrl('/faqList', {
    pageIndex: p.pageIndex,
    pageSize: FAQ_PAGE_SIZE,
    sort: p.sort,
    keyword: p.keyword,
    categoryId: p.categoryId,
    lang: p.lang,
  });

export function useFaqList(params: FaqListParams) {
  return useLaggySWR<PageData<FaqListItem>>(faqListKey(params));
}
