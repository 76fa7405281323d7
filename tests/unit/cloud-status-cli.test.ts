// The operators' command server/cli/cloud-status.ts, run in process on a temporary DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noticeHtml, parseCloudStatusArgs, runCloudStatus, USAGE } from '../../server/cli/cloud-status';
import { openDatabase } from '../../server/db/database';
import { createTestDatabase, databaseEnv, type TestDatabase } from '../helpers/test-database';
import { CatalogService } from '../../server/services/catalog';

let dataDir: string;
// The test's database, made when the test first needs it (most of the tests here never open one).
let database: Promise<TestDatabase> | null;
const target = async () => (await (database ??= createTestDatabase(path.join(dataDir, 'support.sqlite')))).target;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cloud-status-'));
  database = null;
});
afterEach(async () => {
  await (await database)?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The command on the test's database, which a server has started on (its tables made) unless `started` is false. */
async function run(argv: string[], env: Record<string, string> = {}, { started = true } = {}) {
  if (started) await (await openDatabase(await target())).close();
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCloudStatus(argv, { env: { DATA_DIR: dataDir, ...databaseEnv(await target()), ...env }, out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out: out.join('\n'), err: err.join('\n'), errLines: err };
}

/** What the API would answer, read from the database the command wrote. */
async function stored() {
  const { db, close } = await openDatabase(await target());
  try {
    const rows = await db.selectFrom('setting').select(['key', 'value']).execute();
    const raw = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    return { raw, api: await new CatalogService(db).cloudService() };
  } finally {
    await close();
  }
}

describe('noticeHtml', () => {
  it.each([
    ['One paragraph', '<p>One paragraph</p>'],
    ['First\n\nSecond', '<p>First</p><p>Second</p>'],
    ['First\r\n\r\nSecond\r\nstill second', '<p>First</p><p>Second\nstill second</p>'],
    ['  First  \n \t \n\n\nSecond  ', '<p>First</p><p>Second</p>'],
    [`<script>alert('x')</script> & "co"`, '<p>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;co&quot;</p>'],
    ['Wartung am 28.11. – 02:00 Uhr 🙂 メンテナンス', '<p>Wartung am 28.11. – 02:00 Uhr 🙂 メンテナンス</p>'],
  ])('%j → %j', (text, html) => {
    expect(noticeHtml(text)).toBe(html);
  });
});

describe('parseCloudStatusArgs', () => {
  it.each([
    [['--status', 'working'], { status: 'working' }],
    [['--status=maintenance'], { status: 'maintenance' }],
    [['--notice', 'Hi', '--notice-on'], { notice: 'Hi', 'notice-on': true }],
    [['--notice-off', '--show'], { 'notice-off': true, show: true }],
    [['-h'], { help: true }],
    [['--notice', 'Wartung', '--lang', 'de'], { notice: 'Wartung', lang: 'de' }],
    [['--show', '--lang=ja'], { show: true, lang: 'ja' }],
    [['--notice', 'Maintenance', '--lang', 'en', '--notice-on'], { notice: 'Maintenance', lang: 'en', 'notice-on': true }],
  ])('accepts %j', (argv, args) => {
    expect(parseCloudStatusArgs(argv)).toEqual({ ok: true, args });
  });

  it.each([
    [[], /nothing to do/],
    [['--status', 'down'], /--status must be "working" or "maintenance"/],
    [['--status', '1'], /--status must be "working" or "maintenance"/],
    [['--status'], /--status <value>' argument missing/],
    [['--notice', '   '], /--notice needs a text/],
    [['--notice', 'x'.repeat(5001)], /at most 5000 characters/],
    [['--notice-on', '--notice-off'], /cannot be used together/],
    [['--verbose'], /Unknown option '--verbose'/],
    [['maintenance'], /Unexpected argument 'maintenance'/],
    [['--show=yes'], /--show/],
    [['--notice', 'x', '--lang', 'pt'], /--lang must be one of en, de, it, fr, es, ja/],
    [['--notice', 'x', '--lang', 'DE'], /--lang must be one of/],
    [['--lang', 'de'], /--lang goes with --notice or --show/],
    [['--status', 'working', '--lang', 'de'], /--lang goes with --notice or --show/],
  ])('refuses %j with one line', (argv, message) => {
    const parsed = parseCloudStatusArgs(argv);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error).toMatch(message);
      expect(parsed.error).not.toContain('\n');
    }
  });
});

describe('runCloudStatus', () => {
  it('refuses a database no server has started on (a mistyped DATA_DIR or DATABASE_URL), creating none', async () => {
    const r = await run(['--status', 'maintenance'], {}, { started: false });
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/^cloud-status: (no database in DATA_DIR \(.*\): start the server once, or set DATA_DIR|the database in DATABASE_URL holds none of the site's tables: start the server on it once, or set DATABASE_URL)$/);
    if (!process.env.TEST_DATABASE_URL) expect(fs.existsSync(path.join(dataDir, 'support.sqlite'))).toBe(false);
  });

  it('loads the demo content into a database whose content was never loaded first, then shows the values', async () => {
    const r = await run(['--show']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('The database was empty: the demo content was loaded first.');
    expect(r.out).toContain('Cloud status: working (CLOUD_STATUS=1)');
    expect(r.out).toContain('Notice: on (NOTICE_SWITCH=1)');
    expect(r.out).toMatch(/Notice text:\n {2}Scheduled maintenance/);
    expect(r.out).not.toContain('Saved.');
    // The server would now find a seeded database, with its content.
    expect((await stored()).raw.SEEDED_AT).toBeDefined();
    expect((await run(['--show'])).out).not.toContain('was empty');
  });

  it('sets the status: working is 1, maintenance is 0', async () => {
    let r = await run(['--status', 'maintenance']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Saved.');
    expect(r.out).toContain('Cloud status: maintenance (CLOUD_STATUS=0)');
    expect((await stored()).raw.CLOUD_STATUS).toBe('0');
    r = await run(['--status', 'working']);
    expect(r.out).toContain('Cloud status: working (CLOUD_STATUS=1)');
    expect((await stored()).api.CLOUD_STATUS).toBe(1);
  });

  it('stores a notice as escaped paragraphs; the API gives it back as text', async () => {
    const r = await run(['--notice', 'Upgrade at 02:00 <UTC> & later\n\nApp control may pause.', '--notice-on']);
    expect(r.code).toBe(0);
    const { raw, api } = await stored();
    expect(raw.CLOUD_STATUS_CONTENT_PC).toBe('<p>Upgrade at 02:00 &lt;UTC&gt; &amp; later</p><p>App control may pause.</p>');
    expect(raw.NOTICE_SWITCH).toBe('1');
    expect(api.CLOUD_STATUS_CONTENT_PC).toBe('Upgrade at 02:00 <UTC> & later\nApp control may pause.');
    expect(r.out).toContain('Notice text:\n  Upgrade at 02:00 <UTC> & later\n  App control may pause.');
  });

  it('switches the notice off and on, and says when a new text stays hidden', async () => {
    expect((await run(['--notice-off'])).out).toContain('Notice: off (NOTICE_SWITCH=0)');
    expect((await stored()).api.NOTICE_SWITCH).toBe(0);
    const r = await run(['--notice', 'Hidden for now']);
    expect(r.out).toContain('The notice is off: add --notice-on to show it.');
    expect((await run(['--notice-on'])).out).toContain('Notice: on (NOTICE_SWITCH=1)');
    expect((await stored()).api).toMatchObject({ NOTICE_SWITCH: 1, CLOUD_STATUS_CONTENT_PC: 'Hidden for now' });
  });

  it('sets the notice of one language with --lang, leaving English and the others as they are', async () => {
    await run(['--show']);
    const before = await stored();
    const r = await run(['--notice', 'Wartung heute <Nacht>\n\nZweiter Absatz', '--lang', 'de']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Notice text (de):\n  Wartung heute <Nacht>\n  Zweiter Absatz');
    expect(r.out).toContain('Notice in other languages: de, es, fr, it, ja');
    const { db, close } = await openDatabase(await target());
    try {
      const catalog = new CatalogService(db);
      expect(await catalog.cloudService('de')).toMatchObject({ CLOUD_STATUS_CONTENT_PC: 'Wartung heute <Nacht>\nZweiter Absatz', lang: 'de' });
      // French keeps its own text from the demo content.
      expect((await catalog.cloudService('fr')).lang).toBe('fr');
      const row = await db.selectFrom('setting_translation').select('value').where('key', '=', 'CLOUD_STATUS_CONTENT_PC').where('lang', '=', 'de').executeTakeFirstOrThrow();
      expect(row.value).toBe('<p>Wartung heute &lt;Nacht&gt;</p><p>Zweiter Absatz</p>');
    } finally {
      await close();
    }
    expect((await stored()).raw.CLOUD_STATUS_CONTENT_PC).toBe(before.raw.CLOUD_STATUS_CONTENT_PC);
  });

  it('a new English notice removes the other languages\' texts, which then show the English one', async () => {
    await run(['--show']);
    const r = await run(['--notice', 'Upgrade tonight.']);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Removed the notice's earlier texts in de, es, fr, it, ja: they show this English text until set again with --lang.");
    expect(r.out).toContain('Notice in other languages: none');
    const shown = await run(['--show', '--lang', 'ja']);
    expect(shown.out).toContain('Notice text (ja: none, the English one is shown):\n  Upgrade tonight.');
    expect((await run(['--notice', 'メンテナンス', '--lang', 'ja'])).out).toContain('Notice in other languages: ja');
    // Another English notice removes that one too; none left is said by no removal line.
    expect((await run(['--notice', 'Done.'])).out).toContain("Removed the notice's earlier texts in ja:");
    expect((await run(['--notice', 'Done again.'])).out).not.toContain('Removed');
  });

  it('answers bad input with one error line, the usage and exit code 2, touching nothing', async () => {
    const r = await run(['--status', 'sideways'], {}, { started: false });
    expect(r.code).toBe(2);
    expect(r.errLines[0]).toBe('cloud-status: --status must be "working" or "maintenance"');
    expect(r.err).toContain(USAGE);
    expect(r.out).toBe('');
    expect(fs.existsSync(path.join(dataDir, 'support.sqlite'))).toBe(false);
  });

  it('prints the usage for --help without opening the database', async () => {
    const r = await run(['--help'], {}, { started: false });
    expect(r.code).toBe(0);
    expect(r.out).toBe(USAGE);
    expect(fs.existsSync(path.join(dataDir, 'support.sqlite'))).toBe(false);
  });

  it('stops with exit code 1 on a bad configuration', async () => {
    const r = await run(['--show'], { LOG_LEVEL: 'loud' });
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^cloud-status: Invalid configuration: LOG_LEVEL/);
  });
});
