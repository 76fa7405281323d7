// Counting FAQ reads for the popularity sort (docs/decisions/0007-abuse-limits.md). The FAQ item page
// reports a read once it is shown in a browser; a read counts at most once per visitor, item and day, a
// few times per item and address and day (people behind one NAT), and a bounded number of times per
// address and day in all. Only keyed hashes of the visitor id and the address are stored, with a random
// key of the day; the day's rows are deleted once the day is over, its key an hour later. Everything lives in the
// database, so the bounds hold across restarts and across several server processes.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { lockForTransaction } from '../db/dialect';
import { DailySalt, keyedHash, utcDay } from './address-hash';

/** Counted reads of one item per address and day: a household or small office behind one NAT. */
export const READS_PER_ADDRESS_AND_ITEM = 3;
/** Counted reads per address and day, all items together. */
export const READS_PER_ADDRESS = 50;

export type ReadOutcome =
  | 'counted'
  /** This visitor's read of this item was counted today already. */
  | 'repeat'
  | 'addressItemLimit'
  | 'addressLimit';

export interface Read {
  faqId: number;
  /** The random id the visitor's browser keeps. */
  visitorId: string;
  /** The client address (req.ip). */
  ip: string;
  at?: Date;
}

export class FaqReadService {
  private readonly salts: DailySalt;
  private purgedBefore: string | null = null;

  constructor(private readonly db: Db) {
    this.salts = new DailySalt(db);
  }

  /** Count the read unless a bound says otherwise; the outcome says which. */
  async record(read: Read): Promise<ReadOutcome> {
    const at = (read.at ?? new Date()).getTime();
    const day = utcDay(at);
    await this.purgeBefore(day);
    const visitor = keyedHash(await this.salts.of(day, at), 'visitor', read.visitorId);
    const address = await this.salts.address(day, read.ip, at);
    const { faqId } = read;
    return this.db.transaction().execute(async (trx) => {
      // One statement decides and writes, so two processes cannot both pass a bound. On PostgreSQL, where
      // transactions run side by side, the reads of one address are taken in turn as well: two counts that
      // both saw room would otherwise both insert.
      await lockForTransaction(trx, `faq_read:${day}:${address}`);
      const inserted = await sql`
        INSERT INTO faq_read (day, faq_id, visitor_hash, ip_hash)
        SELECT ${day}, CAST(${faqId} AS integer), ${visitor}, ${address}
        WHERE (SELECT count(*) FROM faq_read WHERE day = ${day} AND ip_hash = ${address} AND faq_id = ${faqId}) < ${READS_PER_ADDRESS_AND_ITEM}
          AND (SELECT count(*) FROM faq_read WHERE day = ${day} AND ip_hash = ${address}) < ${READS_PER_ADDRESS}
        ON CONFLICT DO NOTHING`.execute(trx);
      if (Number(inserted.numAffectedRows ?? 0) === 1) {
        await trx
          .insertInto('faq_click')
          .values({ faq_id: faqId, clicks: 1 })
          .onConflict((oc) => oc.column('faq_id').doUpdateSet({ clicks: sql`faq_click.clicks + 1` }))
          .execute();
        return 'counted';
      }
      const seen = await trx
        .selectFrom('faq_read')
        .select('faq_id')
        .where('day', '=', day)
        .where('faq_id', '=', faqId)
        .where('visitor_hash', '=', visitor)
        .executeTakeFirst();
      if (seen) return 'repeat';
      const forItem = await trx
        .selectFrom('faq_read')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('day', '=', day)
        .where('ip_hash', '=', address)
        .where('faq_id', '=', faqId)
        .executeTakeFirstOrThrow();
      return Number(forItem.n) >= READS_PER_ADDRESS_AND_ITEM ? 'addressItemLimit' : 'addressLimit';
    });
  }

  /** Past days' rows are of no further use: delete them, once a day per process (DailySalt deletes their salts). */
  private async purgeBefore(day: string): Promise<void> {
    if (this.purgedBefore === day) return;
    await this.db.deleteFrom('faq_read').where('day', '<', day).execute();
    this.purgedBefore = day;
  }
}
