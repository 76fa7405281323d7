// The shared pager: total, page-size select (only when `sizes` is given: the mobile regulatory list),
// previous, page numbers, next and jumper; nothing at all when the total is 0. On phones it is compact,
// so that it stays on one line at 360 px: previous, "current / pages" and next instead of the numbers.
// Without JavaScript the pages are links, the jumper a GET form and the page size sent by an Apply button
// (choice-form.tsx), each with the rest of the list's query.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../site-context';
import { useEarlyValue } from './early-input';
import { ChoiceForm, HiddenFields, keepsBesides } from './choice-form';

export interface PaginationProps {
  total: number;
  pageSize: number;
  current: number;
  onChange(page: number): void;
  /** With it, pages are real links (shareable, work before hydration); clicks still call onChange. */
  hrefFor?(page: number): string;
  showTotal?: boolean;
  showJumper?: boolean;
  /** Page sizes to choose from; only the mobile layout offers them. */
  sizes?: number[];
  onSizeChange?(size: number): void;
}

/** Page numbers with gaps: 1 … 4 5 [6] 7 8 … 20 */
export function pagerItems(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const items: (number | 'gap')[] = [1];
  const from = Math.max(2, current - 2);
  const to = Math.min(pages - 1, current + 2);
  if (from > 2) items.push('gap');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < pages - 1) items.push('gap');
  items.push(pages);
  return items;
}

export function Pagination(props: PaginationProps) {
  const { total, pageSize, current, onChange, hrefFor, showTotal = true, showJumper = true, sizes } = props;
  const { t } = useTranslation();
  const compact = useSite().layout === 'mobile';
  const jumperId = useId();
  const sizeFormId = `${jumperId}-size`;
  const [jump, setJump] = useState('');
  const sizeRef = useEarlyValue<HTMLSelectElement>(String(pageSize), (size) => props.onSizeChange?.(Number(size)));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= 0) return null;
  // The list's query on its first page: what the jumper and the page size send besides their own field
  // where no script runs (the jumper before hydration too), so that the list stays the one shown.
  const firstPage = hrefFor && new URLSearchParams(hrefFor(1));

  const go = (page: number) => {
    const target = Math.min(pages, Math.max(1, page));
    if (target !== current) onChange(target);
  };
  const pageLink = (page: number, label: string, className: string, disabled = false, extra: Record<string, string> = {}) => {
    // An unavailable step stays in place as a link without an address, which assistive technology
    // announces by its name as unavailable (a plain span could not carry the name).
    if (disabled) {
      return (
        <a className={`${className} is-disabled`} role="link" aria-disabled="true" {...extra}>
          {label}
        </a>
      );
    }
    return (
      <a
        className={className}
        href={hrefFor ? hrefFor(page) : '#'}
        onClick={(e) => {
          e.preventDefault();
          go(page);
        }}
        {...extra}
      >
        {label}
      </a>
    );
  };
  const applyJump = () => {
    // As the number field reads it: "1e1" is 10, "2.5" page 2.
    const n = Math.trunc(Number(jump));
    if (jump.trim() && Number.isFinite(n)) go(n);
    setJump('');
  };
  const submitJump = (e: FormEvent) => {
    e.preventDefault();
    applyJump();
  };

  // The page size: before the pages on a computer; on a phone after next, so that previous, "current /
  // pages" and next stay together on the first line whatever follows them (an Apply button without
  // JavaScript, the jumper in a longer language).
  const sizeChoice = sizes && props.onSizeChange && (
    <>
      <label className="pagination__sizes">
        <span className="visually-hidden">{t('pagination.pageSize')}</span>
        <select
          ref={sizeRef}
          form={sizeFormId}
          name="size"
          value={pageSize}
          onChange={(e) => props.onSizeChange?.(Number(e.target.value))}
        >
          {sizes.map((s) => (
            <option key={s} value={s}>
              {t('pagination.perPage', { count: s })}
            </option>
          ))}
        </select>
      </label>
      <ChoiceForm id={sizeFormId} keeps={import.meta.env.SSR && firstPage ? keepsBesides(firstPage, 'size') : undefined} apply />
    </>
  );

  return (
    <nav className={compact ? 'pagination pagination--compact' : 'pagination'} aria-label={t('pagination.label')}>
      {showTotal && <span className="pagination__total">{t('pagination.total', { count: total })}</span>}
      {!compact && sizeChoice}
      {pageLink(current - 1, '‹', 'pagination__prev', current <= 1, { 'aria-label': t('pagination.prev') })}
      {compact ? (
        <span className="pagination__position" aria-current="page">
          <span aria-hidden="true">
            <span className="pagination__current">{current}</span> / {pages}
          </span>
          <span className="visually-hidden">{t('pagination.position', { page: current, pages })}</span>
        </span>
      ) : (
        <ul className="pagination__pager">
          {pagerItems(current, pages).map((item, i) =>
            item === 'gap' ? (
              <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                {item === current ? (
                  <span className="pagination__page is-current" aria-current="page">
                    {item}
                  </span>
                ) : (
                  pageLink(item, String(item), 'pagination__page', false, { 'aria-label': t('pagination.page', { page: item }) })
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {pageLink(current + 1, '›', 'pagination__next', current >= pages, { 'aria-label': t('pagination.next') })}
      {compact && sizeChoice}
      {showJumper && pages > 1 && (
        // noValidate: a number past either end is taken to that end (go), not refused by the browser in its own words.
        <form className="pagination__jumper" method="get" noValidate onSubmit={submitJump}>
          {firstPage && <HiddenFields params={keepsBesides(firstPage, 'page')} />}
          <label htmlFor={jumperId}>{t('pagination.goTo')}</label>
          <input
            id={jumperId}
            name="page"
            type="number"
            inputMode="numeric"
            min={1}
            max={pages}
            value={jump}
            onChange={(e) => setJump(e.target.value)}
            onBlur={() => jump && applyJump()}
          />
          {/* Without JavaScript, a button sends it: a phone's number pad has no Return key. */}
          <noscript>
            {import.meta.env.SSR && (
              <button type="submit" className="button choice-apply">
                {t('list.apply')}
              </button>
            )}
          </noscript>
        </form>
      )}
    </nav>
  );
}
