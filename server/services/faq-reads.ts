// Counting FAQ reads for the popularity sort (docs/decisions/0007-abuse-limits.md). The FAQ item page
// reports a read once it is shown in a browser; a read counts at most once per visitor, item and day, a
// few times per item and address and day (people behind one NAT), and a bounded number of times per
// address and day in all. Only keyed hashes of the visitor id and the address are stored, with a random
// key of the day that is deleted, with the day's rows, once the day is over. Everything lives in the
// database, so the bounds hold across restarts and across several server processes.
import crypto from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import type { Db } from '../db/database';

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

/** The part of an address that names one network: an IPv4 address whole, an IPv6 address by its /64. */
export function networkKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  // One subscriber gets a whole /64 (2^64 addresses), so the bounds apply to the prefix.
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, as lowercase hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const toGroups = (part: string): string[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const [head = '', tail] = address.split('::');
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

function keyedHash(salt: string, kind: 'visitor' | 'address', value: string): string {
  return crypto.createHmac('sha256', salt).update(`${kind}\0${value}`).digest('hex').slice(0, 32);
}

export class FaqReadService {
  /** The salt of the current day (one entry). */
  private salts = new Map<string, Promise<string>>();
  private purgedBefore: string | null = null;

  constructor(private readonly db: Db) {}

  /** Count the read unless a bound says otherwise; the outcome says which. */
  async record(read: Read): Promise<ReadOutcome> {
    const day = (read.at ?? new Date()).toISOString().slice(0, 10);
    await this.purgeBefore(day);
    const salt = await this.salt(day);
    const visitor = keyedHash(salt, 'visitor', read.visitorId);
    const address = keyedHash(salt, 'address', networkKey(read.ip));
    const { faqId } = read;
    return this.db.transaction().execute(async (trx) => {
      // One statement decides and writes, so two processes cannot both pass a bound.
      const inserted = await sql`
        INSERT INTO faq_read (day, faq_id, visitor_hash, ip_hash)
        SELECT ${day}, ${faqId}, ${visitor}, ${address}
        WHERE (SELECT count(*) FROM faq_read WHERE day = ${day} AND ip_hash = ${address} AND faq_id = ${faqId}) < ${READS_PER_ADDRESS_AND_ITEM}
          AND (SELECT count(*) FROM faq_read WHERE day = ${day} AND ip_hash = ${address}) < ${READS_PER_ADDRESS}
        ON CONFLICT DO NOTHING`.execute(trx);
      if (Number(inserted.numAffectedRows ?? 0) === 1) {
        await trx
          .insertInto('faq_click')
          .values({ faq_id: faqId, clicks: 1 })
          .onConflict((oc) => oc.column('faq_id').doUpdateSet({ clicks: sql`clicks + 1` }))
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

  /** The random key of the day, the same for every process on this database. */
  private salt(day: string): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.loadSalt(day);
      this.salts.clear();
      this.salts.set(day, salt);
      salt.catch(() => this.salts.delete(day));
    }
    return salt;
  }

  private async loadSalt(day: string): Promise<string> {
    await this.db
      .insertInto('faq_read_salt')
      .values({ day, salt: crypto.randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await this.db.selectFrom('faq_read_salt').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return row.salt;
  }

  /** Past days' rows and salts are of no further use: delete them, once a day per process. */
  private async purgeBefore(day: string): Promise<void> {
    if (this.purgedBefore === day) return;
    await this.db.deleteFrom('faq_read').where('day', '<', day).execute();
    await this.db.deleteFrom('faq_read_salt').where('day', '<', day).execute();
    this.purgedBefore = day;
  }
}
