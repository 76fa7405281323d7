// The FAQ list page's state and data.
import { useSite } from '../../site-context';
import { useFaqCategories } from '../../data/faq-category';
import { useFaqList } from '../../data/faq-list';
import { useFaqListState } from './state';

export function useFaqListPage() {
  const { lang } = useSite();
  const control = useFaqListState();
  const { state } = control;
  const categories = useFaqCategories(lang);
  const list = useFaqList({ pageIndex: state.page, sort: state.sort, keyword: state.keyword, categoryId: state.categoryId, lang });
  return {
    ...control,
    categories: categories.data ?? [],
    items: list.data?.pageData ?? [],
    total: list.data?.total ?? 0,
    refreshing: list.stale,
    error: list.error,
    retry: list.retry,
  };
}
