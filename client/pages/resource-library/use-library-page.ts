// The Resource Library page's state and data.
import { useResourceLibrary } from '../../data/resource-library';
import { useResourceLibraryState } from './state';

export function useLibraryPage() {
  const control = useResourceLibraryState();
  const list = useResourceLibrary(control.state.keyword);
  const categories = list.data ?? [];
  return {
    ...control,
    categories,
    count: categories.reduce((n, c) => n + c.list.length, 0),
    loading: list.isLoading && !list.data,
    refreshing: list.stale,
    error: list.error,
  };
}
