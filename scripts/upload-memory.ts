// npx tsx scripts/upload-memory.ts: how much a 50 MB upload raises the server's memory. The site runs in a
// child process (the real app and HTTP server, UPLOAD_DRIVER=local, a temporary DATA_DIR); this process
// uploads 52,428,800 bytes to it with tus in 5 MiB PATCHes, generating the bytes as it sends them, while
// the child samples its own resident set size every 5 ms. The baseline is the same bytes in the same
// requests piped straight to a file by plain Node (no tus, no checks): what Node's own I/O costs.
// Prints the figures as JSON; exits 1 when the upload's rise is more than LIMIT_BYTES over the baseline's,
// or when JavaScript still holds more than LIMIT_BYTES after it (docs/decisions/0009-uploads.md).
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { MAX_UPLOAD_BYTES } from '../shared/uploads';

const LIMIT_BYTES = 8 * 1024 * 1024;
const CHUNK_BYTES = 5 * 1024 * 1024;
const MiB = 1024 * 1024;

interface Sample {
  rss: number;
  peak: number;
  /** What JavaScript holds: V8's heap in use and the memory of Buffers. */
  held: number;
}

function held(): number {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

// ---- the server (child) ----------------------------------------------------------------------------

async function serve(): Promise<void> {
  const { createApp } = await import('../server/app');
  const { loadConfig } = await import('../server/config');
  const { openDatabase } = await import('../server/db/database');
  const { seedContent } = await import('../server/db/seed');
  const { createHttpServer } = await import('../server/http/node-server');
  const { createI18n } = await import('../server/i18n');
  const { createLogger } = await import('../server/logger');
  const { createServices } = await import('../server/services');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-memory-'));
  const config = loadConfig({ NODE_ENV: 'production', APP_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const { db, close } = await openDatabase(path.join(dataDir, 'support.sqlite'));
  await seedContent(db, path.resolve('content'));
  const app = createApp({
    config,
    services: createServices(config, db),
    logger: createLogger('warn'),
    i18n: await createI18n(),
    loadEntry: () => import('../client/entry-server'),
    assets: () => ({ scripts: [], styles: [] }),
  });
  // The baseline: PUT /raw writes the body to a file with a plain pipe.
  const raw = path.join(dataDir, 'raw');
  const server = createHttpServer((req, res) => {
    if (req.url !== '/raw') return void app(req, res);
    req.pipe(fs.createWriteStream(raw, { flags: 'a' })).on('finish', () => res.writeHead(204).end());
  }, config);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  const gcOnce = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
  // A Buffer's memory is given back by a finaliser after the collection that finds it unreachable: collect,
  // let the finalisers run, collect again.
  const gc = async () => {
    gcOnce();
    await new Promise((resolve) => setImmediate(resolve));
    gcOnce();
  };
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;
  process.on('message', async (message) => {
    if (message === 'start') {
      await gc();
      const rss = process.memoryUsage.rss();
      peak = rss;
      sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
      process.send!({ rss, peak, held: held() } satisfies Sample);
    } else if (message === 'end') {
      clearInterval(sampler);
      // What is still held once the garbage is collected (the allocator does not always give freed pages
      // back to the system at once, so the RSS may stay higher than what is held).
      await gc();
      process.send!({ rss: process.memoryUsage.rss(), peak, held: held() } satisfies Sample);
    } else if (message === 'stop') {
      server.close();
      void close().then(() => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
    }
  });
  process.send!({ port: (server.address() as AddressInfo).port });
}

// ---- the client (this process) ---------------------------------------------------------------------

function ask<T>(child: ChildProcess, message?: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    if (message) child.send(message);
  });
}

function call(port: number, method: string, urlPath: string, headers: http.OutgoingHttpHeaders, body?: Readable): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers: { 'Tus-Resumable': '1.0.0', ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res));
    });
    req.on('error', reject);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** `length` bytes starting at `offset` of a JPEG header followed by a repeating pattern, made as they are read. */
function generated(offset: number, length: number): Readable {
  const header = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const block = Buffer.alloc(64 * 1024);
  let position = offset;
  const end = offset + length;
  return new Readable({
    read() {
      if (position >= end) return void this.push(null);
      const size = Math.min(block.length, end - position);
      const chunk = Buffer.alloc(size, position & 0xff);
      if (position < header.length) header.copy(chunk, 0, position);
      position += size;
      this.push(chunk);
    },
  });
}

/** One tus upload of `size` bytes in CHUNK_BYTES PATCHes. */
async function upload(port: number, size: number): Promise<void> {
  const meta = `filename ${Buffer.from('memory.jpg').toString('base64')},form ${Buffer.from('ticket').toString('base64')}`;
  const created = await call(port, 'POST', '/uploads', { 'Upload-Length': size, 'Upload-Metadata': meta });
  const location = created.headers.location;
  if (created.statusCode !== 201 || !location) throw new Error(`creation answered ${created.statusCode}`);
  for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
    const length = Math.min(CHUNK_BYTES, size - offset);
    const res = await call(
      port,
      'PATCH',
      location,
      { 'Upload-Offset': offset, 'Content-Type': 'application/offset+octet-stream', 'Content-Length': length },
      generated(offset, length),
    );
    if (res.statusCode !== 204) throw new Error(`PATCH at ${offset} answered ${res.statusCode}`);
  }
}

/** The baseline: the same bytes in the same PUT requests, piped to a file. */
async function rawUpload(port: number, size: number): Promise<void> {
  for (let offset = 0; offset < size; offset += CHUNK_BYTES) {
    const length = Math.min(CHUNK_BYTES, size - offset);
    const res = await call(port, 'PUT', '/raw', { 'Content-Length': length }, generated(offset, length));
    if (res.statusCode !== 204) throw new Error(`raw PUT answered ${res.statusCode}`);
  }
}

/** The child's memory around one run of `send`: before, the highest sample during, and after a collection. */
async function around(child: ChildProcess, send: () => Promise<unknown>) {
  const before = await ask<Sample>(child, 'start');
  const started = Date.now();
  await send();
  const seconds = (Date.now() - started) / 1000;
  const after = await ask<Sample>(child, 'end');
  return { seconds, before: before.rss, peak: after.peak, rise: after.peak - before.rss, kept: after.held - before.held };
}

async function measure(): Promise<void> {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], { execArgv: ['--import', 'tsx', '--expose-gc'] });
  try {
    const { port } = await ask<{ port: number }>(child);
    // A first run of each loads and compiles what its path needs (file-type, the tus handlers, web streams):
    // memory that stays once, not per upload.
    await upload(port, MAX_UPLOAD_BYTES);
    await rawUpload(port, MAX_UPLOAD_BYTES);
    const baseline = await around(child, () => rawUpload(port, MAX_UPLOAD_BYTES));
    const tus = await around(child, () => upload(port, MAX_UPLOAD_BYTES));
    const mb = (n: number) => Number((n / MiB).toFixed(1));
    const figures = (m: typeof tus) => ({ seconds: m.seconds, rssBeforeMiB: mb(m.before), peakMiB: mb(m.peak), riseMiB: mb(m.rise), heldAfterGcMiB: mb(m.kept) });
    const overBaseline = tus.rise - baseline.rise;
    process.stdout.write(
      `${JSON.stringify({ bytes: MAX_UPLOAD_BYTES, rawPipe: figures(baseline), tusUpload: figures(tus), tusOverRawMiB: mb(overBaseline), limitMiB: mb(LIMIT_BYTES) }, null, 2)}\n`,
    );
    process.exitCode = overBaseline <= LIMIT_BYTES && tus.kept <= LIMIT_BYTES ? 0 : 1;
  } finally {
    child.send('stop');
  }
}

if (process.argv[2] === 'serve') void serve();
else void measure();
