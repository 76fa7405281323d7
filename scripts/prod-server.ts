// The production build (dist/server/main.js) on a free port and a throw-away data directory, for the
// scripts that measure it in a browser (npm run bench:js, npm run lighthouse). Nothing is built here.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The Node.js flags the site's server runs with (`npm start`, `npm run serve`, the Docker image; a unit
 * test keeps those in step with this list). A larger young generation: rendering a page allocates many
 * short-lived objects, and with V8's default semi-space (16 MB) the collector ran several times a second
 * under load. At 64 MB the rendered FAQ list takes about a tenth less CPU a request, for about 40 MB more
 * memory (docs/benchmarks.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'] as const;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now (the system picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts the built server and resolves once GET /healthz answers 200. */
export async function startProductionServer(port?: number): Promise<RunningServer> {
  if (!fs.existsSync(path.resolve('dist', 'server', 'main.js'))) throw new Error('No build in dist/: run "npm run build" first.');
  const listenOn = port ?? (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-measure-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(listenOn), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', APP_ENV: 'test', LOG_LEVEL: 'warn' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenOn}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped with code ${child.exitCode} before it was ready.`);
    }
    const ready = await fetch(`${url}/healthz`).then((res) => res.ok, () => false);
    if (ready) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server was not ready within 60 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
