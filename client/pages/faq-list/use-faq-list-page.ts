// The FAQ list page's state and data.
import { useSite } from '../../site-context';
import { useFaqCategories } from '../../data/faq-category';
import { useFailedCalls } from '../../data/failed-calls';
import { useFaqList } from '../../data/faq-list';
import { useLastPageClamp } from '../../components/page-clamp';
import { useFaqListState } from './state';

export function useFaqListPage() {
  const { lang } = useSite();
  const control = useFaqListState();
  const { state } = control;
  const categories = useFaqCategories(lang);
  const categoriesFailure = useFailedCalls(categories);
  const list = useFaqList({ pageIndex: state.page, pageSize: state.size, sort: state.sort, keyword: state.keyword, categoryId: state.categoryId, lang });
  const total = list.data?.total ?? 0;
  // Data for the current key, not the previous one kept on screen while it loads.
  const settled = list.data !== undefined && !list.stale && !list.isValidating;
  useLastPageClamp({ page: state.page, total, size: state.size, settled, replacePage: control.replacePage });
  return {
    ...control,
    categories: categories.data ?? [],
    /**
     * The categories' call failed with no tags to show, or is being asked again: said in the tags' place,
     * with its "Try again", so that a visitor whose list is filtered by a category sees the filter is there.
     */
    categoriesFailure: categories.data === undefined && (categoriesFailure.error || categoriesFailure.retrying) ? categoriesFailure : null,
    items: list.data?.pageData ?? [],
    total,
    refreshing: list.stale,
    /** Nothing to show yet: the first list of this visit is on its way. */
    loading: list.isLoading && list.data === undefined,
    error: list.error,
    retry: list.retry,
  };
}
