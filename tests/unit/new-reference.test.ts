// A submission is stored under a reference no other submission of its form holds: when the reference drawn
// is taken, another is drawn, a few times at most, and the mail is announced only for what was stored.
import crypto from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import type { Outbox } from '../../server/mail/types';
import { storeUnderNewReference } from '../../server/services/form-submissions';
import { REFERENCE_ALPHABET, REFERENCE_TRIES } from '../../server/services/references';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/test-database';

let database: ScratchDatabase;
let opened: OpenedDatabase;
beforeAll(async () => {
  database = await createScratchDatabase('new-reference-');
  opened = await openDatabase(database.target);
});
afterAll(async () => {
  await opened.close();
  await database.remove();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** An outbox that only counts its announcements (nothing is queued through it here). */
function countingOutbox(): Outbox & { announced: number } {
  return {
    announced: 0,
    enqueue: () => Promise.reject(new Error('not queued in this test')),
    announce() {
      this.announced++;
    },
    onAnnounce: () => () => {},
  };
}

/** Draws each reference's eight characters all alike: the first reference from the alphabet's character at `picks[0]`, and so on. */
function drawInTurn(picks: number[]): void {
  let call = 0;
  vi.spyOn(crypto, 'randomInt').mockImplementation((() => picks[Math.floor(call++ / 8)] ?? 0) as unknown as typeof crypto.randomInt);
}

const reference = (pick: number) => `SA-${REFERENCE_ALPHABET[pick]!.repeat(8)}`;

async function advisoriesWith(ref: string): Promise<string[]> {
  const rows = await opened.db.selectFrom('security_advisory').select('title').where('reference', '=', ref).execute();
  return rows.map((r) => r.title);
}

describe('storing under a new reference', () => {
  it('draws again when the reference drawn is taken, and leaves the submission that holds it alone', async () => {
    await opened.db
      .insertInto('security_advisory')
      .values({ reference: reference(0), title: 'earlier', lang: 'en', created_at: new Date().toISOString() })
      .execute();
    drawInTurn([0, 1]);
    const outbox = countingOutbox();
    const stored: string[] = [];
    const ref = await storeUnderNewReference(opened.db, outbox, { table: 'security_advisory', prefix: 'SA' }, async (trx, r) => {
      stored.push(r);
      await trx.insertInto('security_advisory').values({ reference: r, title: 'later', lang: 'en', created_at: new Date().toISOString() }).execute();
    });
    expect(ref).toBe(reference(1));
    expect(stored).toEqual([reference(1)]);
    expect(await advisoriesWith(reference(0))).toEqual(['earlier']);
    expect(await advisoriesWith(reference(1))).toEqual(['later']);
    expect(outbox.announced).toBe(1);
  });

  it(`gives up after ${REFERENCE_TRIES} taken references, storing and announcing nothing`, async () => {
    await opened.db
      .insertInto('security_advisory')
      .values({ reference: reference(2), title: 'taken', lang: 'en', created_at: new Date().toISOString() })
      .execute();
    drawInTurn(Array.from({ length: REFERENCE_TRIES + 1 }, () => 2));
    const outbox = countingOutbox();
    const store = vi.fn(() => Promise.resolve());
    await expect(storeUnderNewReference(opened.db, outbox, { table: 'security_advisory', prefix: 'SA' }, store)).rejects.toThrow(
      `no unused SA reference after ${REFERENCE_TRIES} tries`,
    );
    expect(store).not.toHaveBeenCalled();
    expect(outbox.announced).toBe(0);
    expect(crypto.randomInt).toHaveBeenCalledTimes(REFERENCE_TRIES * 8);
  });

  it('announces nothing when the store fails, and keeps nothing of it', async () => {
    drawInTurn([3]);
    const outbox = countingOutbox();
    await expect(
      storeUnderNewReference(opened.db, outbox, { table: 'security_advisory', prefix: 'SA' }, async (trx, r) => {
        await trx.insertInto('security_advisory').values({ reference: r, title: 'half', lang: 'en', created_at: new Date().toISOString() }).execute();
        throw new Error('the mail could not be queued');
      }),
    ).rejects.toThrow('the mail could not be queued');
    expect(await advisoriesWith(reference(3))).toEqual([]);
    expect(outbox.announced).toBe(0);
  });
});
