// The desktop header's "Support" menu: a disclosure button and a dropdown listing the nine support
// pages, the current one highlighted. Links stay inside the router, so the current layout and language
// are kept.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from './link';
import { ChevronDown } from './layout-icons';
import { SUPPORT_ITEMS, isHighlighted } from './support-nav';
import { useDisclosure } from './use-disclosure';

export function SupportMenu() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const disclosure = useDisclosure<HTMLUListElement>();
  return (
    <div className="support-menu" {...disclosure.rootProps}>
      <button className={`support-menu__button${disclosure.open ? ' is-open' : ''}`} {...disclosure.buttonProps}>
        {t('groups.support')}
        <ChevronDown className="support-menu__chevron" />
      </button>
      <ul className="menu-dropdown support-menu__list" aria-label={t('nav.supportPages')} {...disclosure.panelProps}>
        {SUPPORT_ITEMS.map((item) => {
          const current = isHighlighted(item, pathname);
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                className={`menu-dropdown__link${current ? ' is-current' : ''}`}
                aria-current={current ? 'page' : undefined}
                onClick={() => disclosure.close()}
              >
                {t(`pages.${item.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
