// The Regulatory Compliance page's state and data, in the page's language.
import { useDocuments } from '../../data/document';
import { useHasFallback } from '../../components/text-language';
import { useLastPageClamp } from '../../components/page-clamp';
import { useSite } from '../../site-context';
import { useRegulatoryState } from './state';

export function useRegulatoryPage() {
  const control = useRegulatoryState();
  const { state, replacePage } = control;
  const { lang } = useSite();
  const list = useDocuments({ type: state.type, keyword: state.keyword, pageIndex: state.page, pageSize: state.size, lang });
  // An answer without pageData shows an empty list.
  const items = list.data?.pageData ?? [];
  const total = list.data?.total ?? 0;
  // Data for the current key, not the previous one kept on screen while it loads.
  const settled = list.data !== undefined && !list.stale && !list.isValidating;
  useLastPageClamp({ page: state.page, total, size: state.size, settled, replacePage });
  return {
    ...control,
    items,
    /** Some title on the page is the English text. */
    fallback: useHasFallback(items),
    total,
    /** The count of the list for the current search, unknown while it loads or when it failed. */
    resultCount: list.stale || list.data === undefined ? undefined : total,
    refreshing: list.stale || (list.isValidating && list.data !== undefined),
    /** Nothing to show yet: the first list of this visit is on its way. */
    loading: list.isLoading && list.data === undefined,
    error: list.error as Error | undefined,
    retry: list.retry,
  };
}
