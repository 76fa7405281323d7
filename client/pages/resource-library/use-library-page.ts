// The Resource Library page's state and data, in the page's language.
import { useResourceLibrary } from '../../data/resource-library';
import { useHasFallback } from '../../components/text-language';
import { useSite } from '../../site-context';
import { useResourceLibraryState } from './state';

export function useLibraryPage() {
  const control = useResourceLibraryState();
  const list = useResourceLibrary(control.state.keyword, useSite().lang);
  const categories = list.data ?? [];
  return {
    ...control,
    categories,
    /** Some category name or title on the page is the English text. */
    fallback: useHasFallback([...categories, ...categories.flatMap((c) => c.list)]),
    count: categories.reduce((n, c) => n + c.list.length, 0),
    loading: list.isLoading && !list.data,
    refreshing: list.stale,
    error: list.error,
    retry: list.retry,
  };
}
