// The limits of the forms' spam and abuse guard (docs/decisions/0011-spam-resistance.md), per form and per
// kind of call. Changed here, in code; tests may pass their own to createFormGuard.
import type { FormName } from '../../shared/form-guard';
import type { RateRule } from '../services/rate-limits';
import { BETA_APPLY_PATH } from '../../shared/forms/beta';
import { INFLUENCER_APPLY_PATH, LOYALTY_APPLY_PATH } from '../../shared/forms/partnership';
import { SEND_TICKET_PATH } from '../../shared/forms/ticket';
import { SUBMIT_ADVISORY_PATH } from '../../shared/forms/advisory';

export interface FormRule {
  /** Submissions per client address; on top of the limit of every POST call. */
  rateLimit: RateRule;
  /** The largest JSON body, in bytes. */
  bodyLimitBytes: number;
}

const KB = 1024;

export const FORM_RULES: Record<FormName, FormRule> = {
  // Details of up to 10,000 characters (30 kB of Japanese in UTF-8), 20 attachment URLs, the other fields.
  ticket: { rateLimit: { max: 5, windowSeconds: 600 }, bodyLimitBytes: 64 * KB },
  advisory: { rateLimit: { max: 5, windowSeconds: 600 }, bodyLimitBytes: 64 * KB },
  beta: { rateLimit: { max: 3, windowSeconds: 600 }, bodyLimitBytes: 16 * KB },
  influencer: { rateLimit: { max: 3, windowSeconds: 600 }, bodyLimitBytes: 16 * KB },
  loyalty: { rateLimit: { max: 3, windowSeconds: 600 }, bodyLimitBytes: 16 * KB },
};

export const RATE_LIMITS = {
  /** Every POST call of /api/v1 except the read beacon: forms, future calls, unknown paths. */
  post: { max: 30, windowSeconds: 60 },
  /** POST /api/v1/faq/{id}/read: a person opens far fewer FAQ items a minute. */
  faqRead: { max: 30, windowSeconds: 60 },
  /** GET /api/v1/formChallenge: making a challenge costs the server one key derivation. */
  challenge: { max: 30, windowSeconds: 60 },
  /** POST /uploads (a new upload; its chunks are not counted): a ticket's 20 files with room for retries. */
  upload: { max: 60, windowSeconds: 600 },
  /**
   * The megabytes new uploads declare (Upload-Length, each rounded up): five forms' worth of the 50 MB a
   * form takes. Without it, 60 uploads of 50 MB each would let one address write 3 GB every ten minutes.
   */
  uploadMegabytes: { max: 250, windowSeconds: 600 },
  /** GET /api/v1/aliStsToken (UPLOAD_DRIVER=oss): a form's uploads need one set of credentials an hour. */
  uploadCredentials: { max: 30, windowSeconds: 600 },
} satisfies Record<string, RateRule>;

export type RateScope = keyof typeof RATE_LIMITS;

/**
 * The scope a POST call counts under, from its path below /api/v1: the read reports' whatever their letter
 * case, so that no spelling leaves their limit, should a router ever read paths without it (the site's
 * routers are case-sensitive: `/FAQ/1/READ` is an unknown call).
 */
export function postScope(path: string): RateScope {
  return /^\/faq\/[^/]+\/read\/?$/i.test(path) ? 'faqRead' : 'post';
}

/** The call each form is sent to, below /api/v1. */
export const FORM_PATHS: Record<FormName, string> = {
  ticket: SEND_TICKET_PATH,
  advisory: SUBMIT_ADVISORY_PATH,
  beta: BETA_APPLY_PATH,
  influencer: INFLUENCER_APPLY_PATH,
  loyalty: LOYALTY_APPLY_PATH,
};

/** The form a POST call below /api/v1 sends, read as the router reads its path (any letter case, a final slash). */
export function formOfPath(path: string): FormName | undefined {
  const asked = path.toLowerCase().replace(/(.)\/$/, '$1');
  return (Object.keys(FORM_PATHS) as FormName[]).find((form) => FORM_PATHS[form].toLowerCase() === asked);
}

/** Limits other than the defaults, for tests and load tests in code. */
export interface GuardRuleOverrides {
  rateLimits?: Partial<Record<RateScope, RateRule>>;
  forms?: Partial<Record<FormName, Partial<FormRule>>>;
}
