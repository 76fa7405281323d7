import useSWR from 'swr';
import { callRef, type FaqItem } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const faqItemCall = (id: number, lang: Language) => callRef('faqItem', { id, lang });

// An item's text does not change while it is read: no refetch when the window regains focus.
export function useFaqItem(id: number, lang: Language) {
  return useSWR<FaqItem>(faqItemCall(id, lang).key, fetcher, { revalidateOnFocus: false });
}
