// The production server starting with a setting it cannot use: it stops at once (exit code 1) with one
// line that names the setting, before it listens. A process of its own, from the build.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test } from './fixtures';

async function startUp(env: Record<string, string>, cwd = process.cwd()): Promise<{ code: number | null; stderr: string }> {
  const server = spawn(process.execPath, [path.resolve('dist/server/main.js')], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(server, 'exit')) as [number | null];
  return { code, stderr };
}

test('a DATA_DIR that is a file stops start-up with a line naming DATA_DIR', async () => {
  test.skip(test.info().project.name === 'mobile', 'one server process: the layout plays no part');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-'));
  const file = path.join(dir, 'not-a-directory');
  fs.writeFileSync(file, '');
  for (const dataDir of [file, path.join(file, 'below')]) {
    const { code, stderr } = await startUp({ DATA_DIR: dataDir, PORT: String(Number(process.env.E2E_PORT ?? 3102) + 8) });
    expect(code).toBe(1);
    expect(stderr).toBe(`Start-up failed: cannot open the database in DATA_DIR (${path.join(dataDir, 'support.sqlite')}): ${file} is a file, not a folder\n`);
  }
  fs.rmSync(dir, { recursive: true });
});

test('a DATA_DIR whose uploads folder cannot be made stops start-up with a line naming DATA_DIR', async () => {
  test.skip(test.info().project.name === 'mobile', 'one server process: the layout plays no part');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-'));
  fs.writeFileSync(path.join(dataDir, 'uploads'), '');
  const { code, stderr } = await startUp({ DATA_DIR: dataDir, PORT: String(Number(process.env.E2E_PORT ?? 3102) + 8) });
  expect(code).toBe(1);
  const uploads = path.join(dataDir, 'uploads');
  expect(stderr).toBe(`Start-up failed: cannot keep uploads in DATA_DIR (${uploads}): ${uploads} is a file, not a folder\n`);
  fs.rmSync(dataDir, { recursive: true });
});

test('a port in use, or an address this machine does not have, stops start-up with a line naming HOST and PORT', async () => {
  test.skip(test.info().project.name === 'mobile', 'one server process: the layout plays no part');
  const port = Number(process.env.E2E_PORT ?? 3102) + 8;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-'));
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  try {
    const inUse = await startUp({ DATA_DIR: dataDir, PORT: String(port) });
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toBe(`Start-up failed: cannot listen on 127.0.0.1 port ${port} (HOST, PORT): the port is already in use\n`);
  } finally {
    taken.close();
  }
  // 192.0.2.1 is kept for documentation (RFC 5737): no machine has it.
  const elsewhere = await startUp({ DATA_DIR: dataDir, PORT: String(port), HOST: '192.0.2.1' });
  expect(elsewhere.code).toBe(1);
  expect(elsewhere.stderr).toBe(`Start-up failed: cannot listen on 192.0.2.1 port ${port} (HOST, PORT): this machine has no such address\n`);
  fs.rmSync(dataDir, { recursive: true });
});

test('NODE_ENV=development where there are no sources (a built copy) stops start-up with a line saying so', async () => {
  test.skip(test.info().project.name === 'mobile', 'one server process: the layout plays no part');
  // A built copy: the build and what it reads at run time, without client/ and server/.
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'built-copy-'));
  for (const name of ['dist', 'node_modules', 'content', 'locales', 'public', 'package.json']) fs.symlinkSync(path.resolve(name), path.join(copy, name));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-'));
  const { code, stderr } = await startUp({ NODE_ENV: 'development', DATA_DIR: dataDir, PORT: String(Number(process.env.E2E_PORT ?? 3102) + 8) }, copy);
  expect(code).toBe(1);
  expect(stderr).toBe('Start-up failed: NODE_ENV=development serves the sources through Vite, and client/ is not here: a built copy runs with NODE_ENV=production.\n');
  // Stopped before the database was made.
  expect(fs.readdirSync(dataDir)).toEqual([]);
  fs.rmSync(copy, { recursive: true });
  fs.rmSync(dataDir, { recursive: true });
});

test('a copy without its translations, its build or its content stops start-up with a line naming the folder, and loads nothing', async () => {
  test.skip(test.info().project.name === 'mobile', 'one server process: the layout plays no part');
  const port = String(Number(process.env.E2E_PORT ?? 3102) + 8);
  const copyWithout = (missing: string) => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'built-copy-'));
    for (const name of ['dist', 'node_modules', 'content', 'locales', 'public', 'package.json']) {
      if (name !== missing) fs.symlinkSync(path.resolve(name), path.join(copy, name));
    }
    return copy;
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-'));
  const noLocales = copyWithout('locales');
  const translations = await startUp({ DATA_DIR: dataDir, PORT: port }, noLocales);
  expect(translations.code).toBe(1);
  expect(translations.stderr).toMatch(/^Start-up failed: no translations for en in \S*locales\/en: start the site from its own folder, which holds locales\/\n$/);
  // Stopped before the database was made.
  expect(fs.readdirSync(dataDir)).toEqual([]);

  // A folder without the build (the server started before "npm run build"): nothing made either.
  const noBuild = copyWithout('dist');
  const build = await startUp({ DATA_DIR: dataDir, PORT: port }, noBuild);
  expect(build.code).toBe(1);
  expect(build.stderr).toBe('Start-up failed: No client build at dist/client: run "npm run build" first.\n');
  expect(fs.readdirSync(dataDir)).toEqual([]);

  const noContent = copyWithout('content');
  const content = await startUp({ DATA_DIR: dataDir, PORT: port }, noContent);
  expect(content.code).toBe(1);
  expect(content.stderr).toMatch(/^Start-up failed: no content folder at \S*content: start the site from its own folder, which holds content\/\n$/);
  // The database it made holds nothing that would mark it loaded: a start from the site's folder loads it.
  const database = new Database(path.join(dataDir, 'support.sqlite'), { readonly: true });
  expect(database.prepare('SELECT count(*) AS n FROM setting').get()).toEqual({ n: 0 });
  database.close();
  for (const dir of [noLocales, noBuild, noContent, dataDir]) fs.rmSync(dir, { recursive: true });
});

test('without SMTP_URL, an outbox folder that cannot be made stops start-up with a line naming DATA_DIR', async () => {
  test.skip(test.info().project.name === 'mobile', 'one server process: the layout plays no part');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-up-'));
  fs.writeFileSync(path.join(dataDir, 'outbox'), '');
  const { code, stderr } = await startUp({ DATA_DIR: dataDir, PORT: String(Number(process.env.E2E_PORT ?? 3102) + 8), SMTP_URL: '' });
  expect(code).toBe(1);
  const outbox = path.join(dataDir, 'outbox');
  expect(stderr).toBe(`Start-up failed: cannot keep the mail outbox in DATA_DIR (${outbox}): ${outbox} is a file, not a folder\n`);
  fs.rmSync(dataDir, { recursive: true });
});
