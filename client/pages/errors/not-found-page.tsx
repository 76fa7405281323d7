// The router's catch-all. The server sends unknown paths to /Transfer, so a visitor only lands here
// when the browser's route table is older than the server's: reload once (with a marker in the URL)
// to pick up the current one, then show "The page you're looking for can't be found.".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { isReloaded, reloadMarked } from '../../reload-marker';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const reloaded = isReloaded(location.search);
  useEffect(() => {
    if (!reloaded) reloadMarked();
  }, [reloaded]);
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <PageTitle title={t('errors.notFoundTitle')} />
      <h1 id="not-found-title" className="error-page__message">
        {t('errors.notFound')}
      </h1>
    </section>
  );
}
