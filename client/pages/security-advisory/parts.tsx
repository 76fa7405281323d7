// The pieces of the Security Advisory page.
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { ADVISORY_TEMPLATE_URL } from '../../../shared/forms/advisory';
import { issueText } from '../../../shared/forms/issues';
import { pageRoute } from '../../../shared/routes';
import { useEarlyChecked } from '../../components/early-input';
import { RequiredMark, errorId } from '../../components/form/field';
import { ResultDialog } from '../../components/form/form-dialogs';
import { FileUploader } from '../../components/uploader/file-uploader';
import { useSite } from '../../site-context';
import { textLanguageQuery } from '../../components/policy-language';
import type { SecurityAdvisoryPage } from './use-security-advisory-page';

const POLICY_PATH = pageRoute('securityAdvisoryPolicy').pattern;

/** One of the four steps: its number, heading and text, and what the visitor does there. */
export function Step({ number, name, children }: { number: number; name: 'title' | 'download' | 'complete' | 'upload'; children?: ReactNode }) {
  const { t } = useTranslation('advisory');
  return (
    <li className="advisory-step">
      <span className="advisory-step__number" aria-hidden="true">
        {number}
      </span>
      <div className="advisory-step__body">
        <h2 className="advisory-step__heading">
          {/* "Step 1: ", with the colon and spacing of the page's language. */}
          <span className="visually-hidden">{t('step', { number })}</span>
          {t(`steps.${name}.heading`)}
        </h2>
        <p className="advisory-step__text">{t(`steps.${name}.text`)}</p>
        {children}
      </div>
    </li>
  );
}

/** Step 2's link: the Word template, downloaded. */
export function TemplateLink() {
  const { t } = useTranslation('advisory');
  return (
    <a className="advisory-template" href={ADVISORY_TEMPLATE_URL} download>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('steps.download.link')}
    </a>
  );
}

/** Step 4's field: the uploader with its label, required mark and "Attachments is required". */
export function FilesField({ page }: { page: SecurityAdvisoryPage }) {
  const { t } = useTranslation('advisory');
  const { t: tf } = useTranslation('forms');
  const { lang } = useSite();
  const { form } = page;
  const id = form.id('files');
  const label = t('fields.files.label');
  const error = form.errors.files;
  return (
    <div className={`form-field advisory-files${error ? ' form-field--invalid' : ''}`}>
      <p id={`${id}-label`} className="form-field__label">
        <RequiredMark />
        {label}
      </p>
      <FileUploader
        uploads={page.uploads}
        labelledBy={`${id}-label`}
        describedBy={error ? errorId(id) : undefined}
        controlId={id}
        invalid={error !== undefined}
        toast={page.toast}
      />
      <p id={errorId(id)} className="form-field__error" aria-live="polite">
        {error ? issueText(tf, error, label, lang) : null}
      </p>
    </div>
  );
}

/**
 * "BY CLICKING SUBMIT, YOU AGREE TO THE … Security Advisory Policy": shakes when Submit finds it unticked.
 * The policy opens in a new tab: the link sits just above Submit, and leaving the page would lose the
 * report, its files included (the report is kept nowhere but in the page).
 */
export function AgreeBox({ agree }: { agree: SecurityAdvisoryPage['agree'] }) {
  const { t } = useTranslation('advisory');
  const { t: tl } = useTranslation('layout');
  const newTabId = useId();
  const { config, lang } = useSite();
  const id = useId();
  useEarlyChecked(agree.ref, agree.checked, agree.set);
  // Besides the shake, the missing tick is said in words, under the box and to screen readers, as the
  // fields' errors are (client/components/form/field.tsx).
  const errorId = `${id}-error`;
  return (
    <>
      <div className={`advisory-agree${agree.nudge ? ` advisory-agree--nudge-${agree.nudge}` : ''}`}>
        <input
          ref={agree.ref}
          id={id}
          type="checkbox"
          checked={agree.checked}
          // Required as the fields are, and said so before Submit (not the browser's own check: the page
          // says what is missing in its own words).
          aria-required
          aria-invalid={agree.invalid || undefined}
          aria-describedby={agree.invalid ? errorId : undefined}
          onChange={(e) => agree.set(e.target.checked)}
        />
        <label htmlFor={id}>
          <Trans
            t={t}
            i18nKey="agree"
            values={{ brand: config.brandName }}
            components={{
              // The note is the link's description, not its text: the link's text is part of the checkbox's name.
              policy: <Link to={`${POLICY_PATH}${textLanguageQuery(lang)}`} target="_blank" rel="noopener" aria-describedby={newTabId} />,
            }}
          />
        </label>
        <span id={newTabId} hidden>
          {tl('footer.newTab')}
        </span>
      </div>
      <p id={errorId} className="form-field__error advisory-agree__error" aria-live="polite">
        {agree.invalid ? t('agreeRequired') : null}
      </p>
    </>
  );
}

/** Thanks, with the reference the reporter can quote. */
export function AdvisoryResult({ reference, onClose }: { reference: string; onClose(): void }) {
  const { t } = useTranslation('advisory');
  const { t: tf } = useTranslation('forms');
  return (
    <ResultDialog ok title={tf('result.thanks')} onClose={onClose}>
      <p>{t('result.received')}</p>
      <p className="form-reference">
        <Trans t={t} i18nKey="result.reference" values={{ reference }} components={{ ref: <strong /> }} />
      </p>
    </ResultDialog>
  );
}
