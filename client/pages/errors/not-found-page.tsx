// The router's catch-all. The server sends unknown paths to /Transfer, so a visitor only lands here
// when the browser's route table is older than the server's: reload once (with a marker in the URL)
// to pick up the current one, then show "The page you're looking for can't be found.".
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';

export const RELOADED_PARAM = 'reloaded';

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const reloaded = new URLSearchParams(location.search).has(RELOADED_PARAM);
  useEffect(() => {
    if (reloaded) return;
    const url = new URL(window.location.href);
    url.searchParams.set(RELOADED_PARAM, '1');
    window.location.replace(url.pathname + url.search + url.hash);
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
