import useSWR from 'swr';
import { apiUrl, type CompatibleManufacturers } from '../../shared/api';
import { fetcher } from './fetcher';

export const compatibleManufacturerKey = () => apiUrl('/getCompatibleManufacturer');

export function useCompatibleManufacturers() {
  return useSWR<CompatibleManufacturers>(compatibleManufacturerKey(), fetcher, { revalidateOnFocus: false });
}
