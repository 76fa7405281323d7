// The language switch of both headers. The language is part of the URL, so each choice is a plain link
// to the same page under another language prefix, keeping the query string (a policy's text language
// follows the interface when it was the interface's: policy-language.ts): a full page load, which also
// works before hydration and is what crawlers follow (hreflang).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../shared/i18n';
import { HOME_PATH, sitePath } from '../../shared/routes';
import { useCurrentPage } from '../page-definition';
import { useSite } from '../site-context';
import { Check, ChevronDown, Globe } from './layout-icons';
import { searchInLanguage } from './policy-language';
import { carriedQuery } from './url-state';
import { useDisclosure } from './use-disclosure';


export interface LanguageLink {
  lang: Language;
  href: string;
  current: boolean;
}

/**
 * The same page in each language, or home where no page of this layout matched, keeping the query string
 * as far as a page reads one (`carriedQuery`; a policy's text language follows the interface when it was the
 * interface's).
 */
export function useLanguageLinks(): LanguageLink[] {
  const { lang, layout } = useSite();
  const location = useLocation();
  const page = useCurrentPage();
  const canonical = page ? location.pathname : HOME_PATH;
  return LANGUAGES.map((lng) => ({
    lang: lng,
    href: `${sitePath(canonical, layout, lng)}${searchInLanguage(carriedQuery(location.search), page?.id, lang, lng)}`,
    current: lng === lang,
  }));
}

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('layout');
  const { lang } = useSite();
  const disclosure = useDisclosure<HTMLUListElement>();
  const links = useLanguageLinks();
  const current = LANGUAGE_NAMES[lang];
  return (
    <div className={`lang-switch${compact ? ' lang-switch--compact' : ''}`} {...disclosure.rootProps}>
      <button className="lang-switch__button" {...disclosure.buttonProps}>
        <Globe className="lang-switch__globe" />
        <span className="visually-hidden">{`${t('language.label')} `}</span>
        {compact ? (
          <>
            {/* The code shown is part of the name too, so that what is seen can be said to voice control. */}
            <span className="lang-switch__code">{lang.toUpperCase()}</span>
            <span className="visually-hidden" lang={lang}>
              {` – ${current}`}
            </span>
          </>
        ) : (
          <span lang={lang}>{current}</span>
        )}
        <ChevronDown className="lang-switch__chevron" />
      </button>
      <ul className="menu-dropdown lang-switch__list" aria-label={t('language.choose')} {...disclosure.panelProps}>
        {links.map((link) => (
          <li key={link.lang}>
            <a
              className={`menu-dropdown__link${link.current ? ' is-current' : ''}`}
              href={link.href}
              hrefLang={link.lang}
              lang={link.lang}
              aria-current={link.current ? 'true' : undefined}
            >
              <span>{LANGUAGE_NAMES[link.lang]}</span>
              {link.current && <Check className="menu-dropdown__check" />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
