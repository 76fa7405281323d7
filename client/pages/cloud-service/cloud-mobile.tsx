import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { CloudHelp, CloudNotice, CloudStatusCard } from './parts';
import { useCloudPage } from './use-cloud-page';

export default function CloudMobile() {
  const { t } = useTranslation('cloud');
  const page = useCloudPage();
  return (
    <section className="m-page cloud-page cloud-page--mobile" aria-labelledby="cloud-title">
      <PageTitle title={t('title')} />
      <h1 id="cloud-title" className="m-page__title">
        {t('title')}
      </h1>
      {page.status ? (
        <>
          <CloudStatusCard status={page.status} className="cloud-card--mobile" />
          {page.notice && <CloudNotice notice={page.notice} className="cloud-notice--mobile" />}
          <CloudHelp className="cloud-help--mobile" />
        </>
      ) : page.error ? (
        <LoadError error={page.error} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
