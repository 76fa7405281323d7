import useSWR from 'swr';
import { callRef, type CompatibleModels } from '../../shared/api';
import { fetcher } from './fetcher';
import { useRefusedCall } from './refused-calls';

export const compatibleModelsCall = (manufacturer: string) => callRef('compatibleModels', { manufacturer });

/**
 * The models of one manufacturer; nothing is fetched until a manufacturer is chosen. A manufacturer the
 * server found unlisted while it rendered the page is refused from the start, not loading.
 */
export function useCompatibleModels(manufacturer: string): { data?: CompatibleModels; error?: Error; mutate(): Promise<unknown> } {
  const key = manufacturer ? compatibleModelsCall(manufacturer).key : null;
  const refused = useRefusedCall(key);
  const { data, error, mutate } = useSWR<CompatibleModels, Error>(key, fetcher, {
    revalidateOnFocus: false,
    // Nor is one the server has just been refused asked again as the page mounts.
    revalidateOnMount: refused ? false : undefined,
    // An unknown manufacturer (404) will not become known by asking again.
    shouldRetryOnError: false,
  });
  return { data, error: error ?? (data === undefined ? refused : undefined), mutate };
}
