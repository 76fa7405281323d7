// UPLOAD_DRIVER=oss against local stand-ins for STS and OSS (tests/helpers/oss-stand-ins.ts): the
// temporary credentials and their scope, a browser's upload with ali-oss (multipart, resumed from its
// checkpoint) run here in Node, and check/open of what the forms submit.
import crypto from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import { buffer, text } from 'node:stream/consumers';
import OSS from 'ali-oss';
import express from 'express';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { loadConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { createUploadStorage } from '../../server/storage';
import type { FormChallengeService } from '../../server/services/form-challenges';
import { uploadPolicy } from '../../server/storage/oss';
import { extensionOf, keyUrl, safeUploadName, uploadKey, type StsCredentials } from '../../shared/uploads';
import { GENEROUS_LIMITS, createTestApp, expectRefusal, formHeaders, type TestApp } from '../helpers/test-app';
import { RecordingOutbox } from '../helpers/ticket-intake';
import { CloudStandIns } from '../helpers/oss-stand-ins';
import { SAMPLES } from '../helpers/upload-samples';
import { sendApiError } from '../../server/api';
import { createI18n } from '../../server/i18n';
import { StorageUnavailable, type CheckedUpload, type RefuseInEnvelope, type UploadCheck } from '../../server/storage/types';

/** The site's way of refusing in the envelope, in the visitor's language. */
async function refuseInEnvelope(): Promise<RefuseInEnvelope> {
  const i18n = await createI18n();
  return (req, res, status, key) => sendApiError(i18n, req, res, status, { key });
}

const LONG_TERM = { id: 'LTAI5tStandInKeyId', secret: 'StandInSecret-0123456789abcdef' };
const BUCKET = 'hearthly-support';
const PUBLIC_BASE = 'https://files.hearthly.example/';
const cloud = new CloudStandIns(LONG_TERM, BUCKET);

const ossEnv = () => ({
  UPLOAD_DRIVER: 'oss',
  OSS_REGION: 'oss-cn-hangzhou',
  OSS_BUCKET: BUCKET,
  OSS_ACCESS_KEY_ID: LONG_TERM.id,
  OSS_ACCESS_KEY_SECRET: LONG_TERM.secret,
  OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/support-upload',
  OSS_PUBLIC_BASE_URL: PUBLIC_BASE,
  OSS_ENDPOINT: cloud.ossUrl,
  OSS_STS_ENDPOINT: cloud.stsUrl,
});

let t: TestApp;
beforeAll(async () => {
  await cloud.start();
  t = await createTestApp(ossEnv());
});
afterAll(async () => {
  await t.close();
  await cloud.stop();
});

async function token(): Promise<StsCredentials> {
  const res = await request(t.app).get('/api/v1/aliStsToken');
  expect(res.status).toBe(200);
  expect(res.body.Code).toBe(200);
  return res.body.Data as StsCredentials;
}

/** The client a browser makes from the temporary credentials. */
const browserClient = (c: StsCredentials) =>
  new OSS({
    region: 'oss-cn-hangzhou',
    bucket: BUCKET,
    endpoint: cloud.ossUrl,
    cname: true,
    secure: false,
    accessKeyId: c.AccessKeyId,
    accessKeySecret: c.AccessKeySecret,
    stsToken: c.SecurityToken,
  });

/** The file a check found right (and fails the test when it did not). */
function checkedFile(check: UploadCheck): CheckedUpload {
  if (!check.ok) throw new Error(`the check refused the file: ${check.reason}`);
  return check.file;
}

/** The copies kept under checked/ of files named `name` (as the site makes names safe). */
const keptCopies = (name: string) => [...cloud.objects.keys()].filter((k) => k.startsWith('checked/') && k.endsWith(`-${name}`));

/** The key and URL a browser makes for a file. */
function browserKey(name: string) {
  const key = uploadKey(safeUploadName(name)!, extensionOf(name), Date.now(), crypto.randomBytes(16).toString('hex'));
  return { key, url: keyUrl(PUBLIC_BASE, key) };
}

describe('GET /api/v1/aliStsToken', () => {
  it('answers temporary credentials from a signed AssumeRole scoped to uploads/', async () => {
    const res = await request(t.app).get('/api/v1/aliStsToken');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body.Data as StsCredentials;
    expect(Object.keys(data).sort()).toEqual(['AccessKeyId', 'AccessKeySecret', 'Expiration', 'SecurityToken']);
    expect(data.AccessKeyId).toMatch(/^STS\./);
    expect(JSON.stringify(res.body)).not.toContain(LONG_TERM.secret);
    expect(Date.parse(data.Expiration) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(data.Expiration) - Date.now()).toBeLessThanOrEqual(15 * 60_000);

    expect(cloud.stsCalls).toHaveLength(1);
    const call = cloud.stsCalls[0]!;
    expect(call.params).toMatchObject({
      Action: 'AssumeRole',
      RoleArn: 'acs:ram::1234567890123456:role/support-upload',
      RoleSessionName: 'support-upload',
      DurationSeconds: '900',
      AccessKeyId: LONG_TERM.id,
    });
    expect(call.policy).toEqual({
      Version: '1',
      Statement: [{ Effect: 'Allow', Action: ['oss:PutObject', 'oss:AbortMultipartUpload', 'oss:ListParts'], Resource: [`acs:oss:*:*:${BUCKET}/uploads/*`] }],
    });
    expect(call.policy).toEqual(uploadPolicy(BUCKET));
  });

  it('hands out the same credentials while more than half of their life is left', async () => {
    const first = await token();
    const again = await Promise.all([token(), token()]);
    expect(again.map((c) => c.AccessKeyId)).toEqual([first.AccessKeyId, first.AccessKeyId]);
    expect(cloud.stsCalls).toHaveLength(1);
  });

  it('asks STS again once half of their life is over', async () => {
    const storage = createUploadStorage(loadConfig(ossEnv()), { logger: createLogger('silent') }) as unknown as {
      credentials(now?: number): Promise<StsCredentials>;
    };
    const before = cloud.stsCalls.length;
    const first = await storage.credentials();
    expect((await storage.credentials(Date.now() + 7 * 60_000)).AccessKeyId).toBe(first.AccessKeyId);
    expect((await storage.credentials(Date.now() + 8 * 60_000)).AccessKeyId).not.toBe(first.AccessKeyId);
    expect(cloud.stsCalls.length - before).toBe(2);
  });

  it('answers 503 when STS fails, and logs neither the secret nor the signed request', async () => {
    const lines: string[] = [];
    const app = express().use(createUploadStorage(loadConfig(ossEnv()), { logger: createLogger('info', (l) => lines.push(l)) }).router(await refuseInEnvelope()));
    cloud.stsDown = true;
    try {
      const res = await request(app).get('/api/v1/aliStsToken');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ Code: 503, Msg: 'Upload credentials are not available, please try again later.', Data: null });
      // In the visitor's language, as every Msg of the API.
      const german = await request(app).get('/api/v1/aliStsToken').set('Accept-Language', 'de-DE,de;q=0.9');
      expect(german.body.Msg).toBe('Die Zugangsdaten für das Hochladen sind gerade nicht verfügbar. Bitte versuchen Sie es später noch einmal.');
    } finally {
      cloud.stsDown = false;
    }
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('STS AssumeRole failed');
    expect(lines[0]).not.toContain(LONG_TERM.secret);
    expect(lines[0]).not.toContain('Signature');
  });

  it('counts against a rate limit per address, as the uploads do', async () => {
    const limited = await createTestApp(ossEnv(), { formGuardRules: { rateLimits: { uploadCredentials: { max: 2, windowSeconds: 600 } } } });
    try {
      for (let i = 0; i < 2; i++) expect((await request(limited.app).get('/api/v1/aliStsToken')).status).toBe(200);
      const refused = await request(limited.app).get('/api/v1/aliStsToken');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('refuses a key STS does not know, and a wrong signature', async () => {
    const wrongSecret = { ...ossEnv(), OSS_ACCESS_KEY_SECRET: 'not-the-secret-0000' };
    const app = express().use(createUploadStorage(loadConfig(wrongSecret), { logger: createLogger('silent') }).router(await refuseInEnvelope()));
    expect((await request(app).get('/api/v1/aliStsToken')).status).toBe(503);
  });
});

describe('a browser upload with the temporary credentials', () => {
  it('goes straight to the bucket in parts, and the form can submit its URL', async () => {
    const bytes = Buffer.concat([SAMPLES.mp4, crypto.randomBytes(350 * 1024)]);
    const { key, url } = browserKey('garage door, 2nd try.mp4');
    expect(key).toMatch(/^uploads\/\d+_[0-9a-f]{32}-garage_door__2nd_try\.mp4$/);
    const progress: number[] = [];
    await browserClient(await token()).multipartUpload(key, bytes, { partSize: 100 * 1024, progress: (p: number) => void progress.push(p) });
    expect(cloud.objects.get(key)?.equals(bytes)).toBe(true);
    expect(progress.at(-1)).toBe(1);
    const parts = cloud.ossCalls.filter((c) => c.key === key && c.method === 'PUT' && c.query.includes('partNumber'));
    expect(parts).toHaveLength(4);

    // Checked where it is; the form then refers to a copy of its own, kept once the form was found right.
    const file = checkedFile(await t.services.uploads.check(url, 'ticket'));
    expect(file).toMatchObject({ url, key, name: 'garage_door__2nd_try.mp4', size: bytes.length, mime: 'video/mp4' });
    const kept = (await t.services.uploads.keep!(file))!;
    expect(kept).toEqual({ url: keyUrl(PUBLIC_BASE, kept.key), key: kept.key, name: 'garage_door__2nd_try.mp4', size: bytes.length, mime: 'video/mp4' });
    expect(kept.key).toMatch(/^checked\/\d+_[0-9a-f]{32}-garage_door__2nd_try\.mp4$/);
    expect(kept.key.slice(-40)).not.toBe(key.slice(-40));
    expect((await text(await t.services.uploads.open(kept.url))).length).toBe(bytes.toString('utf8').length);
  });

  it('goes on from its checkpoint after an interruption, without sending done parts again', async () => {
    const bytes = Buffer.concat([SAMPLES.jpg, crypto.randomBytes(400 * 1024)]);
    const { key, url } = browserKey('door.jpeg');
    const client = browserClient(await token());
    let checkpoint: OSS.Checkpoint | undefined;
    const interrupted = client.multipartUpload(key, bytes, {
      partSize: 100 * 1024,
      parallel: 1,
      progress: (p: number, cp: OSS.Checkpoint) => {
        checkpoint = cp;
        if (p > 0) client.cancel();
      },
    });
    await expect(interrupted).rejects.toMatchObject({ name: 'cancel' });
    expect(checkpoint?.doneParts.length).toBeGreaterThan(0);
    expect(cloud.objects.has(key)).toBe(false);
    const done = checkpoint!.doneParts.length;

    await client.multipartUpload(key, bytes, { checkpoint, partSize: 100 * 1024, parallel: 1 });
    expect(cloud.objects.get(key)?.equals(bytes)).toBe(true);
    const sent = cloud.ossCalls.filter((c) => c.key === key && c.method === 'PUT' && c.status === 200);
    expect(sent).toHaveLength(5);
    expect(done).toBeGreaterThanOrEqual(1);
    // A .jpeg holds a JPEG: the key keeps the name's extension, the check its content's type.
    expect(await t.services.uploads.check(url, 'ticket')).toMatchObject({ ok: true, file: { mime: 'image/jpeg' } });
  });

  it('a small file is one PutObject', async () => {
    const { key, url } = browserKey('wiring.png');
    await browserClient(await token()).multipartUpload(key, SAMPLES.png, {});
    expect(cloud.objects.get(key)?.equals(SAMPLES.png)).toBe(true);
    expect((await t.services.uploads.check(url, 'advisory')).ok).toBe(true);
  });

  it('cannot read anything, nor write outside uploads/', async () => {
    const client = browserClient(await token());
    const { key } = browserKey('photo.jpg');
    await client.put(key, SAMPLES.jpg);
    await expect(client.head(key)).rejects.toMatchObject({ status: 403 });
    await expect(client.get(key)).rejects.toMatchObject({ status: 403 });
    await expect(client.put('index.html', SAMPLES.html)).rejects.toMatchObject({ status: 403 });
    await expect(client.put('uploadsX/a.jpg', SAMPLES.jpg)).rejects.toMatchObject({ status: 403 });
    await expect(client.delete(key)).rejects.toMatchObject({ status: 403 });
    expect(cloud.objects.has('index.html')).toBe(false);
  });

  it('the stand-in refuses a wrong signature', async () => {
    const c = await token();
    const forged = browserClient({ ...c, AccessKeySecret: 'forged-secret-000000' });
    await expect(forged.put(browserKey('a.jpg').key, SAMPLES.jpg)).rejects.toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
  });
});

describe('check, for the forms', () => {
  it('refuses URLs that are not ours', async () => {
    const { key } = browserKey('a.jpg');
    cloud.objects.set(key, SAMPLES.jpg);
    const notOurs = [
      `https://evil.example/${key}`,
      `http://files.hearthly.example/${key}`,
      `${PUBLIC_BASE}other/${key.slice('uploads/'.length)}`,
      `${PUBLIC_BASE}${key}?x=1`,
      `${PUBLIC_BASE}uploads/../index.html`,
      `/${key}`,
    ];
    for (const url of notOurs) expect(await t.services.uploads.check(url, 'ticket'), url).toEqual({ ok: false, reason: 'notOurs' });
    expect((await t.services.uploads.check(`${PUBLIC_BASE}${key}`, 'ticket')).ok).toBe(true);
  });

  it('says when the object is missing', async () => {
    expect(await t.services.uploads.check(browserKey('gone.jpg').url, 'ticket')).toEqual({ ok: false, reason: 'missing' });
  });

  const wrong: [string, string, Buffer, 'ticket' | 'advisory'][] = [
    ['an HTML page named .jpg', 'cat.jpg', SAMPLES.html, 'ticket'],
    ['a PDF named .png', 'scan.png', SAMPLES.pdf, 'advisory'],
    ['an arbitrary zip named .docx', 'report.docx', SAMPLES.zip, 'advisory'],
    ['a video for the advisory form', 'clip.mp4', SAMPLES.mp4, 'advisory'],
    ['an empty object', 'empty.jpg', Buffer.alloc(0), 'ticket'],
  ];
  it.each(wrong)('refuses %s by its content', async (_what, name, bytes, form) => {
    const { key, url } = browserKey(name);
    cloud.objects.set(key, bytes);
    expect(await t.services.uploads.check(url, form)).toEqual({ ok: false, reason: 'type' });
  });

  it('takes a picture named as another picture type, and keeps it under the type it is', async () => {
    const { key, url } = browserKey('Screenshot 1.JPG');
    cloud.objects.set(key, SAMPLES.png);
    const checked = await t.services.uploads.check(url, 'ticket');
    expect(checked).toMatchObject({ ok: true, file: { name: 'Screenshot_1.png', mime: 'image/png' } });
    const kept = (await t.services.uploads.keep!(checkedFile(checked)))!;
    expect(kept.key).toMatch(/^checked\/\d+_[0-9a-f]{32}-Screenshot_1\.png$/);
    expect(cloud.metadata.get(kept.key)).toEqual({
      type: 'image/png',
      disposition: `inline; filename="Screenshot_1.png"; filename*=UTF-8''Screenshot_1.png`,
    });
  });

  it('keeps the bytes it checked where no visitor can write: a later overwrite changes nothing a form refers to', async () => {
    const client = browserClient(await token());
    const { key, url } = browserKey('Türschloss, kaputt.jpg');
    await client.put(key, SAMPLES.jpg);
    const kept = (await t.services.uploads.keep!(checkedFile(await t.services.uploads.check(url, 'ticket'))))!;
    expect(kept).toMatchObject({ key: expect.stringMatching(/^checked\/\d+_[0-9a-f]{32}-Türschloss__kaputt\.jpg$/), mime: 'image/jpeg' });
    expect(kept.url).toBe(keyUrl(PUBLIC_BASE, kept.key));
    // Served from the bucket as the type its content showed, shown inline under the visitor's name.
    expect(cloud.metadata.get(kept.key)).toEqual({
      type: 'image/jpeg',
      disposition: `inline; filename="T_rschloss__kaputt.jpg"; filename*=UTF-8''T%C3%BCrschloss__kaputt.jpg`,
    });

    // Every visitor's credentials may write the upload's key again: what the form refers to stays.
    await client.put(key, SAMPLES.html, { headers: { 'Content-Type': 'text/html' } });
    expect(cloud.objects.get(key)?.equals(SAMPLES.html)).toBe(true);
    expect(cloud.objects.get(kept.key)?.equals(SAMPLES.jpg)).toBe(true);
    expect((await buffer(await t.services.uploads.open(kept.url))).equals(SAMPLES.jpg)).toBe(true);
    // And they cannot write where checked files are kept, by a PUT or by a copy.
    await expect(client.put(kept.key, SAMPLES.html)).rejects.toMatchObject({ status: 403 });
    await expect(client.copy(kept.key, key)).rejects.toMatchObject({ status: 403 });
    expect(cloud.objects.get(kept.key)?.equals(SAMPLES.jpg)).toBe(true);
  });

  it.each([
    ['between its size and its first bytes', 'GET'],
    ['between its first bytes and its copy', 'PUT'],
  ])('refuses a file replaced while it is checked (%s), and keeps nothing', async (_when, step) => {
    const { key, url } = browserKey('proof.png');
    cloud.objects.set(key, SAMPLES.png);
    cloud.onRequest = (method) => {
      if (method !== step) return;
      cloud.objects.set(key, Buffer.concat([SAMPLES.png, SAMPLES.html]));
      cloud.onRequest = null;
    };
    try {
      const check = await t.services.uploads.check(url, 'advisory');
      if (step === 'GET') expect(check).toEqual({ ok: false, reason: 'missing' });
      else expect(await t.services.uploads.keep!(checkedFile(check))).toBeNull();
    } finally {
      cloud.onRequest = null;
    }
    expect(keptCopies('proof.png')).toEqual([]);
  });

  it('reads only the first bytes of a large file to tell its type', async () => {
    const { key, url } = browserKey('big.pdf');
    cloud.objects.set(key, Buffer.concat([SAMPLES.pdf, Buffer.alloc(2 * 1024 * 1024)]));
    expect((await t.services.uploads.check(url, 'advisory')).ok).toBe(true);
    const read = cloud.ossCalls.filter((c) => c.key === key && c.method === 'GET');
    expect(read).toHaveLength(1);
    expect(read[0]!.status).toBe(206);
  });
});

describe('a ticket with attachments', () => {
  const CALL = '/api/v1/supportCenter/sendEmail';
  const ticket = (attachments: string, modelNum = 'HG100 – Smart Wi-Fi Garage Door Opener') => ({
    userName: 'Kim Lee',
    email: 'kim.lee@example.com',
    site: 'France',
    ticket: 'Replacement',
    modelNum,
    subject: 'Device offline',
    details: 'The opener went offline.',
    attachments,
    device: 2,
    altcha: 'solved',
  });
  beforeEach(() => void vi.spyOn(t.services.formGuard.challenges, 'verify').mockResolvedValue({ ok: true, id: 'spent-challenge' }));
  afterEach(() => void vi.restoreAllMocks());
  const post = (body: object) => request(t.app).post(CALL).set({ ...formHeaders(), 'X-Forwarded-For': `198.51.100.${crypto.randomInt(1, 250)}` }).send(body);
  const stored = async (reference: string) =>
    (await t.services.db.selectFrom('ticket').innerJoin('ticket_attachment', 'ticket_attachment.ticket_id', 'ticket.id').select('url').where('reference', '=', reference).execute()).map((r) => r.url);

  it('keeps a copy of its own: the same upload sent again with other bytes leaves the first ticket’s file as it was', async () => {
    const client = browserClient(await token());
    const { key, url } = browserKey('evidence.jpg');
    await client.put(key, SAMPLES.jpg);
    const first = await post(ticket(url));
    expect(first.status).toBe(200);
    const firstUrl = (await stored(first.body.Data.reference))[0]!;
    // Every visitor's credentials may write the upload's key again; a second ticket names the same URL.
    const other = Buffer.concat([SAMPLES.jpg, Buffer.from('other bytes')]);
    await client.put(key, other);
    const second = await post(ticket(url));
    expect(second.status).toBe(200);
    const secondUrl = (await stored(second.body.Data.reference))[0]!;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await buffer(await t.services.uploads.open(firstUrl))).equals(SAMPLES.jpg)).toBe(true);
    expect((await buffer(await t.services.uploads.open(secondUrl))).equals(other)).toBe(true);
  });

  it.each([
    ['another field is wrong', 'wrong-model.jpg', SAMPLES.jpg, 'no such model', /model/i],
    ['the files are over 50 MB in all', 'huge.jpg', Buffer.concat([SAMPLES.jpg, Buffer.alloc(50 * 1024 * 1024)]), undefined, /50 ?MB/],
  ])('copies nothing when it is refused: %s', async (_, name, bytes, modelNum, message) => {
    const { key, url } = browserKey(name);
    cloud.objects.set(key, bytes);
    await expectRefusal(post(ticket(url, modelNum)), 400, message);
    expect(keptCopies(name)).toEqual([]);
  });
});

describe('when OSS cannot be reached', () => {
  it('check says the storage is unavailable, never that the file is missing, and logs no secret', async () => {
    const lines: string[] = [];
    const storage = createUploadStorage(loadConfig(ossEnv()), { logger: createLogger('info', (l) => lines.push(l)) });
    const { key, url } = browserKey('photo.jpg');
    cloud.objects.set(key, SAMPLES.jpg);
    cloud.ossDown = true;
    try {
      await expect(storage.check(url, 'ticket')).rejects.toBeInstanceOf(StorageUnavailable);
    } finally {
      cloud.ossDown = false;
    }
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('OSS read failed');
    expect(lines[0]).toContain('"status":503');
    expect(lines[0]).not.toContain(LONG_TERM.secret);
    expect(lines[0]).not.toContain('Signature');
    expect((await storage.check(url, 'ticket')).ok).toBe(true);
  });

  describe('a form with attachments', () => {
    const CALL = '/api/v1/supportCenter/sendEmail';
    const ticket = (attachments: string) => ({
      userName: 'Kim Lee',
      email: 'kim.lee@example.com',
      site: 'France',
      ticket: 'Replacement',
      modelNum: 'HG100 – Smart Wi-Fi Garage Door Opener',
      subject: 'Device offline',
      details: 'The opener went offline.',
      attachments,
      device: 2,
    });
    const lines: string[] = [];
    const outbox = new RecordingOutbox();
    let down: TestApp;
    let cutting: net.Server;
    beforeAll(async () => {
      // A bucket whose every connection is cut as it opens. The port stays held by this test: a port
      // closed again would be free for another test's server of the same run, whose 404 reads as a file
      // not found (400) instead of a bucket out of reach.
      cutting = net.createServer((socket) => socket.destroy()).listen(0, '127.0.0.1');
      await new Promise((resolve) => cutting.once('listening', resolve));
      const endpoint = `http://127.0.0.1:${(cutting.address() as AddressInfo).port}`;
      const env = { ...ossEnv(), OSS_ENDPOINT: endpoint, FORM_CHALLENGE: 'on' };
      const uploads = createUploadStorage(loadConfig(env), { logger: createLogger('info', (l) => lines.push(l)) });
      down = await createTestApp(env, GENEROUS_LIMITS, { outbox, uploads });
    });
    afterAll(async () => {
      await down.close();
      await new Promise((resolve) => cutting.close(resolve));
    });

    // The challenge counts as solved; what the guard does with it after the answer is what is shown.
    let release: MockInstance<FormChallengeService['release']>;
    beforeEach(() => {
      const { challenges } = down.services.formGuard;
      vi.spyOn(challenges, 'verify').mockResolvedValue({ ok: true, id: 'spent-challenge' });
      release = vi.spyOn(challenges, 'release');
    });
    afterEach(() => void vi.restoreAllMocks());

    it('answers 503 in the envelope, stores nothing, and gives the key and the challenge back', async () => {
      const headers = formHeaders();
      const body = { ...ticket(browserKey('door.jpg').url), altcha: 'solved' };
      const res = await expectRefusal(request(down.app).post(CALL).set(headers).send(body), 503);
      expect(res.body.Msg).toBe('The attachments cannot be checked right now, so the form was not sent. Please try again later.');
      expect(release).toHaveBeenCalledWith('spent-challenge');
      expect(await down.services.db.selectFrom('ticket').select('id').execute()).toEqual([]);
      expect(outbox.messages).toEqual([]);
      expect(lines.some((line) => line.includes('OSS read failed'))).toBe(true);

      // In the visitor's language.
      const german = await expectRefusal(request(down.app).post(CALL).set({ ...headers, 'Accept-Language': 'de' }).send(body), 503);
      expect(german.body.Msg).toMatch(/^Die Anhänge können gerade nicht geprüft werden/);
      // The key was not kept: the same form without the attachment goes through under it.
      const sent = await request(down.app).post(CALL).set(headers).send({ ...body, attachments: '' });
      expect(sent.status).toBe(200);
      expect(sent.headers['idempotent-replayed']).toBeUndefined();
      expect(outbox.messages.map((m) => m.topic.split(' ')[0])).toContain('ticket');
    });

    it('the security advisory too', async () => {
      const send = request(down.app).post('/api/v1/psti/submit').set(formHeaders('fr')).send({ title: 'Open port', files: browserKey('report.pdf').url, altcha: 'solved' });
      const res = await expectRefusal(send, 503, /^Les pièces jointes ne peuvent pas être vérifiées pour le moment/);
      expect(res.body.Data).toBeNull();
      expect(release).toHaveBeenCalledWith('spent-challenge');
      expect(await down.services.db.selectFrom('security_advisory').select('id').execute()).toEqual([]);
    });
  });
});

describe('the site with UPLOAD_DRIVER=oss', () => {
  it('tells the browser where files go, and nothing secret', async () => {
    const res = await request(t.app).get('/Support/FAQs');
    const page = res.text;
    expect(page).toContain(`"upload":{"driver":"oss","region":"oss-cn-hangzhou","bucket":"${BUCKET}","endpoint":"${cloud.ossUrl}","publicBaseUrl":"${PUBLIC_BASE}"}`);
    expect(page).not.toContain(LONG_TERM.secret);
    expect(page).not.toContain(LONG_TERM.id);
    expect(res.headers['content-security-policy']).toMatch(new RegExp(`connect-src 'self' ${cloud.ossUrl}`));
  });

  it('answers OPTIONS of /api/v1/aliStsToken as a method the call does not have', async () => {
    const res = await request(t.app).options('/api/v1/aliStsToken');
    expect(res.status).toBe(404);
    expect(res.headers.allow).toBeUndefined();
    expect(res.body).toEqual({ Code: 404, Msg: 'Unknown API call: OPTIONS /api/v1/aliStsToken', Data: null });
  });

  it('has no tus endpoint: /uploads is an unknown page', async () => {
    expect((await request(t.app).post('/uploads').set('Tus-Resumable', '1.0.0').set('Upload-Length', '1')).status).toBe(405);
  });
});
