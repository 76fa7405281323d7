// The policy pages read the text's language from ?appLanguage= (English when absent), independently of
// the interface language in the path.
import { useSearchParams } from 'react-router';
import { APP_LANGUAGE_PATTERN } from '../../../shared/i18n';

export const DEFAULT_APP_LANGUAGE = 'en';

/** The ?appLanguage= of the page; anything that is not a short language code reads as English. */
export function parseAppLanguage(search: URLSearchParams): string {
  const value = search.get('appLanguage') ?? '';
  return APP_LANGUAGE_PATTERN.test(value) ? value : DEFAULT_APP_LANGUAGE;
}

export function usePolicyLanguage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const appLanguage = parseAppLanguage(searchParams);
  const setAppLanguage = (lang: string) => {
    const params = new URLSearchParams(searchParams);
    params.set('appLanguage', lang);
    setSearchParams(params, { preventScrollReset: true });
  };
  return { appLanguage, setAppLanguage };
}
