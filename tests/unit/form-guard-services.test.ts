// The stateful parts of the forms' guard on a real SQLite file, with a clock the tests move: rate-limit
// windows, challenge verification (expired, reused, tampered, another process, another secret) and the
// idempotency keys. Two connections to one file stand for two server processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/test-database';
import { CHALLENGE_TTL_MS, FormChallengeService, parseChallengePayload } from '../../server/services/form-challenges';
import { IDEMPOTENCY_PENDING_MS, IDEMPOTENCY_TTL_MS, IdempotencyError, IdempotencyService } from '../../server/services/idempotency';
import { RateLimitService } from '../../server/services/rate-limits';
import { altered, LIGHT_WORK, solvedAltcha } from '../helpers/form-guard';

let one: OpenedDatabase;
let two: OpenedDatabase;
let database: ScratchDatabase;
beforeAll(async () => {
  database = await createScratchDatabase('form-guard-');
  one = await openDatabase(database.target);
  two = await openDatabase(database.target);
});
afterAll(async () => {
  await one.close();
  await two.close();
  await database.remove();
});

/** A clock that starts at a window boundary of the day (noon UTC) and moves when told. */
function clock(start = Date.UTC(2030, 0, 15, 12, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => void (now += ms), set: (at: number) => void (now = at) };
}

describe('rate limits', () => {
  const rule = { max: 5, windowSeconds: 600 };

  it('lets max requests through in a window, refuses the next with the wait, and does not count refusals', async () => {
    const c = clock();
    const limits = new RateLimitService(one.db, { now: c.now });
    for (let i = 0; i < 5; i++) expect((await limits.hit('form:ticket', '203.0.113.1', rule)).allowed).toBe(true);
    c.advance(100_000);
    expect(await limits.hit('form:ticket', '203.0.113.1', rule)).toEqual({ allowed: false, retryAfterMs: 500_001 });
    for (let i = 0; i < 20; i++) await limits.hit('form:ticket', '203.0.113.1', rule);
    // The wait named holds: refused requests did not add to the count.
    c.advance(500_001);
    expect((await limits.hit('form:ticket', '203.0.113.1', rule)).allowed).toBe(true);
  });

  it('takes a counted request back, from the window it was counted in, never below nothing', async () => {
    const c = clock();
    const limits = new RateLimitService(one.db, { now: c.now });
    const receipts = [];
    for (let i = 0; i < 5; i++) receipts.push((await limits.hit('refund', '203.0.113.5', rule)).receipt!);
    expect((await limits.hit('refund', '203.0.113.5', rule)).allowed).toBe(false);
    await limits.refund(receipts[0]!);
    expect((await limits.hit('refund', '203.0.113.5', rule)).allowed).toBe(true);
    expect((await limits.hit('refund', '203.0.113.5', rule)).allowed).toBe(false);
    // A refund arriving in the next window takes from the window it was counted in, which now weighs less.
    c.advance(600_000);
    for (const receipt of receipts) await limits.refund(receipt);
    for (const receipt of receipts) await limits.refund(receipt);
    const left = await one.db.selectFrom('rate_limit').select(['window_start', 'hits']).where('scope', '=', 'refund').execute();
    expect(left).toEqual([{ window_start: receipts[0]!.windowStart, hits: 0 }]);
  });

  it('counts a request of weight w as w requests: it passes only if all of them would', async () => {
    const c = clock();
    const limits = new RateLimitService(one.db, { now: c.now });
    const megabytes = { max: 10, windowSeconds: 600 };
    const hit = (weight: number) => limits.hit('weighed', '203.0.113.3', megabytes, weight);
    expect((await hit(4)).allowed).toBe(true);
    expect((await hit(4)).allowed).toBe(true);
    // 8 counted: 4 more would be 12.
    const refused = await hit(4);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect((await hit(2)).allowed).toBe(true);
    expect((await hit(1)).allowed).toBe(false);
    // Next window, 300 s in: the previous 10 weigh 5, so 5 more pass and 6 do not.
    c.advance(900_000);
    expect((await hit(6)).allowed).toBe(false);
    expect((await hit(5)).allowed).toBe(true);
  });

  it('tells a heavy request a wait that holds: retried then, it passes, and a moment before, it does not', async () => {
    const c = clock();
    const limits = new RateLimitService(one.db, { now: c.now });
    const megabytes = { max: 250, windowSeconds: 600 };
    const hit = (weight: number) => limits.hit('heavy', '203.0.113.4', megabytes, weight);
    for (let i = 0; i < 5; i++) expect((await hit(50)).allowed).toBe(true);
    c.advance(100_000);
    const refused = await hit(50);
    expect(refused.allowed).toBe(false);
    // In the next window the 250 weigh less than 201 (room for 50 more) from 117.6 s in: 617.6 s from here.
    expect(refused.retryAfterMs).toBe(617_601);
    c.advance(refused.retryAfterMs - 1);
    expect((await hit(50)).allowed).toBe(false);
    c.advance(1);
    expect((await hit(50)).allowed).toBe(true);
  });

  it('slides: a full window keeps weighing on the next one', async () => {
    const c = clock();
    const limits = new RateLimitService(one.db, { now: c.now });
    for (let i = 0; i < 5; i++) await limits.hit('slide', '203.0.113.2', rule);
    // 60 s into the next window the previous five weigh 4.5: one more passes, a second does not until 120 s.
    c.advance(600_000 + 60_000);
    expect((await limits.hit('slide', '203.0.113.2', rule)).allowed).toBe(true);
    expect(await limits.hit('slide', '203.0.113.2', rule)).toEqual({ allowed: false, retryAfterMs: 60_001 });
    c.advance(60_001);
    expect((await limits.hit('slide', '203.0.113.2', rule)).allowed).toBe(true);
    // Two windows later the old count weighs nothing.
    c.advance(1_200_000);
    for (let i = 0; i < 5; i++) expect((await limits.hit('slide', '203.0.113.2', rule)).allowed).toBe(true);
  });

  it('holds across midnight: the last window of a day weighs on the first of the next, in another process too', async () => {
    const c = clock(Date.UTC(2030, 0, 20, 23, 58, 0));
    const limits = new RateLimitService(one.db, { now: c.now });
    const hit = (service = limits) => service.hit('midnight', '203.0.113.6', rule);
    for (let i = 0; i < 5; i++) expect((await hit()).allowed).toBe(true);
    expect((await hit()).allowed).toBe(false);
    // 1 s past midnight the five weigh 4.99: one more passes (as at any other window boundary), then none.
    c.set(Date.UTC(2030, 0, 21, 0, 0, 1));
    expect((await hit()).allowed).toBe(true);
    expect(await hit(new RateLimitService(two.db, { now: c.now }))).toEqual({ allowed: false, retryAfterMs: 119_001 });
    const days = async () => (await one.db.selectFrom('faq_read_salt').select('day').orderBy('day').execute()).map((r) => r.day);
    expect(await days()).toEqual(['2030-01-20', '2030-01-21']);
    // An hour past midnight the day before's key is gone: no window reaches back to it.
    c.set(Date.UTC(2030, 0, 21, 1, 0, 1));
    expect((await hit()).allowed).toBe(true);
    expect(await days()).toEqual(['2030-01-21']);
  });

  it('takes no rule whose window would reach past the day before\'s key', async () => {
    const limits = new RateLimitService(one.db, { now: clock().now });
    await expect(limits.hit('long', '203.0.113.7', { max: 5, windowSeconds: 3601 })).rejects.toThrow(RangeError);
  });

  it('counts per scope and per network (an IPv6 /64 is one), and across processes', async () => {
    const c = clock();
    const here = new RateLimitService(one.db, { now: c.now });
    const there = new RateLimitService(two.db, { now: c.now });
    const small = { max: 2, windowSeconds: 60 };
    expect((await here.hit('a', '2001:db8:1:2::1', small)).allowed).toBe(true);
    expect((await there.hit('a', '2001:db8:1:2::ffff', small)).allowed).toBe(true);
    expect((await here.hit('a', '2001:db8:1:2:3::9', small)).allowed).toBe(false);
    expect((await there.hit('b', '2001:db8:1:2::1', small)).allowed).toBe(true);
    expect((await there.hit('a', '2001:db8:1:3::1', small)).allowed).toBe(true);
  });

  it('keeps only keyed hashes of addresses', async () => {
    const limits = new RateLimitService(one.db, { now: clock().now });
    await limits.hit('privacy', '192.0.2.77', rule);
    const rows = await one.db.selectFrom('rate_limit').selectAll().where('scope', '=', 'privacy').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows)).not.toContain('192.0.2.77');
  });

  it('deletes counters that no longer count', async () => {
    const c = clock(Date.UTC(2030, 0, 16, 12, 0, 0));
    const limits = new RateLimitService(one.db, { now: c.now });
    await limits.hit('old', '192.0.2.8', { max: 5, windowSeconds: 60 });
    c.advance(3 * 60_000);
    await new RateLimitService(one.db, { now: c.now }).hit('other', '192.0.2.8', rule);
    expect(await one.db.selectFrom('rate_limit').select('scope').where('scope', '=', 'old').execute()).toEqual([]);
  });
});

describe('challenges', () => {
  const challenges = (db = one.db, options: ConstructorParameters<typeof FormChallengeService>[1] = {}) =>
    new FormChallengeService(db, { work: LIGHT_WORK, ...options });

  it('verifies a solved challenge once, then refuses it as reused, also in another process', async () => {
    const altcha = await solvedAltcha(await challenges().create('ticket'));
    expect(await challenges().verify('ticket', altcha)).toMatchObject({ ok: true });
    expect(await challenges(two.db).verify('ticket', altcha)).toEqual({ ok: false, reason: 'reused' });
  });

  it('gives a released challenge back for one more use', async () => {
    const service = challenges();
    const altcha = await solvedAltcha(await service.create('beta'));
    const first = await service.verify('beta', altcha);
    expect(first.ok).toBe(true);
    if (first.ok) await service.release(first.id);
    expect((await service.verify('beta', altcha)).ok).toBe(true);
    expect(await service.verify('beta', altcha)).toEqual({ ok: false, reason: 'reused' });
  });

  it('shares the generated key between processes; a different FORM_SECRET does not verify', async () => {
    const made = await solvedAltcha(await challenges(two.db).create('ticket'));
    const secretA = 'a'.repeat(32);
    const withA = await solvedAltcha(await challenges(one.db, { secret: secretA }).create('ticket'));
    expect((await challenges(one.db).verify('ticket', made)).ok).toBe(true);
    expect(await challenges(one.db).verify('ticket', withA)).toEqual({ ok: false, reason: 'invalid' });
    expect((await challenges(two.db, { secret: secretA }).verify('ticket', withA)).ok).toBe(true);
    const rows = await one.db.selectFrom('form_secret').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a challenge after ten minutes', async () => {
    const c = clock(Date.now());
    const service = challenges(one.db, { now: c.now });
    const altcha = await solvedAltcha(await service.create('ticket'));
    c.advance(CHALLENGE_TTL_MS);
    expect(await service.verify('ticket', altcha)).toEqual({ ok: false, reason: 'expired' });
    c.advance(-1000);
    expect((await service.verify('ticket', altcha)).ok).toBe(true);
  });

  it.each<[string, Parameters<typeof altered>[1], string]>([
    ['a changed nonce (a fresh id for a used answer)', (p) => void (p.challenge.parameters.nonce = 'ab'.repeat(16)), 'invalid'],
    ['a changed key prefix', (p) => void (p.challenge.parameters.keyPrefix = '00'), 'invalid'],
    ['a lower cost', (p) => void (p.challenge.parameters.cost = 1), 'invalid'],
    ['a later expiry', (p) => void (p.challenge.parameters.expiresAt! += 3600), 'invalid'],
    ['an extra parameter', (p) => void Object.assign(p.challenge.parameters, { extra: 1 }), 'invalid'],
    ['another form', (p) => void (p.challenge.parameters.data = { form: 'beta' }), 'invalid'],
    ['no signature', (p) => void delete p.challenge.signature, 'malformed'],
    ['another algorithm', (p) => void (p.challenge.parameters.algorithm = 'SHA-256'), 'malformed'],
    ['a wrong derived key', (p) => void (p.solution.derivedKey = 'ab'.repeat(32)), 'invalid'],
    ['a counter out of range', (p) => void (p.solution.counter = -1), 'malformed'],
  ])('refuses %s', async (_name, change, reason) => {
    const altcha = await solvedAltcha(await challenges().create('ticket'));
    expect(await challenges().verify('ticket', altered(altcha, change))).toEqual({ ok: false, reason });
  });

  it('refuses an answer for another form', async () => {
    const altcha = await solvedAltcha(await challenges().create('beta'));
    expect(await challenges().verify('ticket', altcha)).toEqual({ ok: false, reason: 'otherForm' });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    [42, 'missing'],
    ['not base64!', 'malformed'],
    [Buffer.from('[]').toString('base64'), 'malformed'],
    [Buffer.from('{"challenge":{},"solution":{}}').toString('base64'), 'malformed'],
    ['QUFB'.repeat(2000), 'malformed'],
  ])('refuses %j as %s', async (altcha, reason) => {
    expect(await challenges().verify('ticket', altcha)).toEqual({ ok: false, reason });
  });

  it('reads the payload the browser sends and nothing else', () => {
    expect(parseChallengePayload('e30=')).toBeNull();
    expect(parseChallengePayload('%%%')).toBeNull();
  });
});

describe('idempotency keys', () => {
  const ok = (data: unknown) => async () => ({ status: 200, body: { Code: 200, Msg: 'success', Data: data } });

  it('runs once per key and answers a repeat with the stored answer, also in another process', async () => {
    const c = clock();
    let runs = 0;
    const run = async () => ({ status: 200, body: { run: ++runs } });
    const first = await new IdempotencyService(one.db, { now: c.now }).once('ticket', 'k-once-0000000001', 'h1', run);
    const again = await new IdempotencyService(two.db, { now: c.now }).once('ticket', 'k-once-0000000001', 'h1', run);
    expect(first).toEqual({ answer: { status: 200, body: { run: 1 } }, replayed: false });
    expect(again).toEqual({ answer: { status: 200, body: { run: 1 } }, replayed: true });
    // The same key of another form is another key.
    expect((await new IdempotencyService(one.db, { now: c.now }).once('beta', 'k-once-0000000001', 'h1', run)).replayed).toBe(false);
  });

  it('refuses a different body under a used key, and a repeat while the first still runs', async () => {
    const service = new IdempotencyService(one.db, { now: clock().now });
    await service.once('ticket', 'k-conflict-00001', 'h1', ok(1));
    await expect(service.once('ticket', 'k-conflict-00001', 'h2', ok(2))).rejects.toEqual(new IdempotencyError('conflict'));
    let finish = () => undefined as void;
    const running = service.once('ticket', 'k-pending-000001', 'h1', () => new Promise((resolve) => (finish = () => resolve({ status: 200 }))));
    await expect.poll(async () => (await one.db.selectFrom('idempotency_key').select('state').where('key', '=', 'k-pending-000001').execute()).length).toBe(1);
    await expect(service.once('ticket', 'k-pending-000001', 'h1', ok(2))).rejects.toEqual(new IdempotencyError('inProgress'));
    finish();
    expect(await running).toEqual({ answer: { status: 200 }, replayed: false });
    expect(await service.once('ticket', 'k-pending-000001', 'h1', ok(2))).toEqual({ answer: { status: 200 }, replayed: true });
  });

  it('gives the key back after a refusal or an error, so a corrected body runs', async () => {
    const service = new IdempotencyService(one.db, { now: clock().now });
    await service.once('ticket', 'k-refused-000001', 'h1', async () => ({ status: 400, body: { Code: 400 } }));
    await expect(service.once('ticket', 'k-refused-000001', 'h2', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await service.once('ticket', 'k-refused-000001', 'h3', ok(3))).replayed).toBe(false);
  });

  it('gives back, when the process stops without waiting, only the keys whose first request still runs', async () => {
    const c = clock();
    const stopping = new IdempotencyService(one.db, { now: c.now });
    await stopping.once('ticket', 'k-answered-00001', 'h1', ok(1));
    let cut = () => undefined as void;
    void stopping.once('ticket', 'k-cut-off-000001', 'h1', () => new Promise((resolve) => (cut = () => resolve({ status: 200 }))));
    const other = new IdempotencyService(two.db, { now: c.now });
    // Once the first request holds the key (read, not asked for: asking before it holds it would take it).
    await expect.poll(async () => (await one.db.selectFrom('idempotency_key').select('state').where('key', '=', 'k-cut-off-000001').execute()).length).toBe(1);
    await expect(other.once('ticket', 'k-cut-off-000001', 'h1', ok(2))).rejects.toEqual(new IdempotencyError('inProgress'));

    expect(await stopping.abandonRunning()).toBe(1);
    // The visitor's retry, to another server, runs at once instead of waiting for the key to be taken over.
    expect(await other.once('ticket', 'k-cut-off-000001', 'h1', ok(2))).toEqual({ answer: { status: 200, body: { Code: 200, Msg: 'success', Data: 2 } }, replayed: false });
    expect((await other.once('ticket', 'k-answered-00001', 'h1', ok(3))).replayed).toBe(true);
    // The cut-off request's own late end holds nothing more.
    cut();
    expect(await stopping.abandonRunning()).toBe(0);
  });

  it('forgets a key after a day, and takes over one whose request was abandoned', async () => {
    const c = clock();
    const service = new IdempotencyService(one.db, { now: c.now });
    await service.once('ticket', 'k-expiry-0000001', 'h1', ok(1));
    c.advance(IDEMPOTENCY_TTL_MS - 1);
    expect((await service.once('ticket', 'k-expiry-0000001', 'h1', ok(2))).replayed).toBe(true);
    c.advance(1);
    expect(await service.once('ticket', 'k-expiry-0000001', 'h9', ok(2))).toMatchObject({ replayed: false });

    // A process that died while running the first request leaves it pending.
    await one.db
      .insertInto('idempotency_key')
      .values({ scope: 'ticket', key: 'k-abandoned-0001', body_hash: 'h1', claim: 'dead', state: 'pending', status: null, answer: null, created_at: c.now(), expires_at: c.now() + IDEMPOTENCY_TTL_MS })
      .execute();
    await expect(service.once('ticket', 'k-abandoned-0001', 'h1', ok(1))).rejects.toEqual(new IdempotencyError('inProgress'));
    c.advance(IDEMPOTENCY_PENDING_MS);
    expect(await service.once('ticket', 'k-abandoned-0001', 'h1', ok(1))).toMatchObject({ replayed: false });
  });
});
