// A one-line text field.
import type { HTMLInputTypeAttribute } from 'react';
import { FormField, type FieldProps } from './field';

export interface TextFieldProps extends Omit<FieldProps, 'children'> {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  type?: HTMLInputTypeAttribute;
  maxLength?: number;
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
}

export function TextField({ value, onChange, onBlur, type = 'text', maxLength, placeholder, autoComplete, readOnly, ...field }: TextFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <input
          {...control}
          className="form-input"
          type={type}
          value={value}
          maxLength={maxLength}
          placeholder={placeholder}
          autoComplete={autoComplete}
          readOnly={readOnly}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
      )}
    </FormField>
  );
}
