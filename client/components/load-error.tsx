import { useTranslation } from 'react-i18next';

/** A failed data call: the reason, a button to ask again where the page offers one, and nothing lost. */
export function LoadError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p>
        {t('errors.loadFailed')} <span className="load-error__reason">{error.message}</span>
      </p>
      {onRetry && (
        <button type="button" className="button load-error__retry" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
