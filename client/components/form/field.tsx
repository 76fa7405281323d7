// One field of a form: its label with the red required mark, the control, a hint and the error under
// it. The control gets its id and its ARIA state from here: aria-invalid while there is an error,
// aria-describedby naming the hint and the error, aria-required. The error region is always present and
// polite, so an error that appears when the visitor leaves the field is read out.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText, type FieldIssue } from '../../../shared/forms/issues';
import { useSite } from '../../site-context';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: FieldIssue;
  hint?: ReactNode;
  /** More ids describing the control (a counter). */
  describedBy?: string[];
  /** Shown beside the label (a counter). */
  aside?: ReactNode;
  className?: string;
  children(control: ControlProps): ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function FormField({ id, label, required, error, hint, describedBy = [], aside, className, children }: FieldProps) {
  const { t } = useTranslation('forms');
  const { lang } = useSite();
  const described = [...(hint ? [hintId(id)] : []), ...describedBy, ...(error ? [errorId(id)] : [])];
  return (
    <div className={`form-field${error ? ' form-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="form-field__top">
        <label htmlFor={id} className="form-field__label">
          {required && <RequiredMark />}
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described.length > 0 ? described.join(' ') : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <div id={hintId(id)} className="form-field__hint">
          {hint}
        </div>
      )}
      <p id={errorId(id)} className="form-field__error" aria-live="polite">
        {error ? issueText(t, error, label, lang) : null}
      </p>
    </div>
  );
}

/** The red asterisk; assistive tech learns "required" from the control's aria-required. */
export function RequiredMark() {
  return (
    <span className="form-field__required" aria-hidden="true">
      *
    </span>
  );
}

/** "Fields marked * are required", above a form. */
export function RequiredNote() {
  const { t } = useTranslation('forms');
  return (
    <p className="form-required-note">
      <RequiredMark /> {t('requiredNote')}
    </p>
  );
}
