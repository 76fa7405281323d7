import { useRef } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import { fetcher } from './fetcher';

/**
 * useSWR that keeps the last list on screen while the next key loads (`stale` says so).
 * Not SWR's keepPreviousData: that prefers the previous key's data over the server-rendered fallback of
 * the new key and, as a fallback key is not revalidated, would show the wrong page for good (back from
 * page 2 to page 1 would stay on page 2).
 */
export function useLaggySWR<T>(key: string, options?: SWRConfiguration<T>) {
  const { data, error, isLoading, isValidating } = useSWR<T>(key, fetcher, options);
  const last = useRef(data);
  if (data !== undefined) last.current = data;
  return { data: data ?? last.current, stale: data === undefined && last.current !== undefined, error: error as Error | undefined, isLoading, isValidating };
}
