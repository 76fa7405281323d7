import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { DocumentList, DocumentSearchForm, DocumentTypeIntro, DocumentTypeSwitch, GplNotice, SearchSummary } from './parts';
import { useRegulatoryPage } from './use-regulatory-page';

export default function RegulatoryDesktop() {
  const { t } = useTranslation('regulatory');
  const page = useRegulatoryPage();
  return (
    <section className="page regulatory-page" aria-labelledby="regulatory-title">
      <PageTitle title={t('title')} />
      <header className="regulatory-page__header">
        <h1 id="regulatory-title">{t('title')}</h1>
        <p className="regulatory-page__lead">{t('lead')}</p>
      </header>
      <div className="regulatory-toolbar">
        <DocumentTypeSwitch type={page.state.type} onChange={page.setType} />
        <DocumentSearchForm keyword={page.state.keyword} onSearch={page.search} />
      </div>
      <DocumentTypeIntro type={page.state.type} />
      <SearchSummary keyword={page.state.keyword} total={page.resultCount} onClear={() => page.search('')} />
      {page.error && !page.items.length ? (
        <LoadError error={page.error} />
      ) : (
        <DocumentList items={page.items} loading={page.refreshing} />
      )}
      {/* SPEC 2, 9: total, prev, pager, next and jumper; no size selector on desktop. */}
      <Pagination
        total={page.total}
        pageSize={page.state.size}
        current={page.state.page}
        onChange={page.setPage}
        hrefFor={page.pageHref}
      />
      <GplNotice />
    </section>
  );
}
