// The frame of a list page's results: the count (or the spec's empty text) announced as a status, then
// the groups. Texts come from the page's namespace: noResults, summary, summaryKeyword.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Results(props: { block: string; ns: string; count: number; keyword: string; busy: boolean; children: ReactNode }) {
  const { t } = useTranslation(props.ns);
  const { block, count, keyword } = props;
  return (
    <div className={`${block}${props.busy ? ' is-loading' : ''}`} aria-busy={props.busy}>
      {/* While the previous list is still shown for a new search, its count would be wrong: say nothing yet. */}
      <p className={count === 0 && !props.busy ? `empty ${block}__empty` : `${block}__summary`} role="status">
        {props.busy ? '' : count === 0 ? t('noResults') : keyword ? t('summaryKeyword', { count, keyword }) : t('summary', { count })}
      </p>
      {props.children}
    </div>
  );
}
