// The pieces of the Regulatory Compliance page that both layouts arrange in their own way.
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentItem } from '../../../shared/api';
import { DOCUMENT_TYPES, type DocumentType } from '../../../shared/limits';
import { useSite } from '../../site-context';
import { SearchForm } from '../../components/search-form';

const RESOURCE_LIBRARY_PATH = '/Support/Resource_Library';

/** EU / PSTI (SPEC 2): a radio group, so it is one tab stop and the arrow keys move between types. */
export function DocumentTypeSwitch({ type, onChange }: { type: DocumentType; onChange(type: DocumentType): void }) {
  const { t } = useTranslation('regulatory');
  return (
    <fieldset className="doc-type">
      <legend className="doc-type__legend">{t('type.label')}</legend>
      <div className="doc-type__options">
        {DOCUMENT_TYPES.map((value) => (
          <label key={value} className={`doc-type__option${type === value ? ' is-active' : ''}`}>
            <input
              type="radio"
              name="document-type"
              value={value}
              checked={type === value}
              onChange={() => onChange(value)}
            />
            <span>{t(`type.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DocumentTypeIntro({ type }: { type: DocumentType }) {
  const { t } = useTranslation('regulatory');
  return <p className="doc-type__intro">{t(`type.${type}Description`)}</p>;
}

export function DocumentSearchForm({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation('regulatory');
  return (
    <SearchForm
      block="doc-search"
      keyword={keyword}
      onSearch={onSearch}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      submitLabel={t('search.submit')}
      hideLabel
      icon
    />
  );
}

/** "Results for …" with a way back to the whole list, announced to screen readers. */
export function SearchSummary({ keyword, total, onClear }: { keyword: string; total?: number; onClear(): void }) {
  const { t } = useTranslation('regulatory');
  if (!keyword) return null;
  return (
    <div className="doc-summary">
      <p role="status">{total === undefined ? '' : t('search.resultsFor', { keyword, count: total })}</p>
      <button type="button" className="doc-summary__clear" onClick={onClear}>
        {t('search.clear')}
      </button>
    </div>
  );
}

/** SPEC 2: "A GPL/LGPL software notice". */
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

export function DocumentList({ items, loading }: { items: DocumentItem[]; loading: boolean }) {
  const { t } = useTranslation('regulatory');
  if (items.length === 0) {
    return (
      <p className="empty doc-list__empty" role="status">
        {t('list.empty')}
      </p>
    );
  }
  return (
    <ul className={`doc-list${loading ? ' is-loading' : ''}`} aria-label={t('list.label')} aria-busy={loading}>
      {items.map((item, i) => (
        <li key={`${i}:${item.url}`} className="doc-list__item">
          <a className="doc-list__link" href={item.url} target="_blank" rel="noopener">
            <span className="doc-list__icon" aria-hidden="true">
              PDF
            </span>
            <span className="doc-list__title">{item.title}</span>
            <span className="visually-hidden"> {t('list.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
