// A policy as every layout shows it: the page's name in the interface language, then the HTML text
// in its own language. The HTML was sanitised by the server (server/services/catalog.ts policy()); its
// links lead to the pages of the reader's layout and language (RichText).
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGE_NAMES, isLanguage } from '../../../shared/i18n';
import { POLICY_LANGUAGES } from '../../../shared/limits';
import { textBaseLanguage } from '../../../shared/policy-text';
import { usePolicy, type PolicyType } from '../../data/feedback';
import { ChoiceForm, keepsBesides } from '../../components/choice-form';
import { useEarlyValue } from '../../components/early-input';
import { TEXT_LANGUAGE_PARAM } from '../../components/policy-language';
import { LoadError } from '../../components/load-error';
import { PageTitle } from '../../components/page-title';
import { RichText } from '../../components/rich-text';
import { Spinner } from '../../components/spinner';
import { usePolicyLanguage } from './state';

export type PolicyKind = 'privacy' | 'terms' | 'securityAdvisory';

export function PolicyArticle(props: { kind: PolicyKind; type: PolicyType; className: string; languageSelector?: boolean }) {
  const { t } = useTranslation('policy');
  const { appLanguage, setAppLanguage } = usePolicyLanguage();
  const { data, error, isLoading, stale, retry } = usePolicy(props.type, appLanguage);
  const titleId = useId();
  const title = t(`${props.kind}.title`);
  let body: ReactNode = null;
  if (error) {
    body = <LoadError error={error} onRetry={retry} />;
  } else if (data) {
    body = (
      <RichText className={`policy__body${stale ? ' is-loading' : ''}`} lang={data.lang} aria-busy={stale} html={data.content} />
    );
  } else if (isLoading) {
    body = <Spinner />;
  }
  return (
    <article className={`rich-text policy ${props.className}`} aria-labelledby={titleId}>
      <PageTitle title={title} />
      <header className="policy__header">
        <h1 id={titleId} className="policy__title">
          {title}
        </h1>
        {props.languageSelector && <PolicyLanguageSelect value={appLanguage} onChange={setAppLanguage} />}
      </header>
      {data && textBaseLanguage(data.lang) !== textBaseLanguage(appLanguage) && !stale && (
        <p className="notice policy__notice" role="status">
          {/* The language's own name, marked as written in that language. */}
          <Trans
            t={t}
            i18nKey="fallback"
            values={{ language: isLanguage(data.lang) ? LANGUAGE_NAMES[data.lang] : data.lang }}
            components={{ lang: <span lang={data.lang} /> }}
          />
        </p>
      )}
      {body}
    </article>
  );
}

/**
 * The security advisory policy's language selector: English or Japanese. Without JavaScript it is sent
 * by its Apply button, as the lists' choices are (ChoiceForm), with the rest of the query.
 */
function PolicyLanguageSelect({ value, onChange }: { value: string; onChange(lang: string): void }) {
  const { t } = useTranslation('policy');
  const id = useId();
  const formId = `${id}-form`;
  const [searchParams] = useSearchParams();
  const selected = (POLICY_LANGUAGES as readonly string[]).includes(textBaseLanguage(value)) ? textBaseLanguage(value) : POLICY_LANGUAGES[0];
  const ref = useEarlyValue<HTMLSelectElement>(selected, onChange);
  return (
    <div className="policy__language">
      <label htmlFor={id}>{t('language')}</label>
      <select ref={ref} id={id} form={formId} name={TEXT_LANGUAGE_PARAM} value={selected} onChange={(e) => onChange(e.target.value)}>
        {POLICY_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
      <ChoiceForm id={formId} keeps={import.meta.env.SSR ? keepsBesides(searchParams, TEXT_LANGUAGE_PARAM) : undefined} apply />
    </div>
  );
}
