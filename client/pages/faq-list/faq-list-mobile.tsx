import { useTranslation } from 'react-i18next';
import { FAQ_PAGE_SIZE } from '../../../shared/limits';
import { Pagination } from '../../components/pagination';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { FaqCategoryTags, FaqResultList, FaqSearchForm, FaqSortSwitch } from './parts';
import { useFaqListPage } from './use-faq-list-page';

export default function FaqListMobile() {
  const { t } = useTranslation('faq');
  const page = useFaqListPage();
  return (
    <section className="m-page faq-page faq-page--mobile" aria-labelledby="faq-title">
      <PageTitle title={t('title')} />
      <h1 id="faq-title" className="m-page__title">
        {t('title')}
      </h1>
      <FaqSearchForm keyword={page.state.keyword} onSearch={page.search} />
      <FaqCategoryTags categories={page.categories} selected={page.state.categoryId} onToggle={page.toggleCategory} />
      <FaqSortSwitch sort={page.state.sort} onSort={page.setSort} />
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
        showTotal={false}
        showJumper={false}
      />
    </section>
  );
}
