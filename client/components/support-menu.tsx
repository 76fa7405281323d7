// The desktop header's "Support" menu: the nine support pages, the current one highlighted. Links stay
// inside the router, so the current layout and language are kept.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HeaderMenu } from './header-menu';
import { Link } from './link';
import { linkLeads } from './navigation-focus';
import { SUPPORT_ITEMS, ariaCurrent, isHighlighted } from './support-nav';

export function SupportMenu() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  return (
    <HeaderMenu label={t('groups.support')} listLabel={t('nav.supportPages')} name="support">
      {(close) =>
        SUPPORT_ITEMS.map((item) => {
          const current = isHighlighted(item, pathname);
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                className={`menu-dropdown__link${current ? ' is-current' : ''}`}
                aria-current={ariaCurrent(item, pathname)}
                onClick={(event) => {
                  // A link opened in another tab leaves the menu open; the page shown now keeps the focus in the header.
                  const leads = linkLeads(event);
                  if (leads !== 'elsewhere') close(leads === 'here');
                }}
              >
                {t(`pages.${item.key}`)}
              </Link>
            </li>
          );
        })
      }
    </HeaderMenu>
  );
}
