// The worker that solves a form's challenge off the page's main thread (solve-challenge.ts). It gets
// { challenge } and answers { solution } or { error }; the page terminates it when it no longer needs it.
import type { Challenge } from 'altcha-lib/types';
import { solveHere } from './solve-challenge';

self.addEventListener('message', (event: MessageEvent<{ challenge: Challenge }>) => {
  // No slicing here: nothing else runs in a worker.
  solveHere(event.data.challenge, undefined, Infinity).then(
    (solution) => self.postMessage({ solution }),
    (error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
