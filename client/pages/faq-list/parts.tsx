// The pieces of the FAQ list page.
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { FaqCategory, FaqListItem } from '../../../shared/api';
import { FAQ_SORT, type FaqSort } from '../../../shared/limits';
import { faqItemPath } from '../../../shared/routes';
import { stripNumberPrefix } from '../../../shared/text';
import { Results } from '../../components/results';
import { useEarlyChoice } from '../../components/early-input';

/** The list's order; Relevance is offered (first) only while a keyword is set. */
export function FaqSortSwitch({ sort, keyword, onSort }: { sort: FaqSort; keyword: string; onSort(sort: FaqSort): void }) {
  const { t } = useTranslation('faq');
  const options: [FaqSort, string][] = [
    ...(keyword ? [[FAQ_SORT.relevance, t('sort.relevance')] as [FaqSort, string]] : []),
    [FAQ_SORT.number, t('sort.number')],
    [FAQ_SORT.popularity, t('sort.popularity')],
  ];
  const ref = useEarlyChoice<HTMLFieldSetElement, FaqSort>(
    sort,
    options.map(([value]) => value),
    onSort,
  );
  return (
    <fieldset ref={ref} className="faq-sort">
      <legend>{t('sort.label')}</legend>
      {options.map(([value, label]) => (
        <label key={value} className={`faq-sort__option${sort === value ? ' is-active' : ''}`}>
          <input type="radio" name="faq-sort" value={value} checked={sort === value} onChange={() => onSort(value)} />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}

export function FaqCategoryTags(props: { categories: FaqCategory[]; selected?: number; onToggle(id: number): void }) {
  const { t } = useTranslation('faq');
  if (props.categories.length === 0) return null;
  return (
    <div className="faq-tags" role="group" aria-label={t('categories')}>
      {props.categories.map((c) => (
        <button
          key={c.id}
          type="button"
          className={`tag${props.selected === c.id ? ' is-active' : ''}`}
          aria-pressed={props.selected === c.id}
          onClick={() => props.onToggle(c.id)}
        >
          {c.title}
        </button>
      ))}
    </div>
  );
}

export function FaqResultList(props: { items: FaqListItem[]; busy: boolean; error?: Error; onRetry(): void }) {
  const { items, busy, error, onRetry } = props;
  return (
    <Results block="faq-results" ns="faq" count={items.length} busy={busy} error={error} onRetry={onRetry}>
      <ol className="faq-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={faqItemPath(item.id)} className="faq-list__link" lang={item.lang}>
              {stripNumberPrefix(item.title)}
            </Link>
          </li>
        ))}
      </ol>
    </Results>
  );
}
