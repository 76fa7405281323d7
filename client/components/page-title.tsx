import { useTranslation } from 'react-i18next';
import { useSite } from '../site-context';

/** The document title, and the same for link previews (og:title); React hoists both into <head>. */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const { config } = useSite();
  const text = t('site.title', { page: title, brand: config.brandName });
  return (
    <>
      <title>{text}</title>
      <meta property="og:title" content={text} />
    </>
  );
}
