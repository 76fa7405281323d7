// POST /api/v1/psti/submit: every kind of bad input is a 400 (or 413, 415) in the envelope with a Msg that
// says what to fix, in the request's language, never a 5xx; a good report is stored with its files and its
// mail to the security team is queued in the same transaction, with no acknowledgement to anyone else.
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADVISORY_TITLE_MAX } from '../../shared/forms/advisory';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../shared/uploads';
import { ADVISORY_REFERENCE_PATTERN } from '../../server/services/advisories';
import { GENEROUS_LIMITS, createTestApp, expectRefusal, formHeaders, type TestApp } from '../helpers/test-app';
import { STORED_BASE, testIntake } from '../helpers/ticket-intake';

const CALL = '/api/v1/psti/submit';
const TITLE = 'Authentication bypass in the HG100 local API';

let t: TestApp;
let intake: ReturnType<typeof testIntake>;
let report: string;

beforeAll(async () => {
  intake = testIntake();
  t = await createTestApp(
    { SECURITY_EMAIL: 'psirt@hearthly.example', SITE_URL: 'https://support.hearthly.example', FORM_CHALLENGE: 'off' },
    GENEROUS_LIMITS,
    intake,
  );
});
afterAll(() => t.close());
beforeEach(async () => {
  intake.outbox.clear();
  await t.services.db.deleteFrom('security_advisory').execute();
  report = intake.uploads.add('report.docx', 40_000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
});

const send = (body: unknown, lang = 'en') => request(t.app).post(CALL).set(formHeaders(lang)).send(body as object);
const stored = async () => (await t.services.db.selectFrom('security_advisory').select('id').execute()).length;

describe('bad input', () => {
  // [what, body, Msg]: each answered 400 with exactly this Msg, nothing stored and nothing queued.
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['no title', () => ({ title: '', files: report }), 'Title is required'],
    ['a title of spaces', () => ({ title: ' \t ', files: report }), 'Title is required'],
    ['no title at all', () => ({ files: report }), 'Title is required'],
    ['a title too long', () => ({ title: 'x'.repeat(ADVISORY_TITLE_MAX + 1), files: report }), `Title must be at most ${ADVISORY_TITLE_MAX} characters`],
    ['a line break in the title', () => ({ title: 'Bypass\r\nBcc: x@example.com', files: report }), 'Title contains a line break or control character, which is not allowed here'],
    ['a title that is not text', () => ({ title: 42, files: report }), 'Title must be text'],
    ['no files', () => ({ title: TITLE, files: '' }), 'Attachments is required'],
    ['only commas', () => ({ title: TITLE, files: ' , ,' }), 'Attachments is required'],
    ['no files at all', () => ({ title: TITLE }), 'Attachments is required'],
    ['files as a list', () => ({ title: TITLE, files: [report] }), 'The attachments must be a list of file addresses'],
    ['too many files', () => ({ title: TITLE, files: Array.from({ length: MAX_UPLOAD_FILES + 1 }, (_, i) => `${STORED_BASE}${i}.pdf`).join(',') }), 'Too many files are attached: please remove some'],
    ['a file that is not ours', () => ({ title: TITLE, files: 'https://evil.example/uploads/x.pdf' }), 'An attachment could not be found: please upload it again'],
    ['a file that is not stored', () => ({ title: TITLE, files: `${STORED_BASE}gone.pdf` }), 'An attachment could not be found: please upload it again'],
    ['a path of the site that is no upload', () => ({ title: TITLE, files: '/files/templates/hearthly-vulnerability-report-template.docx' }), 'An attachment could not be found: please upload it again'],
  ];

  it.each(cases)('%s', async (_what, body, msg) => {
    const res = await expectRefusal(send(body()), 400);
    expect(res.body.Msg).toBe(msg);
    expect(await stored()).toBe(0);
    expect(intake.outbox.messages).toEqual([]);
  });

  it('names every problem, joined by "; "', async () => {
    const res = await expectRefusal(send({}), 400);
    expect(res.body.Msg).toBe('Title is required; Attachments is required');
  });

  it('answers in the language of the request', async () => {
    expect((await expectRefusal(send({}, 'de-DE,de;q=0.9'), 400)).body.Msg).toBe('Der Titel ist erforderlich; Anhänge sind erforderlich');
    expect((await expectRefusal(send({ title: 'x'.repeat(501), files: report }, 'ja'), 400)).body.Msg).toBe('タイトルは500文字以内で入力してください');
    expect((await expectRefusal(send({ title: TITLE, files: '' }, 'fr'), 400)).body.Msg).toBe('Les pièces jointes sont obligatoires');
  });

  it('refuses a file of a type the form does not take, or whose bytes are another type', async () => {
    const video = intake.uploads.add('poc.mp4', 1000, 'video/mp4');
    const disguised = intake.uploads.add('report.pdf', 1000, 'application/x-msdownload');
    for (const url of [video, disguised]) {
      const res = await expectRefusal(send({ title: TITLE, files: `${report},${url}` }), 400);
      expect(res.body.Msg).toBe('An attachment is not a document, archive or picture of an accepted type');
    }
    expect(await stored()).toBe(0);
  });

  it('refuses files over 50 MB together, with the full stop of the form', async () => {
    const a = intake.uploads.add('capture.zip', MAX_UPLOAD_BYTES / 2, 'application/zip');
    const b = intake.uploads.add('firmware.7z', MAX_UPLOAD_BYTES / 2 + 1, 'application/x-7z-compressed');
    const res = await expectRefusal(send({ title: TITLE, files: `${a},${b}` }), 400);
    expect(res.body.Msg).toBe('Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately.');
    // Exactly 50 MB is within the limit.
    const c = intake.uploads.add('notes.gz', MAX_UPLOAD_BYTES / 2, 'application/gzip');
    expect((await send({ title: TITLE, files: `${a},${c}` })).status).toBe(200);
  });

  // The form guard reads the body before the advisory's own checks (docs/decisions/0011-spam-resistance.md).
  it.each([
    ['a JSON array', '[]', 'application/json', 400],
    ['JSON null', 'null', 'application/json', 400],
    ['malformed JSON', '{"title":', 'application/json', 400],
    ['a form post', 'title=x', 'application/x-www-form-urlencoded', 415],
    ['plain text', 'hello', 'text/plain', 415],
  ] as const)('refuses %s', async (_what, body, type, status) => {
    await expectRefusal(request(t.app).post(CALL).set(formHeaders()).set('Content-Type', type).send(body), status);
  });

  it('refuses a body over 64 kB', async () => {
    await expectRefusal(send({ title: TITLE, files: `${report},${'x'.repeat(65 * 1024)}` }), 413);
  });

  it('refuses a report without an Idempotency-Key, with a filled honeypot, and other methods', async () => {
    await expectRefusal(request(t.app).post(CALL).set('Accept-Language', 'en').send({ title: TITLE, files: report }), 400);
    await expectRefusal(send({ title: TITLE, files: report, homepage: 'https://spam.example' }), 400);
    await expectRefusal(request(t.app).get(CALL), 404, /Unknown API call: GET/);
    expect(await stored()).toBe(0);
  });
});

describe('a good report', () => {
  it('is stored with its files and answered with its reference', async () => {
    const shot = intake.uploads.add('screenshot.PNG', 300_000, 'image/png');
    const poc = intake.uploads.add('poc.zip', 7_000_000, 'application/zip');
    const res = await send({ title: `  ${TITLE}  `, files: `${report}, ${shot},${poc},${report}` }, 'ja');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Code: 200, Msg: 'success', Data: { reference: expect.stringMatching(ADVISORY_REFERENCE_PATTERN) } });

    const row = await t.services.db.selectFrom('security_advisory').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ reference: res.body.Data.reference, title: TITLE, lang: 'ja' });
    expect(Date.now() - Date.parse(row.created_at)).toBeLessThan(60_000);
    // The repeated URL counts once.
    const files = await t.services.db.selectFrom('security_advisory_file').selectAll().orderBy('position').execute();
    expect(files.map((f) => [f.advisory_id, f.position, f.url, f.name, f.size])).toEqual([
      [row.id, 0, report, 'report.docx', 40_000],
      [row.id, 1, shot, 'screenshot.PNG', 300_000],
      [row.id, 2, poc, 'poc.zip', 7_000_000],
    ]);
  });

  it('queues one mail, to the security team: the title, the files linked and the small ones attached', async () => {
    const poc = intake.uploads.add('poc.zip', 7_000_000, 'application/zip');
    const res = await send({ title: TITLE, files: `${report},${poc}` }, 'de');
    const { reference } = res.body.Data;
    expect(intake.outbox.messages).toHaveLength(1);
    // Said once its transaction committed, so that the worker sends it at once.
    expect(intake.outbox.announced).toBe(1);
    const [mail] = intake.outbox.messages;
    expect(mail).toMatchObject({ to: ['psirt@hearthly.example'], topic: `advisory ${reference}`, subject: `[${reference}] Security advisory: ${TITLE}` });
    expect(mail!.replyTo).toBeUndefined();
    expect(mail!.text).toContain(TITLE);
    expect(mail!.text).toMatch(/^Page language: +Deutsch \(de\)$/m);
    expect(mail!.text).toContain(`1. report.docx (39.1 KB, application/vnd.openxmlformats-officedocument.wordprocessingml.document, attached): ${report}`);
    expect(mail!.text).toContain(`2. poc.zip (6.68 MB, application/zip): ${poc}`);
    // The 7 MB archive is only linked.
    expect(mail!.attachments).toEqual([{ filename: 'report.docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', storageUrl: report }]);
  });

  it('gives every report its own reference', async () => {
    const references = new Set<string>();
    for (let i = 0; i < 6; i++) references.add((await send({ title: `${TITLE} ${i}`, files: report })).body.Data.reference);
    expect(references.size).toBe(6);
    for (const reference of references) expect(reference).toMatch(/^SA-[2-9A-HJKMNP-Z]{8}$/);
  });

  it('is not stored when its mail cannot be queued', async () => {
    intake.outbox.failNext = new Error('outbox unavailable');
    const res = await send({ title: TITLE, files: report });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ Code: 500, Msg: 'Internal server error', Data: null });
    expect(await stored()).toBe(0);
    expect(intake.outbox.announced).toBe(0);
  });

  it('logs the reference and not the title', async () => {
    const before = t.logs.length;
    const res = await send({ title: TITLE, files: report });
    const line = t.logs.slice(before).find((l) => l.includes('security advisory stored'));
    expect(line).toContain(res.body.Data.reference);
    expect(line).not.toContain('HG100');
  });

  it('is kept a year, then deleted with its file rows', async () => {
    const advisory = { title: TITLE, files: [report] };
    await t.services.advisories.submit(advisory, { lang: 'en', now: new Date('2030-01-01T10:00:00Z') });
    expect(await stored()).toBe(1);
    await t.services.advisories.submit(advisory, { lang: 'en', now: new Date('2030-12-31T10:00:00Z') });
    expect(await stored()).toBe(2);
    await t.services.advisories.submit(advisory, { lang: 'en', now: new Date('2031-01-02T10:00:00Z') });
    const left = await t.services.db.selectFrom('security_advisory').select('created_at').orderBy('id').execute();
    expect(left.map((r) => r.created_at.slice(0, 10))).toEqual(['2030-12-31', '2031-01-02']);
    expect(await t.services.db.selectFrom('security_advisory_file').select('advisory_id').execute()).toHaveLength(2);
  });
});

describe('with the real outbox and upload storage', () => {
  it('refuses a URL that is no stored upload of the site, and queues the mail of a good report in the outbox', async () => {
    const real = await createTestApp({ FORM_CHALLENGE: 'off', SECURITY_EMAIL: 'psirt@hearthly.example' }, GENEROUS_LIMITS);
    try {
      const refused = await expectRefusal(request(real.app).post(CALL).set(formHeaders()).send({ title: TITLE, files: '/uploads/1_x-report.pdf' }), 400);
      expect(refused.body.Msg).toBe('An attachment could not be found: please upload it again');

      const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
      const created = await request(real.app)
        .post('/uploads')
        .set('Tus-Resumable', '1.0.0')
        .set('Upload-Length', String(pdf.length))
        .set('Upload-Metadata', `form ${Buffer.from('advisory').toString('base64')},filename ${Buffer.from('my report.pdf').toString('base64')}`)
        .set('Content-Type', 'application/offset+octet-stream')
        .send(pdf);
      expect(created.status).toBe(201);
      const url = created.headers['x-stored-url'] as string;
      expect(url).toMatch(/^\/uploads\/\d+_[0-9a-f]{32}-my_report\.pdf$/);

      const res = await request(real.app).post(CALL).set(formHeaders()).send({ title: TITLE, files: url });
      expect(res.status).toBe(200);
      const queued = await real.services.db.selectFrom('mail_outbox').selectAll().execute();
      expect(queued.map((m) => m.topic)).toEqual([`advisory ${res.body.Data.reference}`]);
      expect(JSON.parse(queued[0]!.recipients)).toEqual([expect.objectContaining({ address: 'psirt@hearthly.example' })]);
    } finally {
      await real.close();
    }
  });
});
