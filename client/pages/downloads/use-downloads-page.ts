// The Downloads page's state and data, in the page's language.
import { useUserManuals } from '../../data/user-manual';
import { useHasFallback } from '../../components/text-language';
import { useSite } from '../../site-context';
import { manualCategories, useDownloadsState } from './state';

export function useDownloadsPage() {
  const { lang } = useSite();
  const control = useDownloadsState();
  const { state } = control;
  const all = useUserManuals('', lang);
  const found = useUserManuals(state.keyword, lang);
  const products = (all.data ?? []).map((p) => ({ id: p.id, name: p.name, lang: p.lang }));
  // A product id that is not (or no longer) listed reads as 'All'.
  const product = products.some((p) => p.id === state.product) ? state.product : undefined;
  const categories = manualCategories(found.data ?? [], product);
  return {
    ...control,
    product,
    products,
    categories,
    /** Some product name, category or title on the page is the English text. */
    fallback: useHasFallback([...products, ...categories, ...categories.flatMap((c) => c.userManual)]),
    count: categories.reduce((n, c) => n + c.userManual.length, 0),
    loading: found.isLoading && !found.data,
    refreshing: found.stale,
    error: found.error,
    /**
     * The product list's own call failed while the manuals found came (a search reached by a link inside
     * the site): said in the product filter's place, with its "Try again", not an empty filter; loading
     * there while it is asked again, as the FAQ list's category tags do.
     */
    productsFailure: !found.error && all.data === undefined && (all.error || all.retrying) ? { error: all.error, retrying: all.retrying, retry: all.retry } : null,
    // The product list asks again too: it failed with the manuals when the server could not be reached.
    retry: () => {
      if (all.error) all.retry();
      found.retry();
    },
  };
}
