// The warning banner under the header of both layouts: while the cloud notice is on (a maintenance
// window, an outage), every page says so in its first lines and leads to the Cloud Service page, which
// shows the notice in full (and so goes without the banner). The notice is in the cloud data every page
// is rendered with, so the banner is in the first HTML and moves nothing when the page hydrates.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../components/link';
import { CLOUD_SERVICE_PATH } from '../components/support-nav';
import { useTextLanguage } from '../components/text-language';
import { cloudNotice, useCloudService } from '../data/cloud-service';
import { useSite } from '../site-context';

export function ServiceNotice({ inert = false }: { inert?: boolean }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  const notice = cloudNotice(useCloudService(useSite().lang).data);
  const textLang = useTextLanguage();
  if (!notice || pathname === CLOUD_SERVICE_PATH) return null;
  return (
    <aside className="service-notice" aria-label={t('notice.label')} inert={inert}>
      <div className="service-notice__inner">
        <svg className="service-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3.5l9.5 16.5h-19z" className="service-notice__sign" />
          <path d="M12 10v4.5M12 17.2v.3" className="service-notice__mark" />
        </svg>
        <p className="service-notice__text" lang={textLang(notice.lang)}>
          {notice.text}
        </p>
        <Link to={CLOUD_SERVICE_PATH} className="service-notice__link">
          {t('notice.details')}
        </Link>
      </div>
    </aside>
  );
}
