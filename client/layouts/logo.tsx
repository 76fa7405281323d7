// The brand logo of both headers: the house mark and the wordmark, leading to the main company site.
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../components/layout-icons';
import { useSite } from '../site-context';

export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { config } = useSite();
  return (
    <a className={`brand-logo ${className}`.trim()} href={config.mainSiteUrl} aria-label={t('logo.label', { brand: config.brandName })}>
      <BrandMark className="brand-logo__mark" />
      <span className="brand-logo__name">{config.brandName}</span>
    </a>
  );
}
