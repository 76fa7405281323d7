import { callRef, type DocumentItem, type GetCallParams, type PageData } from '../../shared/api';
import { useLaggySWR } from './use-laggy-swr';

export const documentCall = (params: GetCallParams['document']) => callRef('document', params);

/** The documents of one page, titled in `params.lang`; the last page stays on screen while the next one loads. */
export function useDocuments(params: GetCallParams['document']) {
  return useLaggySWR<PageData<DocumentItem>>(documentCall(params).key);
}
