// The outbox table's operations: queue (in the caller's transaction), claim with a lease, record the outcome,
// and what the operator's command reads and changes (docs/decisions/0010-outbox.md).
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { isPostgres } from '../db/dialect';
import type { Database, MailOutboxTable } from '../db/schema';
import { cleanMessage, newMessageId } from './message';
import type { MailMessage, Outbox, QueuedMail } from './types';

export type OutboxRow = Selectable<MailOutboxTable>;

/** The outbox the forms queue their messages in. `now` is injectable for tests. */
export function createOutbox(config: Pick<Config, 'MAIL_FROM'>, now: () => number = Date.now): Outbox {
  const listeners = new Set<() => void>();
  return {
    announce() {
      for (const listener of listeners) listener();
    },
    onAnnounce(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async enqueue(db: Db, message: MailMessage): Promise<QueuedMail> {
      const clean = cleanMessage(message);
      const messageId = newMessageId(config.MAIL_FROM);
      const at = now();
      const { id } = await db
        .insertInto('mail_outbox')
        .values({
          message_id: messageId,
          recipients: JSON.stringify(clean.to),
          reply_to: clean.replyTo ? JSON.stringify(clean.replyTo) : null,
          subject: clean.subject,
          text: clean.text,
          html: clean.html,
          attachments: JSON.stringify(clean.attachments),
          topic: clean.topic,
          status: 'pending',
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
          trying_since: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, messageId };
    },
  };
}

export interface Claim {
  owner: string;
  now: number;
  leaseMs: number;
  limit: number;
}

/** Pending, its next attempt time has come, and nobody holds a lease on it (or its holder's lease ran out). */
const isDue = (now: number) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.and([
    eb('status', '=', 'pending'),
    eb('next_attempt_at', '<=', now),
    eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]),
  ]);

/**
 * Claim up to `limit` due messages for `owner` until `now + leaseMs`: one UPDATE, so of several workers on
 * the same database only one can take a message. The claim counts as an attempt (a claimer that dies
 * mid-send has tried).
 */
export async function claimDue(db: Db, { owner, now, leaseMs, limit }: Claim): Promise<OutboxRow[]> {
  const due = db.selectFrom('mail_outbox').select('id').where(isDue(now)).orderBy('next_attempt_at').orderBy('id').limit(limit);
  const set = { lease_owner: owner, lease_until: now + leaseMs, attempts: sql<number>`attempts + 1` };
  if (!isPostgres(db)) {
    // SQLite runs the whole statement under its one write lock.
    return db.updateTable('mail_outbox').set(set).where('id', 'in', due).where(isDue(now)).returningAll().execute();
  }
  // PostgreSQL runs claims side by side. The candidates are chosen once (a materialised WITH: a subquery
  // in the WHERE may be run again and return more than `limit`) and locked as they are chosen, skipping
  // those another claim holds, so two workers take different messages instead of one waiting for the
  // other's and then finding them taken. The outer WHERE repeats the condition all the same (under READ
  // COMMITTED it is checked again on the row as locked), so only one claimer can win a message.
  return db
    .with((cte) => cte('due').materialized(), () => due.forUpdate().skipLocked())
    .updateTable('mail_outbox')
    .set(set)
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where(isDue(now))
    .returningAll()
    .execute();
}

/**
 * The message went out: sent, lease released. Returns false when `owner` no longer held the lease (it ran out
 * during the send and another worker may have sent the message too).
 */
export async function markSent(db: Db, id: number, owner: string, now: number, note: string | null): Promise<boolean> {
  const held = await db.selectFrom('mail_outbox').select('id').where('id', '=', id).where('lease_owner', '=', owner).executeTakeFirst();
  await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, lease_owner: null, lease_until: null, last_error: note })
    .where('id', '=', id)
    .execute();
  return held !== undefined;
}

export interface Failure {
  error: string;
  /** The next attempt, or null to give up (status failed). */
  nextAttemptAt: number | null;
}

/** The attempt failed: record why and when to try again (or give up), and release the lease, if still held. */
export async function markFailed(db: Db, id: number, owner: string, { error, nextAttemptAt }: Failure): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      last_error: error,
      lease_owner: null,
      lease_until: null,
      ...(nextAttemptAt === null ? { status: 'failed' as const } : { next_attempt_at: nextAttemptAt }),
    })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .where('status', '=', 'pending')
    .execute();
}

/** How long a message is kept once sent (or, failed, once its last round of tries ended): its text holds what the form held. */
export const OUTBOX_KEEP_DAYS = 30;

/**
 * Deletes the messages sent before `before`, and the failed ones whose last round of tries (MAIL_RETRY_HOURS
 * from `trying_since`) ended before it: a copy of a ticket's mail must not outlive the ticket. Pending
 * messages stay, however old.
 */
export async function purgeOutbox(db: Db, before: number, retryMs: number): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'sent'), eb('sent_at', '<', before)]),
        eb.and([eb('status', '=', 'failed'), eb('trying_since', '<', before - retryMs)]),
      ]),
    )
    .execute();
}

/** One line of the operator's list: no recipients, no content. */
export type OutboxSummary = Pick<
  OutboxRow,
  'id' | 'status' | 'topic' | 'attempts' | 'next_attempt_at' | 'lease_until' | 'last_error' | 'created_at' | 'sent_at'
>;

const SUMMARY = ['id', 'status', 'topic', 'attempts', 'next_attempt_at', 'lease_until', 'last_error', 'created_at', 'sent_at'] as const;

/** How many messages are in each state, and how many pending ones are due at `now`. */
export async function countByStatus(db: Db, now: number): Promise<Record<OutboxRow['status'], number> & { due: number }> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const due = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(isDue(now))
    .executeTakeFirstOrThrow();
  const counts = { pending: 0, sent: 0, failed: 0, due: Number(due.n) };
  for (const r of rows) counts[r.status] = Number(r.n);
  return counts;
}

/** The messages of one state: failed and pending by their next attempt, sent ones newest first. */
export async function listByStatus(db: Db, status: OutboxRow['status'], limit: number): Promise<OutboxSummary[]> {
  const query = db.selectFrom('mail_outbox').select(SUMMARY).where('status', '=', status);
  const ordered = status === 'sent' ? query.orderBy('sent_at', 'desc').orderBy('id', 'desc') : query.orderBy('next_attempt_at').orderBy('id');
  return ordered.limit(limit).execute();
}

export type RetryOutcome =
  | { ok: true; row: OutboxSummary; was: OutboxRow['status'] }
  | { ok: false; reason: 'missing' }
  | { ok: false; reason: 'sent'; row: OutboxSummary };

/** The largest message number there can be: the key is an `integer`, 32-bit on PostgreSQL. */
const MAX_MESSAGE_ID = 2 ** 31 - 1;

/**
 * Make a message due now. A failed one starts a new round of tries (attempts from 0, MAIL_RETRY_HOURS from
 * now); a sent one is never sent again.
 */
export async function retryNow(db: Db, id: number, now: number): Promise<RetryOutcome> {
  // Message numbers are 32-bit on PostgreSQL (an integer key), which refuses a larger one in a query.
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_MESSAGE_ID) return { ok: false, reason: 'missing' } as const;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('mail_outbox').select(SUMMARY).where('id', '=', id).executeTakeFirst();
    if (!row) return { ok: false, reason: 'missing' } as const;
    if (row.status === 'sent') return { ok: false, reason: 'sent', row } as const;
    const reset = row.status === 'failed' ? { status: 'pending' as const, attempts: 0, trying_since: now } : {};
    await trx
      .updateTable('mail_outbox')
      .set({ next_attempt_at: now, ...reset })
      .where('id', '=', id)
      .execute();
    const after = await trx.selectFrom('mail_outbox').select(SUMMARY).where('id', '=', id).executeTakeFirstOrThrow();
    return { ok: true, row: after, was: row.status } as const;
  });
}
