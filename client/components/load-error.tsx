import { useTranslation } from 'react-i18next';

/** A failed data call: the reason, and nothing lost (the page stays as it was). */
export function LoadError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <p className="load-error" role="alert">
      {t('errors.loadFailed')} <span className="load-error__reason">{error.message}</span>
    </p>
  );
}
