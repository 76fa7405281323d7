import { callRef, type FaqListItem, type GetCallParams, type PageData } from '../../shared/api';
import { useLaggySWR } from './use-laggy-swr';

export type FaqListParams = GetCallParams['faqList'];

export const faqListCall = (p: FaqListParams) => callRef('faqList', p);

export function useFaqList(params: FaqListParams) {
  return useLaggySWR<PageData<FaqListItem>>(faqListCall(params).key);
}
