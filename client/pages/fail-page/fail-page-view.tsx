// Where failed look-ups land: unknown paths (through /Transfer) and missing FAQ items.
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { HOME_PATH } from '../../../shared/routes';
import { PageTitle } from '../../components/page-title';

export default function FailPageView() {
  const { t } = useTranslation();
  return (
    <section className="error-page fail-page" aria-labelledby="fail-title">
      <PageTitle title={t('fail.title')} />
      <h1 id="fail-title" className="error-page__message">
        {t('fail.title')}
      </h1>
      <p>{t('fail.text')}</p>
      <Link className="button button--primary" to={HOME_PATH}>
        {t('fail.toFaqs')}
      </Link>
    </section>
  );
}
