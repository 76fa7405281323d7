import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { PageSection } from '../../components/page-frame';
import { FallbackNote } from '../../components/text-language';
import { DocumentList, DocumentTypeIntro, DocumentTypeSwitch, GplNotice, SearchSummary } from './parts';
import { DOCUMENT_PAGE_SIZES } from './state';
import { useRegulatoryPage } from './use-regulatory-page';

export default function RegulatoryView() {
  const { t } = useTranslation('regulatory');
  const page = useRegulatoryPage();
  const searchBox = useId();
  return (
    <PageSection block="regulatory-page" title={t('title')}>
      {(heading, frame) => (
        <>
          <header className="regulatory-page__header">
            {heading}
            <p className="regulatory-page__lead">{t('lead')}</p>
          </header>
          <div className="regulatory-toolbar">
            <DocumentTypeSwitch type={page.state.type} keeps={page.typeKeeps} onChange={page.setType} />
            {/* A new document type starts with an empty box, even of text typed but not searched for. */}
            <SearchForm key={page.state.type} ns="regulatory" block="doc-search" keyword={page.state.keyword} onSearch={page.search} keep={page.searchKeeps} inputId={searchBox} hideLabel />
          </div>
          <DocumentTypeIntro type={page.state.type} />
          {/* The Clear button goes with the keyword: focus moves to the (now empty) search box, not to the page. */}
          <SearchSummary
            keyword={page.state.keyword}
            total={page.resultCount}
            onClear={() => {
              document.getElementById(searchBox)?.focus();
              page.search('');
            }}
          />
          <FallbackNote ns="regulatory" show={page.fallback} />
          <DocumentList
            items={page.items}
            total={page.total}
            keyword={page.state.keyword}
            busy={page.refreshing}
            loading={page.loading}
            error={page.error}
            onRetry={page.retry}
          />
          {/* Total, prev, pager, next and jumper; the page-size selector on phones only. */}
          <Pagination
            total={page.total}
            pageSize={page.state.size}
            current={page.state.page}
            onChange={page.setPage}
            hrefFor={page.pageHref}
            sizes={frame.mobile ? [...DOCUMENT_PAGE_SIZES] : undefined}
            onSizeChange={page.setSize}
          />
          <GplNotice />
        </>
      )}
    </PageSection>
  );
}
