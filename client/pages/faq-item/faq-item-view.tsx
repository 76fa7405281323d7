// The FAQ answer, as both layouts show it. The HTML was sanitised by the server (server/services/sanitize.ts);
// its links lead to the pages of the reader's layout and language (RichText).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { FAQ_LIST_QUERY_KEY, HOME_PATH, type AppPath } from '../../../shared/routes';
import { PageTitle } from '../../components/page-title';
import { RichText } from '../../components/rich-text';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { usePageFrame } from '../../components/page-frame';
import { useFaqItemPage } from './use-faq-item-page';
import { keptListQuery } from './kept-list';
import { useSite } from '../../site-context';

export default function FaqItemView() {
  const { t } = useTranslation('faq');
  const className = usePageFrame('faq-item').section;
  const { item, error, isLoading, isFallback, retry } = useFaqItemPage();
  // To the list this tab last showed (its page, order, category, search), else its first page. Rendered
  // (and hydrated) with the first page's address; the kept one is taken once in the browser.
  // In another language than the list's, without its search.
  const { lang } = useSite();
  const [listPath, setListPath] = useState<AppPath>(HOME_PATH);
  useEffect(() => {
    try {
      setListPath(`${HOME_PATH}${keptListQuery(window.sessionStorage.getItem(FAQ_LIST_QUERY_KEY), lang)}`);
    } catch {
      // Storage blocked (cookies disabled): the first page.
    }
  }, [lang]);
  const back = (
    <Link to={listPath} className="back-link">
      {t('back')}
    </Link>
  );
  if (!item) {
    // Until the answer is here (or when it cannot be), the document is still titled: as the FAQs.
    return (
      <section className={className}>
        <PageTitle title={t('title')} />
        {back}
        {error ? <LoadError error={error} onRetry={retry} /> : isLoading ? <Spinner /> : null}
      </section>
    );
  }
  return (
    <article className={className} aria-labelledby="faq-item-title">
      <PageTitle title={item.title} />
      {back}
      <h1 id="faq-item-title" lang={item.lang}>
        {item.title}
      </h1>
      {isFallback && (
        <p className="notice">
          {t('englishOnly')}
        </p>
      )}
      <RichText className="rich-text" lang={item.lang} html={item.content} />
    </article>
  );
}
