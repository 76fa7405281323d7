// What the browser and the server agree on for the spam and abuse guard of the site's forms
// (docs/decisions/0011-spam-resistance.md): the forms it guards, the two fields every guarded form adds
// to its JSON body, the header of a submission's idempotency key, and the challenge call.
import type { Challenge } from 'altcha-lib/types';

/** The forms the guard knows; each has its own limits on the server. */
export const FORM_NAMES = ['ticket', 'advisory', 'beta', 'influencer', 'loyalty'] as const;
export type FormName = (typeof FORM_NAMES)[number];

export function isFormName(value: unknown): value is FormName {
  return (FORM_NAMES as readonly unknown[]).includes(value);
}

/** The hidden field people never fill in; a value in it refuses the submission. */
export const HONEYPOT_FIELD = 'homepage';
/** The body field with the solved challenge: base64 of the JSON `{ challenge, solution }`. */
export const CHALLENGE_FIELD = 'altcha';
/** The header carrying the random id of one filled-in form; a retry with it is answered, not run again. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** What an idempotency key looks like: 16 to 100 letters, digits, '-' or '_' (the browser sends 32 hex digits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
/** Sent with an answer that repeats the stored answer of an earlier request with the same key. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** GET /api/v1/formChallenge?form=<name>: a fresh challenge for one form (never cached). */
export const FORM_CHALLENGE_PATH = '/formChallenge';

/** Data of GET /api/v1/formChallenge. */
export interface FormChallenge {
  /** The signed challenge, or null when the server runs without challenges (FORM_CHALLENGE=off). */
  challenge: Challenge | null;
  /** Seconds the challenge stays valid from now (0 without one). */
  expiresIn: number;
}

/** The fields a guarded form adds to its body. */
export interface GuardFields {
  [CHALLENGE_FIELD]: string;
  [HONEYPOT_FIELD]: string;
}
