// A select with a first, empty choice ("Select …"); its value is '' until something is chosen.
import { useEarlyValue } from '../early-input';
import { FormField, type FieldProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<FieldProps, 'children'> {
  value: string;
  options: readonly SelectOption[];
  placeholder: string;
  onChange(value: string): void;
  onBlur(): void;
  autoComplete?: string;
}

export function SelectField({ value, options, placeholder, onChange, onBlur, autoComplete, ...field }: SelectFieldProps) {
  const ref = useEarlyValue<HTMLSelectElement>(value, onChange);
  return (
    <FormField {...field}>
      {(control) => (
        <select {...control} ref={ref} className="form-select" value={value} autoComplete={autoComplete} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
