// POST /api/v1/MInfluencer and POST /api/v1/loyalProgram: bad and hostile input is a 400 (or 413, 415) in
// the envelope with a Msg that says what to fix, in the request's language, and nothing is stored or
// queued; a good application is stored with every field under its reference, its two messages are queued
// in the same transaction, and the answer is Code 200 with Msg "Success" and the reference.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../server/app';
import type { Db } from '../../server/db/database';
import type { MailMessage } from '../../server/mail/types';
import {
  INFLUENCER_REFERENCE_PATTERN,
  LOYALTY_REFERENCE_PATTERN,
  PARTNERSHIP_RETENTION_DAYS,
} from '../../server/services/partnership-applications';
import { ACKS_PER_ADDRESS_PER_DAY, emailHash } from '../../server/services/form-submissions';
import { influencerSchema } from '../../shared/forms/partnership';
import { GENEROUS_LIMITS, createTestApp, expectRefusal, formHeaders, type TestApp } from '../helpers/test-app';
import { RecordingOutbox, TestUploadStorage } from '../helpers/ticket-intake';

const INFLUENCER = '/api/v1/MInfluencer';
const LOYALTY = '/api/v1/loyalProgram';

const APPLICATION = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  country: 'DE',
  channels: ['https://www.youtube.com/@janedoe', 'https://janedoe.example/blog'],
  audience: '10k-50k',
  focus: 'homeAutomation',
  note: 'Weekly videos about my smart flat.\nSponsored posts are marked.',
};

const MEMBER = {
  name: 'Max Muster',
  email: 'max@example.com',
  country: 'AT',
  orderNumber: '302-1234567-7654321',
  productId: 4,
  note: '',
};

/** An application's messages name its reference in their topic ("influencer IP-…", "loyalty-ack LP-…"). */
async function applicationStored(db: Db, message: MailMessage): Promise<boolean> {
  const [kind = '', reference = ''] = message.topic.split(' ');
  const table = kind.startsWith('loyalty') ? 'loyalty_application' : 'influencer_application';
  return (await db.selectFrom(table).select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;
}

/** The forms' own limits far away too: these tests send many applications from one address. */
const far = { rateLimit: { max: 10_000, windowSeconds: 60 } };
const LIMITS: Partial<AppDeps> = {
  formGuardRules: { ...GENEROUS_LIMITS.formGuardRules, forms: { influencer: far, loyalty: far } },
};

let t: TestApp;
let outbox: RecordingOutbox;

beforeAll(async () => {
  outbox = new RecordingOutbox(applicationStored);
  t = await createTestApp(
    { PARTNERSHIP_EMAIL: 'partners@hearthly.example', BRAND_NAME: 'Hearthly', FORM_CHALLENGE: 'off' },
    LIMITS,
    { outbox, uploads: new TestUploadStorage() },
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  outbox.clear();
  await t.services.db.deleteFrom('influencer_application').execute();
  await t.services.db.deleteFrom('loyalty_application').execute();
});

const post = (call: string, body: unknown, lang = 'en') => request(t.app).post(call).set(formHeaders(lang)).send(body as object);
const influencers = () => t.services.db.selectFrom('influencer_application').selectAll().orderBy('id').execute();
const members = () => t.services.db.selectFrom('loyalty_application').selectAll().orderBy('id').execute();
const channels = () => t.services.db.selectFrom('influencer_channel').selectAll().orderBy('application_id').orderBy('position').execute();

/** [what, change, Msg]: each answered 400 with exactly this Msg. */
type Case = [string, Record<string, unknown>, string];

const SHARED_CASES: Case[] = [
  ['no name', { name: '' }, 'name is required'],
  ['a name of spaces', { name: '  ' }, 'name is required'],
  ['a name that is not text', { name: ['Jane'] }, 'Name must be text'],
  ['a name too long', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
  ['a line break in the name', { name: 'Jane\r\nBcc: x@example.com' }, 'Name contains a line break or control character, which is not allowed here'],
  ['no e-mail', { email: undefined }, 'email address is required'],
  ['a malformed e-mail', { email: 'jane@example' }, 'Email format error'],
  ['a script for an e-mail', { email: '<script>alert(1)</script>@example.com' }, 'Email format error'],
  ['no country', { country: '' }, 'country address is required'],
  ['a country by its name', { country: 'Germany' }, 'country address is required'],
  ['a country as a number', { country: 49 }, 'country address is required'],
  ['a note too long', { note: 'x'.repeat(2001) }, 'Note must be at most 2,000 characters'],
  ['a NUL in the note', { note: 'a\u0000b' }, 'Note contains an invisible control character, which is not allowed here'],
  ['a note that is not text', { note: { html: '<b>x</b>' } }, 'Note must be text'],
];

describe('POST /MInfluencer: bad input', () => {
  const cases: Case[] = [
    ...SHARED_CASES,
    ['no channel', { channels: [] }, 'at least one channel link is required'],
    ['only blank channels', { channels: ['', '  '] }, 'at least one channel link is required'],
    ['channels missing', { channels: undefined }, 'at least one channel link is required'],
    ['channels as text', { channels: 'https://youtube.com/@jane' }, 'The channel links must be a list of web addresses'],
    ['a channel that is a number', { channels: [42] }, 'The channel links must be a list of web addresses'],
    ['six channels', { channels: Array.from({ length: 6 }, (_, i) => `https://site${i}.example/`) }, 'At most 5 channel links can be given'],
    ['a javascript: link', { channels: ['javascript:alert(1)'] }, 'Channel links must be web addresses starting with http:// or https://'],
    ['an ftp link', { channels: ['ftp://files.example.com/me'] }, 'Channel links must be web addresses starting with http:// or https://'],
    ['a link without its scheme', { channels: ['youtube.com/@jane'] }, 'Channel links must be web addresses starting with http:// or https://'],
    ['a script tag for a link', { channels: ['<script>alert(1)</script>'] }, 'Channel links must be web addresses starting with http:// or https://'],
    ['a link with a password', { channels: ['https://jane:secret@example.com/'] }, 'Channel links must be web addresses starting with http:// or https://'],
    ['a link too long', { channels: [`https://example.com/${'x'.repeat(290)}`] }, 'Channel links must be at most 300 characters'],
    ['no audience size', { audience: '' }, 'audience size is required'],
    ['an audience size not offered', { audience: '2 million' }, 'audience size is required'],
    ['no content focus', { focus: undefined }, 'content focus is required'],
    ['a content focus not offered', { focus: 'gaming' }, 'content focus is required'],
  ];

  it.each(cases)('%s', async (_what, change, msg) => {
    const res = await expectRefusal(post(INFLUENCER, { ...APPLICATION, ...change }), 400);
    expect(res.body.Msg).toBe(msg);
    expect(await influencers()).toEqual([]);
    expect(outbox.messages).toEqual([]);
  });

  it('names every problem, joined by "; "', async () => {
    const res = await expectRefusal(post(INFLUENCER, {}), 400);
    expect(res.body.Msg).toBe(
      'name is required; email address is required; country address is required; at least one channel link is required; audience size is required; content focus is required',
    );
  });

  it('answers in the language of the request', async () => {
    const de = await expectRefusal(post(INFLUENCER, { ...APPLICATION, channels: ['ftp://x.example'] }, 'de-DE,de;q=0.9'), 400);
    expect(de.body.Msg).toBe('Kanal-Links müssen Webadressen sein, die mit http:// oder https:// beginnen');
    const ja = await expectRefusal(post(INFLUENCER, { ...APPLICATION, audience: '' }, 'ja'), 400);
    expect(ja.body.Msg).toBe('フォロワー数は必須です');
  });

  it('joins several problems as the language joins them', async () => {
    const problems = { ...APPLICATION, audience: '', focus: '' };
    expect((await expectRefusal(post(INFLUENCER, problems, 'ja'), 400)).body.Msg).toBe('フォロワー数は必須です。主なコンテンツは必須です。');
    expect((await expectRefusal(post(INFLUENCER, problems, 'fr'), 400)).body.Msg).toMatch(/^[^;]+\u00a0; [^;]+$/);
  });

  it.each([
    ['en', 'Name contains a line break or control character, which is not allowed here'],
    ['de', 'Das Feld „Name“ enthält einen Zeilenumbruch oder ein Steuerzeichen, das hier nicht zulässig ist'],
    ['fr', 'Le champ «\u00a0Nom\u00a0» contient un saut de ligne ou un caractère de contrôle, non autorisé ici'],
    ['es', 'El campo «Nombre» contiene un salto de línea o un carácter de control, que aquí no se admite'],
    ['it', 'Il campo «Nome» contiene un a capo o un carattere di controllo, non consentito qui'],
    ['ja', 'お名前に、ここでは使用できない改行または制御文字が含まれています'],
  ])('names the field as a sentence of the language does (%s)', async (lang, msg) => {
    expect((await expectRefusal(post(LOYALTY, { ...MEMBER, name: 'Jean\nDupont' }, lang), 400)).body.Msg).toBe(msg);
  });
});

describe('POST /loyalProgram: bad input', () => {
  const cases: Case[] = [
    ...SHARED_CASES,
    ['no order number', { orderNumber: '' }, 'order number is required'],
    ['an order number of words', { orderNumber: 'my last order' }, 'Order number format error: use the letters, digits and hyphens of your order confirmation'],
    ['an order number without a digit', { orderNumber: 'ABCDEF' }, 'Order number format error: use the letters, digits and hyphens of your order confirmation'],
    ['an order number too short', { orderNumber: '12' }, 'Order number format error: use the letters, digits and hyphens of your order confirmation'],
    ['a script tag for an order number', { orderNumber: '<script>1</script>' }, 'Order number format error: use the letters, digits and hyphens of your order confirmation'],
    ['an order number too long', { orderNumber: '1'.repeat(41) }, 'Order number must be at most 40 characters'],
    ['no product', { productId: null }, 'product is required'],
    ['a product by its name', { productId: 'HP110 – Smart Wi-Fi Plug Mini' }, 'product is required'],
    ['a product id that is not whole', { productId: 1.5 }, 'product is required'],
    ['a product the catalogue does not offer', { productId: 9999 }, 'Please choose a product from the list'],
  ];

  it.each(cases)('%s', async (_what, change, msg) => {
    const res = await expectRefusal(post(LOYALTY, { ...MEMBER, ...change }), 400);
    expect(res.body.Msg).toBe(msg);
    expect(await members()).toEqual([]);
    expect(outbox.messages).toEqual([]);
  });

  it('answers in the language of the request', async () => {
    const fr = await expectRefusal(post(LOYALTY, { ...MEMBER, productId: 777 }, 'fr'), 400);
    expect(fr.body.Msg).toBe('Veuillez choisir un produit dans la liste');
  });
});

describe('both calls: what the form guard refuses', () => {
  it.each([
    ['a JSON array', '[]', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['a JSON string', '"hello"', 'application/json', 400],
    ['malformed JSON', '{"name":', 'application/json', 400],
    ['a form post', 'name=Jane', 'application/x-www-form-urlencoded', 415],
  ] as const)('refuses %s', async (_what, body, type, status) => {
    for (const call of [INFLUENCER, LOYALTY]) {
      await expectRefusal(request(t.app).post(call).set(formHeaders()).set('Content-Type', type).send(body), status);
    }
    expect(await influencers()).toEqual([]);
    expect(await members()).toEqual([]);
  });

  it('refuses a body over 16 kB, a missing Idempotency-Key and a filled honeypot', async () => {
    await expectRefusal(post(INFLUENCER, { ...APPLICATION, note: 'x'.repeat(17 * 1024) }), 413);
    await expectRefusal(request(t.app).post(LOYALTY).set('Accept-Language', 'en').send(MEMBER), 400);
    await expectRefusal(post(LOYALTY, { ...MEMBER, homepage: 'https://spam.example' }), 400);
    expect(await members()).toEqual([]);
  });
});

describe('a good influencer application', () => {
  it('is answered Code 200 with "Success" and its reference, and stored with its channels', async () => {
    const res = await post(INFLUENCER, { ...APPLICATION, name: '  Jane Doe ', channels: [...APPLICATION.channels, '', APPLICATION.channels[0]] }, 'ja');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Code: 200, Msg: '送信しました' });
    const reference = res.body.Data.reference as string;
    expect(reference).toMatch(INFLUENCER_REFERENCE_PATTERN);
    const [row, ...others] = await influencers();
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      reference,
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      email_hash: emailHash('JANE.doe@example.com'),
      country: 'DE',
      audience: '10k-50k',
      focus: 'homeAutomation',
      note: APPLICATION.note,
      lang: 'ja',
      acknowledged: 1,
    });
    // Each link once, in order; the blank one dropped.
    expect((await channels()).map((c) => [c.position, c.url])).toEqual([
      [0, 'https://www.youtube.com/@janedoe'],
      [1, 'https://janedoe.example/blog'],
    ]);
  });

  it('queues the application to PARTNERSHIP_EMAIL in English with Reply-To the applicant, and the acknowledgement in their language', async () => {
    const res = await post(INFLUENCER, APPLICATION, 'de');
    const reference = res.body.Data.reference as string;
    const [mail, ack] = outbox.messages;
    expect(outbox.messages).toHaveLength(2);
    // Said once its transaction committed, so that the worker sends them at once.
    expect(outbox.announced).toBe(1);
    expect(mail).toMatchObject({ to: ['partners@hearthly.example'], replyTo: 'jane.doe@example.com', topic: `influencer ${reference}` });
    expect(mail!.subject).toBe(`Influencer Program application ${reference}: Jane Doe (Germany)`);
    for (const line of [
      /^Name: +Jane Doe$/m,
      /^Email Address: +jane\.doe@example\.com$/m,
      /^Country: +Germany \(DE\)$/m,
      /^Audience size: +10,000–50,000$/m,
      /^Content focus: +Home automation$/m,
      /^Page language: +Deutsch \(de\)$/m,
      /^Channel links:\n1\. https:\/\/www\.youtube\.com\/@janedoe\n2\. https:\/\/janedoe\.example\/blog$/m,
    ]) {
      expect(mail!.text).toMatch(line);
    }
    expect(mail!.text).toContain(APPLICATION.note);
    expect(ack).toMatchObject({ to: ['jane.doe@example.com'], replyTo: 'partners@hearthly.example', topic: `influencer-ack ${reference}` });
    expect(ack!.subject).toBe(`Ihre Bewerbung für das Hearthly-Influencer-Programm (${reference})`);
    expect(ack!.text).toContain(`Ihre Referenznummer lautet ${reference}.`);
    // Nothing the sender typed (a channel link least of all): anyone can give any address in the form.
    for (const typed of [APPLICATION.name, ...APPLICATION.channels, APPLICATION.note]) expect(ack!.text).not.toContain(typed);
  });


  it('keeps the country in a long subject: the name gives way', async () => {
    const res = await post(INFLUENCER, { ...APPLICATION, name: 'N'.repeat(100), country: 'IO' }, 'en');
    const reference = res.body.Data.reference as string;
    const subject = outbox.messages[0]!.subject;
    expect(subject).toHaveLength(150);
    expect(subject).toMatch(new RegExp(`^Influencer Program application ${reference}: N+… \\(British Indian Ocean Territory\\)$`));
  });
  it('is not stored when its mail cannot be queued', async () => {
    outbox.failNext = new Error('outbox unavailable');
    const res = await post(INFLUENCER, APPLICATION);
    expect(res.status).toBe(500);
    expect(await influencers()).toEqual([]);
    expect(await channels()).toEqual([]);
    expect(outbox.announced).toBe(0);
  });

  it('logs its reference and nothing personal', async () => {
    const before = t.logs.length;
    const res = await post(INFLUENCER, APPLICATION);
    const line = t.logs.slice(before).find((l) => l.includes('influencer application stored'));
    expect(line).toContain(res.body.Data.reference);
    expect(line).not.toMatch(/jane|Jane|youtube/);
  });
});

describe('a good loyalty application', () => {
  it('is stored with the product named in the page language and in English, and its mail queued', async () => {
    const res = await post(LOYALTY, { ...MEMBER, orderNumber: ' #10045 ' }, 'de');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ Code: 200, Msg: 'Erfolgreich gesendet' });
    const reference = res.body.Data.reference as string;
    expect(reference).toMatch(LOYALTY_REFERENCE_PATTERN);
    const [row] = await members();
    expect(row).toMatchObject({
      reference,
      order_number: '#10045',
      product_id: 4,
      product: 'HP110 – Smarte WLAN-Steckdose Mini',
      product_en: 'HP110 – Smart Wi-Fi Plug Mini',
      note: '',
      lang: 'de',
    });
    const [mail, ack] = outbox.messages;
    expect(mail).toMatchObject({ to: ['partners@hearthly.example'], replyTo: 'max@example.com', topic: `loyalty ${reference}` });
    expect(mail!.text).toMatch(/^Order number: +#10045$/m);
    expect(mail!.text).toMatch(/^Product: +HP110 – Smart Wi-Fi Plug Mini$/m);
    expect(mail!.text).toMatch(/^Note:\n—$/m);
    expect(ack!.text).toMatch(/^Hallo,$/m);
    expect(ack!.text).not.toContain('#10045');
  });

  it('typed with a Japanese input method in full-width mode, is stored and mailed in ASCII', async () => {
    const res = await post(LOYALTY, { ...MEMBER, email: 'ｍａｘ＠ｅｘａｍｐｌｅ．ｃｏｍ', orderNumber: '３０２ー１２３４５６７ー７６５４３２１' }, 'ja');
    expect(res.status).toBe(200);
    const [row] = await members();
    expect(row).toMatchObject({ email: 'max@example.com', order_number: '302-1234567-7654321' });
    const [mail, ack] = outbox.messages;
    expect(mail).toMatchObject({ replyTo: 'max@example.com' });
    expect(mail!.text).toMatch(/^Order number: +302-1234567-7654321$/m);
    expect(ack).toMatchObject({ to: ['max@example.com'] });
  });
});

describe('acknowledgements and retention', () => {
  it(`are sent at most ${ACKS_PER_ADDRESS_PER_DAY} times per address and day, per program`, async () => {
    for (let i = 0; i < 4; i++) expect((await post(LOYALTY, { ...MEMBER, email: i % 2 ? 'MAX@example.com' : 'max@example.com' })).status).toBe(200);
    expect((await members()).map((r) => r.acknowledged)).toEqual([1, 1, 1, 0]);
    await post(INFLUENCER, { ...APPLICATION, email: 'max@example.com' });
    expect(outbox.messages.at(-1)!.topic).toMatch(/^influencer-ack /);
  });

  it('applications older than the retention are deleted, their channels with them', async () => {
    const parsed = influencerSchema.parse(APPLICATION);
    const ctx = (iso: string) => ({ lang: 'en' as const, t: (key: string) => key, english: (key: string) => key, now: new Date(iso) });
    await t.services.partnership.influencer(parsed, ctx('2030-01-01T10:00:00Z'));
    const later = new Date(Date.parse('2030-01-01T10:00:00Z') + (PARTNERSHIP_RETENTION_DAYS + 1) * 24 * 3600 * 1000).toISOString();
    await t.services.partnership.influencer(parsed, ctx(later));
    const left = await influencers();
    expect(left.map((r) => r.created_at)).toEqual([later]);
    expect(new Set((await channels()).map((c) => c.application_id))).toEqual(new Set([left[0]!.id]));
  });
});

describe('with the site as configured by default', () => {
  it('queues to partnership@hearthly.example in the real outbox, and limits each form to 3 applications per 10 minutes', async () => {
    const real = await createTestApp({ FORM_CHALLENGE: 'off' });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await request(real.app).post(INFLUENCER).set(formHeaders()).send({ ...APPLICATION, email: `p${i}@example.com` });
        expect(res.body.Code).toBe(200);
      }
      const queued = await real.services.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
      expect(JSON.parse(queued[0]!.recipients)).toEqual([expect.objectContaining({ address: 'partnership@hearthly.example' })]);
      await expectRefusal(request(real.app).post(INFLUENCER).set(formHeaders()).send(APPLICATION), 429);
      // The other form counts apart.
      expect((await request(real.app).post(LOYALTY).set(formHeaders()).send(MEMBER)).body.Code).toBe(200);
    } finally {
      await real.close();
    }
  });
});
