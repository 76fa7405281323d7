// The error page shown instead of a page (today an unknown language, 404): the status, the message and,
// on 404, a link back to the home page.
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../../../shared/routes';
import { useSitePath } from '../../site-context';

export function ErrorPage({ status, message }: { status: number; message: string }) {
  const { t } = useTranslation();
  const path = useSitePath();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{`${status} | ${message}`}</title>
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
