import { useTranslation } from 'react-i18next';
import { CallsFailure } from '../../components/load-error';
import { Results } from '../../components/results';
import { SearchForm } from '../../components/search-form';
import { PageSection } from '../../components/page-frame';
import { FallbackNote } from '../../components/text-language';
import { ManualCategories, ProductSelect } from './parts';
import { useDownloadsPage } from './use-downloads-page';

export default function DownloadsView() {
  const { t } = useTranslation('downloads');
  const page = useDownloadsPage();
  return (
    <PageSection block="downloads-page" title={t('title')}>
      {(heading) => (
        <>
          <header className="downloads-page__header">
            {heading}
            <p className="downloads-page__intro">{t('intro')}</p>
          </header>
          <div className="downloads-page__filters">
            {page.productsFailure ? (
              <CallsFailure failure={page.productsFailure} />
            ) : (
              <ProductSelect products={page.products} product={page.product} keeps={page.productKeeps} onChange={page.chooseProduct} />
            )}
            <SearchForm ns="downloads" block="downloads-search" keyword={page.state.keyword} onSearch={page.search} keep={page.searchKeeps} />
          </div>
          <FallbackNote ns="downloads" show={page.fallback} />
          <Results
            block="downloads-results"
            ns="downloads"
            count={page.count}
            busy={page.refreshing}
            loading={page.loading}
            error={page.error}
            onRetry={page.retry}
            counted={{ keyword: page.state.keyword }}
          >
            <ManualCategories categories={page.categories} />
          </Results>
        </>
      )}
    </PageSection>
  );
}
