// The error page shown instead of a page (today an unknown language, 404): the status, the message and,
// on 404, a link back to the home page. Its title carries the brand like every page's.
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../shared/routes';
import { useSitePath } from '../../site-context';
import { PageTitle } from '../../components/page-title';

export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation();
  const path = useSitePath();
  return (
    <section className="error-page" aria-labelledby="error-title">
      {/* Titled like every page, with the brand: "Page not found | <brand> Support". */}
      <PageTitle title={status === 404 ? t('errors.notFoundTitle') : `${status} ${message}`} />
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="error-page__message">
        {message}
      </h1>
      {status === 404 && (
        // A plain link: the error page sits outside the router's pages.
        <a className="button" href={path(HOME_PATH)}>
          {t('errors.backHome')}
        </a>
      )}
    </section>
  );
}
