// The forms' spam and abuse guard on a demo form route built here with guard.protect('ticket'), and on
// the real app for what it applies to every call: the challenge call and the rate limit of every POST.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { GuardRuleOverrides } from '../../server/guard/rules';
import { FORM_RULES } from '../../server/guard/rules';
import { createI18n, type SiteI18n } from '../../server/i18n';
import { CHALLENGE_TTL_MS } from '../../server/services/form-challenges';
import { createFormGuardServices, type FormGuardServices } from '../../server/services/form-guard';
import type { Challenge } from 'altcha-lib/types';
import { altered, demoForm, LIGHT_WORK, solvedAltcha, type DemoForm } from '../helpers/form-guard';
import { asBytes, createTestApp, expectRefusal, formHeaders, USER_AGENTS, type TestApp } from '../helpers/test-app';
import { TICKET, testIntake } from '../helpers/ticket-intake';

let t: TestApp;
let i18n: SiteI18n;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  i18n = await createI18n();
});
afterAll(() => t.close());

function demo(formGuard: FormGuardServices, rules?: GuardRuleOverrides): DemoForm {
  return demoForm({ formGuard, i18n, rules });
}

const light = (env: Record<string, string> = {}, now?: () => number) =>
  createFormGuardServices(loadConfig({ ...env }), t.services.db, { work: LIGHT_WORK, now });

let ipCounter = 0;
/** A fresh client address per test, so rate limits of one test do not reach another. */
const newIp = () => `198.51.100.${++ipCounter}`;
const newKey = () => crypto.randomBytes(16).toString('hex');

async function challengeFor(app: express.Express, form = 'ticket', ip = newIp()): Promise<Challenge> {
  const res = await request(app).get(`/api/v1/formChallenge?form=${form}`).set('X-Forwarded-For', ip);
  expect(res.status).toBe(200);
  return res.body.Data.challenge as Challenge;
}

interface Submit {
  body?: Record<string, unknown> | string | Buffer;
  key?: string | null;
  ip?: string;
  lang?: string;
  type?: string;
}

function submit(app: express.Express, { body = {}, key = newKey(), ip = newIp(), lang, type = 'application/json' }: Submit = {}) {
  let req = request(app).post('/api/v1/demo').set('X-Forwarded-For', ip).set('Content-Type', type);
  if (key !== null) req = req.set('Idempotency-Key', key);
  if (lang) req = req.set('Accept-Language', lang);
  if (Buffer.isBuffer(body)) return req.serialize(asBytes).send(body);
  return req.send(typeof body === 'string' ? body : JSON.stringify(body));
}

/** A body as the browser sends it: the form's fields, an empty honeypot and a freshly solved challenge. */
async function filledIn(app: express.Express, fields: Record<string, unknown> = { name: 'Ada' }) {
  return { ...fields, homepage: '', altcha: await solvedAltcha(await challengeFor(app)) };
}

/** Runs `requests` against the real app on a port of its own (raw requests supertest cannot make), then closes it. */
async function overHttp(requests: (port: number) => Promise<void>): Promise<void> {
  const server = http.createServer(t.app).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await requests((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('the challenge call', () => {
  it('hands out a signed challenge for a form, never cached, on the real app', async () => {
    const res = await request(t.app).get('/api/v1/formChallenge?form=ticket');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { challenge, expiresIn } = res.body.Data;
    expect(expiresIn).toBe(CHALLENGE_TTL_MS / 1000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 2000, data: { form: 'ticket' } });
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + CHALLENGE_TTL_MS - 5000);
    // The site's challenge never carries what would give its answer away.
    expect(JSON.stringify(res.body)).not.toMatch(/counter|derivedKey/);
  });

  it.each(['', '?form=', '?form=nope', '?form[a]=ticket'])('refuses %j with 400', async (query) => {
    await expectRefusal(request(t.app).get(`/api/v1/formChallenge${query}`), 400, /form: must be one of ticket, advisory/);
  });

  it('refuses a form named twice as the other calls refuse a repeated parameter', async () => {
    await expectRefusal(request(t.app).get('/api/v1/formChallenge?form=ticket&form=beta'), 400, /^form: must be given once, as plain text\.$/);
  });

  it('answers no challenge when FORM_CHALLENGE=off', async () => {
    const { app } = demo(light({ FORM_CHALLENGE: 'off' }));
    const res = await request(app).get('/api/v1/formChallenge?form=beta');
    expect(res.body).toEqual({ Code: 200, Msg: 'success', Data: { challenge: null, expiresIn: 0 } });
  });
});

describe('a protected form route', () => {
  it('runs the handler with the form fields alone once the challenge is solved', async () => {
    const d = demo(light());
    const res = await submit(d.app, { body: await filledIn(d.app, { name: 'Ada', email: 'ada@example.com' }) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Code: 200, Msg: 'success', Data: { run: 1, fields: ['email', 'name'], name: 'Ada' } });
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });

  it('answers a retry with the same key with the first answer, without running the handler again', async () => {
    const d = demo(light());
    const key = newKey();
    const body = await filledIn(d.app);
    const first = await submit(d.app, { body, key });
    // A double click, and a retry after a network error from another address (the phone changed networks).
    const second = await submit(d.app, { body, key });
    const third = await submit(d.app, { body: { ...body, altcha: await solvedAltcha(await challengeFor(d.app)) }, key });
    expect(first.status).toBe(200);
    for (const retry of [second, third]) {
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(retry.headers['idempotent-replayed']).toBe('true');
    }
    expect(d.runs()).toBe(1);
  });

  it('refuses a different body under a used key with 422, in the visitor language', async () => {
    const d = demo(light());
    const key = newKey();
    expect((await submit(d.app, { body: await filledIn(d.app), key })).status).toBe(200);
    await expectRefusal(submit(d.app, { body: await filledIn(d.app, { name: 'Grace' }), key, lang: 'de' }), 422, /bereits für eine andere Einsendung/);
    expect(d.runs()).toBe(1);
  });

  it('refuses a retry while the first request still runs with 409 and Retry-After, then replays its answer', async () => {
    const d = demo(light());
    const key = newKey();
    const body = await filledIn(d.app, { name: 'Ada', slow: true });
    const first = submit(d.app, { body, key }).then((res) => res);
    await expect.poll(() => d.runs()).toBe(1);
    const during = await expectRefusal(submit(d.app, { body, key }), 409, /still being sent/);
    expect(during.headers['retry-after']).toBe('1');
    d.finishSlow();
    expect((await first).status).toBe(200);
    expect((await submit(d.app, { body, key })).headers['idempotent-replayed']).toBe('true');
    expect(d.runs()).toBe(1);
  });

  it('after a refusal by the handler, the corrected form goes through under the same key and challenge', async () => {
    const d = demo(light());
    const key = newKey();
    const { altcha } = await filledIn(d.app);
    await expectRefusal(submit(d.app, { body: { name: 'bad', homepage: '', altcha }, key }), 400, /name: must not be bad/);
    const fixed = await submit(d.app, { body: { name: 'Ada', homepage: '', altcha }, key });
    expect(fixed.status).toBe(200);
    expect(fixed.body.Data.name).toBe('Ada');
  });

  it('after a server fault the key is free again and nothing is kept', async () => {
    const d = demo(light());
    const key = newKey();
    const body = await filledIn(d.app, { name: 'crash' });
    await expectRefusal(submit(d.app, { body, key }), 500, /Internal server error/);
    await expectRefusal(submit(d.app, { body, key }), 500);
    expect(d.runs()).toBe(2);
  });
});

describe('the challenge of a submission', () => {
  it('refuses a solution used before, under a new key, with 403', async () => {
    const d = demo(light());
    const body = await filledIn(d.app);
    expect((await submit(d.app, { body })).status).toBe(200);
    await expectRefusal(submit(d.app, { body }), 403, /already used/);
  });

  it('refuses an expired challenge with 403', async () => {
    // Made eleven minutes ago.
    const past = demo(light({}, () => Date.now() - CHALLENGE_TTL_MS - 60_000));
    const d = demo(light());
    const old = await solvedAltcha(await challengeFor(past.app));
    await expectRefusal(submit(d.app, { body: { name: 'Ada', altcha: old }, lang: 'fr' }), 403, /a expiré/);
  });

  it.each<[string, (p: Parameters<Parameters<typeof altered>[1]>[0]) => void]>([
    ['a changed prefix', (p) => void (p.challenge.parameters.keyPrefix = '00')],
    ['a lower cost', (p) => void (p.challenge.parameters.cost = 1)],
    ['a later expiry', (p) => void (p.challenge.parameters.expiresAt! += 3600)],
    ['another form named in it', (p) => void (p.challenge.parameters.data = { form: 'beta' })],
    ['a forged signature', (p) => void (p.challenge.signature = '0'.repeat(64))],
    ['a wrong derived key', (p) => void (p.solution.derivedKey = '0'.repeat(64))],
    ['no key signature', (p) => void delete p.challenge.parameters.keySignature],
  ])('refuses a payload with %s with 403', async (_name, change) => {
    const d = demo(light());
    const { altcha } = await filledIn(d.app);
    await expectRefusal(submit(d.app, { body: { name: 'Ada', altcha: altered(altcha, change) } }), 403);
    expect(d.runs()).toBe(0);
  });

  it("refuses a challenge made for another form", async () => {
    const d = demo(light());
    const altcha = await solvedAltcha(await challengeFor(d.app, 'beta'));
    await expectRefusal(submit(d.app, { body: { name: 'Ada', altcha } }), 403, /automatic check failed/);
  });

  it.each([
    ['none', undefined, /is missing/],
    ['an empty one', '', /is missing/],
    ['a number', 12345, /is missing/],
    ['not base64', '!!!not base64!!!', /failed/],
    ['base64 of text', Buffer.from('hello').toString('base64'), /failed/],
    ['base64 of an empty object', Buffer.from('{}').toString('base64'), /failed/],
    ['a huge value', 'A'.repeat(10_000), /failed/],
  ])('refuses %s with 403 and never a 5xx', async (_name, altcha, msg) => {
    const d = demo(light());
    await expectRefusal(submit(d.app, { body: { name: 'Ada', altcha } }), 403, msg);
  });

  it('FORM_CHALLENGE=off lets a form through without a challenge, and the other guards stay on', async () => {
    const d = demo(light({ FORM_CHALLENGE: 'off' }));
    const ip = newIp();
    expect((await submit(d.app, { body: { name: 'Ada' }, ip })).status).toBe(200);
    await expectRefusal(submit(d.app, { body: { name: 'Ada', homepage: 'http://spam.example' }, ip }), 400, /hidden field/);
    await expectRefusal(submit(d.app, { body: { name: 'Ada' }, key: null, ip }), 400, /Idempotency-Key/);
    await expectRefusal(submit(d.app, { body: { name: 'Ada' }, type: 'text/plain', ip }), 415);
  });
});

describe('bad input: a clear envelope, never a 5xx', () => {
  it.each<[string, number, Submit, RegExp]>([
    ['plain text', 415, { body: 'name=Ada', type: 'text/plain' }, /as JSON/],
    ['a urlencoded form', 415, { body: 'name=Ada', type: 'application/x-www-form-urlencoded' }, /as JSON/],
    ['JSON in latin-1', 415, { body: '{}', type: 'application/json; charset=latin1' }, /as JSON in UTF-8/],
    // Decoded as declared, UTF-16 would then be refused as malformed JSON.
    ['JSON in UTF-16', 415, { body: '{}', type: 'application/json; charset=utf-16' }, /as JSON in UTF-8/],
    ['JSON in UTF-32, the charset quoted', 415, { body: '{}', type: 'application/json; charset="UTF-32"' }, /as JSON in UTF-8/],
    ['malformed JSON', 400, { body: '{"name":', type: 'application/json' }, /could not be read/],
    // Bytes that are no UTF-8 (0xff; an overlong "/"; a lone surrogate) inside a JSON string: not read as U+FFFD.
    ['JSON of bytes that are not UTF-8', 400, { body: Buffer.from('{"name":"A\xff\xc0\xaf\xed\xa0\x80B"}', 'latin1') }, /as JSON in UTF-8/],
    ['a JSON array', 400, { body: '[1,2]' }, /JSON object/],
    ['JSON null', 400, { body: 'null' }, /JSON object/],
    ['a JSON string', 400, { body: '"Ada"' }, /JSON object/],
    ['a JSON number', 400, { body: '1' }, /JSON object/],
    ['a body over 64 kB', 413, { body: { name: 'x'.repeat(FORM_RULES.ticket.bodyLimitBytes) } }, /too large/],
    ['no idempotency key', 400, { body: { name: 'Ada' }, key: null }, /Idempotency-Key/],
    ['a short idempotency key', 400, { body: { name: 'Ada' }, key: 'abc' }, /Idempotency-Key/],
    ['an idempotency key with spaces', 400, { body: { name: 'Ada' }, key: 'a b c d e f g h i j k l' }, /Idempotency-Key/],
    ['a filled honeypot', 400, { body: { name: 'Ada', homepage: 'http://spam.example' } }, /hidden field/],
    ['a honeypot of spaces', 400, { body: { name: 'Ada', homepage: ' ' } }, /hidden field/],
    ['a honeypot that is a number', 400, { body: { name: 'Ada', homepage: 0 } }, /hidden field/],
    ['a honeypot that is an object', 400, { body: { name: 'Ada', homepage: {} } }, /hidden field/],
  ])('%s answers %i', async (_name, status, input, msg) => {
    const d = demo(light());
    await expectRefusal(submit(d.app, input), status, msg);
    expect(d.runs()).toBe(0);
  });

  it('a body declared larger than the limit answers 413 at once, without waiting for the bytes announced', async () => {
    await overHttp(async (port) => {
      for (const path of ['/api/v1/supportCenter/sendEmail', '/api/v1/faq/20/read']) {
        // 100 MB announced, two bytes sent, the request left open: the answer comes all the same.
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({ port, host: '127.0.0.1', method: 'POST', path, headers: {
            'Content-Type': 'application/json', 'Content-Length': '100000000', 'Idempotency-Key': newKey(), 'X-Forwarded-For': newIp(),
          } });
          req.on('response', (res) => {
            let body = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => {
              resolve({ status: res.statusCode ?? 0, body });
              req.destroy();
            });
          });
          req.on('error', reject);
          req.write('{}');
        });
        expect(answer.status, path).toBe(413);
        expect(JSON.parse(answer.body).Msg, path).toMatch(/too large/);
      }
    });
  });

  it('a body sent in chunks answers 413 once it passes the limit, and the rest is not read', async () => {
    await overHttp(async (port) => {
      for (const path of ['/api/v1/supportCenter/sendEmail', '/api/v1/faq/20/read']) {
        // No Content-Length: chunks of 16 kB sent for as long as no answer came (the parser would read to the end).
        const answer = await new Promise<{ status: number; connection?: string; body: string; sent: number }>((resolve, reject) => {
          let sent = 0;
          let answered = false;
          const req = http.request({ port, host: '127.0.0.1', method: 'POST', path, headers: {
            'Content-Type': 'application/json', 'Idempotency-Key': newKey(), 'X-Forwarded-For': newIp(),
          } });
          req.on('response', (res) => {
            answered = true;
            let body = '';
            res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => {
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, sent });
              req.destroy();
            });
          });
          req.on('error', (error) => (answered ? undefined : reject(error)));
          const chunk = Buffer.alloc(16 * 1024, ' ');
          const pump = () => {
            while (!answered && sent < 200 * 1024 * 1024) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
          };
          req.write('{"name":"');
          pump();
        });
        expect(answer.status, path).toBe(413);
        expect(answer.connection, path).toBe('close');
        expect(JSON.parse(answer.body).Msg, path).toMatch(/too large/);
        // The answer came while the body was still coming, long before 200 MB.
        expect(answer.sent, path).toBeLessThan(20 * 1024 * 1024);
      }
    });
  });

  it('a body nested thousands of levels deep answers 400 on every form of the real app, and logs nothing', async () => {
    const deep = `{"a":${'['.repeat(8000)}${']'.repeat(8000)}}`;
    const before = t.logs.length;
    for (const path of ['/supportCenter/sendEmail', '/psti/submit', '/betaTesting/apply', '/MInfluencer', '/loyalProgram']) {
      const res = request(t.app)
        .post(`/api/v1${path}`)
        .set('X-Forwarded-For', newIp())
        .set('Idempotency-Key', newKey())
        .set('Content-Type', 'application/json')
        .send(deep);
      await expectRefusal(res, 400, /^The form's data is nested too deeply: its fields must be texts, numbers or lists of them\.$/);
    }
    const german = submit(demo(light()).app, { body: deep, lang: 'de' });
    await expectRefusal(german, 400, /zu tief verschachtelt/);
    expect(t.logs.slice(before)).toEqual([]);
  });

  it('a request without a body answers 415', async () => {
    const d = demo(light());
    const res = request(d.app).post('/api/v1/demo').set('X-Forwarded-For', newIp()).set('Idempotency-Key', newKey());
    await expectRefusal(res, 415);
  });

  it('an empty or null honeypot is not filled in', async () => {
    const d = demo(light());
    for (const homepage of ['', null]) expect((await submit(d.app, { body: { ...(await filledIn(d.app)), homepage } })).status).toBe(200);
  });

  it('answers in the visitor language', async () => {
    const d = demo(light());
    const texts = await Promise.all(
      ['en', 'de', 'it', 'fr', 'es', 'ja'].map(async (lang) => (await submit(d.app, { body: 'x', type: 'text/plain', lang })).body.Msg as string),
    );
    expect(new Set(texts).size).toBe(6);
    expect(texts[5]).toMatch(/JSON/);
  });
});

describe('rate limits', () => {
  // The counters' windows begin on multiples of their length (whole minutes here): on the real clock a
  // test's requests could fall on both sides of a boundary, where the sliding window lets one more
  // through. A clock stopped half a minute into a window keeps them in one.
  const midWindow = () => Date.UTC(2026, 0, 15, 12, 0, 30);

  it(`lets ${FORM_RULES.ticket.rateLimit.max} tickets through per address in 10 minutes, then 429 with Retry-After and a translated Msg`, async () => {
    const d = demo(light({ FORM_CHALLENGE: 'off' }, midWindow));
    const ip = newIp();
    for (let i = 0; i < FORM_RULES.ticket.rateLimit.max; i++) expect((await submit(d.app, { body: { name: `n${i}` }, ip })).status).toBe(200);
    const refused = await expectRefusal(submit(d.app, { body: { name: 'again' }, ip, lang: 'de-DE,de;q=0.9' }), 429, /Zu viele Anfragen.*in \d+ (Sekunden?|Minuten?) erneut/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(FORM_RULES.ticket.rateLimit.windowSeconds + 1);
    const ja = await expectRefusal(submit(d.app, { body: { name: 'again' }, ip, lang: 'ja' }), 429, /リクエストが多すぎます/);
    expect(ja.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await submit(d.app, { body: { name: 'other' } })).status).toBe(200);
    expect(d.runs()).toBe(FORM_RULES.ticket.rateLimit.max + 1);
  });

  it('answers a repeat of an earlier success whatever the limit says, and counts neither repeats nor refused submissions', async () => {
    const d = demo(light({ FORM_CHALLENGE: 'off' }, midWindow));
    const ip = newIp();
    const key = newKey();
    const first = await submit(d.app, { body: { name: 'first' }, key, ip });
    expect(first.status).toBe(200);
    // Repeats (a retry after a lost answer) and bodies refused before the form's work (no JSON, no key).
    for (let i = 0; i < 3; i++) expect((await submit(d.app, { body: { name: 'first' }, key, ip })).headers['idempotent-replayed']).toBe('true');
    for (let i = 0; i < 3; i++) await expectRefusal(submit(d.app, { body: 'name=x', ip, type: 'text/plain' }), 415);
    for (let i = 0; i < 3; i++) await expectRefusal(submit(d.app, { body: { name: 'x' }, key: null, ip }), 400);
    // Submissions whose fields the form refused, under one key (corrected and sent again) or new ones.
    const fixedKey = newKey();
    for (let i = 0; i < 3; i++) await expectRefusal(submit(d.app, { body: { name: 'bad' }, key: i === 0 ? fixedKey : newKey(), ip }), 400);
    for (let i = 1; i < FORM_RULES.ticket.rateLimit.max; i++) expect((await submit(d.app, { body: { name: `n${i}` }, ip })).status).toBe(200);
    await expectRefusal(submit(d.app, { body: { name: 'one more' }, ip }), 429);
    // The limit is used up; the first submission's repeat still gets its answer.
    const repeat = await submit(d.app, { body: { name: 'first' }, key, ip });
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(d.runs()).toBe(FORM_RULES.ticket.rateLimit.max + 3);
  });

  it('counts every POST call, unknown ones included, and answers a limited one before reading it', async () => {
    const d = demo(light({}, midWindow), { rateLimits: { post: { max: 3, windowSeconds: 60 } } });
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await request(d.app).post('/api/v1/nothing').set('X-Forwarded-For', ip)).status).toBe(404);
    const res = await expectRefusal(request(d.app).post('/api/v1/demo').set('X-Forwarded-For', ip).send('x'), 429, /in \d+ (seconds?|minutes?)\./);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(61);
    // GET calls are not counted.
    expect((await request(d.app).get('/api/v1/formChallenge?form=ticket').set('X-Forwarded-For', ip)).status).toBe(200);
  });

  it('limits the FAQ read beacon of the real app per address', async () => {
    const app = await createTestApp({ TRUST_PROXY: 'loopback' }, { now: midWindow, formGuardRules: { rateLimits: { faqRead: { max: 2, windowSeconds: 60 } } } });
    try {
      const beacon = (ip: string) =>
        request(app.app)
          .post('/api/v1/faq/20/read')
          .set('User-Agent', USER_AGENTS.desktop)
          .set('X-Forwarded-For', ip)
          .set('Accept-Language', 'es')
          .send({ visitor: crypto.randomBytes(16).toString('hex') });
      expect((await beacon('192.0.2.1')).status).toBe(204);
      expect((await beacon('192.0.2.1')).status).toBe(204);
      const res = await expectRefusal(beacon('192.0.2.1'), 429, /Demasiadas solicitudes/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect((await beacon('192.0.2.2')).status).toBe(204);
    } finally {
      await app.close();
    }
  });

  it("tells a form's call refused by the limit of every POST call the form's own wait when it is longer, so that waiting as told is enough", async () => {
    const app = await createTestApp(
      { TRUST_PROXY: 'loopback', FORM_CHALLENGE: 'off' },
      { now: midWindow, formGuardRules: { rateLimits: { post: { max: 3, windowSeconds: 60 } }, forms: { ticket: { rateLimit: { max: 1, windowSeconds: 600 } } } } },
      testIntake(),
    );
    try {
      const ip = '192.0.2.7';
      const ticket = () => request(app.app).post('/api/v1/supportCenter/sendEmail').set(formHeaders()).set('X-Forwarded-For', ip).send(TICKET);
      const other = () => request(app.app).post('/api/v1/nothing').set('X-Forwarded-For', ip);
      expect((await ticket()).status).toBe(200);
      // The form's limit (one in 10 minutes, 30 s into its window): 570 s more, and the next second.
      const byForm = await expectRefusal(ticket(), 429, /in 10 minutes\./);
      expect(byForm.headers['retry-after']).toBe('571');
      expect((await other()).status).toBe(404);
      // Now every POST call's limit (three a minute) refuses first: the form's wait is still the one told.
      const byPosts = await expectRefusal(ticket(), 429, /in 10 minutes\./);
      expect(byPosts.headers['retry-after']).toBe('571');
      // Another call is told the POST limit's own wait: 30 s to the next minute, and the next second.
      expect((await expectRefusal(other(), 429, /in 31 seconds\./)).headers['retry-after']).toBe('31');
    } finally {
      await app.close();
    }
  });

  it('limits the challenge call per address', async () => {
    const d = demo(light({}, midWindow), { rateLimits: { challenge: { max: 2, windowSeconds: 60 } } });
    const ip = newIp();
    await challengeFor(d.app, 'ticket', ip);
    await challengeFor(d.app, 'ticket', ip);
    await expectRefusal(request(d.app).get('/api/v1/formChallenge?form=ticket').set('X-Forwarded-For', ip), 429);
  });
});
