import { callRef, type ResourceCategory } from '../../shared/api';
import { useLaggySWR } from './use-laggy-swr';

export const resourceLibraryCall = (keyword: string) => callRef('resourceLibrary', { keyword });

export function useResourceLibrary(keyword: string) {
  return useLaggySWR<ResourceCategory[]>(resourceLibraryCall(keyword).key, { revalidateOnFocus: false });
}
