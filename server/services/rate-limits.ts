// Rate limits per client address over a sliding window (docs/decisions/0011-spam-resistance.md). Each scope
// (a form, the FAQ read beacon, any other POST call, the challenge call) counts requests per address in
// fixed windows, and a request is let through while the previous window's count, weighted by how much of
// it still overlaps the sliding window, plus the current window's count stays under the limit. That keeps
// two windows' worth of requests from passing across a window boundary, with two counters per address.
// Counters live in the database, keyed by a hash of the address under the salt of the UTC day their window
// began, so every process on it shares them and the window before midnight still weighs on the one after;
// a refused request is not counted, so the wait it is told holds.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { DailySalt, KEY_KEPT_PAST_MIDNIGHT_MS, utcDay } from './address-hash';

export interface RateRule {
  /** Requests let through per window. */
  max: number;
  windowSeconds: number;
}

export interface WindowCounts {
  /** Requests counted in the window before the current one. */
  previous: number;
  /** Requests counted in the current window so far. */
  current: number;
  /** Milliseconds since the current window began (0 ≤ elapsed < window). */
  elapsedMs: number;
}

/** What a counted request added, so that it can be taken back (`refund`). */
export interface RateReceipt {
  scope: string;
  ipHash: string;
  windowStart: number;
  units: number;
}

export interface RateDecision {
  allowed: boolean;
  /** When refused: milliseconds until a request would be let through (0 when allowed). */
  retryAfterMs: number;
  /** When allowed: what it counted. */
  receipt?: RateReceipt;
}

/**
 * The rule, as a pure function: a request passes while previous × (window − elapsed) / window + current
 * stays under max. Integer arithmetic, the same inequality the database statement checks.
 */
export function slidingWindow({ previous, current, elapsedMs }: WindowCounts, { max, windowSeconds }: RateRule, units = 1): RateDecision {
  const windowMs = windowSeconds * 1000;
  // A request of `units` passes where that many requests of one would: the counts must stay under `room`.
  const room = max - units + 1;
  if (previous * (windowMs - elapsedMs) + current * windowMs < room * windowMs) return { allowed: true, retryAfterMs: 0 };
  const toNextWindow = windowMs - elapsedMs;
  // Heavier than the whole rule: it never passes; a window's wait is as good an answer as any.
  if (room <= 0) return { allowed: false, retryAfterMs: toNextWindow + windowMs };
  // Within this window the previous window's weight falls as time passes:
  // previous × (window − elapsed − t) < (room − current) × window  ⇔  t > window − elapsed − (room − current) × window / previous
  if (current < room && previous > 0) {
    const wait = Math.floor(toNextWindow - ((room - current) * windowMs) / previous) + 1;
    if (wait <= toNextWindow) return { allowed: false, retryAfterMs: Math.max(1, wait) };
  }
  // Otherwise in the next window, where this window's count is the weighted one: current × (window − e) <
  // room × window. Refused requests are never counted, so e is at most 1 ms when current < room.
  const intoNext = current < room ? 0 : Math.floor(windowMs - (room * windowMs) / current) + 1;
  return { allowed: false, retryAfterMs: toNextWindow + intoNext };
}

/** An address's hashes for the current window and the one before (under different days' salts across midnight). */
interface WindowHashes {
  ipHash: string;
  previousHash: string;
}

export interface RateLimitOptions {
  now?: () => number;
}

const PURGE_EVERY_MS = 60_000;
/** How often a request is counted again when the counts fell just after it was refused (see `hit`). */
const COUNT_ATTEMPTS = 3;

export class RateLimitService {
  private readonly salts: DailySalt;
  private readonly now: () => number;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    options: RateLimitOptions = {},
  ) {
    this.salts = new DailySalt(db);
    this.now = options.now ?? Date.now;
  }

  /**
   * Count one request of `scope` from address `ip`, unless the rule refuses it. A request may weigh more
   * than one (the megabytes an upload declares): it passes only while the count with its whole weight stays
   * within the rule.
   */
  async hit(scope: string, ip: string, rule: RateRule, weight = 1): Promise<RateDecision> {
    const now = this.now();
    await this.purge(now);
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const elapsed = now - start;
    const { ipHash, previousHash } = await this.hashes(ip, start, windowMs, now);
    // Numbers as 64-bit integers: PostgreSQL would take an untyped parameter in a SELECT list as text, and
    // count in 32 bits (hits × a day's milliseconds passes 2^31).
    const int = (n: number) => sql<number>`CAST(${n} AS bigint)`;
    const previousHits = sql<number>`coalesce((SELECT hits FROM rate_limit WHERE scope = ${scope} AND ip_hash = ${previousHash} AND window_start = ${int(start - windowMs)}), 0)`;
    // One statement decides and counts, so requests from several processes cannot all pass the limit. On
    // PostgreSQL a second insert of the same counter waits for the first and then takes the update with
    // its condition checked on the counter as the first left it.
    // A request of weight w passes where w requests of weight one would all have passed.
    const units = Math.max(1, Math.ceil(weight));
    const extra = (units - 1) * windowMs;
    // A request let through is always one counted. The counts can fall between the statement that refused
    // and the read of the wait (another request taken back, `refund`): then it is counted again, and
    // refused with a short wait should that keep happening.
    for (let attempt = 0; attempt < COUNT_ATTEMPTS; attempt++) {
      const counted = await sql<{ hits: number }>`
        INSERT INTO rate_limit (scope, ip_hash, window_start, hits, expires_at)
        SELECT ${scope}, ${ipHash}, ${int(start)}, ${int(units)}, ${int(start + 2 * windowMs)}
        WHERE ${previousHits} * ${int(windowMs - elapsed)} + ${int(extra)} < ${int(rule.max * windowMs)}
        ON CONFLICT (scope, ip_hash, window_start) DO UPDATE SET hits = rate_limit.hits + ${int(units)}
          WHERE ${previousHits} * ${int(windowMs - elapsed)} + rate_limit.hits * ${int(windowMs)} + ${int(extra)} < ${int(rule.max * windowMs)}
        RETURNING hits`.execute(this.db);
      if (counted.rows.length > 0) return { allowed: true, retryAfterMs: 0, receipt: { scope, ipHash, windowStart: start, units } };
      const decision = await this.decide(scope, { ipHash, previousHash }, rule, now, units);
      if (!decision.allowed) return decision;
    }
    return { allowed: false, retryAfterMs: 1000 };
  }

  /**
   * Milliseconds until `scope` would let a request from `ip` through (0 when it would now), without
   * counting it: the longer wait to tell when another limit refused the request first.
   */
  async wait(scope: string, ip: string, rule: RateRule): Promise<number> {
    const now = this.now();
    const windowMs = rule.windowSeconds * 1000;
    const hashes = await this.hashes(ip, Math.floor(now / windowMs) * windowMs, windowMs, now);
    return (await this.decide(scope, hashes, rule, now, 1)).retryAfterMs;
  }

  /**
   * The address's hashes for the current window (starting at `start`) and the one before: each under the
   * salt of the day its window began, so that the counts before midnight still hold after it.
   */
  private async hashes(ip: string, start: number, windowMs: number, now: number): Promise<WindowHashes> {
    if (windowMs > KEY_KEPT_PAST_MIDNIGHT_MS) throw new RangeError(`A rate limit's window is at most ${KEY_KEPT_PAST_MIDNIGHT_MS / 1000} s: the day before's key is kept no longer`);
    const day = utcDay(start);
    const previousDay = utcDay(start - windowMs);
    const ipHash = await this.salts.address(day, ip, now);
    // Both windows began on the same day but for the first window after midnight: one hash serves both.
    const previousHash = previousDay === day ? ipHash : await this.salts.address(previousDay, ip, now);
    return { ipHash, previousHash };
  }

  /** The rule's decision on the counts as they stand. */
  private async decide(scope: string, { ipHash, previousHash }: WindowHashes, rule: RateRule, now: number, units: number): Promise<RateDecision> {
    const windowMs = rule.windowSeconds * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    // Both counters in one read: this window's under this day's hash, the one before under its own day's.
    const rows = await this.db
      .selectFrom('rate_limit')
      .select(['ip_hash', 'window_start', 'hits'])
      .where('scope', '=', scope)
      .where((eb) =>
        eb.or([
          eb.and([eb('ip_hash', '=', ipHash), eb('window_start', '=', start)]),
          eb.and([eb('ip_hash', '=', previousHash), eb('window_start', '=', start - windowMs)]),
        ]),
      )
      .execute();
    const hitsOf = (hash: string, windowStart: number) => rows.find((row) => row.ip_hash === hash && Number(row.window_start) === windowStart)?.hits ?? 0;
    const previous = hitsOf(previousHash, start - windowMs);
    const current = hitsOf(ipHash, start);
    return slidingWindow({ previous, current, elapsedMs: now - start }, rule, units);
  }

  /**
   * Takes a counted request back: a form's submission that did no work after all (its challenge or its
   * fields were refused). From the window it was counted in, whichever window is current now.
   */
  async refund({ scope, ipHash, windowStart, units }: RateReceipt): Promise<void> {
    await this.db
      .updateTable('rate_limit')
      .set((eb) => ({ hits: eb('hits', '-', units) }))
      .where('scope', '=', scope)
      .where('ip_hash', '=', ipHash)
      .where('window_start', '=', windowStart)
      .where('hits', '>=', units)
      .execute();
  }

  /** Counters that no longer count: deleted at most once a minute per process. */
  private async purge(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.deleteFrom('rate_limit').where('expires_at', '<=', now).execute();
  }
}
