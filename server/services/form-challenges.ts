// The proof-of-work challenge of the forms (docs/decisions/0011-spam-resistance.md), with altcha-lib: the
// server hands out a signed challenge per form; the visitor's browser finds the counter whose PBKDF2 key
// starts with the challenge's prefix (about a second on a mid-range phone, in the background while the
// visitor fills in the form); the server checks the answer with one HMAC, refuses it once expired, for
// another form or a second time. The signing key is FORM_SECRET, or a random key made once and kept in
// the database, so every process on it signs and checks alike. It is never logged and never sent.
import crypto from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import { z } from 'zod';
import type { FormName } from '../../shared/form-guard';
import type { Db } from '../db/database';

/** The key derivation of each try: PBKDF2 with SHA-256, native in every browser's Web Crypto. */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try: the server spends one such derivation to make a challenge. */
export const CHALLENGE_COST = 2_000;
/** The counter a browser must reach is drawn between these; the work is counter × cost iterations. */
export const CHALLENGE_COUNTER_MIN = 600;
export const CHALLENGE_COUNTER_MAX = 1_400;
/** How long a challenge stays valid: long enough to fill in a form, short enough not to be stockpiled. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** The longest `altcha` value accepted (a real one is under 1 kB). */
export const CHALLENGE_PAYLOAD_MAX = 4_096;

export type ChallengeOutcome =
  | { ok: true; id: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'invalid' | 'expired' | 'otherForm' | 'reused' };

const hex = z.string().regex(/^(?:[0-9a-f]{2})+$/).max(1_024);
const payloadSchema = z.object({
  challenge: z.object({
    // Loose: the signature covers every parameter the server set, so none may be dropped before checking it.
    parameters: z.looseObject({
      algorithm: z.literal(CHALLENGE_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive().max(1_000_000),
      keyLength: z.number().int().positive().max(64),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number(),
      data: z.record(z.string().max(100), z.union([z.string().max(1_000), z.number(), z.boolean(), z.null()])),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().min(0).max(0xffffffff), derivedKey: hex }),
});

/** The `altcha` string as the browser sends it: base64 of `{ challenge, solution }`, checked for shape. */
export function parseChallengePayload(value: string): z.infer<typeof payloadSchema> | null {
  if (value.length > CHALLENGE_PAYLOAD_MAX || !/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return null;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** How much work a challenge asks for: PBKDF2 iterations per try, and the range the counter is drawn from. */
export interface ChallengeWork {
  cost: number;
  counterMin: number;
  counterMax: number;
}

export const CHALLENGE_WORK: ChallengeWork = { cost: CHALLENGE_COST, counterMin: CHALLENGE_COUNTER_MIN, counterMax: CHALLENGE_COUNTER_MAX };

export interface FormChallengeOptions {
  /** FORM_SECRET; unset: a random key kept in the database. */
  secret?: string;
  now?: () => number;
  /** Less work than the site asks (tests). */
  work?: ChallengeWork;
}

const PURGE_EVERY_MS = 60_000;

export class FormChallengeService {
  private readonly now: () => number;
  private keys: Promise<{ signature: string; key: string }> | null = null;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly options: FormChallengeOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /** A fresh signed challenge for `form`. */
  async create(form: FormName): Promise<Challenge> {
    const { signature, key } = await this.signingKeys();
    const { cost, counterMin, counterMax } = this.options.work ?? CHALLENGE_WORK;
    return createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost,
      counter: randomInt(counterMax, counterMin),
      deriveKey,
      data: { form },
      expiresAt: new Date(this.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: key,
    });
  }

  /** Check a solved challenge sent with `form`; a good one is spent (recorded) and cannot be used again. */
  async verify(form: FormName, altcha: unknown): Promise<ChallengeOutcome> {
    if (typeof altcha !== 'string' || altcha === '') return { ok: false, reason: 'missing' };
    const payload = parseChallengePayload(altcha);
    if (!payload) return { ok: false, reason: 'malformed' };
    const { challenge, solution } = payload;
    const now = this.now();
    if (challenge.parameters.expiresAt * 1000 <= now) return { ok: false, reason: 'expired' };
    const { signature, key } = await this.signingKeys();
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: signature, hmacKeySignatureSecret: key });
    if (result.expired) return { ok: false, reason: 'expired' };
    if (!result.verified) return { ok: false, reason: 'invalid' };
    // Signed, so only this server can have named the form.
    if (challenge.parameters.data.form !== form) return { ok: false, reason: 'otherForm' };
    await this.purge(now);
    const id = challenge.parameters.nonce;
    const spent = await this.db
      .insertInto('form_challenge_spent')
      .values({ id, expires_at: challenge.parameters.expiresAt * 1000 })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (Number(spent.numInsertedOrUpdatedRows ?? 0) === 0) return { ok: false, reason: 'reused' };
    return { ok: true, id };
  }

  /** Give a spent challenge back: the submission it came with was refused, so it may be sent again. */
  async release(id: string): Promise<void> {
    await this.db.deleteFrom('form_challenge_spent').where('id', '=', id).execute();
  }

  /** Two keys derived from the one secret: one signs challenges, one signs their expected answers. */
  private signingKeys(): Promise<{ signature: string; key: string }> {
    this.keys ??= this.secret().then((secret) => {
      const derive = (purpose: string) => crypto.createHmac('sha256', secret).update(purpose).digest('hex');
      return { signature: derive('form-challenge-signature'), key: derive('form-challenge-key') };
    });
    this.keys.catch(() => (this.keys = null));
    return this.keys;
  }

  private async secret(): Promise<string> {
    if (this.options.secret) return this.options.secret;
    await this.db
      .insertInto('form_secret')
      .values({ name: 'challenge', value: crypto.randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db.selectFrom('form_secret').select('value').where('name', '=', 'challenge').executeTakeFirstOrThrow();
    return row.value;
  }

  /** Spent challenges past their expiry (they would be refused as expired anyway): deleted at most once a minute. */
  private async purge(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.deleteFrom('form_challenge_spent').where('expires_at', '<=', now).execute();
  }
}
