import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiCallError } from '../data/fetcher';

/**
 * What went wrong, in the page's language: the server's Msg (written in the language the call asked in),
 * or the locales' text when no answer came back (network, timeout) or something else failed.
 */
export function errorText(t: TFunction, error: Error): string {
  if (error instanceof ApiCallError) return error.failedInTransit ? t(`common:errors.${error.reason ?? 'network'}`) : error.message;
  return t('common:errors.unexpected');
}

/** A failed data call: the reason, a button to ask again, and nothing lost. */
export function LoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="load-error" role="alert">
      <p>
        {t('errors.loadFailed')} <span className="load-error__reason">{errorText(t, error)}</span>
      </p>
      <button type="button" className="button load-error__retry" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
