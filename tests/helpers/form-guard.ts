// Helpers for tests of the forms' guard: a demo form route protected as a form's router protects its
// own, a challenge solved as a browser would (altcha-lib's solver, here with Node's PBKDF2), and the light
// challenge work the API tests use so that they run fast.
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import express, { Router } from 'express';
import { apiErrorHandler } from '../../server/api';
import { ApiError, send } from '../../server/api/respond';
import { createFormGuard } from '../../server/guard/form-guard';
import type { GuardRuleOverrides } from '../../server/guard/rules';
import type { SiteI18n } from '../../server/i18n';
import { createLogger } from '../../server/logger';
import type { ChallengeWork } from '../../server/services/form-challenges';
import type { FormGuardServices } from '../../server/services/form-guard';

export interface DemoForm {
  /** /api/v1 with the guard's challenge call and rate limit, and POST /api/v1/demo; trusts a loopback proxy. */
  app: express.Express;
  /** How often the handler ran. */
  runs(): number;
  /** Lets the handler of a body with `slow: true` finish. */
  finishSlow(): void;
}

/**
 * A form route as a form's router writes it: `router.post(path, ...guard.protect('ticket'), handler)`.
 * The handler answers the fields it got; it refuses `name: "bad"` (400), fails on `name: "crash"` (500)
 * and waits on `slow: true`.
 */
export function demoForm({ formGuard, i18n, rules }: { formGuard: FormGuardServices; i18n: SiteI18n; rules?: GuardRuleOverrides }): DemoForm {
  const logger = createLogger('silent');
  const guard = createFormGuard({ formGuard, i18n, logger, rules });
  let runs = 0;
  let finishSlow = () => undefined as void;
  const slow = () => new Promise<void>((resolve) => (finishSlow = resolve));
  const router = Router();
  router.use(guard.rateLimit);
  router.use(guard.router());
  router.post('/demo', ...guard.protect('ticket'), async (req, res) => {
    runs += 1;
    const body = req.body as Record<string, unknown>;
    if (body.name === 'bad') throw new ApiError(400, 'name: must not be bad');
    if (body.name === 'crash') throw new Error('the handler failed');
    if (body.slow) await slow();
    send(res, { run: runs, fields: Object.keys(body).sort(), name: body.name });
  });
  router.use(apiErrorHandler(logger, i18n));
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use('/api/v1', router);
  return { app, runs: () => runs, finishSlow: () => finishSlow() };
}

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
