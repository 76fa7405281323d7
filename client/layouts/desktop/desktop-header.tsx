// The desktop header, left to right: logo to the main site, the Support menu, the cloud status and the
// language switch.
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { SupportMenu } from '../../components/support-menu';
import { CloudStatus } from '../cloud-status';
import { Logo } from '../logo';

export function DesktopHeader() {
  const { t } = useTranslation('layout');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <SupportMenu />
        </nav>
        <div className="site-header__tools">
          <CloudStatus />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
