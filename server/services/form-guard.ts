// The stateful parts of the forms' spam and abuse guard (docs/decisions/0011-spam-resistance.md), all in
// the database: the challenges, the rate-limit counters and the idempotency keys.
import type { Config } from '../config';
import type { Db } from '../db/database';
import { FormChallengeService, type FormChallengeOptions } from './form-challenges';
import { IdempotencyService } from './idempotency';
import { RateLimitService } from './rate-limits';

export interface FormGuardServices {
  /** FORM_CHALLENGE: whether guarded forms must carry a solved challenge. */
  challengeOn: boolean;
  challenges: FormChallengeService;
  rateLimits: RateLimitService;
  idempotency: IdempotencyService;
}

/** `now` and `work` other than the real clock and the site's challenge work are for tests. */
export function createFormGuardServices(
  config: Config,
  db: Db,
  { now = Date.now, work }: Pick<FormChallengeOptions, 'now' | 'work'> = {},
): FormGuardServices {
  return {
    challengeOn: config.FORM_CHALLENGE === 'on',
    challenges: new FormChallengeService(db, { secret: config.FORM_SECRET, now, work }),
    rateLimits: new RateLimitService(db, { now }),
    idempotency: new IdempotencyService(db, { now }),
  };
}
