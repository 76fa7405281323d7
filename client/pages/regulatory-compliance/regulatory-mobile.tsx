import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { DocumentList, DocumentSearchForm, DocumentTypeIntro, DocumentTypeSwitch, GplNotice, SearchSummary } from './parts';
import { DOCUMENT_PAGE_SIZES } from './state';
import { useRegulatoryPage } from './use-regulatory-page';

export default function RegulatoryMobile() {
  const { t } = useTranslation('regulatory');
  const page = useRegulatoryPage();
  return (
    <section className="m-page regulatory-page regulatory-page--mobile" aria-labelledby="regulatory-title">
      <PageTitle title={t('title')} />
      <h1 id="regulatory-title" className="m-page__title">
        {t('title')}
      </h1>
      <p className="regulatory-page__lead">{t('lead')}</p>
      <DocumentTypeSwitch type={page.state.type} onChange={page.setType} />
      <DocumentTypeIntro type={page.state.type} />
      <DocumentSearchForm keyword={page.state.keyword} onSearch={page.search} />
      <SearchSummary keyword={page.state.keyword} total={page.resultCount} onClear={() => page.search('')} />
      {page.error && !page.items.length ? (
        <LoadError error={page.error} />
      ) : (
        <DocumentList items={page.items} loading={page.refreshing} />
      )}
      {/* SPEC 9: the mobile pager adds the page-size selector. */}
      <Pagination
        total={page.total}
        pageSize={page.state.size}
        current={page.state.page}
        onChange={page.setPage}
        hrefFor={page.pageHref}
        sizes={[...DOCUMENT_PAGE_SIZES]}
        onSizeChange={page.setSize}
      />
      <GplNotice />
    </section>
  );
}
