// Keyed hashes of client addresses (and other visitor ids) under a random key of the day, for the bounds
// that count per address: FAQ reads (docs/decisions/0007-abuse-limits.md) and the rate limits of the API's
// POST calls (docs/decisions/0011-spam-resistance.md). The key of a day lives in the database, so every
// process on it hashes alike; past days' keys are deleted (an hour into the next day), after which their hashes link to nothing.
import crypto from 'node:crypto';
import net from 'node:net';
import type { Db } from '../db/database';

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

/** HMAC-SHA-256 of `value` under the day's salt, first 128 bits; `kind` keeps hashes of different things apart. */
export function keyedHash(salt: string, kind: string, value: string): string {
  return crypto.createHmac('sha256', salt).update(`${kind}\0${value}`).digest('hex').slice(0, 32);
}

/** The UTC day of an instant, YYYY-MM-DD. */
export function utcDay(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/**
 * How long past midnight the day before's key is kept: a rate limit's window that ended at midnight still
 * weighs on the first window of the new day, counted under the key of the day it began (rate-limits.ts).
 * No rule's window is longer.
 */
export const KEY_KEPT_PAST_MIDNIGHT_MS = 60 * 60 * 1000;

/** The random key of each UTC day, the same for every process on this database (faq_read_salt). */
export class DailySalt {
  /** The salts of the days still kept: today's, and the day before's in the first hour of a day. */
  private salts = new Map<string, Promise<string>>();
  private purgedBefore: string | null = null;

  constructor(private readonly db: Db) {}

  /**
   * The salt of `day`, created by whichever process needs it first. The keys of days that ended more than
   * KEY_KEPT_PAST_MIDNIGHT_MS before `at` are deleted.
   */
  async of(day: string, at: number): Promise<string> {
    const keepFrom = utcDay(at - KEY_KEPT_PAST_MIDNIGHT_MS);
    if (this.purgedBefore !== keepFrom) {
      await this.db.deleteFrom('faq_read_salt').where('day', '<', keepFrom).execute();
      this.purgedBefore = keepFrom;
      for (const kept of [...this.salts.keys()]) if (kept < keepFrom) this.salts.delete(kept);
    }
    let salt = this.salts.get(day);
    if (!salt) {
      salt = this.load(day);
      this.salts.set(day, salt);
      salt.catch(() => this.salts.delete(day));
    }
    return salt;
  }

  /** The keyed hash of a client address (an IPv6 address by its /64) under the salt of `day`, asked at `at`. */
  async address(day: string, ip: string, at: number): Promise<string> {
    return keyedHash(await this.of(day, at), 'address', networkKey(ip));
  }

  private async load(day: string): Promise<string> {
    await this.db
      .insertInto('faq_read_salt')
      .values({ day, salt: crypto.randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute();
    const row = await this.db.selectFrom('faq_read_salt').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
    return row.salt;
  }
}
