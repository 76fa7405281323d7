// A one-line text field.
import type { HTMLInputTypeAttribute } from 'react';
import { useEarlyValue } from '../early-input';
import { FormField, type FieldProps } from './field';

export interface TextFieldProps extends Omit<FieldProps, 'children'> {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  type?: HTMLInputTypeAttribute;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  /** The phone's keyboard for the value (an address: the @ key at hand). */
  inputMode?: 'email' | 'url';
  /** Taken as typed: no capital first letter, no spelling correction (an account, a profile's name). */
  verbatim?: boolean;
  readOnly?: boolean;
}

export function TextField({ value, onChange, onBlur, type = 'text', maxLength, placeholder, autoComplete, inputMode, verbatim, readOnly, ...field }: TextFieldProps) {
  const ref = useEarlyValue<HTMLInputElement>(value, onChange);
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          ref={ref}
          className="form-input"
          type={type}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          inputMode={inputMode}
          autoCapitalize={verbatim ? 'none' : undefined}
          autoCorrect={verbatim ? 'off' : undefined}
          spellCheck={verbatim ? false : undefined}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
