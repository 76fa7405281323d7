import useSWR from 'swr';
import { apiUrl, type ProductCategories } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export type ProductCategoryType = 'smart' | 'gadgets' | 'all';

export const productCategoryKey = (type: ProductCategoryType, lang: Language) => apiUrl('/productCategory', { type, lang });

export function useProductCategories(type: ProductCategoryType, lang: Language) {
  return useSWR<ProductCategories>(productCategoryKey(type, lang), fetcher, { revalidateOnFocus: false });
}
