// The cloud status of the header (CLOUD_STATUS 1 is working, anything else in maintenance), linking to
// the Cloud Service page: a small "Cloud" caption over the state, so that it keeps to two short lines
// beside the main menus in every language. The status is in the SWR fallback of every page
// (layoutDataKeys), so the server renders it.
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { useCloudService } from '../data/cloud-service';
import { CLOUD_SERVICE_PATH } from '../components/support-nav';
import { useSite } from '../site-context';

export function CloudStatus({ className = '', onNavigate }: { className?: string; onNavigate?(): void }) {
  const { t } = useTranslation('layout');
  const { data } = useCloudService(useSite().lang);
  // Unknown (the call failed): say nothing rather than claim either state.
  if (!data) return null;
  const working = data.CLOUD_STATUS === 1;
  return (
    <Link
      to={CLOUD_SERVICE_PATH}
      className={`cloud-indicator ${working ? 'is-working' : 'is-maintenance'} ${className}`.trim()}
      onClick={onNavigate}
    >
      <span className="cloud-indicator__dot" aria-hidden="true" />
      <span className="cloud-indicator__text">
        <span className="cloud-indicator__label">{t('cloud.label')}</span>{' '}
        <span className="cloud-indicator__state">{t(working ? 'cloud.working' : 'cloud.maintenance')}</span>
      </span>
    </Link>
  );
}
