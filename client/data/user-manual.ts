import { callRef, type ManualProduct } from '../../shared/api';
import { useLaggySWR } from './use-laggy-swr';

export const userManualCall = (keyword: string) => callRef('userManual', { keyword });

export function useUserManuals(keyword: string) {
  return useLaggySWR<ManualProduct[]>(userManualCall(keyword).key, { revalidateOnFocus: false });
}
