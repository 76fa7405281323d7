// The mobile shell under /mTerminal: sticky header with the slide menu and its mask, the cloud
// notice's banner, the page and the footer. The menu starts closed on the server and on the first
// client render.
import { useEffect, useId, useReducer, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFocusOnNavigation } from '../../components/navigation-focus';
import { useOnPageRestored } from '../../components/page-restore';
import { NoScriptNav } from '../noscript-nav';
import { ServiceNotice } from '../service-notice';
import { SiteFooter } from '../site-footer';
import { INITIAL_MENU, menuReducer } from './menu-state';
import { MobileHeader } from './mobile-header';
import { MobileMenu } from './mobile-menu';

/** On document.body while the menu is open: the page behind does not scroll. */
export const MENU_OPEN_BODY_CLASS = 'has-open-menu';

export function MobileLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('layout');
  const [menu, dispatch] = useReducer(menuReducer, INITIAL_MENU);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => {
    document.body.classList.toggle(MENU_OPEN_BODY_CLASS, menu.open);
    return () => document.body.classList.remove(MENU_OPEN_BODY_CLASS);
  }, [menu.open]);

  // Any navigation (a menu link, the browser's back button) closes the menu, and so does coming back from
  // the browser's memory to a page left by a link of the menu.
  useEffect(() => dispatch({ type: 'close' }), [pathname, search]);
  useOnPageRestored(() => dispatch({ type: 'close' }));
  useFocusOnNavigation();

  return (
    <div className="site site--mobile">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <MobileHeader
        menuId={menuId}
        menuOpen={menu.open}
        onMenuButton={() => dispatch({ type: 'toggle' })}
        buttonRef={buttonRef}
      />
      <MobileMenu id={menuId} state={menu} dispatch={dispatch} buttonRef={buttonRef} />
      <NoScriptNav />
      <ServiceNotice inert={menu.open} />
      <main id="main" className="m-main" tabIndex={-1} inert={menu.open}>
        {children}
      </main>
      <SiteFooter inert={menu.open} />
    </div>
  );
}
