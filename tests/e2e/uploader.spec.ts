// The uploader component in the browser, before any page of the site has it: a harness page with only the
// component (tests/e2e/uploader/harness.tsx), built with Vite when this file starts and served together with
// the real local upload storage (tus), or, with ?driver=oss, the OSS driver against the local stand-ins of
// STS and OSS (tests/helpers/oss-stand-ins.ts). The tests choose files with the keyboard and by dropping
// them, and follow the uploads to the stored files.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import express from 'express';
import type { Page, TestInfo } from '@playwright/test';
import { build } from 'vite';
import { readLocales } from '../../server/i18n';
import { createLogger } from '../../server/logger';
import { LocalUploadStorage } from '../../server/storage/local';
import { OssUploadStorage } from '../../server/storage/oss';
import type { UploadedFile } from '../../shared/uploads';
import { CloudStandIns } from '../helpers/oss-stand-ins';
import { SAMPLES } from '../helpers/upload-samples';
import { expect, test } from './fixtures';
import type { RefuseInEnvelope } from '../../server/storage/types';

const MB = 1_048_576;

const OSS_BASE = 'https://files.hearthly.example/';

interface Harness {
  origin: string;
  storage: LocalUploadStorage;
  oss: OssUploadStorage;
  cloud: CloudStandIns;
  /** What the next requests meet: a refused creation, a connection dropped after so many body bytes. */
  control: { refuseNextCreation: boolean; dropNextPatchAfter: number | null; patchOffsets: number[] };
  close(): Promise<void>;
}

async function startHarness(): Promise<Harness> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploader-harness-'));
  const outDir = path.join(dir, 'build');
  await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    base: '/build/',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      rollupOptions: { input: 'tests/e2e/uploader/harness.tsx', output: { entryFileNames: 'harness.js', assetFileNames: '[name][extname]' } },
    },
  });
  const storage = new LocalUploadStorage(path.join(dir, 'data'), createLogger('silent'));
  const cloud = new CloudStandIns({ id: 'LTAI5tHarnessKey', secret: 'harness-secret-0123456789' }, 'hearthly-support');
  await cloud.start();
  const oss = new OssUploadStorage(
    {
      region: 'oss-cn-hangzhou',
      bucket: cloud.bucket,
      accessKeyId: cloud.longTerm.id,
      accessKeySecret: cloud.longTerm.secret,
      roleArn: 'acs:ram::1234567890123456:role/support-upload',
      publicBaseUrl: OSS_BASE,
      endpoint: cloud.ossUrl,
      stsEndpoint: cloud.stsUrl,
      durationSeconds: 900,
    },
    createLogger('silent'),
  );
  const control: Harness['control'] = { refuseNextCreation: false, dropNextPatchAfter: null, patchOffsets: [] };
  const resources = readLocales();

  const app = express();
  app.use('/uploads', (req, res, next) => {
    if (req.method === 'POST' && control.refuseNextCreation) {
      control.refuseNextCreation = false;
      return void res.status(403).type('text/plain').send('refused by the test');
    }
    if (req.method === 'PATCH') {
      control.patchOffsets.push(Number(req.headers['upload-offset']));
      const limit = control.dropNextPatchAfter;
      if (limit !== null) {
        control.dropNextPatchAfter = null;
        // The connection drops once this much of the body has arrived (read from the socket's counter,
        // so the body itself is left to tus).
        const start = req.socket.bytesRead;
        const watch = setInterval(() => {
          if (req.socket.bytesRead - start < limit) return;
          clearInterval(watch);
          req.socket.destroy();
        }, 2);
        res.on('close', () => clearInterval(watch));
      }
    }
    next();
  });
  // The harness's refusals name their text's key: no page reads them.
  const refuse: RefuseInEnvelope = (_req, res, status, key) => void res.status(status).json({ Code: status, Msg: key, Data: null });
  app.use(storage.router(refuse));
  app.use(oss.router(refuse));
  app.use('/build', express.static(outDir));
  app.get('/', (req, res) => {
    const lang = req.query.lang === 'de' ? 'de' : 'en';
    const upload =
      req.query.driver === 'oss'
        ? { driver: 'oss', region: 'oss-cn-hangzhou', bucket: cloud.bucket, endpoint: cloud.ossUrl, publicBaseUrl: OSS_BASE }
        : { driver: 'local', endpoint: '/uploads' };
    const data = {
      site: { lang, layout: 'desktop', year: 2026, config: { upload } },
      resources: { [lang]: resources[lang] },
    };
    res.type('html').send(
      `<!doctype html><html lang="${lang}" class="layout-desktop"><head><meta charset="utf-8"><title>Uploader</title><link rel="icon" href="data:,">` +
        `<link rel="stylesheet" href="/build/harness.css"></head><body><main id="root"></main>` +
        `<script type="application/json" id="harness-data">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>` +
        `<script type="module" src="/build/harness.js"></script></body></html>`,
    );
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    storage,
    oss,
    cloud,
    control,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await cloud.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A JPEG of `size` bytes: its header, then bytes that depend on `seed`. */
function jpeg(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 4096) bytes.writeUInt32LE((i * 2654435761 + seed) >>> 0, i);
  SAMPLES.jpg.copy(bytes, 0, 0, 20);
  return bytes;
}

let harness: Harness;
test.beforeAll(async () => {
  // Building the harness takes a few seconds.
  test.setTimeout(120_000);
  harness = await startHarness();
});
test.afterAll(async () => {
  await harness.close();
});

const open = async (page: Page, query = '', choose = 'Choose files') => {
  await page.goto(`${harness.origin}/${query}`);
  await expect(page.getByRole('button', { name: choose })).toBeVisible();
};
const item = (page: Page, name: string) => page.getByRole('list', { name: 'Attached files' }).getByRole('listitem').filter({ hasText: name });
const message = (page: Page) => page.getByRole('group', { name: 'Attachments' }).getByRole('alert');
/** What the uploader tells screen readers of its list: files taken, uploaded, removed. */
const news = (page: Page) => page.getByRole('group', { name: 'Attachments' }).getByRole('status');
/** The warning toast's text: the uploader's own toast, or the page's when the page hands it one. */
const toast = (page: Page) => page.locator('.toast').getByRole('alert');
const finished = async (page: Page) => JSON.parse((await page.getByTestId('files').textContent()) ?? '[]') as UploadedFile[];

/** Drops files made in the page onto the drop zone, as a drag from the desktop does. */
async function drop(page: Page, files: { name: string; size: number; jpegHeader?: boolean }[]) {
  const dataTransfer = await page.evaluateHandle(
    ({ files, header }) => {
      const transfer = new DataTransfer();
      for (const f of files) {
        const bytes = new Uint8Array(f.size);
        if (f.jpegHeader) bytes.set(header);
        transfer.items.add(new File([bytes], f.name));
      }
      return transfer;
    },
    { files, header: [...SAMPLES.jpg.subarray(0, 20)] },
  );
  await page.locator('.uploader__zone').dispatchEvent('dragenter', { dataTransfer });
  await page.locator('.uploader__zone').dispatchEvent('drop', { dataTransfer });
}

test('a visitor chooses files with the keyboard; each is listed with its size and bar, uploaded at once and stored', async ({ page }) => {
  await open(page);
  harness.control.patchOffsets.length = 0;
  const photo = jpeg(6 * MB + 12_345);
  const input = page.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.bmp,.avi,.mov,.rmvb,.rm,.flv,.mp4,.3gp');
  await expect(input).toHaveAttribute('multiple', '');

  // Tab to the button, Enter opens the file chooser. The wait starts first: Playwright intercepts the
  // chooser only once its subscription has reached the browser, which a key pressed at once can beat.
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles([
    { name: 'garage door.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'wiring.png', mimeType: 'image/png', buffer: SAMPLES.png },
  ]);

  await expect(item(page, 'garage door.jpg')).toContainText('6.01 MB');
  await expect(item(page, 'garage door.jpg').getByRole('progressbar', { name: 'Upload progress of garage door.jpg' })).toBeVisible();
  await expect(page.getByText('Total: 6.01 MB of 50.00 MB')).toBeVisible();
  await expect(item(page, 'garage door.jpg')).toContainText('Uploaded');
  await expect(item(page, 'wiring.png')).toContainText('Uploaded');
  await expect(item(page, 'garage door.jpg').getByRole('progressbar')).toHaveAttribute('value', String(photo.length));
  // Said too, for those who do not see the list: the last news is an upload finished.
  await expect(news(page)).toHaveText(/^Uploaded: (garage door\.jpg|wiring\.png|garage door\.jpg and wiring\.png|wiring\.png and garage door\.jpg)\.$/);

  const files = await finished(page);
  expect(files.map((f) => [f.name, f.size])).toEqual([
    ['garage door.jpg', photo.length],
    ['wiring.png', SAMPLES.png.length],
  ]);
  expect(files[0]!.url).toMatch(/^\/uploads\/\d+_[0-9a-f]{32}-garage_door\.jpg$/);
  // Two PATCHes of about 5 MB for the photo, one for the small file.
  expect(harness.control.patchOffsets.filter((o) => o === 5 * MB)).toHaveLength(1);
  const stored = await page.request.get(`${harness.origin}${files[0]!.url}`);
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await stored.body()).equals(photo)).toBe(true);
  expect(await harness.storage.check(files[0]!.url, 'ticket')).toMatchObject({ ok: true });

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('ready')).toHaveText('true');
  await expect(page.getByTestId('changes')).not.toHaveText('0');
});

test('files dropped on the zone are added; a type the form does not take is refused', async ({ page }) => {
  await open(page);
  await drop(page, [
    { name: 'photo.jpg', size: 2048, jpegHeader: true },
    { name: 'report.pdf', size: 2048 },
  ]);
  await expect(message(page)).toHaveText('Please check file type.');
  await expect(item(page, 'photo.jpg')).toContainText('Uploaded');
  await expect(item(page, 'report.pdf')).toHaveCount(0);
  // The choose button, where focus is when a chooser closes, is described by the message while it shows.
  const choose = page.getByRole('button', { name: 'Choose files' });
  await expect(choose).toHaveAccessibleDescription(/Please check file type\.$/);
  await expect(page.getByText('Total: 0.00 MB of 50.00 MB')).toBeVisible();

  // The same refusal again is a new message in the alert region (a new element), so it is announced again.
  const first = await message(page).locator('span').elementHandle();
  await drop(page, [{ name: 'report.pdf', size: 2048 }]);
  await expect.poll(() => first!.evaluate((el) => el.isConnected)).toBe(false);
  await expect(message(page)).toHaveText('Please check file type.');

  // A choice left out for two reasons says both: no file goes without a word.
  await drop(page, [
    { name: 'notes.txt', size: 10 },
    { name: 'huge.mp4', size: 50 * MB + 1 },
  ]);
  await expect(message(page)).toHaveText(
    'Please check file type. Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately',
  );
  await expect(item(page, 'huge.mp4')).toHaveCount(0);

  // The next choice that leaves nothing out takes that message away: it no longer describes the form.
  await drop(page, [{ name: 'second.jpg', size: 2048, jpegHeader: true }]);
  await expect(item(page, 'second.jpg')).toContainText('Uploaded');
  await expect(message(page)).toBeEmpty();
  await expect(choose).not.toHaveAccessibleDescription(/check file type/);

  // So does a removal: the refused file was never in the list the visitor is now working on.
  await drop(page, [{ name: 'notes.txt', size: 10 }]);
  await expect(message(page)).toHaveText('Please check file type.');
  await page.getByRole('button', { name: 'Remove second.jpg' }).click();
  await expect(item(page, 'second.jpg')).toHaveCount(0);
  await expect(message(page)).toBeEmpty();
});

test.describe('over the 50 MB of a form', () => {
  test('the ticket form says so without a full stop; removing a file deducts it and clears the state', async ({ page }) => {
    await open(page);
    // Slow enough that the first file is still uploading when it is removed.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 16 * MB });
    await drop(page, [
      { name: 'first.jpg', size: 30 * MB, jpegHeader: true },
      { name: 'second.jpg', size: 21 * MB, jpegHeader: true },
    ]);
    await expect(message(page)).toHaveText('Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately');
    await expect(news(page)).toHaveText('Uploading: first.jpg and second.jpg.');
    await expect(page.getByText('Total: 51.00 MB of 50.00 MB')).toBeVisible();
    await expect(page.locator('.uploader__total--over')).toBeVisible();

    // Submit is blocked, with the over-size message again.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('ready')).toHaveText('false');
    await expect(message(page)).toHaveText('Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately');

    // Removing moves the focus to the next file's Remove button.
    await page.getByRole('button', { name: 'Remove first.jpg' }).click();
    await expect(news(page)).toHaveText('Removed: first.jpg.');
    await expect(page.getByRole('button', { name: 'Remove second.jpg' })).toBeFocused();
    await expect(page.getByText('Total: 21.00 MB of 50.00 MB')).toBeVisible();
    await expect(message(page)).toBeEmpty();
    await expect(page.locator('.uploader__total--over')).toHaveCount(0);
    await expect(item(page, 'second.jpg')).toContainText('Uploaded', { timeout: 20_000 });
    await expect(news(page)).toHaveText('Uploaded: second.jpg.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('ready')).toHaveText('true');
  });

  test('the security advisory says it with a full stop, and its messages go after 3 seconds', async ({ page }) => {
    await open(page, '?form=advisory&messageMs=3000');
    await expect(page.locator('input[type=file]')).toHaveAttribute('accept', '.xlsx,.docx,.doc,.pdf,.7z,.rar,.zip,.gz,.jpg,.jpeg,.png');
    await drop(page, [{ name: 'huge.zip', size: 51 * MB }]);
    await expect(message(page)).toHaveText('Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately.');
    const shown = Date.now();
    await expect(message(page)).toBeEmpty({ timeout: 5000 });
    expect(Date.now() - shown).toBeGreaterThan(2000);
  });
});

test('while a file uploads, Submit is blocked with the message to wait', async ({ page }) => {
  await open(page);
  const cdp = await page.context().newCDPSession(page);
  // A slow uplink: 2 MB/s.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * MB });
  await page.locator('input[type=file]').setInputFiles([{ name: 'slow.jpg', mimeType: 'image/jpeg', buffer: jpeg(3 * MB) }]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(message(page)).toHaveText('Please submit after the files has been successfully uploaded');
  await expect(page.getByTestId('ready')).toHaveText('false');
  await expect(item(page, 'slow.jpg')).toContainText('Uploaded', { timeout: 15_000 });
  // The message to wait goes with the wait, though this form has no time limit for its messages.
  await expect(message(page)).toBeEmpty();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('ready')).toHaveText('true');
});

test('starts from a restored draft of finished files', async ({ page }) => {
  const draft: UploadedFile[] = [{ name: 'earlier photo.jpg', url: '/uploads/1700000000000_0123456789abcdef0123456789abcdef-earlier_photo.jpg', size: 1_572_864 }];
  await open(page, `?initial=${encodeURIComponent(JSON.stringify(draft))}`);
  await expect(item(page, 'earlier photo.jpg')).toContainText('1.50 MB');
  await expect(item(page, 'earlier photo.jpg')).toContainText('Uploaded');
  await expect(page.getByText('Total: 1.50 MB of 50.00 MB')).toBeVisible();
  expect(await finished(page)).toEqual(draft);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('ready')).toHaveText('true');
  await expect(page.getByTestId('changes')).toHaveText('0');
});

test('speaks the page language', async ({ page }) => {
  await open(page, '?lang=de', 'Dateien auswählen');
  await drop(page, [{ name: 'notes.txt', size: 10 }]);
  await expect(message(page)).toHaveText('Bitte prüfen Sie den Dateityp.');
});

/**
 * Opens the harness with uploads slowed to 2 MB/s and writes a JPEG of `size` bytes to disk: a file on disk
 * keeps its name, size and modification time, which is what the browser knows an upload's file by.
 */
async function slowUploadOfDiskFile(page: Page, testInfo: TestInfo, name: string, size: number, seed: number) {
  await open(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * MB });
  const file = testInfo.outputPath(name);
  const bytes = jpeg(size, seed);
  fs.writeFileSync(file, bytes);
  harness.control.patchOffsets.length = 0;
  return { cdp, file, bytes };
}

/** The bytes the server stored for an uploaded file's URL. */
const storedBytes = (url: string) => fs.readFileSync(path.join(harness.storage.filesDir, url.slice('/uploads/'.length)));

test('a file chosen again after a reload resumes the upload the browser remembers', async ({ page }, testInfo) => {
  const { cdp, file, bytes } = await slowUploadOfDiskFile(page, testInfo, 'holiday.jpg', 8 * MB, 11);
  await page.locator('input[type=file]').setInputFiles(file);
  // The first 5 MB chunk has arrived: the page goes away mid-upload.
  await expect.poll(() => harness.control.patchOffsets.includes(5 * MB), { timeout: 10_000 }).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeVisible();
  await cdp.detach();
  harness.control.patchOffsets.length = 0;
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(item(page, 'holiday.jpg')).toContainText('Uploaded', { timeout: 20_000 });
  // Nothing was sent again from the start.
  expect(Math.min(...harness.control.patchOffsets)).toBeGreaterThanOrEqual(5 * MB);
  const [stored] = await finished(page);
  expect(storedBytes(stored!.url).equals(bytes)).toBe(true);
});

test('the same file chosen again while its upload runs is an upload of its own', async ({ page }, testInfo) => {
  // From disk, so that both choices are the same file to the browser.
  const { cdp, file, bytes } = await slowUploadOfDiskFile(page, testInfo, 'doorbell.jpg', 7 * MB, 12);
  const input = page.locator('input[type=file]');
  await input.setInputFiles(file);
  await expect.poll(() => harness.control.patchOffsets.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await input.setInputFiles(file);
  await expect(item(page, 'doorbell.jpg')).toHaveCount(2);
  for (const row of await item(page, 'doorbell.jpg').all()) await expect(row).toContainText('Uploaded', { timeout: 30_000 });
  await cdp.detach();
  await expect(toast(page)).toBeEmpty();
  const files = await finished(page);
  expect(files).toHaveLength(2);
  expect(files[0]!.url).not.toBe(files[1]!.url);
  for (const stored of files) expect(storedBytes(stored.url).equals(bytes)).toBe(true);
});

test('with UPLOAD_DRIVER=oss, files go straight to the bucket in parts with temporary credentials', async ({ page }) => {
  await open(page, '?driver=oss');
  const photo = jpeg(2 * MB + 100_000, 3);
  await page.locator('input[type=file]').setInputFiles([
    { name: 'garage door.jpeg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'tiny.png', mimeType: 'image/png', buffer: SAMPLES.png },
  ]);
  await expect(item(page, 'garage door.jpeg')).toContainText('Uploaded');
  await expect(item(page, 'tiny.png')).toContainText('Uploaded');
  const files = await finished(page);
  expect(files[0]!.url).toMatch(/^https:\/\/files\.hearthly\.example\/uploads\/\d+_[0-9a-f]{32}-garage_door\.jpeg$/);
  const key = files[0]!.url.slice(OSS_BASE.length);
  expect(harness.cloud.objects.get(key)?.equals(photo)).toBe(true);
  // Three parts of 1 MB at most, signed with the temporary credentials, not the server's key.
  const parts = harness.cloud.ossCalls.filter((c) => c.key === key && c.method === 'PUT');
  expect(parts).toHaveLength(3);
  expect(parts.every((c) => c.keyId.startsWith('STS.'))).toBe(true);
  expect(await harness.oss.check(files[0]!.url, 'ticket')).toMatchObject({ ok: true, file: { mime: 'image/jpeg', size: photo.length } });
  expect(await harness.oss.check(files[1]!.url, 'ticket')).toMatchObject({ ok: true, file: { mime: 'image/png' } });
});

test.describe('uploads that fail', () => {
  test.use({ expectedConsoleErrors: [/^Failed to load resource: (the server responded with a status of (403|409|415|429)|net::ERR_)/] });

  test('a failed upload is removed and its size deducted, with "Network request timed out"', async ({ page }) => {
    await open(page);
    await drop(page, [{ name: 'kept.jpg', size: 1024, jpegHeader: true }]);
    await expect(item(page, 'kept.jpg')).toContainText('Uploaded');
    // The visitor is on the choose button: the warning leaves the focus there.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused();
    harness.control.refuseNextCreation = true;
    await page.locator('input[type=file]').setInputFiles([{ name: 'lost.jpg', mimeType: 'image/jpeg', buffer: jpeg(2 * MB) }]);
    // A warning toast over the page (the uploader's own: this page has none), not the uploader's message.
    await expect(toast(page)).toHaveText('Network request timed out');
    await expect(page.locator('.toast--shown')).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(message(page)).toBeEmpty();
    await expect(page.locator('.uploader__message')).toBeEmpty();
    await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused();
    await expect(item(page, 'lost.jpg')).toHaveCount(0);
    await expect(page.getByText('Total: 0.00 MB of 50.00 MB')).toBeVisible();
    expect((await finished(page)).map((f) => f.name)).toEqual(['kept.jpg']);

    // Each new failure is said again, after the last one was dismissed.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(toast(page)).toBeEmpty();
    harness.control.refuseNextCreation = true;
    await drop(page, [{ name: 'lost again.jpg', size: 1024, jpegHeader: true }]);
    await expect(toast(page)).toHaveText('Network request timed out');
    await expect(item(page, 'lost again.jpg')).toHaveCount(0);
    await expect(message(page)).toBeEmpty();
  });

  test('an upload refused for too many uploads from the network says how long to wait, in the page language', async ({ page }) => {
    // The site's answer when an address has started too many uploads (its limit is long to reach here).
    await page.route('**/uploads', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 429, headers: { 'Retry-After': '73' }, contentType: 'application/json', body: '{"Code":429,"Msg":"Too many","Data":null}' })
        : route.fallback(),
    );
    await open(page, '?lang=de', 'Dateien auswählen');
    await drop(page, [{ name: 'garage.jpg', size: 1024, jpegHeader: true }]);
    await expect(toast(page)).toHaveText(
      'Zu viele Uploads aus Ihrem Netzwerk: Die Dateien, die nicht hochgeladen werden konnten, wurden aus der Liste entfernt. Bitte fügen Sie sie in 2 Minuten erneut hinzu.',
    );
    await expect(page.locator('.uploader__item')).toHaveCount(0);
    await expect(page.getByText('Gesamt: 0,00 MB von 50,00 MB')).toBeVisible();
    expect(await finished(page)).toEqual([]);
  });

  test('an upload that moves no byte for as long as an API call may take fails with "Network request timed out"', async ({ page }) => {
    await page.clock.install();
    // The server takes the upload but never answers its data: no error, no retry, only the wait.
    await page.route('**/uploads/**', (route) => (route.request().method() === 'PATCH' ? undefined : route.fallback()));
    await open(page);
    const sent = page.waitForRequest((request) => request.method() === 'PATCH');
    await drop(page, [{ name: 'stuck.jpg', size: 1024, jpegHeader: true }]);
    await sent;
    await page.clock.runFor(49_000);
    await expect(item(page, 'stuck.jpg')).toHaveCount(1);
    await page.clock.runFor(1_000);
    await expect(toast(page)).toHaveText('Network request timed out');
    await expect(item(page, 'stuck.jpg')).toHaveCount(0);
    await expect(page.getByText('Total: 0.00 MB of 50.00 MB')).toBeVisible();
  });

  test('on a page with a toast of its own (the security advisory), the failure is said in that one toast', async ({ page }) => {
    await open(page, '?form=advisory&messageMs=3000&toast=page');
    harness.control.refuseNextCreation = true;
    await drop(page, [{ name: 'lost.jpg', size: 2048, jpegHeader: true }]);
    await expect(toast(page)).toHaveText('Network request timed out');
    // The same failure again while it shows is a new element in the alert region: announced again.
    const first = await toast(page).locator('span').elementHandle();
    harness.control.refuseNextCreation = true;
    await drop(page, [{ name: 'lost.jpg', size: 2048, jpegHeader: true }]);
    await expect.poll(() => first!.evaluate((el) => el.isConnected)).toBe(false);
    await expect(toast(page)).toHaveText('Network request timed out');
    // One toast region on the page: the page's, outside the uploader.
    await expect(page.locator('.toast')).toHaveCount(1);
    await expect(page.locator('.uploader .toast, form .toast')).toHaveCount(0);
    await expect(message(page)).toBeEmpty();
    await expect(item(page, 'lost.jpg')).toHaveCount(0);
    await expect(page.getByText('Total: 0.00 MB of 50.00 MB')).toBeVisible();
    // The uploader's other messages stay its own.
    await drop(page, [{ name: 'notes.txt', size: 10 }]);
    await expect(message(page)).toHaveText('Please check file type.');
    await expect(toast(page)).not.toContainText('file type');
  });

  test('a file whose content is not its type is refused by the server and removed', async ({ page }) => {
    await open(page);
    await page.locator('input[type=file]').setInputFiles([{ name: 'cat.jpg', mimeType: 'image/jpeg', buffer: SAMPLES.html }]);
    await expect(message(page)).toHaveText('Please check file type.');
    await expect(item(page, 'cat.jpg')).toHaveCount(0);
    // The status said it was uploading; it no longer does.
    await expect(news(page)).toBeEmpty();
    expect(await finished(page)).toEqual([]);
  });

  test('an upload cut off by a dropped connection goes on from where it stopped', async ({ page }) => {
    await open(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 4 * MB });
    const video = jpeg(7 * MB, 7);
    harness.control.patchOffsets.length = 0;
    harness.control.dropNextPatchAfter = 2 * MB;
    await page.locator('input[type=file]').setInputFiles([{ name: 'door.jpg', mimeType: 'image/jpeg', buffer: video }]);
    await expect(item(page, 'door.jpg')).toContainText('Uploaded', { timeout: 20_000 });

    // The first PATCH was cut after 2 MB. The browser may send it again as it was (the server answers 409:
    // it has more than offset 0); the upload then asks the server for its offset and sends the rest.
    const offsets = harness.control.patchOffsets;
    expect(offsets[0]).toBe(0);
    const resumedAt = offsets.find((offset) => offset > 0);
    // Not a chunk boundary: where the server's copy ended.
    expect(resumedAt).toBeGreaterThan(MB);
    expect(resumedAt).toBeLessThan(5 * MB);
    const [file] = await finished(page);
    const stored = storedBytes(file!.url);
    expect(crypto.createHash('sha256').update(stored).digest('hex')).toBe(crypto.createHash('sha256').update(video).digest('hex'));
  });

  test('an upload goes on after the phone was offline for a moment (between two networks)', async ({ page }) => {
    await open(page);
    const cdp = await page.context().newCDPSession(page);
    // (Playwright's setOffline would not stop this session's own conditions: the page stayed online.)
    const offline = (on: boolean) => cdp.send('Network.emulateNetworkConditions', { offline: on, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * MB });
    await offline(false);
    const photo = jpeg(6 * MB, 11);
    harness.control.patchOffsets.length = 0;
    const failed = page.waitForEvent('requestfailed', (request) => request.method() === 'PATCH');
    await page.locator('input[type=file]').setInputFiles([{ name: 'balcony.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expect.poll(() => harness.control.patchOffsets.length).toBeGreaterThan(0);
    // Offline while the file is on its way: a request fails, and the browser says it is offline.
    await offline(true);
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    await failed;
    await offline(false);
    await expect(item(page, 'balcony.jpg')).toContainText('Uploaded', { timeout: 20_000 });
    await expect(toast(page)).toBeEmpty();
    const [file] = await finished(page);
    const stored = storedBytes(file!.url);
    expect(crypto.createHash('sha256').update(stored).digest('hex')).toBe(crypto.createHash('sha256').update(photo).digest('hex'));
  });
});
