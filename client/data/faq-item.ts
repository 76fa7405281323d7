import useSWR from 'swr';
import { apiUrl, type FaqItem } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const faqItemKey = (id: number, lang: Language) => apiUrl(`/faq/${id}`, { lang });

// An item is read once per visit: revalidating would count a second click.
export function useFaqItem(id: number, lang: Language) {
  return useSWR<FaqItem>(faqItemKey(id, lang), fetcher, { revalidateOnFocus: false });
}
