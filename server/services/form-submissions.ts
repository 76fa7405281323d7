// What the form services share about the submissions they store: storing one under a new reference with
// its mail, the e-mail address as it is counted, and the bound on acknowledgements per address and day
// (docs/decisions/0012-ticket-form.md). Deleting old submissions: retention.ts.
import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FieldIssue } from '../../shared/forms/issues';
import type { Db } from '../db/database';
import { lockForTransaction } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Outbox } from '../mail/types';
import { REFERENCE_TRIES, newReference } from './references';

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

/** Providers that deliver an address with dots in its local part to the same mailbox as without them, by the name they count under. */
const DOTS_IGNORED = new Map([
  ['gmail.com', 'gmail.com'],
  ['googlemail.com', 'gmail.com'],
]);

/**
 * The mailbox an address reaches, as it is counted: trimmed and lower-cased, without a `+tag` (which most
 * providers deliver to the mailbox without it: `jane+1@example.com` is Jane's), and for the providers that
 * ignore dots, without the dots of its local part and under one domain. Otherwise one mailbox could be
 * sent any number of acknowledgements, three for each spelling.
 */
export function countedMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  const dotless = DOTS_IGNORED.get(domain);
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}

/** The address as it is counted: SHA-256 of its mailbox (countedMailbox). */
export function emailHash(email: string): string {
  return crypto.createHash('sha256').update(countedMailbox(email)).digest('hex');
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

/** The tables of the submissions kept under a reference. */
export type ReferencedTable = 'ticket' | 'security_advisory' | 'beta_application' | 'influencer_application' | 'loyalty_application';

/**
 * Stores a submission and queues its mail under a new reference, each try in one transaction: the
 * reference is taken in turn with any other store of it (on PostgreSQL; SQLite writes one at a time),
 * and another is drawn when `table` holds it already; otherwise `store` writes the submission and queues
 * its messages in the outbox with the transaction it is given. Once the transaction has committed, the
 * outbox announces them (its worker sends them at once). The reference stored.
 */
export async function storeUnderNewReference(
  db: Db,
  outbox: Outbox,
  target: { table: ReferencedTable; prefix: string },
  store: (trx: Transaction<Database>, reference: string) => Promise<void>,
): Promise<string> {
  for (let attempt = 1; attempt <= REFERENCE_TRIES; attempt++) {
    const reference = newReference(target.prefix);
    const stored = await db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `reference:${reference}`);
      const taken = await trx.selectFrom(target.table).select('id').where('reference', '=', reference).executeTakeFirst();
      if (taken) return false;
      await store(trx, reference);
      return true;
    });
    if (stored) {
      outbox.announce();
      return reference;
    }
  }
  throw new Error(`no unused ${target.prefix} reference after ${REFERENCE_TRIES} tries`);
}
