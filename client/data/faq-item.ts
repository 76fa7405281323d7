import useSWR from 'swr';
import { callRef, type FaqItem } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const faqItemCall = (id: number, lang: Language) => callRef('faqItem', { id, lang });

// An item is read once per visit: revalidating would count a second click.
export function useFaqItem(id: number, lang: Language) {
  return useSWR<FaqItem>(faqItemCall(id, lang).key, fetcher, { revalidateOnFocus: false });
}
