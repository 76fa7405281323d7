// UPLOAD_DRIVER=local: tus uploads to the site, what the server accepts whatever the browser says, how
// finished files are served, how long they are kept, and check/open for the forms. A real listening server
// where a tus client needs one (tus-js-client resuming an interrupted upload).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import express from 'express';
import request from 'supertest';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/logger';
import { ADVISORY_RETENTION_DAYS } from '../../server/services/advisories';
import { TICKET_RETENTION_DAYS } from '../../server/services/tickets';
import { LocalUploadStorage } from '../../server/storage/local';
import { ticketSchema } from '../../shared/forms/ticket';
import { MAX_UPLOAD_BYTES, STORED_URL_HEADER, type UploadForm } from '../../shared/uploads';
import { GENEROUS_LIMITS, createTestApp, type TestApp } from '../helpers/test-app';
import { TICKET } from '../helpers/ticket-intake';
import { SAMPLES } from '../helpers/upload-samples';

let t: TestApp;
let storage: LocalUploadStorage;
beforeAll(async () => {
  t = await createTestApp({}, GENEROUS_LIMITS);
  storage = t.services.uploads as LocalUploadStorage;
});
afterAll(() => t.close());

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
const metadata = (filename: string, form: string) => `filename ${b64(filename)},form ${b64(form)}`;

/** The app a request goes to: the site's, unless a test mounts a storage of its own. */
type App = Parameters<typeof request>[0];

/** POST /uploads: the tus creation, answered with the upload's Location. */
function create(filename: string, size: number, form: string = 'ticket', headers: Record<string, string> = {}, app: App = t.app) {
  return request(app)
    .post('/uploads')
    .set(TUS)
    .set('Upload-Length', String(size))
    .set('Upload-Metadata', metadata(filename, form))
    .set(headers);
}

function patch(location: string, offset: number, bytes: Buffer, app: App = t.app) {
  return request(app)
    .patch(location)
    .set(TUS)
    .set('Upload-Offset', String(offset))
    .set('Content-Type', 'application/offset+octet-stream')
    .send(bytes);
}

/** A whole upload in one PATCH: the final response (204 with the stored URL, or the refusal). */
async function upload(filename: string, bytes: Buffer, form: UploadForm = 'ticket') {
  const created = await create(filename, bytes.length, form);
  expect(created.status, created.text).toBe(201);
  const location = created.headers.location as string;
  expect(location).toMatch(/^\/uploads\/\d+_[0-9a-f]{32}$/);
  return { location, res: await patch(location, 0, bytes) };
}

async function stored(filename: string, bytes: Buffer, form: UploadForm = 'ticket'): Promise<string> {
  const { res } = await upload(filename, bytes, form);
  expect(res.status, res.text).toBe(204);
  return res.headers[STORED_URL_HEADER.toLowerCase()] as string;
}

const partials = () => fs.readdirSync(storage.partialDir);

/** A storage of its own in a fresh DATA_DIR, its app, and the lines it logs; `remove` deletes the folder. */
function ownStorage() {
  const lines: string[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-upload-own-'));
  const own = new LocalUploadStorage(dataDir, createLogger('info', (line) => lines.push(line)));
  return { own, app: express().use(own.router(() => undefined)), lines, remove: () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
/** The finished file a stored URL names, in the storage's folder. */
const storedFile = (url: string, own: LocalUploadStorage = storage) => path.join(own.filesDir, decodeURIComponent(url.slice('/uploads/'.length)));

describe('a full upload', () => {
  const cases: [UploadForm, string, Buffer, string][] = [
    ['ticket', 'photo.jpg', SAMPLES.jpg, 'photo.jpg'],
    ['ticket', 'Photo Of Door.JPEG', SAMPLES.jpg, 'Photo_Of_Door.jpg'],
    ['ticket', 'wiring.png', SAMPLES.png, 'wiring.png'],
    ['ticket', 'blink.gif', SAMPLES.gif, 'blink.gif'],
    ['ticket', 'scan.bmp', SAMPLES.bmp, 'scan.bmp'],
    ['ticket', 'clip.avi', SAMPLES.avi, 'clip.avi'],
    ['ticket', 'IMG_0001.MOV', SAMPLES.mov, 'IMG_0001.mov'],
    ['ticket', 'garage.mp4', SAMPLES.mp4, 'garage.mp4'],
    ['ticket', 'old phone.3gp', SAMPLES['3gp'], 'old_phone.3gp'],
    ['ticket', 'flash.flv', SAMPLES.flv, 'flash.flv'],
    ['ticket', 'real.rm', SAMPLES.rm, 'real.rm'],
    ['ticket', 'real.rmvb', SAMPLES.rm, 'real.rmvb'],
    ['advisory', 'report.pdf', SAMPLES.pdf, 'report.pdf'],
    ['advisory', 'report.docx', SAMPLES.docx, 'report.docx'],
    ['advisory', 'findings.xlsx', SAMPLES.xlsx, 'findings.xlsx'],
    ['advisory', 'legacy.doc', SAMPLES.doc, 'legacy.doc'],
    ['advisory', 'poc.zip', SAMPLES.zip, 'poc.zip'],
    ['advisory', 'android-poc.zip', SAMPLES.zipWithDex, 'android-poc.zip'],
    ['advisory', 'java-poc.zip', SAMPLES.zipWithManifest, 'java-poc.zip'],
    ['advisory', 'poc.7z', SAMPLES['7z'], 'poc.7z'],
    ['advisory', 'poc.rar', SAMPLES.rar, 'poc.rar'],
    ['advisory', 'trace.gz', SAMPLES.gz, 'trace.gz'],
    ['advisory', 'screen,shot.png', SAMPLES.png, 'screen_shot.png'],
    ['ticket', 'animated.png', SAMPLES.apng, 'animated.png'],
    // A picture or a video named as another the form takes is stored as what it is.
    ['ticket', 'anim.gif', SAMPLES.png, 'anim.png'],
    ['ticket', 'IMG_0002.MP4', SAMPLES.mov, 'IMG_0002.mov'],
    ['advisory', 'screenshot.jpg', SAMPLES.png, 'screenshot.png'],
  ];
  it.each(cases)('%s: %s is stored under its safe name', async (form, name, bytes, storedName) => {
    const url = await stored(name, bytes, form);
    expect(url).toMatch(new RegExp(`^/uploads/\\d+_[0-9a-f]{32}-${storedName.replace('.', '\\.')}$`));
    const file = path.join(storage.filesDir, decodeURIComponent(url.slice('/uploads/'.length)));
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });

  it('leaves nothing unfinished behind', () => {
    expect(partials()).toEqual([]);
  });
});

describe('a long name', () => {
  const storedName = (url: string) => decodeURIComponent(url.slice('/uploads/'.length));

  it.each([
    ['200 Japanese characters', `${'あ'.repeat(200)}.png`, `${'あ'.repeat(65)}.png`],
    ['69 Japanese characters (258 bytes once stored, before names were cut by bytes)', `${'あ'.repeat(69)}.png`, `${'あ'.repeat(65)}.png`],
    ['emoji, spaces and commas', `${'😀 ,'.repeat(60)}.png`, `${'😀__'.repeat(24)}.png`],
  ])('of %s is stored, cut to fit a file name of at most 255 bytes', async (_what, name, kept) => {
    const url = await stored(name, SAMPLES.png);
    const file = storedName(url);
    expect(file).toMatch(/^\d+_[0-9a-f]{32}-/);
    expect(file.slice(file.indexOf('-') + 1)).toBe(kept);
    expect(Buffer.byteLength(file)).toBeLessThanOrEqual(255);
    expect(fs.readFileSync(path.join(storage.filesDir, file)).equals(SAMPLES.png)).toBe(true);
    expect((await request(t.app).get(url)).status).toBe(200);
    expect((await storage.check(url, 'ticket')).ok).toBe(true);
  });

  it('a fault of the disk is a plain 500 that names no path, and is logged', async () => {
    const { own, app, lines, remove } = ownStorage();
    const fault = Object.assign(new Error(`ENAMETOOLONG: name too long, rename '${own.partialDir}/x' -> '${own.filesDir}/y'`), { code: 'ENAMETOOLONG' });
    const rename = vi.spyOn(fsp, 'rename').mockRejectedValueOnce(fault);
    try {
      const created = await create('a.png', SAMPLES.png.length, 'ticket', {}, app);
      expect(created.status).toBe(201);
      const res = await patch(created.headers.location as string, 0, SAMPLES.png, app);
      expect(res.status).toBe(500);
      expect(res.text).toBe('Something went wrong with that request\n');
      expect(res.headers[STORED_URL_HEADER.toLowerCase()]).toBeUndefined();
      expect(rename).toHaveBeenCalledOnce();
      const logged = lines.filter((line) => line.includes('upload failed'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('ENAMETOOLONG');
    } finally {
      rename.mockRestore();
      remove();
    }
  });
});

describe('creation with the first bytes', () => {
  /** A POST that carries the whole file (tus creation-with-upload). */
  const createWith = (filename: string, bytes: Buffer, form: UploadForm) =>
    create(filename, bytes.length, form, { 'Content-Type': 'application/offset+octet-stream' }).send(bytes);

  it('finishes a small file in the POST itself', async () => {
    const res = await createWith('tiny.png', SAMPLES.png, 'advisory');
    expect(res.status).toBe(201);
    expect(res.headers['upload-offset']).toBe(String(SAMPLES.png.length));
    expect(res.headers[STORED_URL_HEADER.toLowerCase()]).toMatch(/^\/uploads\/\d+_[0-9a-f]{32}-tiny\.png$/);
  });

  it('refuses a disguised small file in the POST itself', async () => {
    const res = await createWith('tiny.png', SAMPLES.html, 'advisory');
    expect(res.status).toBe(415);
    expect(partials()).toEqual([]);
  });
});

describe('a request on an upload while it is being finished', () => {
  // tus releases an upload's lock before the site checks the finished file and moves it: a request in that
  // moment must neither finish it a second time nor delete it under the first finish.
  const busy = 'The upload is being finished by another request\n';
  // [what, the request, the body of its 423]
  const during: [string, (app: App, location: string, length: number) => request.Test, string | undefined][] = [
    ['a second PATCH at its end with no body', (app, location, length) => patch(location, length, Buffer.alloc(0), app), busy],
    ['a DELETE', (app, location) => request(app).delete(location).set(TUS), busy],
    ['a HEAD', (app, location) => request(app).head(location).set(TUS), undefined],
  ];
  it.each(during)('%s is answered 423; the file is stored once, whole, and nothing is logged', async (_what, send, body) => {
    const { own, app, lines, remove } = ownStorage();
    const bytes = SAMPLES.png;
    const moveFile = fsp.rename;
    let location = '';
    let meanwhile: request.Response | undefined;
    // The other request is sent, and answered, just before the first finish moves the file.
    const rename = vi.spyOn(fsp, 'rename').mockImplementationOnce(async (from, to) => {
      meanwhile = await send(app, location, bytes.length);
      return moveFile(from, to);
    });
    try {
      location = (await create('door.png', bytes.length, 'ticket', {}, app)).headers.location as string;
      const finished = await patch(location, 0, bytes, app);
      expect(finished.status).toBe(204);
      expect(meanwhile?.status).toBe(423);
      expect(meanwhile?.text).toBe(body);
      const url = finished.headers[STORED_URL_HEADER.toLowerCase()] as string;
      expect(fs.readFileSync(storedFile(url, own)).equals(bytes)).toBe(true);
      expect(fs.readdirSync(own.partialDir)).toEqual([]);
      // Once it is finished, the upload is gone.
      expect((await send(app, location, bytes.length)).status).toBe(404);
      expect(rename).toHaveBeenCalledOnce();
      expect(lines).toEqual([]);
    } finally {
      rename.mockRestore();
      remove();
    }
  });
});

describe('behind proxies', () => {
  // A chain of proxies lists each hop's protocol; tus on its own answers such a request 400.
  it.each(['https, http', 'https,https', 'HTTPS'])('takes an upload whose X-Forwarded-Proto is %j', async (proto) => {
    const created = await create('a.png', SAMPLES.png.length, 'ticket', { 'X-Forwarded-Proto': proto });
    expect(created.status).toBe(201);
    const done = await patch(created.headers.location as string, 0, SAMPLES.png).set('X-Forwarded-Proto', proto);
    expect(done.status).toBe(204);
    expect(done.headers['x-stored-url']).toMatch(/^\/uploads\/\d+_[0-9a-f]{32}-a\.png$/);
  });
});

describe('unfinished uploads', () => {
  it('are deleted a day after they began, however many chunks came since', async () => {
    const created = await create('kept alive.jpg', 1000);
    const location = created.headers.location as string;
    const id = location.slice(location.lastIndexOf('/') + 1);
    await patch(location, 0, SAMPLES.jpg.subarray(0, 100)).expect(204);
    // Begun 25 hours ago, a chunk a moment ago (a byte a day would otherwise keep it).
    const began = new Date(Date.now() - 25 * 3600_000);
    fs.utimesSync(path.join(storage.partialDir, `${id}.json`), began, began);
    await storage.deleteStale(Date.now());
    expect((await request(t.app).head(location).set(TUS)).status).toBe(404);
    expect(partials()).toEqual([]);
  });

  it('are deleted a day after their last chunk', async () => {
    const created = await create('left.jpg', 1000);
    const location = created.headers.location as string;
    await patch(location, 0, SAMPLES.jpg.subarray(0, 100)).expect(204);
    await storage.deleteStale(Date.now() + 23 * 3600_000);
    expect((await request(t.app).head(location).set(TUS)).status).toBe(200);
    await storage.deleteStale(Date.now() + 25 * 3600_000);
    expect((await request(t.app).head(location).set(TUS)).status).toBe(404);
    expect(partials()).toEqual([]);
  });
});

describe('finished files', () => {
  const HOUR = 3600_000;
  const DAY = 24 * HOUR;
  const onDisk = (url: string) => fs.existsSync(storedFile(url));

  it('that no form submitted are kept a day after their last chunk, then deleted', async () => {
    const url = await stored('left.jpg', SAMPLES.jpg);
    await storage.deleteStale(Date.now() + 23 * HOUR);
    expect((await request(t.app).get(url)).status).toBe(200);
    await storage.deleteStale(Date.now() + 25 * HOUR);
    expect(onDisk(url)).toBe(false);
    expect((await request(t.app).get(url)).status).toBe(404);
  });

  const submissions: [string, UploadForm, number, (url: string, now: Date) => Promise<unknown>][] = [
    [
      'a ticket',
      'ticket',
      TICKET_RETENTION_DAYS,
      (url, now) => t.services.tickets.submit(ticketSchema.parse({ ...TICKET, attachments: url }), { lang: 'en', t: (key) => key, english: (key) => key, now }),
    ],
    ['a security advisory', 'advisory', ADVISORY_RETENTION_DAYS, (url, now) => t.services.advisories.submit({ title: 'Bypass', files: [url] }, { lang: 'en', now })],
  ];
  it.each(submissions)('that %s refers to are kept while it is stored, and deleted once it is purged', async (_what, form, days, submit) => {
    const start = Date.now();
    const file = await stored('evidence.png', SAMPLES.png, form);
    await submit(file, new Date(start));
    await storage.deleteStale(start + (days - 1) * DAY);
    expect(onDisk(file)).toBe(true);

    // The next submission after the retention purges the first; its own file stays.
    const next = await stored('more.png', SAMPLES.png, form);
    await submit(next, new Date(start + (days + 1) * DAY));
    await storage.deleteStale(Date.now() + 25 * HOUR);
    expect(onDisk(file)).toBe(false);
    expect(onDisk(next)).toBe(true);
  });

  it('that a form has just checked are young again', async () => {
    const url = await stored('draft.jpg', SAMPLES.jpg);
    const later = Date.now() + 1.5 * DAY;
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    try {
      expect((await storage.check(url, 'ticket')).ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    await storage.deleteStale(later + 23 * HOUR);
    expect(onDisk(url)).toBe(true);
    await storage.deleteStale(later + 25 * HOUR);
    expect(onDisk(url)).toBe(false);
  });

  it('that a form checks more than two days after their upload began stay as old as they are', async () => {
    // A refused submission checks its files too: a string of them must not keep a file for ever.
    const url = await stored('kept.jpg', SAMPLES.jpg);
    const later = Date.now() + 2 * DAY + HOUR;
    vi.useFakeTimers({ now: later, toFake: ['Date'] });
    try {
      // Past its day too: a sweep may be deleting it, so the form is told it is gone.
      expect(await storage.check(url, 'ticket')).toEqual({ ok: false, reason: 'missing' });
      // Written again since (its day not over), it is checked as usual, but its day does not start again.
      const recent = new Date(later - HOUR);
      fs.utimesSync(storedFile(url), recent, recent);
      expect((await storage.check(url, 'ticket')).ok).toBe(true);
      expect(Math.round(fs.statSync(storedFile(url)).mtimeMs)).toBe(recent.getTime());
    } finally {
      vi.useRealTimers();
    }
    // A day after it was last written, not after it was checked.
    await storage.deleteStale(later + 22 * HOUR);
    expect(onDisk(url)).toBe(true);
    await storage.deleteStale(later + DAY);
    expect(onDisk(url)).toBe(false);
  });

  it('are all kept by a storage that is not told which files the submissions refer to', async () => {
    const { own, app, remove } = ownStorage();
    try {
      const created = await create('a.png', SAMPLES.png.length, 'ticket', {}, app);
      const res = await patch(created.headers.location as string, 0, SAMPLES.png, app);
      await own.deleteStale(Date.now() + 400 * DAY);
      expect(fs.existsSync(storedFile(res.headers[STORED_URL_HEADER.toLowerCase()] as string, own))).toBe(true);
    } finally {
      remove();
    }
  });
});

describe('a resumed upload', () => {
  it('goes on from the offset the server has', async () => {
    const bytes = Buffer.concat([SAMPLES.jpg, Buffer.alloc(10_000, 7)]);
    const created = await create('door.jpg', bytes.length);
    const location = created.headers.location as string;
    const first = await patch(location, 0, bytes.subarray(0, 4000));
    expect(first.status).toBe(204);
    expect(first.headers['upload-offset']).toBe('4000');
    expect(first.headers[STORED_URL_HEADER.toLowerCase()]).toBeUndefined();

    // The connection dropped; the client asks where to go on from.
    const head = await request(t.app).head(location).set(TUS);
    expect(head.status).toBe(200);
    expect(head.headers['upload-offset']).toBe('4000');
    expect(head.headers['upload-length']).toBe(String(bytes.length));
    expect(head.headers['cache-control']).toBe('no-store');

    // An unfinished upload is not served.
    expect((await request(t.app).get(location)).status).toBe(404);

    // A PATCH from a wrong offset changes nothing.
    expect((await patch(location, 3000, bytes.subarray(3000))).status).toBe(409);

    const rest = await patch(location, 4000, bytes.subarray(4000));
    expect(rest.status).toBe(204);
    const url = rest.headers[STORED_URL_HEADER.toLowerCase()] as string;
    const served = await request(t.app).get(url).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect((served.body as Buffer).equals(bytes)).toBe(true);
  });
});

describe('what the server refuses', () => {
  const disguised: [string, UploadForm, string, Buffer][] = [
    ['a PDF named .jpg', 'ticket', 'invoice.jpg', SAMPLES.pdf],
    ['an HTML page named .jpg', 'ticket', 'cat.jpg', SAMPLES.html],
    ['an HTML page named .png', 'advisory', 'poc.png', SAMPLES.html],
    ['text named .mp4', 'ticket', 'video.mp4', SAMPLES.text],
    ['a video named .jpg where the form takes no video', 'advisory', 'clip.jpg', SAMPLES.mp4],
    ['an arbitrary zip named .docx', 'advisory', 'report.docx', SAMPLES.zip],
    ['a spreadsheet named .docx', 'advisory', 'report.docx', SAMPLES.xlsx],
    ['a PDF named .zip', 'advisory', 'bundle.zip', SAMPLES.pdf],
    ['an empty file', 'ticket', 'empty.jpg', Buffer.alloc(0)],
  ];
  it.each(disguised)('%s: refused at completion and deleted', async (_what, form, name, bytes) => {
    const created = await create(name, bytes.length, form);
    expect(created.status).toBe(bytes.length === 0 ? 415 : 201);
    if (bytes.length === 0) return;
    const location = created.headers.location as string;
    const res = await patch(location, 0, bytes);
    expect(res.status).toBe(415);
    expect(res.headers[STORED_URL_HEADER.toLowerCase()]).toBeUndefined();
    expect((await request(t.app).head(location).set(TUS)).status).toBe(404);
    expect(partials()).toEqual([]);
  });

  const atCreation: [string, number, () => request.Test][] = [
    ['a declared size over 50 MB', 413, () => create('big.mp4', MAX_UPLOAD_BYTES + 1)],
    ['a deferred size', 400, () => request(t.app).post('/uploads').set(TUS).set('Upload-Defer-Length', '1').set('Upload-Metadata', metadata('a.jpg', 'ticket'))],
    ['no size', 400, () => request(t.app).post('/uploads').set(TUS).set('Upload-Metadata', metadata('a.jpg', 'ticket'))],
    ['a negative size', 400, () => create('a.jpg', -1)],
    ['a size that is not a number', 400, () => create('a.jpg', 0, 'ticket', { 'Upload-Length': '12abc' })],
    ['no metadata', 400, () => request(t.app).post('/uploads').set(TUS).set('Upload-Length', '10')],
    ['metadata that is not base64', 400, () => create('a.jpg', 10, 'ticket', { 'Upload-Metadata': 'filename ***,form ticket' })],
    ['no form', 400, () => request(t.app).post('/uploads').set(TUS).set('Upload-Length', '10').set('Upload-Metadata', `filename ${b64('a.jpg')}`)],
    ['an unknown form', 400, () => create('a.jpg', 10, 'beta')],
    ['a form named like an object key', 400, () => create('a.jpg', 10, 'constructor')],
    ['no file name', 400, () => request(t.app).post('/uploads').set(TUS).set('Upload-Length', '10').set('Upload-Metadata', `form ${b64('ticket')}`)],
    ['a climbing name', 400, () => create('../x.jpg', 10)],
    ['a Windows climbing name', 400, () => create('..\\..\\x.jpg', 10)],
    ['a name with a NUL', 400, () => create('a\0b.jpg', 10)],
    ['a name with a slash', 400, () => create('a/b.jpg', 10)],
    ['a name that is only dots', 400, () => create('..', 10)],
    ['a type the ticket does not take', 415, () => create('report.pdf', 10, 'ticket')],
    ['a type the advisory does not take', 415, () => create('clip.mp4', 10, 'advisory')],
    ['a program', 415, () => create('setup.exe', 10, 'advisory')],
    ['a name without extension', 415, () => create('jpg', 10)],
    ['a concatenation', 400, () => create('a.jpg', 10, 'ticket', { 'Upload-Concat': 'partial' })],
    ['no Tus-Resumable', 412, () => request(t.app).post('/uploads').set('Upload-Length', '10').set('Upload-Metadata', metadata('a.jpg', 'ticket'))],
  ];
  it.each(atCreation)('%s: %i at creation', async (_what, status, send) => {
    const res = await send();
    expect(res.status, res.text).toBe(status);
    expect(res.headers.location).toBeUndefined();
  });

  it('keeps only the form and the safe name of the metadata', async () => {
    const res = await create('a.jpg', 10, 'ticket', { 'Upload-Metadata': `${metadata('my photo.jpg', 'ticket')},secret ${b64('x')}` });
    const head = await request(t.app).head(res.headers.location as string).set(TUS);
    expect(head.headers['upload-metadata']).toBe(`form ${b64('ticket')},filename ${b64('my_photo.jpg')}`);
    await request(t.app).delete(res.headers.location as string).set(TUS).expect(204);
  });

  it('takes no more bytes than declared', async () => {
    const created = await create('a.jpg', 100);
    const res = await patch(created.headers.location as string, 0, Buffer.alloc(200, 1));
    expect(res.status).toBe(413);
    await request(t.app).delete(created.headers.location as string).set(TUS).expect(204);
  });
});

describe('bad tus requests are answered 4xx, never 5xx', () => {
  const unknown = '/uploads/1700000000000_0123456789abcdef0123456789abcdef';
  const cases: [string, number, () => request.Test][] = [
    ['PATCH an unknown upload', 404, () => patch(unknown, 0, Buffer.from('x'))],
    ['PATCH a climbing id', 404, () => patch('/uploads/..%2F..%2Fsupport.sqlite', 0, Buffer.from('x'))],
    ['PATCH a climbing path', 404, () => patch('/uploads/.partial/..%2F..%2Fsupport.sqlite', 0, Buffer.from('x'))],
    ['PATCH an id with a dot', 404, () => patch('/uploads/1700000000000_0123456789abcdef0123456789abcdef.json', 0, Buffer.from('x'))],
    ['PATCH a malformed escape', 400, () => patch('/uploads/%E0%A4%A', 0, Buffer.from('x'))],
    ['PATCH the collection', 404, () => patch('/uploads', 0, Buffer.from('x'))],
    ['PATCH without offset', 403, () => request(t.app).patch(unknown).set(TUS).set('Content-Type', 'application/offset+octet-stream').send(Buffer.from('x'))],
    ['PATCH with a wrong content type', 400, () => request(t.app).patch(unknown).set(TUS).set('Upload-Offset', '0').set('Content-Type', 'text/plain').send('x')],
    ['PATCH with a negative offset', 400, () => request(t.app).patch(unknown).set(TUS).set('Upload-Offset', '-5').set('Content-Type', 'application/offset+octet-stream').send(Buffer.from('x'))],
    ['HEAD an unknown upload', 404, () => request(t.app).head(unknown).set(TUS)],
    ['HEAD a stored name that does not exist', 404, () => request(t.app).head('/uploads/1700000000000_0123456789abcdef0123456789abcdef-x.jpg')],
    ['DELETE an unknown upload', 404, () => request(t.app).delete(unknown).set(TUS)],
    ['DELETE a stored file', 404, () => request(t.app).delete('/uploads/1700000000000_0123456789abcdef0123456789abcdef-x.jpg').set(TUS)],
    ['PUT', 404, () => request(t.app).put(unknown).set(TUS).send('x')],
    // (The collection with a final slash is a page path: 405, as a POST to any page.)
    ...([['/uploads/', 405], ['/uploads//', 404], ['/uploads/x', 404], [unknown, 404]] as const).map(
      ([below, status]): [string, number, () => request.Test] => [
        `POST ${below} (only the collection creates)`,
        status,
        () => request(t.app).post(below).set(TUS).set('Upload-Length', '10').set('Upload-Metadata', metadata('a.png', 'ticket')),
      ],
    ),
    ['GET the collection', 404, () => request(t.app).get('/uploads')],
    ['GET the unfinished folder', 404, () => request(t.app).get('/uploads/.partial/')],
    ['GET a climbing path', 404, () => request(t.app).get('/uploads/..%2Fsupport.sqlite')],
    ['GET a NUL', 404, () => request(t.app).get('/uploads/1700000000000_0123456789abcdef0123456789abcdef-a%00.jpg')],
  ];
  it.each(cases)('%s: %i', async (_what, status, send) => {
    const res = await send();
    expect(res.status, res.text).toBe(status);
  });

  it('OPTIONS says what the server supports', async () => {
    const res = await request(t.app).options('/uploads');
    expect(res.status).toBe(204);
    expect(res.headers['tus-version']).toBe('1.0.0');
    expect(res.headers['tus-max-size']).toBe(String(MAX_UPLOAD_BYTES));
    // Only what it takes: no deferred length (refused, 400) and no Upload-Expires.
    expect(res.headers['tus-extension']).toBe('creation,creation-with-upload,termination');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives other sites no access', async () => {
    const res = await create('a.jpg', 10, 'ticket', { Origin: 'https://evil.example' });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    await request(t.app).delete(res.headers.location as string).set(TUS).expect(204);
  });
});

describe('serving a stored file', () => {
  const SANDBOX = "sandbox; default-src 'none'";

  it('shows an image inline, with its checked type, no sniffing and a sandbox', async () => {
    const url = await stored('door photo.JPEG', SAMPLES.jpg);
    const res = await request(t.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBe(`inline; filename="door_photo.jpg"; filename*=UTF-8''door_photo.jpg`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
    expect(res.headers['cache-control']).toBe('private, max-age=86400, immutable');
    expect(Number(res.headers['content-length'])).toBe(SAMPLES.jpg.length);
  });

  it('shows a video inline and serves ranges', async () => {
    const url = await stored('clip.mp4', SAMPLES.mp4);
    const res = await request(t.app).get(url).set('Range', 'bytes=4-11');
    expect(res.status).toBe(206);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['content-disposition']).toMatch(/^inline;/);
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
  });

  const downloads: [string, UploadForm, Buffer, string][] = [
    ['report.pdf', 'advisory', SAMPLES.pdf, 'application/pdf'],
    ['legacy.doc', 'advisory', SAMPLES.doc, 'application/msword'],
    ['poc.zip', 'advisory', SAMPLES.zip, 'application/zip'],
    ['real.rm', 'ticket', SAMPLES.rm, 'application/vnd.rn-realmedia'],
  ];
  it.each(downloads)('makes %s a download', async (name, form, bytes, mime) => {
    const url = await stored(name, bytes, form);
    const res = await request(t.app).get(url).buffer(true);
    expect(res.headers['content-type']).toBe(mime);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
  });

  it('keeps a name with non-ASCII letters, # and % as one path', async () => {
    const url = await stored('写真 #1 100%.png', SAMPLES.png);
    expect(url).toMatch(/-%E5%86%99%E7%9C%9F_%231_100%25\.png$/);
    const res = await request(t.app).get(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="___#1_100_.png"; filename*=UTF-8''%E5%86%99%E7%9C%9F_%231_100%25.png`);
    const check = await storage.check(url, 'ticket');
    expect(check.ok).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const url = await stored('a.png', SAMPLES.png);
    const res = await request(t.app).head(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toBe(SANDBOX);
  });
});

describe('check and open, for the forms', () => {
  let photo: string;
  let video: string;
  beforeAll(async () => {
    photo = await stored('photo.jpg', SAMPLES.jpg);
    video = await stored('clip.mp4', SAMPLES.mp4);
  });

  it('accepts a file of ours of a type the form takes', async () => {
    const result = await storage.check(photo, 'ticket');
    expect(result).toEqual({
      ok: true,
      // Named as the visitor chose it; the key keeps the timestamp and random part.
      file: { url: photo, key: photo.slice(1), name: 'photo.jpg', size: SAMPLES.jpg.length, mime: 'image/jpeg' },
    });
    expect((await storage.check(photo, 'advisory')).ok).toBe(true);
  });

  const notOurs = [
    'https://evil.example/uploads/1700000000000_0123456789abcdef0123456789abcdef-a.jpg',
    'http://localhost:3002/uploads/1700000000000_0123456789abcdef0123456789abcdef-a.jpg',
    '/files/manuals/x.pdf',
    '/uploads/.partial/1700000000000_0123456789abcdef0123456789abcdef',
    '/uploads/1700000000000_0123456789abcdef0123456789abcdef',
    '/uploads/../support.sqlite',
    '/uploads/1700000000000_0123456789abcdef0123456789abcdef-a%2Fb.jpg',
    '/uploads/1700000000000_0123456789ABCDEF0123456789abcdef-a.jpg',
    '/uploads/1700000000000_0123456789abcdef0123456789abcdef-%61.jpg',
    '',
  ];
  it.each(notOurs)('refuses %j as not ours', async (url) => {
    expect(await storage.check(url, 'ticket')).toEqual({ ok: false, reason: 'notOurs' });
  });

  it('says when a file of ours is missing', async () => {
    expect(await storage.check('/uploads/1700000000000_0123456789abcdef0123456789abcdef-a.jpg', 'ticket')).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses a type the form does not take', async () => {
    expect(await storage.check(video, 'advisory')).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a stored file whose content changed type', async () => {
    const url = await stored('swap.jpg', SAMPLES.jpg);
    fs.writeFileSync(path.join(storage.filesDir, decodeURIComponent(url.slice('/uploads/'.length))), SAMPLES.html);
    expect(await storage.check(url, 'ticket')).toEqual({ ok: false, reason: 'type' });
  });

  it('opens a stored file', async () => {
    const pdf = await stored('report.pdf', SAMPLES.pdf, 'advisory');
    expect(await text(await storage.open(pdf))).toBe(SAMPLES.pdf.toString('latin1'));
  });

  it('opens nothing that is not ours', async () => {
    await expect(storage.open('/uploads/../support.sqlite')).rejects.toThrow();
    await expect(storage.open('/uploads/1700000000000_0123456789abcdef0123456789abcdef-a.jpg')).rejects.toThrow();
  });
});

describe('tus-js-client against a listening server', () => {
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/uploads`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('goes on with an interrupted upload from where it stopped', async () => {
    const bytes = Buffer.concat([SAMPLES.mp4, Buffer.alloc(300_000, 3)]);
    const options = { endpoint, chunkSize: 100_000, metadata: { filename: 'garage door.mp4', form: 'ticket' } };

    // The first attempt stops after its first chunk, as if the connection had dropped.
    const first = new Upload(bytes, options);
    const interrupted = new Promise<void>((resolve, reject) => {
      first.options.onChunkComplete = () => void first.abort().then(resolve, reject);
      first.options.onError = reject;
    });
    first.start();
    await interrupted;
    expect(first.url).toMatch(/\/uploads\/\d+_[0-9a-f]{32}$/);

    const sent: number[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      const second = new Upload(bytes, {
        ...options,
        uploadUrl: first.url,
        onProgress: (bytesSent) => sent.push(bytesSent),
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader(STORED_URL_HEADER) ?? ''),
        onError: reject,
      });
      second.start();
    });
    // It did not start again from zero.
    expect(Math.min(...sent)).toBeGreaterThanOrEqual(100_000);
    expect(url).toMatch(/^\/uploads\/\d+_[0-9a-f]{32}-garage_door\.mp4$/);
    const file = path.join(storage.filesDir, url.slice('/uploads/'.length));
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });
});

describe('the rate limit of starting uploads', () => {
  it('answers 500 when the limits cannot be counted (the database gone), and the server goes on', async () => {
    const limits = t.services.formGuard.rateLimits;
    const hit = limits.hit.bind(limits);
    limits.hit = async (scope, ...rest) => (scope === 'uploadMegabytes' ? Promise.reject(new Error('database gone')) : hit(scope, ...rest));
    try {
      const res = await request(t.app).post('/uploads').set(TUS).set('Upload-Length', '1000').set('Upload-Metadata', metadata('door.jpg', 'ticket'));
      expect(res.status).toBe(500);
    } finally {
      limits.hit = hit;
    }
    expect((await create('after.jpg', 1000)).status).toBe(201);
  });

  it('counts the megabytes new uploads declare: one address cannot start more than the limit allows', async () => {
    const MB = 1024 * 1024;
    const limited = await createTestApp({}, { formGuardRules: { rateLimits: { upload: { max: 100, windowSeconds: 600 }, uploadMegabytes: { max: 5, windowSeconds: 600 } } } });
    try {
      const start = (bytes: number) =>
        request(limited.app).post('/uploads').set(TUS).set('Upload-Length', String(bytes)).set('Upload-Metadata', metadata('clip.mp4', 'ticket'));
      expect((await start(3 * MB)).status).toBe(201);
      // 3 MB counted; 2.5 MB more counts as 3: refused.
      const refused = await start(2.5 * MB);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await start(2 * MB)).status).toBe(201);
      expect((await start(1)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('refuses a third new upload from one address with 429, and lets a started upload go on', async () => {
    const limited = await createTestApp({}, { formGuardRules: { rateLimits: { upload: { max: 2, windowSeconds: 600 } } } });
    try {
      const start = () =>
        request(limited.app)
          .post('/uploads')
          .set(TUS)
          .set('Upload-Length', String(SAMPLES.jpg.length))
          .set('Upload-Metadata', metadata('door.jpg', 'ticket'));
      const first = await start();
      expect(first.status).toBe(201);
      expect((await start()).status).toBe(201);
      const third = await start();
      expect(third.status).toBe(429);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(third.body.Msg).toMatch(/minute|second/);
      // The first upload's chunks are not new uploads.
      const done = await request(limited.app)
        .patch(first.headers.location as string)
        .set(TUS)
        .set('Upload-Offset', '0')
        .set('Content-Type', 'application/offset+octet-stream')
        .send(SAMPLES.jpg);
      expect(done.status).toBe(204);
    } finally {
      await limited.close();
    }
  });
});
