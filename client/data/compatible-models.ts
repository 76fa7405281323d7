import useSWR from 'swr';
import { callRef, type CompatibleModels } from '../../shared/api';
import { fetcher } from './fetcher';

export const compatibleModelsCall = (manufacturer: string) => callRef('compatibleModels', { manufacturer });

/** The models of one manufacturer; nothing is fetched until a manufacturer is chosen. */
export function useCompatibleModels(manufacturer: string) {
  return useSWR<CompatibleModels>(manufacturer ? compatibleModelsCall(manufacturer).key : null, fetcher, {
    revalidateOnFocus: false,
    // An unknown manufacturer (404) will not become known by asking again.
    shouldRetryOnError: false,
  });
}
