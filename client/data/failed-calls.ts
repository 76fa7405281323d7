// What a page shows of its data calls that failed: the first failure, hidden while the calls are asked again
// (the page shows them loading instead), and the function the load error's "Try again" button calls, which
// asks again every call that failed.
interface Call {
  error?: unknown;
  isValidating: boolean;
  mutate(): Promise<unknown>;
}

export function failedCalls(...calls: Call[]): { error: Error | undefined; retry(): void } {
  const failed = calls.filter((c) => c.error !== undefined);
  const retrying = failed.some((c) => c.isValidating);
  return {
    error: retrying ? undefined : (failed[0]?.error as Error | undefined),
    retry: () => {
      for (const c of failed) void c.mutate();
    },
  };
}
