// The calls the API refused while the server rendered the page (SsrState.refused). SWR's fallback holds
// answers only, so a hook that shows a refusal reads it here until its own call in the browser answers:
// the page then reads the same before hydration, after it, and without JavaScript.
import { createContext, useContext, useMemo } from 'react';
import type { RefusedCall } from '../ssr-state';
import { ApiCallError } from './fetcher';

export const RefusedCallsContext = createContext<Record<string, RefusedCall>>({});

/** The server's refusal of the call with this key, as the error the browser's fetcher would throw. */
export function useRefusedCall(key: string | null): ApiCallError | undefined {
  const refused = useContext(RefusedCallsContext);
  const call = key === null ? undefined : refused[key];
  return useMemo(() => (call ? new ApiCallError(call.code, call.message) : undefined), [call]);
}
