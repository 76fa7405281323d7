import { callRef, type ManualProduct } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import { useLaggySWR } from './use-laggy-swr';

export const userManualCall = (keyword: string, lang: Language) => callRef('userManual', { keyword, lang });

/** The products and their manuals in the page's language (English where a text has no translation). */
export function useUserManuals(keyword: string, lang: Language) {
  return useLaggySWR<ManualProduct[]>(userManualCall(keyword, lang).key, { revalidateOnFocus: false });
}
