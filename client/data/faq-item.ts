import useSWR from 'swr';
import { apiUrl, type FaqItem } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const faqItemKey = (id: number, lang: Language) => apiUrl(`/faq/${id}`, { lang });

// An item's text does not change while it is read: no refetch when the window regains focus.
export function useFaqItem(id: number, lang: Language) {
  return useSWR<FaqItem>(faqItemKey(id, lang), fetcher, { revalidateOnFocus: false });
}
