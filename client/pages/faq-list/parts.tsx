// The pieces of the FAQ list page.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { FaqCategory, FaqListItem } from '../../../shared/api';
import { FAQ_SORT, type FaqSort } from '../../../shared/limits';
import { faqItemPath } from '../../../shared/routes';
import { stripNumberPrefix } from '../../../shared/text';
import { Results } from '../../components/results';
import { TaggedText } from '../../components/tagged-text';
import { useEarlyChoice } from '../../components/early-input';
import { ChoiceForm } from '../../components/choice-form';

/**
 * The list's order; Relevance is offered (first) only while a keyword is set. `keeps`: the rest of the
 * list's query, which the order's form sends with it where no script runs.
 */
export function FaqSortSwitch(props: { sort: FaqSort; keyword: string; keeps?: URLSearchParams; onSort(sort: FaqSort): void }) {
  const { sort, keyword, onSort } = props;
  const { t } = useTranslation('faq');
  const form = useId();
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
          <input type="radio" form={form} name="sort" value={value} checked={sort === value} onChange={() => onSort(value)} />
          <span>{label}</span>
        </label>
      ))}
      <ChoiceForm id={form} keeps={props.keeps} apply />
    </fieldset>
  );
}

/**
 * The category tags: pressing one filters by it, pressing the chosen one again clears it. Where no script
 * runs, each tag sends its form (the chosen one without its category); `keeps` is the rest of the query.
 */
export function FaqCategoryTags(props: { categories: FaqCategory[]; selected?: number; keeps?: URLSearchParams; onToggle(id: number): void }) {
  const { t } = useTranslation('faq');
  const form = useId();
  if (props.categories.length === 0) return null;
  return (
    <div className="faq-tags" role="group" aria-label={t('categories')}>
      {props.categories.map((c) => {
        const chosen = props.selected === c.id;
        return (
          <button
            key={c.id}
            type="submit"
            form={form}
            name={chosen ? undefined : 'category'}
            value={c.id}
            className={`tag${chosen ? ' is-active' : ''}`}
            aria-pressed={chosen}
            onClick={() => props.onToggle(c.id)}
            // The phone's row scrolls sideways, and the browser brings a focused tag into it only when none
            // of the tag shows: the whole tag, its ring and the row's padding.
            onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
          >
            {c.title}
          </button>
        );
      })}
      <ChoiceForm id={form} keeps={props.keeps} />
    </div>
  );
}

/**
 * One page of the list. The screen shows no count of what matched, but screen readers are told it (of all
 * pages, for the keyword when there is one) as each new list comes in. A search that found nothing says
 * what to try next: other words, or a question to Email Support.
 */
export function FaqResultList(props: { items: FaqListItem[]; total: number; keyword: string; busy: boolean; loading: boolean; error?: Error; onRetry(): void }) {
  const { items, busy, loading, error, onRetry } = props;
  const { t } = useTranslation('faq');
  return (
    <Results
      block="faq-results"
      ns="faq"
      count={items.length}
      busy={busy}
      loading={loading}
      error={error}
      onRetry={onRetry}
      counted={{ keyword: props.keyword, total: props.total, unseen: true }}
      emptyHint={
        <p className="faq-results__hint">
          <TaggedText text={t('noResultsHint')} tags={{ support: <Link to="/Support/Email_Support" /> }} />
        </p>
      }
    >
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
