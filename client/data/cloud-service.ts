import useSWR from 'swr';
import { callRef, type CloudService } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const cloudServiceCall = (lang: Language) => callRef('cloudService', { lang });

/** The cloud status, and the notice in the page's language (English where it has no translation). */
export function useCloudService(lang: Language) {
  return useSWR<CloudService>(cloudServiceCall(lang).key, fetcher);
}
