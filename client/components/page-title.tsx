import { useTranslation } from 'react-i18next';
import { useSite } from '../site-context';

/** The document title; React hoists <title> into <head>. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const { config } = useSite();
  return <title>{t('site.title', { page: title, brand: config.brandName })}</title>;
}
