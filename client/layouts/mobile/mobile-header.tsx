// The mobile header: menu button, logo to the main site, compact language switch. While the
// slide menu is open the logo and language switch are inert, so focus and taps stay in the menu.
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { CloseIcon, MenuIcon } from '../../components/layout-icons';
import { Logo } from '../logo';

export interface MobileHeaderProps {
  menuId: string;
  menuOpen: boolean;
  onMenuButton(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function MobileHeader({ menuId, menuOpen, onMenuButton, buttonRef }: MobileHeaderProps) {
  const { t } = useTranslation('layout');
  return (
    <header className="m-header">
      <button
        ref={buttonRef}
        type="button"
        className="m-header__menu-button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        aria-label={t('menu.label')}
        onClick={onMenuButton}
      >
        {menuOpen ? <CloseIcon className="m-header__menu-icon" /> : <MenuIcon className="m-header__menu-icon" />}
      </button>
      <div className="m-header__logo" inert={menuOpen}>
        <Logo />
      </div>
      <div className="m-header__tools" inert={menuOpen}>
        <LanguageSwitch compact />
      </div>
    </header>
  );
}
