// A multi-line text with a "remaining/max" counter beside its label; it takes at most `max` characters.
import { useTranslation } from 'react-i18next';
import { formatWholeNumber } from '../../../shared/numbers';
import { useSite } from '../../site-context';
import { useEarlyValue } from '../early-input';
import { FormField, type FieldProps } from './field';

export interface TextAreaFieldProps extends Omit<FieldProps, 'children' | 'aside' | 'describedBy'> {
  value: string;
  max: number;
  onChange(value: string): void;
  onBlur(): void;
  placeholder?: string;
  rows?: number;
}

export function TextAreaField({ value, max, onChange, onBlur, placeholder, rows = 8, ...field }: TextAreaFieldProps) {
  const { t } = useTranslation('forms');
  const { lang } = useSite();
  const ref = useEarlyValue<HTMLTextAreaElement>(value, onChange);
  const counterId = `${field.id}-counter`;
  const remaining = Math.max(0, max - value.length);
  // The numbers as the page's language writes them ("2 000" in French).
  const shown = { remaining: formatWholeNumber(remaining, lang), max: formatWholeNumber(max, lang) };
  const counter = (
    <span id={counterId} className={`form-counter${remaining === 0 ? ' form-counter--full' : ''}`}>
      <span aria-hidden="true">{t('counter.short', shown)}</span>
      <span className="visually-hidden">{t('counter.long', shown)}</span>
    </span>
  );
  return (
    <FormField {...field} aside={counter} describedBy={[counterId]}>
      {(control) => (
        <textarea
          {...control}
          ref={ref}
          className="form-textarea"
          value={value}
          maxLength={max}
          rows={rows}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
