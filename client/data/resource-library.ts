import { apiUrl, type ResourceCategory } from '../../shared/api';
import { useLaggySWR } from './use-laggy-swr';

export const resourceLibraryKey = (keyword: string) => apiUrl('/getResourceLibraryList', { keyword });

export function useResourceLibrary(keyword: string) {
  return useLaggySWR<ResourceCategory[]>(resourceLibraryKey(keyword), { revalidateOnFocus: false });
}
