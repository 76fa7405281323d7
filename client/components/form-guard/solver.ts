// Solve a form's challenge in the background: in a worker of the site's own (worker-src 'self'), or,
// where a worker cannot start or fails, on the page in small slices (solve-challenge.ts).
import type { Challenge, Solution } from 'altcha-lib/types';

/** The worker could not run (not a failure of the challenge itself): the page solves it instead. */
class WorkerFailed extends Error {}

function inWorker(challenge: Challenge, signal: AbortSignal): Promise<Solution> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./challenge.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      return reject(new WorkerFailed(error instanceof Error ? error.message : 'no worker'));
    }
    const stop = () => worker.terminate();
    signal.addEventListener('abort', () => {
      stop();
      reject(new Error('aborted'));
    }, { once: true });
    worker.addEventListener('message', (event: MessageEvent<{ solution?: Solution; error?: string }>) => {
      stop();
      if (event.data.solution) resolve(event.data.solution);
      else reject(new Error(event.data.error ?? 'the worker gave no solution'));
    });
    worker.addEventListener('error', (event) => {
      stop();
      event.preventDefault();
      reject(new WorkerFailed(event.message || 'the worker failed'));
    });
    worker.postMessage({ challenge });
  });
}

/** The solution of `challenge` found on the page, in slices; its code is loaded only when needed. */
export async function solveOnPage(challenge: Challenge, signal?: AbortSignal): Promise<Solution> {
  const { solveHere } = await import('./solve-challenge');
  return solveHere(challenge, signal);
}

/** The solution of `challenge`, found off the main thread where the browser allows. */
export async function solveInBackground(challenge: Challenge, signal: AbortSignal): Promise<Solution> {
  // Stopped before it began (the visitor left while the challenge was on its way): no work at all.
  if (signal.aborted) throw new Error('aborted');
  if (typeof Worker !== 'undefined') {
    try {
      return await inWorker(challenge, signal);
    } catch (error) {
      if (!(error instanceof WorkerFailed)) throw error;
    }
  }
  return solveOnPage(challenge, signal);
}

/** The `altcha` field the server reads: base64 of `{ challenge, solution }`. */
export function challengePayload(challenge: Challenge, solution: Solution): string {
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
