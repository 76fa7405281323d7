import useSWR from 'swr';
import { callRef, type CloudService } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { fetcher } from './fetcher';

export const cloudServiceCall = (lang: Language) => callRef('cloudService', { lang });

/** The cloud status, and the notice in the page's language (English where it has no translation). */
export function useCloudService(lang: Language) {
  return useSWR<CloudService>(cloudServiceCall(lang).key, fetcher);
}

/** The cloud notice (plain text; its paragraphs are line breaks) and its language, while NOTICE_SWITCH is on. */
export function cloudNotice(data: CloudService | undefined): { text: string; lang: string } | null {
  return data && data.NOTICE_SWITCH === 1 && data.CLOUD_STATUS_CONTENT_PC.trim() ? { text: data.CLOUD_STATUS_CONTENT_PC, lang: data.lang } : null;
}
