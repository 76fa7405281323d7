// Helpers for tests of the forms' guard: solve a challenge as a browser would (altcha-lib's solver, here
// with Node's PBKDF2), and the light challenge work the API tests use so that they run fast.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import type { ChallengeWork } from '../../server/services/form-challenges';

/** A few milliseconds of work instead of the site's second on a phone. */
export const LIGHT_WORK: ChallengeWork = { cost: 10, counterMin: 5, counterMax: 20 };

/** The `altcha` field for a solved challenge: base64 of `{ challenge, solution }`. */
export async function solvedAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A payload with one part changed after solving (a tampered or forged submission). */
export function altered(altcha: string, change: (payload: { challenge: Challenge; solution: { counter: number; derivedKey: string } }) => void): string {
  const payload = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8'));
  change(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
