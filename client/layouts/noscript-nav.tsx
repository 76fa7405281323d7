// For a browser without JavaScript: the header's menus and language switch open only with it, so both
// layouts also list their links plainly under the header, inside <noscript>. A browser that runs scripts
// never shows its contents, and React neither renders nor hydrates them in the browser: the server build
// alone writes them, and the browser's bundle carries only the empty element hydration expects.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES } from '../../shared/i18n';
import { useLanguageLinks } from '../components/language-switch';
import { Link } from '../components/link';
import { PARTNERSHIP_ITEMS, SUPPORT_ITEMS, ariaCurrent } from '../components/support-nav';

/** The support pages, then the partnership pages that are not among them (Beta Testing is in both). */
const ITEMS = [...SUPPORT_ITEMS, ...PARTNERSHIP_ITEMS.filter((item) => !SUPPORT_ITEMS.some((s) => s.key === item.key))];

export function NoScriptNav() {
  return <noscript>{import.meta.env.SSR && <PlainLinks />}</noscript>;
}

function PlainLinks() {
  const { t } = useTranslation('layout');
  const languages = useLanguageLinks();
  const { pathname } = useLocation();
  return (
    <nav className="noscript-nav" aria-label={t('nav.pagesAndLanguages')}>
      <ul className="noscript-nav__list">
        {ITEMS.map((item) => (
          <li key={item.key}>
            <Link to={item.path} aria-current={ariaCurrent(item, pathname)}>
              {t(`pages.${item.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="noscript-nav__list" aria-label={t('language.choose')}>
        {languages.map((link) => (
          <li key={link.lang}>
            <a href={link.href} hrefLang={link.lang} lang={link.lang} aria-current={link.current ? 'true' : undefined}>
              {LANGUAGE_NAMES[link.lang]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
