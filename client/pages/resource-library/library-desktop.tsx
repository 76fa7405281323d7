import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { useSite } from '../../site-context';
import { DisclaimerNotice, LibraryCategories, LibrarySearchForm } from './parts';
import { useLibraryPage } from './use-library-page';

export default function LibraryDesktop() {
  const { t } = useTranslation('library');
  const { config } = useSite();
  const page = useLibraryPage();
  return (
    <section className="page library-page" aria-labelledby="library-title">
      <PageTitle title={t('title')} />
      <header className="library-page__header">
        <div>
          <h1 id="library-title">{t('title')}</h1>
          <p className="library-page__intro">{t('intro', { brand: config.brandName })}</p>
        </div>
        <LibrarySearchForm keyword={page.state.keyword} onSearch={page.search} />
      </header>
      <DisclaimerNotice />
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
