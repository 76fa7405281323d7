// POST /api/v1/supportCenter/sendEmail: every kind of bad input is a 400 (or 413) in the envelope with a
// Msg that says what to fix, in the request's language; a good ticket is stored with every field and its
// two messages are queued in the same transaction; an address gets at most three acknowledgements a day.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DETAILS_HARD_MAX } from '../../shared/forms/ticket';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../shared/uploads';
import { ACKS_PER_ADDRESS_PER_DAY, emailHash } from '../../server/services/form-submissions';
import { REFERENCE_PATTERN } from '../../server/services/tickets';
import { GENEROUS_LIMITS, createTestApp, expectRefusal, formHeaders, type TestApp } from '../helpers/test-app';
import { STORED_BASE, TICKET, testIntake } from '../helpers/ticket-intake';

const CALL = '/api/v1/supportCenter/sendEmail';

let t: TestApp;
let intake: ReturnType<typeof testIntake>;

beforeAll(async () => {
  intake = testIntake();
  t = await createTestApp({ SUPPORT_EMAIL: 'help@hearthly.example', BRAND_NAME: 'Hearthly', FORM_CHALLENGE: 'off' }, GENEROUS_LIMITS, intake);
});
afterAll(() => t.close());
beforeEach(async () => {
  intake.outbox.clear();
  await t.services.db.deleteFrom('ticket').execute();
});

const send = (body: unknown, lang = 'en') => request(t.app).post(CALL).set(formHeaders(lang)).send(body as object);
const ticketCount = async () => (await t.services.db.selectFrom('ticket').select('id').execute()).length;

describe('bad input', () => {
  // [what, body, Msg]: each answered 400 with exactly this Msg, nothing stored and nothing queued.
  const cases: [string, Record<string, unknown>, string][] = [
    ['no username', { userName: '' }, 'username is required'],
    ['username of spaces', { userName: '   ' }, 'username is required'],
    ['no e-mail', { email: undefined }, 'email address is required'],
    ['malformed e-mail', { email: 'jane@example' }, 'Email format error'],
    ['no site', { site: '' }, 'amazon site is required'],
    ['a site that is not one of the 13', { site: 'Brazil' }, 'amazon site is required'],
    ['no category', { ticket: '' }, 'ticket category is required'],
    ['no model', { modelNum: '' }, 'model number is required'],
    ['no subject', { subject: ' ' }, 'subject is required'],
    ['no details', { details: '' }, 'detail is required'],
    ['a category the site does not offer', { ticket: 'Complaint' }, 'Please choose a ticket category from the list'],
    ['a model the site does not offer', { modelNum: 'HX999' }, 'Please choose a model number from the list'],
    ['a line break in the username', { userName: 'Jane\r\nBcc: x@example.com' }, 'Username contains a line break or control character, which is not allowed here'],
    ['a line break in the subject', { subject: 'Hello\nBcc: x@example.com' }, 'Subject contains a line break or control character, which is not allowed here'],
    ['a NUL in the details', { details: 'a\u0000b' }, 'Details contains an invisible control character, which is not allowed here'],
    ['a username that is not text', { userName: 42 }, 'Username must be text'],
    ['a username too long', { userName: 'x'.repeat(101) }, 'Username must be at most 100 characters'],
    ['an e-mail too long', { email: `${'a'.repeat(250)}@example.com` }, 'Email Address must be at most 254 characters'],
    ['an order number too long', { orderNum: '1'.repeat(41) }, 'Amazon Order Number must be at most 40 characters'],
    // Short as sent, too long in the NFKC form that is kept and mailed ("㎑" is "kHz", U+FDFA 18 characters).
    ['an e-mail too long once read', { email: `${'㎑'.repeat(21)}@${`${'㎑'.repeat(21)}.`.repeat(9)}${'㎑'.repeat(21)}.com` }, 'Email Address must be at most 254 characters'],
    ['an order number too long once read', { orderNum: '\ufdfa'.repeat(40) }, 'Amazon Order Number must be at most 40 characters'],
    ['a subject too long', { subject: 'x'.repeat(301) }, 'Subject must be at most 300 characters'],
    ['a subject too long behind a comma that is no tag', { subject: `hello,${'x'.repeat(300)}` }, 'Subject must be at most 300 characters'],
    ['a subject text too long beside a real tag', { subject: `Device offline,${'x'.repeat(301)}` }, 'Subject must be at most 300 characters'],
    // Longer than any tag and text together: the limit named is still the one of the words typed.
    ['a subject longer than the longest tag and text', { subject: `${'t'.repeat(101)},${'x'.repeat(300)}` }, 'Subject must be at most 300 characters'],
    ['device 3', { device: 3 }, 'The form that sent this request is not known'],
    ['device as a string', { device: '1' }, 'The form that sent this request is not known'],
    ['attachments as a list', { attachments: ['a'] }, 'The attachments must be a list of file addresses'],
    ['too many attachments', { attachments: Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => `${STORED_BASE}${i}.jpg`).join(',') }, 'Too many files are attached: please remove some'],
    ['an attachment that is not ours', { attachments: 'https://evil.example/x.jpg' }, 'An attachment could not be found: please upload it again'],
    ['an attachment that is not stored', { attachments: `${STORED_BASE}gone.jpg` }, 'An attachment could not be found: please upload it again'],
  ];

  it.each(cases)('%s', async (_what, change, msg) => {
    const res = await expectRefusal(send({ ...TICKET, ...change }), 400);
    expect(res.body.Msg).toBe(msg);
    expect(await ticketCount()).toBe(0);
    expect(intake.outbox.messages).toEqual([]);
  });

  it('names every problem, joined by "; "', async () => {
    const res = await expectRefusal(send({ device: 1 }), 400);
    expect(res.body.Msg).toBe(
      'username is required; email address is required; amazon site is required; ticket category is required; ' +
        'model number is required; subject is required; detail is required',
    );
  });

  it('answers in the language of the request', async () => {
    const res = await expectRefusal(send({ ...TICKET, email: 'nope' }, 'de-DE,de;q=0.9'), 400);
    expect(res.body.Msg).toBe('Ungültiges E-Mail-Format');
    const ja = await expectRefusal(send({ ...TICKET, userName: 'x'.repeat(101) }, 'ja'), 400);
    expect(ja.body.Msg).toBe('ユーザー名は100文字以内で入力してください');
  });

  it('counts a name\'s characters as its box does: an emoji is two', async () => {
    const res = await expectRefusal(send({ ...TICKET, userName: '🙂'.repeat(51) }), 400);
    expect(res.body.Msg).toBe('Username must be at most 100 characters');
    expect((await send({ ...TICKET, userName: '🙂'.repeat(50) })).status).toBe(200);
  });

  it('takes a subject text of 300 characters beside a tag the form offers', async () => {
    expect((await send({ ...TICKET, subject: `Device offline,${'x'.repeat(300)}` })).status).toBe(200);
  });

  it('refuses details over the configured maximum', async () => {
    await t.services.catalog.setSetting('DETAILS_MAX', '50');
    try {
      const res = await expectRefusal(send({ ...TICKET, details: 'x'.repeat(51) }), 400);
      expect(res.body.Msg).toBe('Details must be at most 50 characters');
      const ok = await send({ ...TICKET, details: 'x'.repeat(50) });
      expect(ok.status).toBe(200);
      // Named with the fields' other problems, at once: not only once those are mended.
      const all = await expectRefusal(send({ ...TICKET, userName: '', email: 'x', details: 'x'.repeat(51) }), 400);
      expect(all.body.Msg).toBe('username is required; Email format error; Details must be at most 50 characters');
      // An emoji counts two, as in the box and its counter.
      await expectRefusal(send({ ...TICKET, details: '🔌'.repeat(26) }), 400);
      expect((await send({ ...TICKET, details: '🔌'.repeat(25) })).status).toBe(200);
    } finally {
      await t.services.catalog.setSetting('DETAILS_MAX', '2000');
    }
  });

  it('keeps the configured maximum within the schema\'s ceiling, and says so in getFieldLimitConfig', async () => {
    await t.services.catalog.setSetting('DETAILS_MAX', '50000');
    try {
      const limits = await request(t.app).get('/api/v1/getFieldLimitConfig');
      expect(limits.body.Data).toEqual({ details: { max: DETAILS_HARD_MAX } });
      const res = await expectRefusal(send({ ...TICKET, details: 'x'.repeat(DETAILS_HARD_MAX + 1) }), 400);
      expect(res.body.Msg).toBe(`Details must be at most ${DETAILS_HARD_MAX.toLocaleString('en')} characters`);
    } finally {
      await t.services.catalog.setSetting('DETAILS_MAX', '2000');
    }
  });

  it('refuses an attachment of a type the form does not accept', async () => {
    const pdf = intake.uploads.add('manual.pdf', 1000, 'application/pdf');
    const disguised = intake.uploads.add('photo.jpg', 1000, 'application/x-msdownload');
    for (const url of [pdf, disguised]) {
      const res = await expectRefusal(send({ ...TICKET, attachments: url }), 400);
      expect(res.body.Msg).toBe('An attachment is not a picture or video of an accepted type');
    }
  });

  it('refuses attachments over 50 MB together', async () => {
    const a = intake.uploads.add('a.mp4', MAX_UPLOAD_BYTES / 2, 'video/mp4');
    const b = intake.uploads.add('b.mp4', MAX_UPLOAD_BYTES / 2 + 1, 'video/mp4');
    const res = await expectRefusal(send({ ...TICKET, attachments: `${a},${b}` }), 400);
    expect(res.body.Msg).toBe('Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately');
    // Exactly 50 MB is within the limit.
    const c = intake.uploads.add('c.mp4', MAX_UPLOAD_BYTES / 2, 'video/mp4');
    expect((await send({ ...TICKET, attachments: `${a},${c}` })).status).toBe(200);
  });

  // The form guard reads the body before the ticket's own checks (docs/decisions/0011-spam-resistance.md).
  const notObject = "The form's data must be a JSON object.";
  const unreadable = "The form's data could not be read. Please reload the page and try again.";
  it.each([
    ['a JSON array', '[]', 'application/json', 400, notObject],
    ['JSON null', 'null', 'application/json', 400, notObject],
    ['a JSON string', '"ticket"', 'application/json', 400, notObject],
    ['malformed JSON', '{"userName":', 'application/json', 400, unreadable],
    ['a form post', 'userName=Jane', 'application/x-www-form-urlencoded', 415, /JSON/],
    ['plain text', 'hello', 'text/plain', 415, /JSON/],
  ] as const)('refuses %s', async (_what, body, type, status, msg) => {
    const res = await expectRefusal(request(t.app).post(CALL).set(formHeaders()).set('Content-Type', type).send(body), status);
    expect(res.body.Msg).toMatch(typeof msg === 'string' ? new RegExp(`^${msg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : msg);
  });

  it('refuses a body over 64 kB', async () => {
    await expectRefusal(send({ ...TICKET, details: 'x'.repeat(65 * 1024) }), 413);
  });

  it('refuses a ticket without an Idempotency-Key', async () => {
    await expectRefusal(request(t.app).post(CALL).set('Accept-Language', 'en').send(TICKET), 400);
    expect(await ticketCount()).toBe(0);
  });

  it('refuses other methods', async () => {
    await expectRefusal(request(t.app).get(CALL), 404, /Unknown API call: GET/);
  });
});

describe('a good ticket', () => {
  it('is stored with every field and answered with its reference', async () => {
    const photo = intake.uploads.add('door.jpg', 2_000_000, 'image/jpeg');
    const video = intake.uploads.add('noise.mp4', 8_000_000, 'video/mp4');
    const res = await send({ ...TICKET, attachments: `${photo}, ${video},${photo}`, device: 2 }, 'de');
    expect(res.status).toBe(200);
    expect(res.body.Code).toBe(200);
    expect(res.body.Data.reference).toMatch(REFERENCE_PATTERN);
    expect(Object.keys(res.body.Data)).toEqual(['reference']);

    const row = await t.services.db.selectFrom('ticket').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference: res.body.Data.reference,
      user_name: 'Jane Doe',
      email: 'jane.doe@example.com',
      email_hash: emailHash('Jane.Doe@Example.com '),
      account: 'jane-app@example.com',
      site: 'Germany',
      category: 'Replacement',
      category_en: 'Replacement',
      model: 'HG100 – Smart Wi-Fi Garage Door Opener',
      model_en: 'HG100 – Smart Wi-Fi Garage Door Opener',
      order_num: '302-1234567-1234567',
      subject: 'Device offline,It stopped responding',
      details: TICKET.details,
      device: 2,
      lang: 'de',
      acknowledged: 1,
    });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
    // The repeated URL counts once.
    const files = await t.services.db.selectFrom('ticket_attachment').selectAll().orderBy('position').execute();
    expect(files.map((f) => [f.ticket_id, f.position, f.url, f.name, f.size, f.mime])).toEqual([
      [row.id, 0, photo, 'door.jpg', 2_000_000, 'image/jpeg'],
      [row.id, 1, video, 'noise.mp4', 8_000_000, 'video/mp4'],
    ]);
  });

  it('queues the ticket mail to support and the acknowledgement to the visitor', async () => {
    const photo = intake.uploads.add('door.jpg', 2_000_000, 'image/jpeg');
    const res = await send({ ...TICKET, attachments: photo }, 'fr');
    const { reference } = res.body.Data;
    const [mail, ack] = intake.outbox.messages;
    expect(intake.outbox.messages).toHaveLength(2);
    // Said once its transaction committed, so that the worker sends them at once.
    expect(intake.outbox.announced).toBe(1);
    expect(mail).toMatchObject({ to: ['help@hearthly.example'], replyTo: 'jane.doe@example.com', topic: `ticket ${reference}` });
    // The subject's tag (one the form offers) and the visitor's words, told apart.
    expect(mail!.subject).toBe(`[${reference}] Replacement: Device offline – It stopped responding`);
    expect(mail!.text).toMatch(/^Subject tag: +Device offline$/m);
    expect(mail!.text).toMatch(/^Subject: +It stopped responding$/m);
    expect(mail!.attachments).toEqual([{ filename: 'door.jpg', contentType: 'image/jpeg', storageUrl: photo }]);
    expect(ack).toMatchObject({ to: ['jane.doe@example.com'], replyTo: 'help@hearthly.example', topic: `ticket-ack ${reference}` });
    expect(ack!.subject).toBe(`Votre demande d'assistance Hearthly (${reference})`);
    expect(ack!.text).toMatch(/^Bonjour,$/m);
    expect(ack!.text).not.toContain('Jane');
    expect(ack!.text).not.toContain('It stopped responding');
    expect(ack!.text).toContain(`Votre numéro de référence est ${reference}.`);
  });

  it('names the Amazon site in the team mail as the English page does, whatever the page language', async () => {
    const res = await send({ ...TICKET, site: 'Netherland' }, 'ja');
    expect(res.status).toBe(200);
    expect(intake.outbox.messages[0]!.text).toMatch(/^Amazon site: +Netherlands$/m);
    const row = await t.services.db.selectFrom('ticket').select('site').executeTakeFirstOrThrow();
    expect(row.site).toBe('Netherland');
  });

  it('accepts the category and model in the language of the page and keeps their English names', async () => {
    const res = await send({ ...TICKET, ticket: 'Ersatz', modelNum: 'HG100 – Smarter WLAN-Garagentoröffner' }, 'de');
    expect(res.status).toBe(200);
    const row = await t.services.db.selectFrom('ticket').selectAll().executeTakeFirstOrThrow();
    expect([row.category, row.category_en, row.model, row.model_en]).toEqual([
      'Ersatz',
      'Replacement',
      'HG100 – Smarter WLAN-Garagentoröffner',
      'HG100 – Smart Wi-Fi Garage Door Opener',
    ]);
    expect(intake.outbox.messages[0]!.text).toContain('Ersatz (English: Replacement)');
  });

  it('reads a subject tag in the language of the page, and a subject that starts with no offered tag as the visitor\'s words', async () => {
    await send({ ...TICKET, subject: 'Gerät nicht erreichbar,Seit Montag' }, 'de');
    await send({ ...TICKET, subject: 'Plug, the outdoor one,keeps dropping' });
    const [tagged, words] = intake.outbox.messages.filter((m) => m.topic.startsWith('ticket '));
    expect(tagged!.text).toMatch(/^Subject tag: +Gerät nicht erreichbar \(English: Device offline\)$/m);
    expect(tagged!.subject).toMatch(/\] Replacement: Device offline – Seit Montag$/);
    expect(words!.text).toMatch(/^Subject tag: +—$/m);
    expect(words!.text).toMatch(/^Subject: +Plug, the outdoor one,keeps dropping$/m);
  });

  it('trims the fields and keeps the optional ones empty', async () => {
    const res = await send({ ...TICKET, userName: '  Jane  ', meross_account: undefined, orderNum: undefined, attachments: undefined });
    expect(res.status).toBe(200);
    const row = await t.services.db.selectFrom('ticket').selectAll().executeTakeFirstOrThrow();
    expect([row.user_name, row.account, row.order_num]).toEqual(['Jane', '', '']);
  });

  it('keeps an address and an order number typed full-width (a Japanese input method) as ASCII, in the row and the mail', async () => {
    const typed = 'ｊａｎｅ＠ｅｘａｍｐｌｅ。ｃｏｍ';
    const res = await send({ ...TICKET, email: typed, meross_account: typed, orderNum: '１２３ー４５６７８９０ー１２３４５６' });
    expect(res.status).toBe(200);
    const row = await t.services.db.selectFrom('ticket').selectAll().executeTakeFirstOrThrow();
    expect([row.email, row.account, row.order_num]).toEqual(['jane@example.com', 'jane@example.com', '123-4567890-123456']);
    const [mail] = intake.outbox.messages.filter((m) => m.topic.startsWith('ticket '));
    expect(mail!.replyTo).toBe('jane@example.com');
    expect(mail!.text).not.toMatch(/[\uff01-\uff5e\u3002]/);
  });

  it('gives every ticket its own reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 6; i++) references.add((await send({ ...TICKET, email: `p${i}@example.com` })).body.Data.reference);
    expect(references.size).toBe(6);
  });

  it('is not stored when its mail cannot be queued', async () => {
    intake.outbox.failNext = new Error('outbox unavailable');
    const res = await send(TICKET);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ Code: 500, Msg: 'Internal server error', Data: null });
    expect(await ticketCount()).toBe(0);
    expect(intake.outbox.announced).toBe(0);
    // The log names the failure, never the visitor's data.
    const logged = t.logs.filter((line) => line.includes('outbox unavailable'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).not.toContain('jane');
  });

  it('logs the reference and nothing personal', async () => {
    const before = t.logs.length;
    const res = await send(TICKET);
    const line = t.logs.slice(before).find((l) => l.includes('ticket stored'));
    expect(line).toContain(res.body.Data.reference);
    expect(line).not.toMatch(/jane|Jane|offline/);
  });
});

describe('acknowledgements', () => {
  it(`are sent at most ${ACKS_PER_ADDRESS_PER_DAY} times per address and day; the tickets all go to support`, async () => {
    // One mailbox however it is spelt: case, spaces, a +tag.
    const addresses = ['jane.doe@example.com', 'JANE.DOE@example.com', ' jane.doe+1@EXAMPLE.com', 'jane.doe+2@example.com', 'jane.doe@example.com'];
    for (const email of addresses) expect((await send({ ...TICKET, email })).status).toBe(200);
    const topics = intake.outbox.messages.map((m) => m.topic.split(' ')[0]);
    expect(topics.filter((x) => x === 'ticket')).toHaveLength(5);
    expect(topics.filter((x) => x === 'ticket-ack')).toHaveLength(ACKS_PER_ADDRESS_PER_DAY);
    // Another address is not affected.
    await send({ ...TICKET, email: 'someone.else@example.com' });
    expect(intake.outbox.messages.at(-1)!.topic).toMatch(/^ticket-ack /);
  });

  it('start again the next day (UTC)', async () => {
    const tickets = t.services.tickets!;
    const parsed = (await import('../../shared/forms/ticket')).ticketSchema.parse(TICKET);
    const ctx = (iso: string) => ({ lang: 'en' as const, t: (key: string) => key, english: (key: string) => key, now: new Date(iso) });
    for (let i = 0; i < 4; i++) await tickets.submit(parsed, ctx('2030-01-01T23:00:00Z'));
    await tickets.submit(parsed, ctx('2030-01-02T00:00:01Z'));
    const acks = intake.outbox.messages.filter((m) => m.topic.startsWith('ticket-ack'));
    expect(acks).toHaveLength(ACKS_PER_ADDRESS_PER_DAY + 1);
    const rows = await t.services.db.selectFrom('ticket').select(['acknowledged', 'created_at']).orderBy('id').execute();
    expect(rows.map((r) => r.acknowledged)).toEqual([1, 1, 1, 0, 1]);
  });
});

describe('with the real outbox and upload storage', () => {
  it('stores the ticket and queues its two messages in the mail outbox', async () => {
    const real = await createTestApp({ FORM_CHALLENGE: 'off', SUPPORT_EMAIL: 'help@hearthly.example' }, GENEROUS_LIMITS);
    try {
      const res = await request(real.app).post(CALL).set(formHeaders()).send(TICKET);
      expect(res.status).toBe(200);
      const queued = await real.services.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
      expect(queued.map((m) => m.topic)).toEqual([`ticket ${res.body.Data.reference}`, `ticket-ack ${res.body.Data.reference}`]);
      expect(JSON.parse(queued[0]!.recipients)).toEqual([expect.objectContaining({ address: 'help@hearthly.example' })]);
    } finally {
      await real.close();
    }
  });
});
