import { useRef } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { useFailedCalls } from './failed-calls';
import { fetcher } from './fetcher';

/**
 * useSWR that keeps the last list on screen while the next key loads (`stale` says so).
 * Not SWR's keepPreviousData: that prefers the previous key's data over the server-rendered fallback of
 * the new key and, as a fallback key is not revalidated, would show the wrong page for good (back from
 * page 2 to page 1 would stay on page 2).
 * `error` is set when the current key failed and has nothing to show (then nothing is stale: the last
 * list answers another question, and it is forgotten: the next key does not bring it back while it
 * loads); `retry` asks again, loading (with nothing shown, `retrying` true) until the answer comes.
 */
export function useLaggySWR<T>(key: string, options?: SWRConfiguration<T>) {
  const call = useSWR<T>(key, fetcher, options);
  const { data, isLoading, isValidating } = call;
  const failure = useFailedCalls(call);
  const last = useRef(data);
  if (data !== undefined) last.current = data;
  const failed = data === undefined && failure.error !== undefined;
  if (failed) last.current = undefined;
  return {
    // A failed key shows none of the last list (nor its count or pages): the error replaces it.
    data: failed ? undefined : (data ?? last.current),
    stale: data === undefined && last.current !== undefined && !failed,
    error: failed ? failure.error : undefined,
    retry: failure.retry,
    /** Asked again by `retry` after it failed, the answer not come yet. */
    retrying: failure.retrying,
    isLoading: isLoading || (failure.retrying && data === undefined),
    isValidating,
  };
}
