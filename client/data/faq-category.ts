import useSWR from 'swr';
import { callRef, type FaqCategory } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const faqCategoryCall = (lang: Language) => callRef('faqCategory', { lang });

export function useFaqCategories(lang: Language) {
  return useSWR<FaqCategory[]>(faqCategoryCall(lang).key, fetcher, { revalidateOnFocus: false });
}
