import useSWR from 'swr';
import { callRef, type CompatibleManufacturers } from '../../shared/api';
import { fetcher } from './fetcher';

export const compatibleManufacturerCall = () => callRef('compatibleManufacturer', {});

export function useCompatibleManufacturers() {
  return useSWR<CompatibleManufacturers>(compatibleManufacturerCall().key, fetcher, { revalidateOnFocus: false });
}
