import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { useSite } from '../../site-context';
import { DisclaimerNotice, LibraryCategories, LibrarySearchForm } from './parts';
import { useLibraryPage } from './use-library-page';

export default function LibraryMobile() {
  const { t } = useTranslation('library');
  const { config } = useSite();
  const page = useLibraryPage();
  return (
    <section className="m-page library-page library-page--mobile" aria-labelledby="library-title">
      <PageTitle title={t('title')} />
      <h1 id="library-title" className="m-page__title">
        {t('title')}
      </h1>
      <p className="library-page__intro">{t('intro', { brand: config.brandName })}</p>
      <LibrarySearchForm keyword={page.state.keyword} onSearch={page.search} />
      <DisclaimerNotice className="library-notice--mobile" />
      {page.error && page.categories.length === 0 ? (
        <LoadError error={page.error} />
      ) : page.loading ? (
        <Spinner />
      ) : (
        <LibraryCategories categories={page.categories} count={page.count} keyword={page.state.keyword} busy={page.refreshing} />
      )}
    </section>
  );
}
