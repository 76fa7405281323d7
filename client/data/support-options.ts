// The choices of the ticket form, in the page's language: ticket categories, model numbers and subject
// tags, each with the information text the form shows for the chosen one.
import useSWR from 'swr';
import { callRef, type CallRef, type SupportOption } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

/** The top level of each list. */
const TOP = 0;

export const ticketCategoryCall = (lang: Language) => callRef('ticketCategory', { pid: TOP, lang });
export const modelNumberCall = (lang: Language) => callRef('modelNumber', { pid: TOP, lang });
export const subjectCall = (lang: Language) => callRef('subject', { pid: TOP, lang });

export function useSupportOptions(call: CallRef<'ticketCategory' | 'modelNumber' | 'subject'>) {
  return useSWR<SupportOption[]>(call.key, fetcher, { revalidateOnFocus: false });
}
