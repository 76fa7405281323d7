// The Downloads page's state and data.
import { useUserManuals } from '../../data/user-manual';
import { manualCategories, useDownloadsState } from './state';

export function useDownloadsPage() {
  const control = useDownloadsState();
  const { state } = control;
  const all = useUserManuals('');
  const found = useUserManuals(state.keyword);
  const products = (all.data ?? []).map((p) => ({ id: p.id, name: p.name }));
  // A product id that is not (or no longer) listed reads as 'All'.
  const product = products.some((p) => p.id === state.product) ? state.product : undefined;
  const categories = manualCategories(found.data ?? [], product);
  return {
    ...control,
    product,
    products,
    categories,
    count: categories.reduce((n, c) => n + c.userManual.length, 0),
    loading: found.isLoading && !found.data,
    refreshing: found.stale,
    error: found.error,
  };
}
