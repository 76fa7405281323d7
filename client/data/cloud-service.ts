import useSWR from 'swr';
import { callRef, type CloudService } from '../../shared/api';
import { fetcher } from './fetcher';

export const cloudServiceCall = () => callRef('cloudService', {});

export function useCloudService() {
  return useSWR<CloudService>(cloudServiceCall().key, fetcher);
}
