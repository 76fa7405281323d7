import { callRef, type ResourceCategory } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { useLaggySWR } from './use-laggy-swr';

export const resourceLibraryCall = (keyword: string, lang: Language) => callRef('resourceLibrary', { keyword, lang });

/** The library in the page's language (English where a text has no translation). */
export function useResourceLibrary(keyword: string, lang: Language) {
  return useLaggySWR<ResourceCategory[]>(resourceLibraryCall(keyword, lang).key, { revalidateOnFocus: false });
}
