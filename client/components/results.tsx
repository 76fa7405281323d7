// The frame of a list page's results, in every state: the load error (with a button that asks again)
// instead of any list when the current one failed, a spinner before the first list, then a status line (the page's empty text when nothing matched, or a
// count) and the list, dimmed while the next one loads. While the previous list is still shown for a
// new search its count would be wrong, so the status says nothing until the new list is in. A page whose
// screen shows no count (the FAQ list) still has it said to screen readers: the line is there, unseen.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../shared/text';
import { LoadError } from './load-error';
import { Spinner } from './spinner';

export interface ResultsProps {
  /** CSS block name: the frame gets it, the status line `__summary` or `empty __empty`. */
  block: string;
  /** The page's i18n namespace: its `noResults` text, and `summary`/`summaryKeyword` when counted. */
  ns: string;
  count: number;
  /** The previous list is shown while the next one loads. */
  busy: boolean;
  /** Nothing has loaded yet. */
  loading?: boolean;
  /** The current list failed to load: say so instead of showing an earlier list. */
  error?: Error;
  /** Ask for the failed list again. */
  onRetry(): void;
  /**
   * Say how many were found (for the keyword, when there is one): `total` when the list is one page of
   * more (else `count`), `unseen` when only screen readers are told.
   */
  counted?: { keyword: string; total?: number; unseen?: boolean };
  /**
   * The page says "none found" in a status of its own (a search's summary): the empty text is shown but
   * not announced a second time.
   */
  emptySaidElsewhere?: boolean;
  /** Shown under the empty text when nothing matched: where to go on from there. */
  emptyHint?: ReactNode;
  children: ReactNode;
}

export function Results({ block, ns, count, busy, loading, error, onRetry, counted, emptySaidElsewhere, emptyHint, children }: ResultsProps) {
  const { t } = useTranslation(ns);
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (loading) return <Spinner />;
  const empty = count === 0 && !busy;
  let status = '';
  if (empty) status = t('noResults');
  else if (!busy && counted) {
    const found = counted.total ?? count;
    status = counted.keyword ? t('summaryKeyword', { count: found, keyword: isolate(counted.keyword) }) : t('summary', { count: found });
  }
  let line = `${block}__summary${counted?.unseen ? ' visually-hidden' : ''}`;
  if (empty) line = `empty ${block}__empty`;
  return (
    <div className={`results ${block}${busy ? ' is-loading' : ''}`} aria-busy={busy}>
      <p className={line} role={empty && emptySaidElsewhere ? undefined : 'status'}>
        {status}
      </p>
      {empty && emptyHint}
      {count > 0 && children}
    </div>
  );
}
