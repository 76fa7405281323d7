import type { PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { faqCategoryKey } from '../../data/faq-category';
import { faqListKey } from '../../data/faq-list';
import { parseFaqListState } from './state';

export const faqListPage: PageDefinition = {
  dataKeys: ({ search, lang }) => {
    const s = parseFaqListState(search);
    return [
      faqCategoryKey(lang),
      faqListKey({ pageIndex: s.page, sort: s.sort, keyword: s.keyword, categoryId: s.categoryId, lang }),
    ];
  },
  views: {
    desktop: lazyPage(() => import('./faq-list-desktop')),
    mobile: lazyPage(() => import('./faq-list-mobile')),
  },
};
