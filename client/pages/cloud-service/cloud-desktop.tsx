import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { CloudHelp, CloudNotice, CloudStatusCard } from './parts';
import { useCloudPage } from './use-cloud-page';

export default function CloudDesktop() {
  const { t } = useTranslation('cloud');
  const page = useCloudPage();
  return (
    <section className="page cloud-page" aria-labelledby="cloud-title">
      <PageTitle title={t('title')} />
      <h1 id="cloud-title">{t('title')}</h1>
      {page.status ? (
        <>
          <CloudStatusCard status={page.status} />
          {page.notice && <CloudNotice notice={page.notice} />}
          <CloudHelp />
        </>
      ) : page.error ? (
        <LoadError error={page.error} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
