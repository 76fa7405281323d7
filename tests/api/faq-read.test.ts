// Counting FAQ reads for the popularity sort: only a reader's open counts, once per visitor, a few times
// per address, and none for HEAD, GET, bots or prefetches.
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { FaqReadService, READS_PER_ADDRESS, READS_PER_ADDRESS_AND_ITEM } from '../../server/services/faq-reads';
import { asBytes, createTestApp, expectRefusal, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // The load balancer in front (here: the loopback) gives the client address in X-Forwarded-For. These
  // tests send 150 reads from one address in seconds to hold the read bounds; the beacon's rate limit
  // (tests/api/form-guard.test.ts) would refuse most of them, so it is raised here.
  t = await createTestApp({ TRUST_PROXY: 'loopback' }, { formGuardRules: { rateLimits: { faqRead: { max: 1000, windowSeconds: 60 } } } });
});
afterAll(() => t.close());

const newVisitor = () => crypto.randomBytes(16).toString('hex');

interface ReadOptions {
  visitor?: string;
  ip?: string;
  agent?: string;
  headers?: Record<string, string>;
}

/** One beacon as the FAQ item page sends it; every answer must be 204, counted or not. */
async function read(id: number, { visitor = newVisitor(), ip = '198.51.100.1', agent = USER_AGENTS.desktop, headers = {} }: ReadOptions = {}) {
  const res = await request(t.app)
    .post(`/api/v1/faq/${id}/read`)
    .set('User-Agent', agent)
    .set('X-Forwarded-For', ip)
    .set(headers)
    .send({ visitor });
  expect(res.status).toBe(204);
  expect(res.text).toBe('');
}

const clicks = async (id: number) => (await t.services.faq.clickCounts()).get(id) ?? 0;

async function times(n: number, act: (i: number) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < n; i++) await act(i);
}

describe('what does not count', () => {
  it('60 GETs and HEADs of the item, its API call and its page count nothing', async () => {
    await times(60, async (i) => {
      const agent = request(t.app);
      const url = ['/api/v1/faq/11', '/Support/FAQs/11.html', '/mTerminal/Support/FAQs/11.html'][i % 3]!;
      expect((await agent.get(url).set('User-Agent', USER_AGENTS.desktop)).status).toBeLessThan(400);
      expect((await agent.head(url).set('User-Agent', USER_AGENTS.desktop)).status).toBeLessThan(400);
    });
    expect((await request(t.app).head('/api/v1/faq/11/read').set('User-Agent', USER_AGENTS.desktop)).status).toBe(404);
    expect(await clicks(11)).toBe(0);
  }, 60_000);

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'curl/8.5.0',
    'python-requests/2.32.3',
    '',
  ])('a bot (%j) counts nothing', async (agent) => {
    await times(5, () => read(12, { agent, ip: '198.51.100.2' }));
    expect(await clicks(12)).toBe(0);
  });

  it.each<Record<string, string>>([
    { 'Sec-Purpose': 'prefetch' },
    { 'Sec-Purpose': 'prefetch;prerender' },
    { Purpose: 'prefetch' },
    { 'X-Purpose': 'preview' },
    { 'X-Moz': 'prefetch' },
  ])('a prefetch (%j) counts nothing', async (headers) => {
    await times(5, () => read(13, { headers, ip: '198.51.100.3' }));
    expect(await clicks(13)).toBe(0);
  });
});

describe('the bounds', () => {
  it('150 reads by one visitor from one address count once', async () => {
    const visitor = newVisitor();
    await times(150, () => read(14, { visitor, ip: '198.51.100.4' }));
    expect(await clicks(14)).toBe(1);
  });

  it('150 reads by one visitor from 150 addresses count once', async () => {
    const visitor = newVisitor();
    await times(150, (i) => read(15, { visitor, ip: `203.0.113.${i}` }));
    expect(await clicks(15)).toBe(1);
  });

  it(`150 visitors behind one address count ${READS_PER_ADDRESS_AND_ITEM} times`, async () => {
    await times(150, () => read(16, { ip: '198.51.100.5' }));
    expect(await clicks(16)).toBe(READS_PER_ADDRESS_AND_ITEM);
  });

  it('addresses of one IPv6 /64 are one address', async () => {
    await times(20, (i) => read(17, { ip: `2001:db8:aa:bb::${(i + 1).toString(16)}` }));
    expect(await clicks(17)).toBe(READS_PER_ADDRESS_AND_ITEM);
    await read(17, { ip: '2001:db8:aa:cc::1' });
    expect(await clicks(17)).toBe(READS_PER_ADDRESS_AND_ITEM + 1);
  });

  it(`one address counts at most ${READS_PER_ADDRESS} reads a day in all`, async () => {
    const list = (await request(t.app).get('/api/v1/faqList?pageIndex=1&pageSize=100')).body.Data.pageData as { id: number }[];
    const ids = list.map((f) => f.id).filter((id) => id >= 40);
    expect(ids.length * READS_PER_ADDRESS_AND_ITEM).toBeGreaterThan(READS_PER_ADDRESS);
    const before = await t.services.faq.clickCounts();
    await times(150, (i) => read(ids[i % ids.length]!, { ip: '198.51.100.6' }));
    const after = await t.services.faq.clickCounts();
    const added = ids.reduce((sum, id) => sum + (after.get(id) ?? 0) - (before.get(id) ?? 0), 0);
    expect(added).toBe(READS_PER_ADDRESS);
  });

  it('distinct visitors from distinct addresses all count, and move the item up the popularity sort', async () => {
    await times(10, (i) => read(18, { ip: `192.0.2.${i + 1}` }));
    await times(5, (i) => read(19, { ip: `192.0.2.${i + 100}` }));
    expect(await clicks(18)).toBe(10);
    expect(await clicks(19)).toBe(5);
    const sorted = (await request(t.app).get('/api/v1/faqList?pageIndex=1&pageSize=100&sort=2')).body.Data.pageData as { id: number }[];
    const position = (id: number) => sorted.findIndex((f) => f.id === id);
    expect(position(18)).toBeLessThan(position(19));
    expect(position(19)).toBeLessThan(position(11));
  });
});

describe('refusals in the envelope', () => {
  it.each([
    ['abc', 400],
    ['0', 400],
    ['-1', 400],
    ['1.5', 400],
    ['1234567890', 400],
    ['999999', 404],
  ])('id %s answers %i', async (id, status) => {
    await expectRefusal(request(t.app).post(`/api/v1/faq/${id}/read`).set('User-Agent', USER_AGENTS.desktop).send({ visitor: newVisitor() }), status);
  });

  it.each([
    ['no body', undefined, /visitor: this parameter is required/],
    ['an empty object', {}, /visitor: this parameter is required/],
    ['a number', { visitor: 12345 }, /visitor: this value is not valid/],
    ['a short id', { visitor: 'abc' }, /visitor: this value is not valid/],
    ['capitals', { visitor: 'A'.repeat(32) }, /visitor: this value is not valid/],
    ['an array', [newVisitor()], /body: this value is not valid/],
    // JSON that is no object: read, and refused as the array is, not as JSON that does not parse.
    ['null', 'null', /^body: this value is not valid/],
    ['a number', '42', /^body: this value is not valid/],
    ['a string', '"x"', /^body: this value is not valid/],
  ])('a body with %s answers 400', async (_name, body, msg) => {
    const req = request(t.app).post('/api/v1/faq/20/read').set('User-Agent', USER_AGENTS.desktop);
    if (typeof body === 'string') await expectRefusal(req.set('Content-Type', 'application/json').send(body), 400, msg);
    else await expectRefusal(body === undefined ? req : req.send(body), 400, msg);
  });

  it('answers malformed JSON with 400, and a body of another type with 415', async () => {
    const post = () => request(t.app).post('/api/v1/faq/20/read').set('User-Agent', USER_AGENTS.desktop);
    await expectRefusal(post().set('Content-Type', 'application/json').send('{"visitor":'), 400);
    const notUtf8 = Buffer.concat([Buffer.from(`{"visitor":"${newVisitor()}","x":"`), Buffer.from([0xff]), Buffer.from('"}')]);
    await expectRefusal(post().set('Content-Type', 'application/json').serialize(asBytes).send(notUtf8), 400);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'application/json; charset=utf-16']) {
      await expectRefusal(post().set('Content-Type', type).send(JSON.stringify({ visitor: newVisitor() })), 415, /^Request body must be sent as JSON \(Content-Type: application\/json\)$/);
    }
    expect(await clicks(20)).toBe(0);
  });

  it('takes JSON whose charset is UTF-8 under any of its names', async () => {
    for (const type of ['application/json; charset=utf8', 'application/json;charset=UTF8', 'application/json; charset="UTF-8"']) {
      const res = await request(t.app).post('/api/v1/faq/23/read').set('User-Agent', USER_AGENTS.desktop).set('Content-Type', type).send(JSON.stringify({ visitor: newVisitor() }));
      expect(res.status, type).toBe(204);
    }
  });
});

describe('what is stored', () => {
  it('keeps neither the visitor id nor the address, only keyed hashes', async () => {
    const visitor = newVisitor();
    await read(21, { visitor, ip: '198.51.100.77' });
    const rows = await t.services.db.selectFrom('faq_read').selectAll().execute();
    const salts = await t.services.db.selectFrom('faq_read_salt').selectAll().execute();
    const stored = JSON.stringify({ rows, salts });
    expect(rows.length).toBeGreaterThan(0);
    expect(stored).not.toContain(visitor);
    expect(stored).not.toContain('198.51.100.77');
    expect(stored).not.toContain(crypto.createHash('sha256').update(visitor).digest('hex').slice(0, 32));
  });

  it('holds its bounds for another process on the same database, and after a restart', async () => {
    const visitor = newVisitor();
    await read(22, { visitor, ip: '198.51.100.8' });
    const other = await openDatabase(t.database);
    try {
      const service = new FaqReadService(other.db);
      expect(await service.record({ faqId: 22, visitorId: visitor, ip: '198.51.100.8' })).toBe('repeat');
      expect(await service.record({ faqId: 22, visitorId: newVisitor(), ip: '198.51.100.8' })).toBe('counted');
      expect(await service.record({ faqId: 22, visitorId: newVisitor(), ip: '198.51.100.8' })).toBe('counted');
      expect(await service.record({ faqId: 22, visitorId: newVisitor(), ip: '198.51.100.8' })).toBe('addressItemLimit');
    } finally {
      await other.close();
    }
    expect(await clicks(22)).toBe(READS_PER_ADDRESS_AND_ITEM);
  });

  it("forgets a day's reads once the day is over, and its key an hour later; the next day counts afresh", async () => {
    const service = new FaqReadService(t.services.db);
    const visitor = newVisitor();
    const day1 = new Date('2030-01-01T23:59:00Z');
    const day2 = new Date('2030-01-02T00:01:00Z');
    const keyDays = async () => (await t.services.db.selectFrom('faq_read_salt').select('day').orderBy('day').execute()).map((d) => d.day);
    expect(await service.record({ faqId: 23, visitorId: visitor, ip: '198.51.100.9', at: day1 })).toBe('counted');
    expect(await service.record({ faqId: 23, visitorId: visitor, ip: '198.51.100.9', at: day1 })).toBe('repeat');
    expect(await service.record({ faqId: 23, visitorId: visitor, ip: '198.51.100.9', at: day2 })).toBe('counted');
    const rows = await t.services.db.selectFrom('faq_read').select('day').distinct().execute();
    expect(rows.map((r) => r.day)).toEqual(['2030-01-02']);
    // The rate limits' last window of the day before still counts under its key until an hour past midnight.
    expect(await keyDays()).toEqual(['2030-01-01', '2030-01-02']);
    expect(await service.record({ faqId: 23, visitorId: visitor, ip: '198.51.100.9', at: new Date('2030-01-02T01:00:01Z') })).toBe('repeat');
    expect(await keyDays()).toEqual(['2030-01-02']);
  });
});
