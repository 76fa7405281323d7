// POST /api/v1/betaTesting/apply: every kind of bad input is a 400 (or 413, 415) in the envelope with a
// Msg that says what to fix, in the request's language; a good application is stored with every field and
// its chosen categories, its two messages are queued in the same transaction, and the answer is Code 200
// with Msg "Success" in the request's language. An address gets at most three acknowledgements a day.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../server/app';
import type { Db } from '../../server/db/database';
import type { MailMessage } from '../../server/mail/types';
import { BETA_REFERENCE_PATTERN, BETA_RETENTION_DAYS } from '../../server/services/beta-applications';
import { ACKS_PER_ADDRESS_PER_DAY, emailHash } from '../../server/services/form-submissions';
import { betaSchema } from '../../shared/forms/beta';
import { GENEROUS_LIMITS, createTestApp, expectRefusal, formHeaders, type TestApp } from '../helpers/test-app';
import { RecordingOutbox, TestUploadStorage } from '../helpers/ticket-intake';

const CALL = '/api/v1/betaTesting/apply';

const APPLICATION = {
  username: 'Jane Doe',
  email: 'jane.doe@example.com',
  country: 'DE',
  note: 'A house with a garage, smart plugs in every room.\nI write about smart homes.',
  so_media: 'instagram.com/janedoe',
  categoryIds: [4, 1],
};

/** An application's messages name its reference in their topic ("beta BT-…", "beta-ack BT-…"). */
async function applicationStored(db: Db, message: MailMessage): Promise<boolean> {
  const reference = /^beta(?:-ack)? (BT-\w+)$/.exec(message.topic)?.[1] ?? '';
  return (await db.selectFrom('beta_application').select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;
}

/** The beta form's own limit far away too: these tests send many applications from one address. */
const LIMITS: Partial<AppDeps> = {
  formGuardRules: { ...GENEROUS_LIMITS.formGuardRules, forms: { beta: { rateLimit: { max: 10_000, windowSeconds: 60 } } } },
};

let t: TestApp;
let outbox: RecordingOutbox;

beforeAll(async () => {
  outbox = new RecordingOutbox(applicationStored);
  t = await createTestApp(
    { SUPPORT_EMAIL: 'help@hearthly.example', BETA_EMAIL: 'beta@hearthly.example', BRAND_NAME: 'Hearthly', FORM_CHALLENGE: 'off' },
    LIMITS,
    { outbox, uploads: new TestUploadStorage() },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  outbox.clear();
  await t.services.db.deleteFrom('beta_application').execute();
});

const send = (body: unknown, lang = 'en') => request(t.app).post(CALL).set(formHeaders(lang)).send(body as object);
const rows = () => t.services.db.selectFrom('beta_application').selectAll().orderBy('id').execute();

describe('bad input', () => {
  // [what, change, Msg]: each answered 400 with exactly this Msg, nothing stored and nothing queued.
  const cases: [string, Record<string, unknown>, string][] = [
    ['no username', { username: '' }, 'username address is required'],
    ['a username of spaces', { username: '   ' }, 'username address is required'],
    ['no e-mail', { email: undefined }, 'email address is required'],
    ['a malformed e-mail', { email: 'jane@example' }, 'Email format error'],
    ['no country', { country: '' }, 'country address is required'],
    ['a country by its name', { country: 'Germany' }, 'country address is required'],
    ['a code that is no country of the list', { country: 'EU' }, 'country address is required'],
    ['no note', { note: '' }, 'detail is required'],
    ['a social media address without an address', { so_media: '--' }, 'social media address is required'],
    ['a line break in the username', { username: 'Jane\r\nBcc: x@example.com' }, 'Username contains a line break or control character, which is not allowed here'],
    ['a line break in the social media address', { so_media: '@jane\nBcc: x@example.com' }, 'Social Media contains a line break or control character, which is not allowed here'],
    ['a NUL in the note', { note: 'a\u0000b' }, 'Note contains an invisible control character, which is not allowed here'],
    ['a username that is not text', { username: 42 }, 'Username must be text'],
    ['a username too long', { username: 'x'.repeat(101) }, 'Username must be at most 100 characters'],
    ['a note too long', { note: 'x'.repeat(2001) }, 'Note must be at most 2,000 characters'],
    ['a social media address too long', { so_media: 'x'.repeat(301) }, 'Social Media must be at most 300 characters'],
    ['categories as text', { categoryIds: '1,4' }, 'The product categories must be a list of category numbers'],
    ['a category id as text', { categoryIds: ['1'] }, 'The product categories must be a list of category numbers'],
    ['a category the site does not offer', { categoryIds: [99] }, 'Please choose the products from the list'],
    ['one category the site does not offer among others', { categoryIds: [1, 4, 123456] }, 'Please choose the products from the list'],
  ];

  it.each(cases)('%s', async (_what, change, msg) => {
    const res = await expectRefusal(send({ ...APPLICATION, ...change }), 400);
    expect(res.body.Msg).toBe(msg);
    expect(await rows()).toEqual([]);
    expect(outbox.messages).toEqual([]);
  });

  it('names every problem, joined by "; "', async () => {
    const res = await expectRefusal(send({}), 400);
    expect(res.body.Msg).toBe('username address is required; email address is required; country address is required; detail is required');
  });

  it('answers in the language of the request', async () => {
    const de = await expectRefusal(send({ ...APPLICATION, email: 'nope' }, 'de-DE,de;q=0.9'), 400);
    expect(de.body.Msg).toBe('Ungültiges E-Mail-Format');
    const fr = await expectRefusal(send({ ...APPLICATION, country: '' }, 'fr'), 400);
    expect(fr.body.Msg).toBe('Le pays est obligatoire');
    const ja = await expectRefusal(send({ ...APPLICATION, note: 'x'.repeat(2001) }, 'ja'), 400);
    expect(ja.body.Msg).toBe('備考は2,000文字以内で入力してください');
    const it_ = await expectRefusal(send({ ...APPLICATION, categoryIds: [77] }, 'it'), 400);
    expect(it_.body.Msg).toBe("Scegli i prodotti dall'elenco");
    // The note is named as the form labels it ("Nota"), not as the ticket's description.
    const noNote = await expectRefusal(send({ ...APPLICATION, note: '' }, 'it'), 400);
    expect(noNote.body.Msg).toBe('La nota è obbligatoria');
  });

  // The form guard reads the body before the application's own checks (docs/decisions/0011-spam-resistance.md).
  it.each([
    ['a JSON array', '[]', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['malformed JSON', '{"username":', 'application/json', 400],
    ['a form post', 'username=Jane', 'application/x-www-form-urlencoded', 415],
    ['plain text', 'hello', 'text/plain', 415],
  ] as const)('refuses %s', async (_what, body, type, status) => {
    await expectRefusal(request(t.app).post(CALL).set(formHeaders()).set('Content-Type', type).send(body), status);
    expect(await rows()).toEqual([]);
  });

  it('refuses a body over 16 kB', async () => {
    await expectRefusal(send({ ...APPLICATION, note: 'x'.repeat(17 * 1024) }), 413);
  });

  it('refuses an application without an Idempotency-Key, or with the honeypot filled in', async () => {
    await expectRefusal(request(t.app).post(CALL).set('Accept-Language', 'en').send(APPLICATION), 400);
    await expectRefusal(send({ ...APPLICATION, homepage: 'https://spam.example' }), 400);
    expect(await rows()).toEqual([]);
  });

  it('refuses other methods', async () => {
    await expectRefusal(request(t.app).get(CALL), 404, /Unknown API call: GET/);
  });
});

describe('a good application', () => {
  it('is answered Code 200 with Msg "Success" in the language of the request', async () => {
    const res = await send(APPLICATION);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Code: 200, Msg: 'Success', Data: null });
    const de = await send({ ...APPLICATION, email: 'x@example.com' }, 'de');
    expect(de.body).toEqual({ Code: 200, Msg: 'Erfolgreich gesendet', Data: null });
  });

  it('is stored with every field and its categories', async () => {
    const res = await send({ ...APPLICATION, username: '  Jane Doe  ', categoryIds: [4, 1, 4] }, 'ja');
    expect(res.status).toBe(200);
    const [row, ...others] = await rows();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      reference: expect.stringMatching(BETA_REFERENCE_PATTERN),
      username: 'Jane Doe',
      email: 'jane.doe@example.com',
      email_hash: emailHash(' Jane.Doe@Example.com'),
      country: 'DE',
      note: APPLICATION.note,
      so_media: 'instagram.com/janedoe',
      lang: 'ja',
      acknowledged: 1,
    });
    expect(Date.now() - Date.parse(row!.created_at)).toBeLessThan(60_000);
    // Each once, in the order the page shows them, with the English title.
    const categories = await t.services.db.selectFrom('beta_application_category').selectAll().where('application_id', '=', row!.id).execute();
    expect(categories.map((c) => [c.category_id, c.title_en])).toEqual([
      [1, 'Smart Plugs'],
      [4, 'Garage Door'],
    ]);
  });

  it('is taken without social media (the desktop form) and without categories', async () => {
    const { so_media: _omitted, ...desktop } = APPLICATION;
    const res = await send({ ...desktop, categoryIds: [] });
    expect(res.status).toBe(200);
    const [row] = await rows();
    expect(row!.so_media).toBe('');
    expect(await t.services.db.selectFrom('beta_application_category').selectAll().execute()).toEqual([]);
    expect(outbox.messages[0]!.text).toMatch(/^Products to test: +—$/m);
  });

  it('queues the application to BETA_EMAIL with Reply-To the applicant, and the acknowledgement in their language', async () => {
    await send(APPLICATION, 'de');
    const [row] = await rows();
    expect(outbox.messages).toHaveLength(2);
    // Said once its transaction committed, so that the worker sends them at once.
    expect(outbox.announced).toBe(1);
    const [mail, ack] = outbox.messages;
    // Named by its reference, not by the row's number (which counts the applications).
    expect(mail).toMatchObject({ to: ['beta@hearthly.example'], replyTo: 'jane.doe@example.com', topic: `beta ${row!.reference}` });
    expect(mail!.subject).toBe(`Beta testing application ${row!.reference}: Jane Doe (Germany)`);
    // Every field, the country and categories in English whatever the page's language.
    for (const line of [/^Username: +Jane Doe$/m, /^Email address: +jane\.doe@example\.com$/m, /^Country: +Germany \(DE\)$/m, /^Social media: +instagram\.com\/janedoe$/m, /^Page language: +Deutsch \(de\)$/m]) {
      expect(mail!.text).toMatch(line);
    }
    // The categories one a line: a title may hold a comma or "&".
    expect(mail!.text).toContain('Products to test:\n1. Smart Plugs\n2. Garage Door\n');
    expect(mail!.text).toContain(APPLICATION.note);
    expect(ack).toMatchObject({ to: ['jane.doe@example.com'], replyTo: 'beta@hearthly.example', topic: `beta-ack ${row!.reference}` });
    expect(ack!.subject).toBe(`Ihre Bewerbung für den Hearthly-Betatest (${row!.reference})`);
    expect(ack!.text).toMatch(/^Hallo,$/m);
    expect(ack!.text).toContain(`Ihre Referenznummer lautet ${row!.reference}.`);
    // Nothing the sender typed: anyone can give any address in the form.
    expect(ack!.text).not.toContain('Jane');
  });

  it('is not stored when its mail cannot be queued', async () => {
    outbox.failNext = new Error('outbox unavailable');
    const res = await send(APPLICATION);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ Code: 500, Msg: 'Internal server error', Data: null });
    expect(await rows()).toEqual([]);
    expect(outbox.announced).toBe(0);
    expect(await t.services.db.selectFrom('beta_application_category').selectAll().execute()).toEqual([]);
  });

  it('logs its reference and nothing personal', async () => {
    const before = t.logs.length;
    await send(APPLICATION);
    const [row] = await rows();
    const line = t.logs.slice(before).find((l) => l.includes('beta application stored'));
    expect(line).toContain(`"reference":"${row!.reference}"`);
    expect(line).not.toMatch(/jane|Jane|garage|instagram/);
  });

  it('is stored once when the same submission is sent again with its key', async () => {
    const headers = formHeaders();
    const first = await request(t.app).post(CALL).set(headers).send(APPLICATION);
    const again = await request(t.app).post(CALL).set(headers).send(APPLICATION);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await rows()).toHaveLength(1);
  });

  it('is stored once when the same submission arrives many times at once', async () => {
    const headers = formHeaders();
    const answers = await Promise.all(Array.from({ length: 8 }, () => request(t.app).post(CALL).set(headers).send(APPLICATION)));
    // One runs and stores it; each of the others gets its stored answer, or 409 while it still runs.
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(answers.filter((res) => res.status === 200 && res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await rows()).toHaveLength(1);
  });
});

describe('acknowledgements and retention', () => {
  it(`are sent at most ${ACKS_PER_ADDRESS_PER_DAY} times per address and day; the applications all go to the beta team`, async () => {
    const addresses = ['jane.doe@example.com', 'JANE.DOE@example.com', ' jane.doe@EXAMPLE.com', 'jane.doe@example.com', 'jane.doe@example.com'];
    for (const email of addresses) expect((await send({ ...APPLICATION, email })).status).toBe(200);
    const topics = outbox.messages.map((m) => m.topic.split(' ')[0]);
    expect(topics.filter((x) => x === 'beta')).toHaveLength(5);
    expect(topics.filter((x) => x === 'beta-ack')).toHaveLength(ACKS_PER_ADDRESS_PER_DAY);
    expect((await rows()).map((r) => r.acknowledged)).toEqual([1, 1, 1, 0, 0]);
    await send({ ...APPLICATION, email: 'someone.else@example.com' });
    expect(outbox.messages.at(-1)!.topic).toMatch(/^beta-ack /);
  });

  it('start again the next day (UTC), and applications older than the retention are deleted', async () => {
    const service = t.services.betaApplications;
    const parsed = betaSchema.parse(APPLICATION);
    const ctx = (iso: string) => ({ lang: 'en' as const, t: (key: string) => key, english: (key: string) => key, now: new Date(iso) });
    for (let i = 0; i < 4; i++) await service.submit(parsed, ctx('2030-01-01T23:00:00Z'));
    await service.submit(parsed, ctx('2030-01-02T00:00:01Z'));
    expect((await rows()).map((r) => r.acknowledged)).toEqual([1, 1, 1, 0, 1]);

    const later = new Date(Date.parse('2030-01-02T00:00:01Z') + (BETA_RETENTION_DAYS + 1) * 24 * 3600 * 1000).toISOString();
    await service.submit(parsed, ctx(later));
    const left = await rows();
    expect(left.map((r) => r.created_at)).toEqual([later]);
    // The categories went with their applications.
    const categories = await t.services.db.selectFrom('beta_application_category').select('application_id').distinct().execute();
    expect(categories.map((c) => c.application_id)).toEqual([left[0]!.id]);
  });
});

describe('with the site as configured by default', () => {
  it('queues to SUPPORT_EMAIL without BETA_EMAIL, in the real outbox, and limits applications to 3 per 10 minutes', async () => {
    const real = await createTestApp({ FORM_CHALLENGE: 'off', SUPPORT_EMAIL: 'help@hearthly.example' });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await request(real.app).post(CALL).set(formHeaders()).send({ ...APPLICATION, email: `p${i}@example.com` });
        expect(res.body.Code).toBe(200);
      }
      const queued = await real.services.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
      expect(queued.map((m) => m.topic.split(' ')[0])).toEqual(['beta', 'beta-ack', 'beta', 'beta-ack', 'beta', 'beta-ack']);
      expect(JSON.parse(queued[0]!.recipients)).toEqual([expect.objectContaining({ address: 'help@hearthly.example' })]);
      const limited = await expectRefusal(request(real.app).post(CALL).set(formHeaders('de')).send(APPLICATION), 429);
      expect(limited.body.Msg).toMatch(/^Zu viele Anfragen/);
      expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await real.close();
    }
  });
});
