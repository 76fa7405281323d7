import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { PageSection } from '../../components/page-frame';
import { CloudHelp, CloudNotice, CloudStatusCard } from './parts';
import { useCloudPage } from './use-cloud-page';

export default function CloudServiceView() {
  const { t } = useTranslation('cloud');
  const page = useCloudPage();
  return (
    <PageSection block="cloud-page" title={t('title')}>
      {(heading, frame) => (
        <>
          {heading}
          {page.status ? (
            <>
              <CloudStatusCard status={page.status} className={frame.part('cloud-card')} />
              {page.notice && <CloudNotice notice={page.notice} className={frame.part('cloud-notice')} />}
              <CloudHelp className={frame.part('cloud-help')} />
            </>
          ) : page.error ? (
            <LoadError error={page.error} onRetry={page.retry} />
          ) : (
            <Spinner />
          )}
        </>
      )}
    </PageSection>
  );
}
