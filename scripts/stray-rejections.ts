// Promise rejections nobody handles while a piece of work runs, collected instead of ending the process.
// Lighthouse now and then loses a DevTools target mid-run (a frame or worker that closed as it attached:
// "Protocol error (Target.setAutoAttach): Target closed") inside an event handler of its own, whose
// rejection nothing awaits; Node would end the whole measurement for it. The caller decides what such a
// run is worth (scripts/lighthouse.ts measures it again).

export interface WithStrays<T> {
  result: T;
  /** The reasons of the rejections no one handled while `work` ran, in the order they came. */
  strays: unknown[];
}

export async function collectingStrayRejections<T>(work: () => Promise<T>): Promise<WithStrays<T>> {
  const strays: unknown[] = [];
  const onStray = (reason: unknown) => {
    strays.push(reason);
  };
  process.on('unhandledRejection', onStray);
  try {
    const result = await work();
    // A rejection is reported as unhandled only after the microtasks of its turn: give it that turn.
    await new Promise((resolve) => setImmediate(resolve));
    return { result, strays };
  } finally {
    process.off('unhandledRejection', onStray);
  }
}
