import { useTranslation } from 'react-i18next';
import { FAQ_PAGE_SIZE } from '../../../shared/limits';
import { Pagination } from '../../components/pagination';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { FaqCategoryTags, FaqResultList, FaqSearchForm, FaqSortSwitch } from './parts';
import { useFaqListPage } from './use-faq-list-page';

export default function FaqListDesktop() {
  const { t } = useTranslation('faq');
  const page = useFaqListPage();
  return (
    <section className="page faq-page" aria-labelledby="faq-title">
      <PageTitle title={t('title')} />
      <header className="page__header">
        <h1 id="faq-title">{t('title')}</h1>
        <FaqSearchForm keyword={page.state.keyword} onSearch={page.search} />
      </header>
      <div className="faq-page__filters">
        <FaqCategoryTags categories={page.categories} selected={page.state.categoryId} onToggle={page.toggleCategory} />
        <FaqSortSwitch sort={page.state.sort} onSort={page.setSort} />
      </div>
      {page.error && !page.items.length ? (
        <LoadError error={page.error} />
      ) : (
        <FaqResultList items={page.items} loading={page.refreshing} />
      )}
      <Pagination
        total={page.total}
        pageSize={FAQ_PAGE_SIZE}
        current={page.state.page}
        onChange={page.setPage}
        hrefFor={page.pageHref}
        showJumper={false}
      />
    </section>
  );
}
