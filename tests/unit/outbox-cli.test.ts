// The operators' command server/cli/outbox.ts, run in process on a temporary DATA_DIR.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseOutboxArgs, runOutbox, USAGE, when } from '../../server/cli/outbox';
import { hasSiteSchema, openDatabase, type Db } from '../../server/db/database';
import { createTestDatabase, databaseEnv, onPostgres, type TestDatabase } from '../helpers/test-database';
import { claimDue, createOutbox, markFailed, markSent } from '../../server/mail/outbox';

const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);
let dataDir: string;
// The test's database, made when the test first needs it (most of the tests here never open one).
let database: Promise<TestDatabase> | null;
const target = async () => (await (database ??= createTestDatabase(path.join(dataDir, 'support.sqlite')))).target;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-cli-'));
  database = null;
});
afterEach(async () => {
  await (await database)?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function run(argv: string[], now = T0, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOutbox(argv, { env: { DATA_DIR: dataDir, ...databaseEnv(await target()), ...env }, now: () => now, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n'), errLines: err };
}

async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const { db, close } = await openDatabase(await target());
  try {
    return await work(db);
  } finally {
    await close();
  }
}

/** Four messages: 1 sent, 2 failed (gave up), 3 pending after a failure, 4 pending and due. */
async function fill() {
  await withDb(async (db) => {
    const outbox = createOutbox({ MAIL_FROM: 'no-reply@hearthly.example' }, () => T0 - 3_600_000);
    for (const topic of ['ticket T-SENT01', 'ticket T-FAIL02', 'ticket T-WAIT03', 'ticket-ack T-DUE004']) {
      await outbox.enqueue(db, { to: ['jane@example.com'], subject: 'Secret subject', text: 'Secret text', topic });
    }
    const claim = (now: number) => claimDue(db, { owner: 'w', now, leaseMs: 60_000, limit: 3 });
    await claim(T0 - 3_000_000);
    await markSent(db, 1, 'w', T0 - 2_990_000, null);
    await markFailed(db, 2, 'w', { error: 'EAUTH: Invalid login: 535 Authentication failed', nextAttemptAt: null });
    await markFailed(db, 3, 'w', { error: 'ESOCKET: connect ECONNREFUSED 10.0.0.5:587', nextAttemptAt: T0 + 90_000 });
  });
}

describe('parseOutboxArgs', () => {
  it.each([
    [['--list'], { list: true }],
    [['--list', '--limit', '5'], { list: true, limit: 5 }],
    [['--list', '--limit', '1000'], { list: true, limit: 1000 }],
    [['--retry', '42'], { retry: [42] }],
    [['--retry=7', '--retry', '8', '--list'], { retry: [7, 8], list: true }],
    [['-h'], { help: true }],
  ])('accepts %j', (argv, args) => {
    expect(parseOutboxArgs(argv)).toEqual({ ok: true, args });
  });

  it.each([
    [[], /nothing to do/],
    [['--retry'], /--retry <value>' argument missing/],
    [['--retry', 'abc'], /--retry needs a message number/],
    [['--retry', '0'], /--retry needs a message number/],
    [['--retry', '-3'], /'--retry' argument is ambiguous/],
    [['--retry', '1.5'], /--retry needs a message number/],
    [['--list', '--limit', '0'], /--limit must be a number from 1 to 1000/],
    [['--list', '--limit', 'many'], /--limit must be a number from 1 to 1000/],
    [['--list', '--limit', '1001'], /--limit must be a number from 1 to 1000/],
    [['--list', '--limit', '0x14'], /--limit must be a number from 1 to 1000/],
    [['--list', '--limit', '2.0'], /--limit must be a number from 1 to 1000/],
    [['--list', '--limit', '1e3'], /--limit must be a number from 1 to 1000/],
    [['--list', '--limit', ' 5'], /--limit must be a number from 1 to 1000/],
    [['--list', '--limit', '05'], /--limit must be a number from 1 to 1000/],
    [['--limit', '5'], /--limit goes with --list/],
    [['--send'], /Unknown option '--send'/],
    [['42'], /Unexpected argument '42'/],
  ])('refuses %j with one line', (argv, message) => {
    const parsed = parseOutboxArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(message);
      expect(parsed.error).not.toContain('\n');
    }
  });
});

describe('when', () => {
  it.each([
    [T0, 'now'],
    [T0 + 45_000, 'in 45s'],
    [T0 + 90_000, 'in 1m 30s'],
    [T0 - 2 * 3_600_000 - 60_000, '2h 1m ago'],
    [T0 + 3 * 86_400_000, 'in 3d'],
  ])('%i', (at, span) => {
    expect(when(at, T0)).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ \\(${span}\\)$`));
  });
});

describe('runOutbox --list', () => {
  it('shows the counts, then failed, pending and sent messages: topic, attempts, next try, last error; no address, no content', async () => {
    await fill();
    const r = await run(['--list']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    expect(r.out).toContain('Outbox: 1 failed, 2 pending (1 due now), 1 sent.');
    const lines = r.out.split('\n');
    const section = (title: string) => {
      const start = lines.findIndex((l) => l.startsWith(title));
      const end = lines.findIndex((l, i) => i > start && l === '');
      return lines.slice(start + 1, end < 0 ? undefined : end);
    };
    expect(section('Failed')).toEqual([
      expect.stringMatching(/^ {2}ID +TOPIC +ATTEMPTS +NEXT TRY \/ SENT +LAST ERROR$/),
      expect.stringMatching(/^ {2}2 +ticket T-FAIL02 +1 +none \(failed\) +EAUTH: Invalid login: 535 Authentication failed$/),
    ]);
    expect(section('Pending')).toEqual([
      expect.stringMatching(/^ {2}ID +TOPIC/),
      expect.stringMatching(/^ {2}4 +ticket-ack T-DUE004 +0 +due now$/),
      expect.stringMatching(/^ {2}3 +ticket T-WAIT03 +1 +2026-11-23 12:01:30Z \(in 1m 30s\) +ESOCKET: connect ECONNREFUSED 10\.0\.0\.5:587$/),
    ]);
    expect(section('Sent')).toEqual([
      expect.stringMatching(/^ {2}ID +TOPIC/),
      expect.stringMatching(/^ {2}1 +ticket T-SENT01 +1 +sent 2026-11-23 11:10:10Z \(49m 50s ago\)$/),
    ]);
    expect(r.out).not.toMatch(/jane@|Secret/);
  });

  it('shows a message being sent with its lease, and limits each list with --limit', async () => {
    await fill();
    await withDb((db) => claimDue(db, { owner: 'busy', now: T0, leaseMs: 60_000, limit: 1 }));
    const r = await run(['--list', '--limit', '1']);
    expect(r.out).toContain('Outbox: 1 failed, 2 pending (0 due now), 1 sent.');
    expect(r.out).toContain('Pending (the first 1 of 2):');
    expect(r.out).toMatch(/ {2}4 +ticket-ack T-DUE004 +1 +sending \(lease until 2026-11-23 12:01:00Z \(in 1m 0s\)\)/);
    expect(r.out).not.toContain('T-WAIT03');
  });

  it('says (none) for an empty outbox', async () => {
    await withDb(async () => undefined);
    const r = await run(['--list']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Outbox: 0 failed, 0 pending (0 due now), 0 sent.');
    expect(r.out.match(/\(none\)/g)).toHaveLength(3);
  });
});

describe('runOutbox --retry', () => {
  it('makes a failed message due now with a new round of tries', async () => {
    await fill();
    const r = await run(['--retry', '2']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Message 2 (ticket T-FAIL02) was failed: it is due now, with a new round of tries.');
    expect(r.out).toContain('A running server sends what is due within 5 seconds');
    const row = await withDb((db) => db.selectFrom('mail_outbox').selectAll().where('id', '=', 2).executeTakeFirstOrThrow());
    expect(row).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: T0, trying_since: T0, lease_owner: null });
    // The last error stays until the next attempt says otherwise.
    expect(row.last_error).toMatch(/EAUTH/);
    expect((await run(['--list'])).out).toContain('Outbox: 0 failed, 3 pending (2 due now), 1 sent.');
  });

  it('makes a waiting message due now, keeping its attempts; says when one is being sent', async () => {
    await fill();
    let r = await run(['--retry', '3']);
    expect(r.out).toContain('Message 3 (ticket T-WAIT03) is due now.');
    const row = await withDb((db) => db.selectFrom('mail_outbox').selectAll().where('id', '=', 3).executeTakeFirstOrThrow());
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: T0 });
    // Claimed (with message 4, due before it) by a running worker.
    expect(await withDb((db) => claimDue(db, { owner: 'busy', now: T0, leaseMs: 60_000, limit: 2 }))).toHaveLength(2);
    r = await run(['--retry', '3']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Message 3 (ticket T-WAIT03) is being sent right now (lease until 2026-11-23 12:01:00Z (in 1m 0s)).');
  });

  it('never sends a sent message again, and says so for a missing one; exit code 1, the others still done', async () => {
    await fill();
    const r = await run(['--retry', '1', '--retry', '99', '--retry', '99999999999', '--retry', '2']);
    expect(r.code).toBe(1);
    expect(r.errLines).toEqual([
      'outbox: message 1 (ticket T-SENT01) was sent 2026-11-23 11:10:10Z (49m 50s ago); it is not sent again',
      'outbox: there is no message 99',
      // Past the numbers a message can have (PostgreSQL's would refuse it in a query).
      'outbox: there is no message 99999999999',
    ]);
    expect(r.out).toContain('Message 2 (ticket T-FAIL02) was failed');
    const sent = await withDb((db) => db.selectFrom('mail_outbox').selectAll().where('id', '=', 1).executeTakeFirstOrThrow());
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('runOutbox, the rest', () => {
  it('answers bad input with one error line, the usage and exit code 2', async () => {
    const r = await run(['--retry', 'all']);
    expect(r.code).toBe(2);
    expect(r.errLines[0]).toBe('outbox: --retry needs a message number (see --list)');
    expect(r.err).toContain(USAGE);
    expect(r.out).toBe('');
  });

  it('prints the usage for --help', async () => {
    const r = await run(['--help']);
    expect(r).toMatchObject({ code: 0, out: USAGE });
  });

  // A PostgreSQL database is the operator's to create: an empty one (a mistyped DATABASE_URL, say) is not
  // given the site's tables, and does not pass for an empty outbox.
  it('never creates a database or its tables: without them it says so, exit code 1', async () => {
    const r = await run(['--list']);
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    if (onPostgres) {
      expect(r.err).toBe("outbox: the database in DATABASE_URL holds none of the site's tables: start the server on it once, or set DATABASE_URL");
    } else {
      expect(r.err).toMatch(/^outbox: no database in DATA_DIR \(.+\): start the server once, or set DATA_DIR$/);
      expect(fs.existsSync(path.join(dataDir, 'support.sqlite'))).toBe(false);
    }
    expect(await hasSiteSchema(await target())).toBe(false);
  });

  it('stops with exit code 1 on a bad configuration', async () => {
    const r = await run(['--list'], T0, { MAIL_POOL_SIZE: '0' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^outbox: Invalid configuration: MAIL_POOL_SIZE/);
  });

  it('ends quietly, exit code 0, when the reader of its output stops early (| head -1)', async () => {
    await fill();
    const command = spawn(process.execPath, ['--import', 'tsx', 'server/cli/outbox.ts', '--list'], {
      env: { ...process.env, DATA_DIR: dataDir, ...databaseEnv(await target()) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The reading end closes before the command writes its first line: every write meets a closed pipe.
    command.stdout.destroy();
    let stderr = '';
    command.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const [code] = (await once(command, 'exit')) as [number | null];
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
