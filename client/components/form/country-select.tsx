// The country of a form: the 244 countries and territories in the page's language (locales/<lng>/
// countries.json, sorted as the language sorts); the form keeps and sends the ISO code.
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectFieldProps } from './select-field';

export function CountrySelect(props: Omit<SelectFieldProps, 'options'>) {
  const { i18n } = useTranslation('countries');
  const names = (i18n.getResourceBundle(i18n.language, 'countries') ?? {}) as Record<string, string>;
  // The options' values are the countries' ISO codes, which the browser's autofill matches.
  return <SelectField autoComplete="country" {...props} options={Object.entries(names).map(([value, label]) => ({ value, label }))} />;
}
