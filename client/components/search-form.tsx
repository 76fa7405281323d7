// The keyword search of the list pages (FAQs, Downloads, Resource Library, Regulatory Compliance).
// The box follows the URL's keyword (a reset elsewhere clears it, going back brings the earlier search back)
// and submits on Enter or the button. A keyword that only catches up with the box's own search leaves the
// box alone: what the visitor typed while that search was loading stays.
// Its texts are the page namespace's search.label, search.placeholder and search.submit.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYWORD_MAX } from '../../shared/limits';
import { cleanKeyword } from '../../shared/text';
import { useEarlyValue } from './early-input';
import { HiddenFields } from './choice-form';

export interface SearchFormProps {
  /** The page's i18n namespace. */
  ns: string;
  keyword: string;
  onSearch(keyword: string): void;
  /** CSS block name: the form gets it, its parts `__label`, `__row`, `__submit`. */
  block: string;
  /** The label is read by screen readers only (the placeholder and the page say what the box is for). */
  hideLabel?: boolean;
  /**
   * What the page's search sends besides the keyword (its document type, its page size…), as hidden
   * fields: the form sends them itself where no script runs.
   */
  keep?: URLSearchParams;
  /** The box's id, for a control elsewhere on the page that hands focus to it. */
  inputId?: string;
}

export function SearchForm({ ns, keyword, onSearch, block, hideLabel, keep, inputId }: SearchFormProps) {
  const { t } = useTranslation(ns);
  const ownId = useId();
  const id = inputId ?? ownId;
  const [value, setValue] = useState(keyword);
  // The keyword the box's last search will bring to the URL (the pages clean it the same way).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (keyword !== sent.current) setValue(keyword);
    sent.current = null;
  }, [keyword]);
  const ref = useEarlyValue<HTMLInputElement>(value, setValue);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The box's own text: the state's, but for the moment between hydration and the effect that hands the
    // state what was typed before it, when an Enter would otherwise search for the server's empty keyword.
    const typed = ref.current?.value ?? value;
    sent.current = cleanKeyword(typed);
    // The box shows what is searched for: spaces around the words (or only spaces) go, as in the URL.
    if (sent.current !== typed) setValue(sent.current);
    onSearch(typed);
  };
  return (
    <form className={block} role="search" onSubmit={submit}>
      {keep && <HiddenFields params={keep} />}
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : `${block}__label`}>
        {t('search.label')}
      </label>
      <div className={`${block}__row`}>
        <input
          ref={ref}
          id={id}
          type="search"
          name="keyword"
          value={value}
          maxLength={KEYWORD_MAX}
          placeholder={t('search.placeholder')}
          onChange={(e) => setValue(e.target.value)}
        />
        {/* A phone sees the magnifier, a desktop the text, which stays the button's name for both (client/styles/base.css). */}
        <button type="submit" className={`button button--primary search-submit ${block}__submit`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2.2" fill="none" />
            <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <span className="search-submit__text">{t('search.submit')}</span>
        </button>
      </div>
    </form>
  );
}
