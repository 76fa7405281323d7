// The production server stopping (SIGTERM), as an orchestrator stops it: an answer under way on a
// keep-alive connection is finished, its connection closed once it is idle, a connection that has sent
// nothing yet is closed at once, and the process ends then, not when the keep-alive timeout (65 s) or the
// last-resort timer (8 s) runs out. A server of its own, from the build.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { SAMPLES } from '../helpers/upload-samples';
import { expect, test } from './fixtures';

const PORT = Number(process.env.E2E_PORT ?? 3102) + 7;
const base = `http://127.0.0.1:${PORT}`;
const b64 = (text: string) => Buffer.from(text).toString('base64');

async function ready(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
    .toBe(200);
}

test('SIGTERM lets an answer under way finish, then closes its keep-alive connection and a silent one, and ends the process', async () => {
  test.skip(test.info().project.name === 'mobile', 'one server process: the layout plays no part');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shutdown-'));
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    await ready();
    // An upload whose body is sent in two halves, on a connection the client keeps alive.
    const body = SAMPLES.jpg;
    const size = body.length;
    const half = Math.floor(size / 2);
    const created = await fetch(`${base}/uploads`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(size), 'Upload-Metadata': `filename ${b64('door.jpg')},form ${b64('ticket')}` },
    });
    expect(created.status).toBe(201);
    const location = new URL(created.headers.get('location')!, base);
    const agent = new http.Agent({ keepAlive: true });
    const patch = http.request(location, {
      method: 'PATCH',
      agent,
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': size },
    });
    const answered = once(patch, 'response') as Promise<[http.IncomingMessage]>;
    patch.write(body.subarray(0, half));
    // A connection opened ahead of need, as a browser or a load balancer opens one, that sends nothing.
    const silent = net.connect(PORT, '127.0.0.1');
    await once(silent, 'connect');
    const silentClosed = once(silent, 'close');
    // The server is told to stop while the answer is under way.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exited = once(server, 'exit');
    const stoppedAt = Date.now();
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    patch.end(body.subarray(half));
    const [response] = await answered;
    response.resume();
    // Answered (the upload stored); then its connection is closed by the server, idle at last.
    expect(response.statusCode).toBe(204);
    await once(response.socket, 'close');
    await silentClosed;
    await exited;
    // Well before the last-resort timer (8 s) or the keep-alive timeout (65 s).
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(server.exitCode).toBe(0);
    agent.destroy();
    // What it wrote (the database, the stored upload and their folders) is its own user's alone: they
    // hold visitors' personal data.
    const written = fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' });
    expect(written).toEqual(expect.arrayContaining(['support.sqlite', 'uploads']));
    for (const name of written) expect({ name, others: fs.statSync(path.join(dataDir, name)).mode & 0o077 }).toEqual({ name, others: 0 });
  } finally {
    if (server.exitCode === null) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
