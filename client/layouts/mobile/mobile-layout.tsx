import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site-context';

export function MobileLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config, year } = useSite();
  return (
    <div className="site site--mobile">
      <header className="m-header">
        <a className="m-header__logo" href={config.mainSiteUrl}>
          {config.brandName}
        </a>
      </header>
      <main id="main" className="m-main">
        {children}
      </main>
      <footer className="m-footer">{t('footer.copyright', { year, brand: config.brandName })}</footer>
    </div>
  );
}
