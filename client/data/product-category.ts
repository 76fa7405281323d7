import useSWR, { preload, useSWRConfig } from 'swr';
import { callRef, type GetCallParams, type ProductCategories } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

type ProductCategoryType = GetCallParams['productCategory']['type'];

export const productCategoryCall = (type: ProductCategoryType, lang: Language) => callRef('productCategory', { type, lang });

export function useProductCategories(type: ProductCategoryType, lang: Language) {
  return useSWR<ProductCategories>(productCategoryCall(type, lang).key, fetcher, { revalidateOnFocus: false });
}

/**
 * A function that starts fetching the categories before they are shown (a menu about to open), once: SWR
 * keeps a preloaded answer only until a hook takes it, so where its cache already holds them, or the page
 * came with them (the Beta Testing page's tags are the same list), nothing is asked for again.
 */
export function usePreloadProductCategories(type: ProductCategoryType, lang: Language): () => void {
  const { cache, fallback } = useSWRConfig();
  return () => {
    const { key } = productCategoryCall(type, lang);
    if (cache.get(key)?.data === undefined && (fallback as Record<string, unknown>)[key] === undefined) void preload(key, fetcher);
  };
}
