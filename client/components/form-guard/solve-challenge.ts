// Solving a form challenge with altcha-lib's solver and the browser's Web Crypto (PBKDF2). Runs in the
// challenge worker, or on the page itself where no worker can start; there it yields to the page every
// few milliseconds, so typing and scrolling stay smooth while it works.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge, DeriveKeyFunction, Solution } from 'altcha-lib/types';

/** The longest stretch of work between two chances for the page to handle input, on the page itself. */
const SLICE_MS = 8;
/** A challenge not solved by then is given up (the visitor can send the form again). */
export const SOLVE_TIMEOUT_MS = 60_000;

/** A derivation that first gives the page a turn when the last one was more than `sliceMs` ago. */
function sliced(sliceMs: number): DeriveKeyFunction {
  let last = performance.now();
  return async (parameters, salt, password) => {
    if (performance.now() - last > sliceMs) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      last = performance.now();
    }
    return deriveKey(parameters, salt, password);
  };
}

/** The solution of `challenge`; rejects when it cannot be found in time or `signal` aborts. */
export async function solveHere(challenge: Challenge, signal?: AbortSignal, sliceMs = SLICE_MS): Promise<Solution> {
  if (!globalThis.crypto?.subtle) throw new Error('Web Crypto is not available (the page is not served over https)');
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey: sliced(sliceMs), controller, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error(signal?.aborted ? 'aborted' : 'the challenge was not solved in time');
  return solution;
}
