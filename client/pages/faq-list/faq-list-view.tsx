import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CallsFailure } from '../../components/load-error';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { PageSection } from '../../components/page-frame';
import { FaqCategoryTags, FaqResultList, FaqSortSwitch } from './parts';
import { FAQ_PAGE_SIZES, keptFaqList } from './state';
import { useFaqListPage } from './use-faq-list-page';
import { FAQ_LIST_QUERY_KEY } from '../../../shared/routes';
import { useSite } from '../../site-context';

export default function FaqListView() {
  const { t } = useTranslation('faq');
  const page = useFaqListPage();
  // The list as it is now, for its answers' "Back to FAQs" (a blocked storage keeps nothing).
  const { lang } = useSite();
  const kept = keptFaqList(lang, page.state);
  useEffect(() => {
    try {
      window.sessionStorage.setItem(FAQ_LIST_QUERY_KEY, kept);
    } catch {
      // Storage blocked (cookies disabled): "Back to FAQs" leads to the first page.
    }
  }, [kept]);
  return (
    <PageSection block="faq-page" title={t('title')}>
      {(heading, frame) => (
        <>
          <header className="page__header">
            {heading}
            <SearchForm ns="faq" block="faq-search" keyword={page.state.keyword} onSearch={page.search} keep={page.searchKeeps} hideLabel />
          </header>
          <div className="faq-page__filters">
            {page.categoriesFailure ? (
              <CallsFailure failure={page.categoriesFailure} />
            ) : (
              <FaqCategoryTags categories={page.categories} selected={page.state.categoryId} keeps={page.choiceKeeps?.category} onToggle={page.toggleCategory} />
            )}
            <FaqSortSwitch sort={page.state.sort} keyword={page.state.keyword} keeps={page.choiceKeeps?.sort} onSort={page.setSort} />
          </div>
          <FaqResultList items={page.items} total={page.total} keyword={page.state.keyword} busy={page.refreshing} loading={page.loading} error={page.error} onRetry={page.retry} />
          {/* Previous, pages and next; on phones also the page size. */}
          <Pagination
            total={page.total}
            pageSize={page.state.size}
            current={page.state.page}
            onChange={page.setPage}
            hrefFor={page.pageHref}
            showTotal={false}
            showJumper={false}
            sizes={frame.mobile ? [...FAQ_PAGE_SIZES] : undefined}
            onSizeChange={page.setSize}
          />
        </>
      )}
    </PageSection>
  );
}
