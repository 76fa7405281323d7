// The support side menu, the left column of every /Support page. The highlighted item is the
// one whose canonical path ends in the current path's last segment (underscores read as spaces); an
// FAQ item and the resource disclaimer highlight their parent page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BETA_TESTING_PATH,
  MAIN_SITE_PATHS,
  SUPPORT_ITEMS,
  isHighlighted,
  mainSiteLink,
} from '../../components/support-nav';
import { useSite } from '../../site-context';

function itemClass(current: boolean) {
  return `side-menu__link${current ? ' is-current' : ''}`;
}

export function SupportSideMenu({ pathname }: { pathname: string }) {
  const { t } = useTranslation('layout');
  const { config } = useSite();
  const supportId = useId();
  const partnershipId = useId();
  const betaCurrent = isHighlighted({ path: BETA_TESTING_PATH }, pathname);
  return (
    <nav className="side-menu" aria-label={t('nav.supportPages')}>
      <p className="side-menu__title" id={supportId}>
        {t('groups.support')}
      </p>
      <ul className="side-menu__list" aria-labelledby={supportId}>
        {SUPPORT_ITEMS.map((item) => {
          const current = isHighlighted(item, pathname);
          return (
            <li key={item.key}>
              <Link to={item.path} className={itemClass(current)} aria-current={current ? 'page' : undefined}>
                {t(`pages.${item.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
      <p className="side-menu__title side-menu__title--group" id={partnershipId}>
        {t('groups.partnership')}
      </p>
      <ul className="side-menu__list" aria-labelledby={partnershipId}>
        <li>
          <Link to={BETA_TESTING_PATH} className={itemClass(betaCurrent)} aria-current={betaCurrent ? 'page' : undefined}>
            {t('pages.betaTesting')}
          </Link>
        </li>
        <li>
          {/* Not a page of this site: the main site's, in the same tab. */}
          <a className={itemClass(false)} href={mainSiteLink(config.mainSiteUrl, MAIN_SITE_PATHS.influencerProgram.desktop)}>
            {t('pages.influencerProgram')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
