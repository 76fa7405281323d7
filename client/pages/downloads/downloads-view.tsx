import { useTranslation } from 'react-i18next';
import type { Layout } from '../../../shared/routes';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { ManualCategories, ManualSearchForm, ProductSelect } from './parts';
import { useDownloadsPage } from './use-downloads-page';

/** The Downloads page; both layouts show the same parts, the mobile one with its own classes. */
export function DownloadsView({ layout }: { layout: Layout }) {
  const mobile = layout === 'mobile';
  const { t } = useTranslation('downloads');
  const page = useDownloadsPage();
  return (
    <section
      className={mobile ? 'm-page downloads-page downloads-page--mobile' : 'page downloads-page'}
      aria-labelledby="downloads-title"
    >
      <PageTitle title={t('title')} />
      <header className="downloads-page__header">
        <h1 id="downloads-title" className={mobile ? 'm-page__title' : undefined}>
          {t('title')}
        </h1>
        <p className="downloads-page__intro">{t('intro')}</p>
      </header>
      <div className="downloads-page__filters">
        <ProductSelect products={page.products} product={page.product} onChange={page.chooseProduct} />
        <ManualSearchForm keyword={page.state.keyword} onSearch={page.search} />
      </div>
      {page.error && page.categories.length === 0 ? (
        <LoadError error={page.error} />
      ) : page.loading ? (
        <Spinner />
      ) : (
        <ManualCategories categories={page.categories} count={page.count} keyword={page.state.keyword} busy={page.refreshing} />
      )}
    </section>
  );
}
