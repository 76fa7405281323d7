// The desktop shell: skip link, header, the cloud notice's banner, the support side menu on /Support pages, the page,
// the footer and the go-to-top button.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { GoToTop } from '../../components/go-to-top';
import { useFocusOnNavigation } from '../../components/navigation-focus';
import { isSupportPath } from '../../components/support-nav';
import { NoScriptNav } from '../noscript-nav';
import { ServiceNotice } from '../service-notice';
import { SiteFooter } from '../site-footer';
import { DesktopHeader } from './desktop-header';
import { SupportSideMenu } from './support-side-menu';

export const TOP_ID = 'top';

export function DesktopLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const withMenu = isSupportPath(pathname);
  useFocusOnNavigation();
  return (
    <div className="site site--desktop">
      {/* Where focus lands after "go to top", so it is not lost when that button disappears. */}
      <span id={TOP_ID} className="site__top" tabIndex={-1} />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <DesktopHeader />
      <NoScriptNav />
      <ServiceNotice />
      <div className={`site-body${withMenu ? ' site-body--with-menu' : ''}`}>
        {withMenu && <SupportSideMenu pathname={pathname} />}
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      <SiteFooter />
      <GoToTop focusTargetId={TOP_ID} />
    </div>
  );
}
