// What a page shows of its data calls that failed: the first failure, and the function the load error's
// "Try again" button calls, which asks again every call that failed. While those calls are asked again
// the failure is hidden and `retrying` is true (the page shows them loading); SWR's own retries in the
// background leave the failure and its button where they are.
import { useState } from 'react';

interface Call {
  error?: unknown;
  mutate(): Promise<unknown>;
}

export interface FailedCalls {
  error: Error | undefined;
  retrying: boolean;
  retry(): void;
}

export function useFailedCalls(...calls: Call[]): FailedCalls {
  const [retrying, setRetrying] = useState(false);
  const failed = calls.filter((c) => c.error !== undefined);
  return {
    error: retrying ? undefined : (failed[0]?.error as Error | undefined),
    retrying,
    retry: () => {
      setRetrying(true);
      void Promise.allSettled(failed.map((c) => c.mutate())).finally(() => setRetrying(false));
    },
  };
}
