// The support side menu, the left column of every /Support and /Partnership page: the Support group and
// the Partnership group. The highlighted item is the
// one whose canonical path ends in the current path's last segment (underscores read as spaces); an
// FAQ item and the resource disclaimer highlight their parent page. Beta Testing is in both groups: both
// are highlighted, and only the first is announced as the current page (a screen reader says it once).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { PARTNERSHIP_ITEMS, SUPPORT_ITEMS, ariaCurrent, isHighlighted } from '../../components/support-nav';
import type { AppPath } from '../../../shared/routes';

function itemClass(current: boolean) {
  return `side-menu__link${current ? ' is-current' : ''}`;
}

export function SupportSideMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation('layout');
  const supportId = useId();
  const partnershipId = useId();
  return (
    <nav className="side-menu" aria-label={t('nav.supportPages')}>
      <p className="side-menu__title" id={supportId}>
        {t('groups.support')}
      </p>
      <MenuList items={SUPPORT_ITEMS} pathname={pathname} labelledBy={supportId} />
      <p className="side-menu__title side-menu__title--group" id={partnershipId}>
        {t('groups.partnership')}
      </p>
      <MenuList items={PARTNERSHIP_ITEMS} pathname={pathname} labelledBy={partnershipId} announcedAbove={SUPPORT_PATHS} />
    </nav>
  );
}

const SUPPORT_PATHS: ReadonlySet<string> = new Set(SUPPORT_ITEMS.map((item) => item.path));

interface MenuListProps {
  items: readonly { key: string; path: AppPath }[];
  pathname: string;
  labelledBy: string;
  /** The paths of a group above, whose item is the one announced as the current page. */
  announcedAbove?: ReadonlySet<string>;
}

function MenuList({ items, pathname, labelledBy, announcedAbove }: MenuListProps) {
  const { t } = useTranslation('layout');
  return (
    <ul className="side-menu__list" aria-labelledby={labelledBy}>
      {items.map((item) => {
        const current = isHighlighted(item, pathname);
        return (
          <li key={item.key}>
            <Link to={item.path} className={itemClass(current)} aria-current={announcedAbove?.has(item.path) ? undefined : ariaCurrent(item, pathname)}>
              {t(`pages.${item.key}`)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
