// The pieces of the Regulatory Compliance page.
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { DocumentItem } from '../../../shared/api';
import { DOCUMENT_TYPES, type DocumentType } from '../../../shared/limits';
import { useSite } from '../../site-context';
import { Results } from '../../components/results';
import { isolate } from '../../../shared/text';
import { useTextLanguage } from '../../components/text-language';
import { useEarlyChoice } from '../../components/early-input';
import { ChoiceForm } from '../../components/choice-form';

const RESOURCE_LIBRARY_PATH = '/Support/Resource_Library';

/**
 * EU / PSTI: a radio group, so it is one tab stop and the arrow keys move between types. `keeps`: what a
 * change of type keeps of the query, sent with it where no script runs.
 */
export function DocumentTypeSwitch({ type, keeps, onChange }: { type: DocumentType; keeps?: URLSearchParams; onChange(type: DocumentType): void }) {
  const { t } = useTranslation('regulatory');
  const ref = useEarlyChoice<HTMLFieldSetElement, DocumentType>(type, DOCUMENT_TYPES, onChange);
  const form = useId();
  return (
    <fieldset ref={ref} className="doc-type">
      <legend className="doc-type__legend">{t('type.label')}</legend>
      <div className="doc-type__options">
        {DOCUMENT_TYPES.map((value) => (
          <label key={value} className={`doc-type__option${type === value ? ' is-active' : ''}`}>
            <input
              type="radio"
              form={form}
              name="type"
              value={value}
              checked={type === value}
              onChange={() => onChange(value)}
            />
            <span>{t(`type.${value}`)}</span>
          </label>
        ))}
      </div>
      <ChoiceForm id={form} keeps={keeps} apply />
    </fieldset>
  );
}

export function DocumentTypeIntro({ type }: { type: DocumentType }) {
  const { t } = useTranslation('regulatory');
  return <p className="doc-type__intro">{t(`type.${type}Description`)}</p>;
}

/** "Results for …" with a way back to the whole list, announced to screen readers. */
export function SearchSummary({ keyword, total, onClear }: { keyword: string; total?: number; onClear(): void }) {
  const { t } = useTranslation('regulatory');
  if (!keyword) return null;
  return (
    <div className="doc-summary">
      <p role="status">{total === undefined ? '' : t('search.resultsFor', { keyword: isolate(keyword), count: total })}</p>
      <button type="button" className="doc-summary__clear" onClick={onClear}>
        {t('search.clear')}
      </button>
    </div>
  );
}

/** The notice on GPL/LGPL software in the products, pointing to the Resource Library. */
export function GplNotice() {
  const { t } = useTranslation('regulatory');
  const { config } = useSite();
  return (
    <aside className="gpl-notice" aria-labelledby="gpl-notice-title">
      <h2 id="gpl-notice-title" className="gpl-notice__title">
        {t('gpl.title')}
      </h2>
      <p className="gpl-notice__text">
        <Trans
          t={t}
          i18nKey="gpl.text"
          values={{ brand: config.brandName }}
          components={{ library: <Link to={RESOURCE_LIBRARY_PATH} /> }}
        />
      </p>
    </aside>
  );
}

/**
 * The documents of a page. Screen readers are told how many there are in all when the list changes
 * without a search (another document type, another page); a search's count, and that it found none, are
 * said by SearchSummary.
 */
export function DocumentList({ items, total, keyword, busy, loading, error, onRetry }: {
  items: DocumentItem[];
  total: number;
  keyword: string;
  busy: boolean;
  loading: boolean;
  error?: Error;
  onRetry(): void;
}) {
  const { t } = useTranslation('regulatory');
  const textLang = useTextLanguage();
  return (
    <Results
      block="doc-results"
      ns="regulatory"
      count={items.length}
      busy={busy}
      loading={loading}
      error={error}
      onRetry={onRetry}
      counted={keyword ? undefined : { keyword: '', total, unseen: true }}
      emptySaidElsewhere={Boolean(keyword)}
    >
      <ul className="doc-list" aria-label={t('list.label')}>
        {items.map((item, i) => (
          <li key={`${i}:${item.url}`} className="doc-list__item">
            <a className="doc-list__link" href={item.url} target="_blank" rel="noopener">
              <span className="doc-list__icon" aria-hidden="true">
                PDF
              </span>
              <span className="doc-list__title" lang={textLang(item.lang)}>
                {item.title}
              </span>
              <span className="visually-hidden"> {t('list.newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Results>
  );
}
