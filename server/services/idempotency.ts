// Runs a form's submission once per idempotency key (docs/decisions/0011-spam-resistance.md). The browser
// makes a random key when a form is opened and sends it with every try of that filled-in form; a retry
// (a double click, a network error and a second try) is answered with the first try's stored answer
// instead of running again. A key reused with a different body is refused, a key whose first request is
// still running is refused for the moment, and keys are forgotten after a day. Only successful answers
// are kept: after a refusal the visitor corrects the form and sends it again under the same key.
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A key whose first request has run this long without an answer is taken to be abandoned (its process died). */
export const IDEMPOTENCY_PENDING_MS = 5 * 60_000;

/** An answer as sent: its status and its JSON body (undefined for an answer without a body). */
export interface StoredAnswer {
  status: number;
  body?: unknown;
}

export class IdempotencyError extends Error {
  constructor(
    /** 'conflict': the key was used with a different body; 'inProgress': its first request is still running. */
    readonly reason: 'conflict' | 'inProgress',
  ) {
    super(reason === 'conflict' ? 'idempotency key reused with a different body' : 'idempotency key in use');
  }
}

export interface IdempotencyOptions {
  now?: () => number;
}

const PURGE_EVERY_MS = 60_000;

/**
 * A JSON value with its object keys sorted, so equal bodies hash alike whatever their key order. It
 * recurses: the form guard refuses a body nested deeper than MAX_BODY_DEPTH before hashing it.
 */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** SHA-256 (hex) of a JSON body, independent of its key order. */
export function bodyHash(body: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(canonical(body)) ?? '').digest('hex');
}

export class IdempotencyService {
  private readonly now: () => number;
  private lastPurge = 0;
  /** The claims this process holds while their first request runs. */
  private readonly running = new Set<string>();

  constructor(
    private readonly db: Db,
    options: IdempotencyOptions = {},
  ) {
    this.now = options.now ?? Date.now;
  }

  /**
   * Run `run` once for (scope, key): the first request runs it, a repeat of the same body gets its stored
   * answer (`replayed`). Throws IdempotencyError for a different body or while the first is still running.
   * An answer with a status of 300 or more, or an error thrown by `run`, releases the key.
   */
  async once(scope: string, key: string, hash: string, run: () => Promise<StoredAnswer>): Promise<{ answer: StoredAnswer; replayed: boolean }> {
    const now = this.now();
    await this.purge(now);
    const claim = crypto.randomBytes(16).toString('hex');
    // The row can vanish between claiming and reading it (its holder was refused and released it): then
    // claim it again, once.
    for (let attempt = 0; ; attempt++) {
      if (await this.claim(scope, key, hash, claim, now)) break;
      const answer = await this.stored(scope, key, hash);
      if (answer) return { answer, replayed: true };
      if (attempt > 0) throw new IdempotencyError('inProgress');
    }

    const held = this.db.updateTable('idempotency_key').where('scope', '=', scope).where('key', '=', key).where('claim', '=', claim);
    const release = () => this.db.deleteFrom('idempotency_key').where('scope', '=', scope).where('key', '=', key).where('claim', '=', claim).execute();
    let answer: StoredAnswer;
    this.running.add(claim);
    try {
      answer = await run();
    } catch (error) {
      await release();
      throw error;
    } finally {
      this.running.delete(claim);
    }
    if (answer.status >= 300) await release();
    else {
      const body = answer.body === undefined ? null : JSON.stringify(answer.body);
      await held.set({ state: 'done', status: answer.status, answer: body }).execute();
    }
    return { answer, replayed: false };
  }

  /**
   * Releases the keys whose first request is still running here: the process is stopping without waiting
   * for them, and their visitors' retries, to this or another server, would otherwise be refused for
   * IDEMPOTENCY_PENDING_MS. What such a request had not committed is rolled back when the process ends; on
   * PostgreSQL, a commit still on its way at this moment can land, and a retry then stores the submission
   * once more (a twice-received ticket rather than a visitor locked out for minutes).
   */
  async abandonRunning(): Promise<number> {
    const claims = [...this.running];
    if (claims.length === 0) return 0;
    const result = await this.db.deleteFrom('idempotency_key').where('claim', 'in', claims).where('state', '=', 'pending').executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Insert the key as pending, or take over one that expired or was abandoned. One statement, so two
   * processes cannot both hold it. Whether this request now holds the key.
   */
  private async claim(scope: string, key: string, hash: string, claim: string, now: number): Promise<boolean> {
    const claimed = await sql`
      INSERT INTO idempotency_key (scope, key, body_hash, claim, state, status, answer, created_at, expires_at)
      VALUES (${scope}, ${key}, ${hash}, ${claim}, 'pending', NULL, NULL, ${now}, ${now + IDEMPOTENCY_TTL_MS})
      ON CONFLICT (scope, key) DO UPDATE SET body_hash = excluded.body_hash, claim = excluded.claim, state = 'pending',
        status = NULL, answer = NULL, created_at = excluded.created_at, expires_at = excluded.expires_at
      WHERE idempotency_key.expires_at <= ${now}
        OR (idempotency_key.state = 'pending' AND idempotency_key.created_at <= ${now - IDEMPOTENCY_PENDING_MS})`.execute(this.db);
    return Number(claimed.numAffectedRows ?? 0) === 1;
  }

  /** The answer kept for a key someone else holds (null when the key is gone), or why there is none to give. */
  private async stored(scope: string, key: string, hash: string): Promise<StoredAnswer | null> {
    const row = await this.db
      .selectFrom('idempotency_key')
      .select(['body_hash', 'state', 'status', 'answer'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    if (row.body_hash !== hash) throw new IdempotencyError('conflict');
    if (row.state !== 'done' || row.status === null) throw new IdempotencyError('inProgress');
    return row.answer === null ? { status: row.status } : { status: row.status, body: JSON.parse(row.answer) as unknown };
  }

  /** Expired keys: deleted at most once a minute per process. */
  private async purge(now: number): Promise<void> {
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.deleteFrom('idempotency_key').where('expires_at', '<=', now).execute();
  }
}
