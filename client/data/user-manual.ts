import { apiUrl, type ManualProduct } from '../../shared/api';
import { useLaggySWR } from './use-laggy-swr';

export const userManualKey = (keyword: string) => apiUrl('/userManual', { keyword });

export function useUserManuals(keyword: string) {
  return useLaggySWR<ManualProduct[]>(userManualKey(keyword), { revalidateOnFocus: false });
}
