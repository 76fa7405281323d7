import { useTranslation } from 'react-i18next';
import { Results } from '../../components/results';
import { SearchForm } from '../../components/search-form';
import { PageSection } from '../../components/page-frame';
import { FallbackNote } from '../../components/text-language';
import { useSite } from '../../site-context';
import { DisclaimerNotice, LibraryCategories } from './parts';
import { useLibraryPage } from './use-library-page';

export default function LibraryView() {
  const { t } = useTranslation('library');
  const { config } = useSite();
  const page = useLibraryPage();
  return (
    <PageSection block="library-page" title={t('title')}>
      {(heading, frame) => (
        <>
          <header className="library-page__header">
            <div>
              {heading}
              <p className="library-page__intro">{t('intro', { brand: config.brandName })}</p>
            </div>
            <SearchForm ns="library" block="library-search" keyword={page.state.keyword} onSearch={page.search} />
          </header>
          <DisclaimerNotice className={frame.part('library-notice')} />
          <FallbackNote ns="library" show={page.fallback} />
          <Results
            block="library-results"
            ns="library"
            count={page.count}
            busy={page.refreshing}
            loading={page.loading}
            error={page.error}
            onRetry={page.retry}
            counted={{ keyword: page.state.keyword }}
          >
            <LibraryCategories categories={page.categories} />
          </Results>
        </>
      )}
    </PageSection>
  );
}
