import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { faqCategoryCall } from '../../data/faq-category';
import { faqListCall } from '../../data/faq-list';
import { parseFaqListState } from './state';

export const faqListPage: PageDefinition = {
  namespaces: ['faq'],
  view: lazyPage(() => import('./faq-list-view')),
};

export const faqListData: PageData<'faqList'> = {
  data: ({ search, lang }) => {
    const s = parseFaqListState(search);
    return [faqCategoryCall(lang), faqListCall({ pageIndex: s.page, pageSize: s.size, sort: s.sort, keyword: s.keyword, categoryId: s.categoryId, lang })];
  },
};
