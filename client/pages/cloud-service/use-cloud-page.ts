// The Cloud Service page's state: CLOUD_STATUS 1 is working, anything else maintenance; the notice shows
// while NOTICE_SWITCH is on.
import { cloudNotice, useCloudService } from '../../data/cloud-service';
import { useFailedCalls } from '../../data/failed-calls';
import { useSite } from '../../site-context';

export type CloudState = 'working' | 'maintenance';

export function useCloudPage() {
  const call = useCloudService(useSite().lang);
  const { data, isLoading } = call;
  const failure = useFailedCalls(call);
  return {
    /** CLOUD_STATUS 1 is working; anything else is maintenance. */
    status: data ? ((data.CLOUD_STATUS === 1 ? 'working' : 'maintenance') as CloudState) : undefined,
    /** The notice (plain text; its paragraphs are line breaks) and its language, when NOTICE_SWITCH is on. */
    notice: cloudNotice(data),
    error: data ? undefined : failure.error,
    retry: failure.retry,
    isLoading: (isLoading || failure.retrying) && !data,
  };
}
