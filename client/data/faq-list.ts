import { callRef, type FaqListItem, type GetCallParams, type PageData } from '../../shared/api';
import { FAQ_PAGE_SIZE } from '../../shared/limits';
import { useLaggySWR } from './use-laggy-swr';

export type FaqListParams = Omit<GetCallParams['faqList'], 'pageSize'>;

export const faqListCall = (p: FaqListParams) => callRef('faqList', { ...p, pageSize: FAQ_PAGE_SIZE });

export function useFaqList(params: FaqListParams) {
  return useLaggySWR<PageData<FaqListItem>>(faqListCall(params).key);
}
