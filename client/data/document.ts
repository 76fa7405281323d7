import { apiUrl, type DocumentItem, type PageData } from '../../shared/api';
import type { DocumentType } from '../../shared/limits';
import { useLaggySWR } from './use-laggy-swr';

export interface DocumentParams {
  type: DocumentType;
  keyword: string;
  pageIndex: number;
  pageSize: number;
}

export const documentKey = (p: DocumentParams) =>
  apiUrl('/document', { type: p.type, keyword: p.keyword, pageIndex: p.pageIndex, pageSize: p.pageSize });

/** The documents of one page; the last page stays on screen while the next one loads. */
export function useDocuments(params: DocumentParams) {
  return useLaggySWR<PageData<DocumentItem>>(documentKey(params));
}
