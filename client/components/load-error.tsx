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

/** A failed data call: the reason, and nothing lost (the page stays as it was). */
export function LoadError({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <p className="load-error" role="alert">
      {t('errors.loadFailed')} <span className="load-error__reason">{errorText(t, error)}</span>
    </p>
  );
}
