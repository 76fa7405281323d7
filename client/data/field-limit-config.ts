import useSWR from 'swr';
import { callRef, type FieldLimitConfig } from '../../shared/api';
import { fetcher } from './fetcher';

export const fieldLimitConfigCall = () => callRef('fieldLimitConfig', {});

/** The longest ticket details the server takes. */
export function useFieldLimitConfig() {
  return useSWR<FieldLimitConfig>(fieldLimitConfigCall().key, fetcher, { revalidateOnFocus: false });
}
