// The policy pages read the text's language from ?appLanguage= (English when absent), independently of
// the interface language in the path (client/components/policy-language.ts).
import { useSearchParams } from 'react-router';
import { TEXT_LANGUAGE_PARAM, textLanguageOf } from '../../components/policy-language';

export function usePolicyLanguage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const appLanguage = textLanguageOf(searchParams);
  const setAppLanguage = (lang: string) => {
    const params = new URLSearchParams(searchParams);
    params.set(TEXT_LANGUAGE_PARAM, lang);
    setSearchParams(params, { preventScrollReset: true });
  };
  return { appLanguage, setAppLanguage };
}
