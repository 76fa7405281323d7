import useSWR from 'swr';
import { apiUrl, type FaqCategory } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const faqCategoryKey = (lang: Language) => apiUrl('/faqCategory', { lang });

export function useFaqCategories(lang: Language) {
  return useSWR<FaqCategory[]>(faqCategoryKey(lang), fetcher, { revalidateOnFocus: false });
}
