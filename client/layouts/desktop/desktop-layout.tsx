import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site-context';

export function DesktopLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config, year } = useSite();
  return (
    <div className="site site--desktop">
      <header className="header">
        <a className="header__logo" href={config.mainSiteUrl}>
          {config.brandName}
        </a>
      </header>
      <main id="main" className="main">
        {children}
      </main>
      <footer className="footer">{t('footer.copyright', { year, brand: config.brandName })}</footer>
    </div>
  );
}
