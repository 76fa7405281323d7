import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiCallError } from '../data/fetcher';
import { OfflineLoadError } from '../lazy-page';
import type { FailedCalls } from '../data/failed-calls';
import { sentenceGap } from '../../shared/i18n';
import { Spinner } from './spinner';

/**
 * What went wrong, in the page's language: the server's Msg (written in the language the call asked in),
 * or the locales' text when no answer came back (network, timeout) or something else failed.
 */
export function errorText(t: TFunction, error: Error): string {
  if (error instanceof ApiCallError) return error.failedInTransit ? t(`common:errors.${error.reason ?? 'network'}`) : error.message;
  if (error instanceof OfflineLoadError) return t('common:errors.network');
  return t('common:errors.unexpected');
}

/**
 * A failed data call: the reason, a button to ask again, and nothing lost. The button goes as it asks, so
 * focus moves to the page's main region (not lost to the document) and the visitor goes on from there.
 */
export function LoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t, i18n } = useTranslation();
  const retry = () => {
    document.getElementById('main')?.focus({ preventScroll: true });
    onRetry();
  };
  return (
    <div className="load-error" role="alert">
      <p>
        {t('errors.loadFailed')}
        {sentenceGap(i18n.language)}
        <span className="load-error__reason">{errorText(t, error)}</span>
      </p>
      <button type="button" className="button load-error__retry" onClick={retry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}

/** The failure of calls a part of a page needs (a form's choices), a spinner while they are asked again, else nothing. */
export function CallsFailure({ failure }: { failure: FailedCalls }) {
  if (failure.retrying) return <Spinner />;
  return failure.error ? <LoadError error={failure.error} onRetry={failure.retry} /> : null;
}
