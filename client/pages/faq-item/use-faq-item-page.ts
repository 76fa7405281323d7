import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FAIL_PATH } from '../../../shared/routes';
import { stripNumberPrefix } from '../../../shared/text';
import { useFailedCalls } from '../../data/failed-calls';
import { useFaqItem } from '../../data/faq-item';
import { useFaqRead } from '../../data/faq-read';
import { useSite } from '../../site-context';
import { usePageParams } from '../../page-definition';

/** The FAQ item page's state. A missing item sends the visitor to the FailPage. */
export function useFaqItemPage() {
  const { lang } = useSite();
  const navigate = useNavigate();
  const { faqId } = usePageParams('faqItem');
  const call = useFaqItem(faqId, lang);
  const { data, error, isLoading } = call;
  const failure = useFailedCalls(call);
  useFaqRead(data?.title ? data.id : undefined);
  const missing = (error as { code?: number } | undefined)?.code === 404 || (data && !data.title);
  useEffect(() => {
    if (missing) void navigate(FAIL_PATH, { replace: true });
  }, [missing, navigate]);
  return {
    item: data ? { ...data, title: stripNumberPrefix(data.title) } : undefined,
    error: missing ? undefined : failure.error,
    // While a failed call is asked again, the page shows it loading in place of the failure.
    isLoading: isLoading || failure.retrying,
    retry: failure.retry,
    /** The item is shown in English because it has no translation yet. */
    isFallback: data !== undefined && data.lang !== lang,
  };
}
