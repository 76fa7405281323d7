import useSWR from 'swr';
import { apiUrl, type CloudService } from '../../shared/api';
import { fetcher } from './fetcher';

export const cloudServiceKey = () => apiUrl('/cloudService');

export function useCloudService() {
  return useSWR<CloudService>(cloudServiceKey(), fetcher);
}
