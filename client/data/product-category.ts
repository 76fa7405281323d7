import useSWR, { preload } from 'swr';
import { callRef, type GetCallParams, type ProductCategories } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

type ProductCategoryType = GetCallParams['productCategory']['type'];

export const productCategoryCall = (type: ProductCategoryType, lang: Language) => callRef('productCategory', { type, lang });

export function useProductCategories(type: ProductCategoryType, lang: Language) {
  return useSWR<ProductCategories>(productCategoryCall(type, lang).key, fetcher, { revalidateOnFocus: false });
}

/** Starts fetching the categories before they are shown (a menu about to open); SWR's cache keeps them. */
export function preloadProductCategories(type: ProductCategoryType, lang: Language): void {
  void preload(productCategoryCall(type, lang).key, fetcher);
}
