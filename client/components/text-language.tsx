// Catalogue texts (product names, titles, categories, the cloud notice) come in the page's language or,
// where they have no translation, in English. English text on a page of another language is marked with
// lang="en" (screen readers and hyphenation read it as English) and the page says so in a short note.
import { useTranslation } from 'react-i18next';
import { useSite } from '../site-context';

/** The `lang` attribute for a text in `textLang`: set only where it differs from the page's language. */
export function useTextLanguage(): (textLang: string) => string | undefined {
  const { lang } = useSite();
  return (textLang) => (textLang === lang ? undefined : textLang);
}

/** True when any of the texts is not in the page's language. */
export function useHasFallback(texts: readonly { lang: string }[]): boolean {
  const { lang } = useSite();
  return texts.some((text) => text.lang !== lang);
}

/**
 * The page's note that some of its texts are shown in English: `englishNote` of the page's namespace, as
 * a notice box unless the page gives it a class of its own.
 */
export function FallbackNote({ ns, show, className = 'notice' }: { ns: string; show: boolean; className?: string }) {
  const { t } = useTranslation(ns);
  return show ? <p className={`${className} ${ns}-fallback`}>{t('englishNote')}</p> : null;
}

/** A text as it is where it is in the page's language; in a <span lang> where it is not. */
export function TextIn({ lang, children }: { lang: string; children: string }) {
  const other = useTextLanguage()(lang);
  return other ? <span lang={other}>{children}</span> : children;
}
