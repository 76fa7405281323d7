// A select with a first, empty choice ("Select …"); its value is '' until something is chosen.
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
}

export function SelectField({ value, options, placeholder, onChange, onBlur, ...field }: SelectFieldProps) {
  return (
    <FormField {...field}>
      {(control) => (
        <select {...control} className="form-select" value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur}>
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
