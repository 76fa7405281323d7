// What the form services share about the submissions they store: the e-mail address as it is counted, and
// the bound on acknowledgements per address and day (docs/decisions/0012-ticket-form.md). Deleting old
// submissions: retention.ts.
import crypto from 'node:crypto';
import type { FieldIssue } from '../../shared/forms/issues';
import type { Db } from '../db/database';
import { lockForTransaction } from '../db/dialect';

/** Bad input only the server could find; the form's router answers it 400 with the issues in words. */
export class FormRefused extends Error {
  constructor(
    form: string,
    readonly issues: FieldIssue[],
  ) {
    super(`${form} refused: ${issues.map((i) => `${i.field} ${i.key}`).join(', ')}`);
  }
}

/** Acknowledgements one address receives per day (UTC) from one form; further submissions are stored and mailed to the team only. */
export const ACKS_PER_ADDRESS_PER_DAY = 3;

/** The address as it is counted: SHA-256 of it trimmed and lower-cased. */
export function emailHash(email: string): string {
  return crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** The tables of submissions that are acknowledged: each has `email_hash`, `acknowledged` and `created_at` (ISO, UTC). */
export type AcknowledgedTable = 'ticket' | 'beta_application' | 'influencer_application' | 'loyalty_application';

/**
 * Whether a submission from the address with `hash`, stored at `now`, is acknowledged: fewer than
 * ACKS_PER_ADDRESS_PER_DAY of the table's submissions from it were acknowledged this UTC day. Run it in
 * the transaction that stores the submission, so concurrent submissions cannot pass the bound together.
 */
export async function mayAcknowledge(trx: Db, table: AcknowledgedTable, hash: string, now: Date): Promise<boolean> {
  // PostgreSQL runs transactions side by side: the submissions of one address to one form take turns
  // from here until their transactions end, so each counts the ones before it.
  await lockForTransaction(trx, `acknowledge:${table}:${hash}`);
  const dayStart = `${now.toISOString().slice(0, 10)}T00:00:00.000Z`;
  const acked = await trx
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email_hash', '=', hash)
    .where('created_at', '>=', dayStart)
    .where('acknowledged', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(acked.n) < ACKS_PER_ADDRESS_PER_DAY;
}
