// GET /api/v1/cloudService, the Cloud Service page and the operators' command that changes what both
// show (server/cli/cloud-status.ts). The rules: docs/product/api.md and docs/product/pages.md.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';
import { databaseEnv } from '../helpers/test-database';
import { runCloudStatus } from '../../server/cli/cloud-status';

let t: TestApp;
beforeAll(async () => {
  // Every page rendered anew: that a cached page follows the command within a second is
  // page-cache.test.ts's.
  t = await createTestApp({ PAGE_CACHE_MB: '0' });
});
afterAll(() => t.close());

const get = (url: string) => request(t.app).get(url);
const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);

/** The command, run against the test app's own DATA_DIR, as an operator would. */
async function command(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCloudStatus(argv, { env: { DATA_DIR: t.dataDir, ...databaseEnv(t.database) }, out: (l) => out.push(l), err: (l) => err.push(l) });
  // The server reads the content's version again once a second, and its answers follow: here at once.
  await t.services.contentVersion.refresh();
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('GET /api/v1/cloudService', () => {
  it('answers Data with CLOUD_STATUS, NOTICE_SWITCH, the notice without paragraph tags and its language', async () => {
    const res = await get('/api/v1/cloudService');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ Code: 200, Msg: 'success' });
    expect(Object.keys(res.body.Data).sort()).toEqual(['CLOUD_STATUS', 'CLOUD_STATUS_CONTENT_PC', 'NOTICE_SWITCH', 'lang']);
    expect(res.body.Data.lang).toBe('en');
    expect(res.body.Data.CLOUD_STATUS).toBe(1);
    expect(res.body.Data.NOTICE_SWITCH).toBe(1);
    expect(res.body.Data.CLOUD_STATUS_CONTENT_PC).toMatch(/^Scheduled maintenance/);
    expect(res.body.Data.CLOUD_STATUS_CONTENT_PC).not.toMatch(/<\/?p>/);
  });

  it('ignores parameters it does not take, hostile ones included', async () => {
    for (const qs of ['?x=1', `?keyword=${'x'.repeat(10_000)}`, "?q=%27%20OR%201%3D1", '?q=%25_%5C']) {
      const res = await get(`/api/v1/cloudService${qs}`);
      expect(res.status, qs).toBe(200);
      expect(res.body.Data.CLOUD_STATUS).toBe(1);
    }
  });

  it('refuses a repeated parameter in the envelope (400), like every call', async () => {
    const res = await get('/api/v1/cloudService?a=1&a=2');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Code: 400, Data: null });
    expect(res.body.Msg).toMatch(/a: must be given once/);
    // A name written as an array or object member is the same parameter given in another shape.
    for (const qs of ['a[]=1', 'a[b]=1', 'a[b][c]=1']) {
      const nested = await get(`/api/v1/cloudService?${qs}`);
      expect(nested.status, qs).toBe(400);
      expect(nested.body.Msg, qs).toMatch(/^a: must be given once/);
    }
    // A value without a name is no parameter, however often it comes.
    expect((await get('/api/v1/cloudService?=&=1')).status).toBe(200);
  });

  it('refuses other methods in the envelope', async () => {
    const res = await request(t.app).post('/api/v1/cloudService').send({ CLOUD_STATUS: 0 });
    expect(res.status).toBe(404);
    expect(res.body.Code).toBe(404);
    expect((await get('/api/v1/cloudService')).body.Data.CLOUD_STATUS).toBe(1);
  });
});

describe('the Cloud Service page and the cloud-status command', () => {
  it("renders 'Everything is working great!' and the notice from the server", async () => {
    const res = await page('/Support/Cloud_Service');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h2 class="cloud-card__title">Everything is working great!</h2>');
    expect(res.text).toMatch(/<p class="cloud-notice__text">Scheduled maintenance: on the first Tuesday of every month/);
  });

  it('shows the status the command sets in the API and on the page, on both layouts', async () => {
    const set = await command('--status', 'maintenance');
    expect(set.code).toBe(0);
    expect(set.out).toContain('Cloud status: maintenance (CLOUD_STATUS=0)');
    expect((await get('/api/v1/cloudService')).body.Data.CLOUD_STATUS).toBe(0);
    expect((await page('/Support/Cloud_Service')).text).toContain('<h2 class="cloud-card__title">In maintenance</h2>');
    expect((await page('/mTerminal/de/Support/Cloud_Service', USER_AGENTS.iphone)).text).toContain('In Wartung');

    await command('--status', 'working');
    expect((await get('/api/v1/cloudService')).body.Data.CLOUD_STATUS).toBe(1);
  });

  it('stores a notice as escaped paragraphs, serves it as plain text a paragraph to a line, and shows its paragraphs', async () => {
    const set = await command('--notice', 'Upgrade <tonight> & "soon"\n\n\nSecond paragraph', '--notice-on');
    expect(set.code).toBe(0);
    const stored = await t.services.db.selectFrom('setting').select('value').where('key', '=', 'CLOUD_STATUS_CONTENT_PC').executeTakeFirstOrThrow();
    expect(stored.value).toBe('<p>Upgrade &lt;tonight&gt; &amp; &quot;soon&quot;</p><p>Second paragraph</p>');
    const data = (await get('/api/v1/cloudService')).body.Data;
    expect(data).toMatchObject({ NOTICE_SWITCH: 1, CLOUD_STATUS_CONTENT_PC: 'Upgrade <tonight> & "soon"\nSecond paragraph' });
    // React escapes the text: the page shows the characters, never markup.
    const html = (await page('/Support/Cloud_Service')).text;
    expect(html).toContain('<p class="cloud-notice__text">Upgrade &lt;tonight&gt; &amp; &quot;soon&quot;</p><p class="cloud-notice__text">Second paragraph</p>');
  });

  it('shows a notice the command sets for one language on that language\'s pages only', async () => {
    expect((await command('--notice', 'Wartung ab 22:00 Uhr.', '--lang', 'de', '--notice-on')).code).toBe(0);
    expect((await get('/api/v1/cloudService?lang=de')).body.Data).toMatchObject({ CLOUD_STATUS_CONTENT_PC: 'Wartung ab 22:00 Uhr.', lang: 'de' });
    expect((await page('/mTerminal/de/Support/Cloud_Service', USER_AGENTS.iphone)).text).toContain('<p class="cloud-notice__text">Wartung ab 22:00 Uhr.</p>');
    expect((await page('/Support/Cloud_Service')).text).not.toContain('Wartung ab 22:00 Uhr.');
  });

  it('hides the notice when the command turns it off', async () => {
    expect((await command('--notice-off')).code).toBe(0);
    expect((await get('/api/v1/cloudService')).body.Data.NOTICE_SWITCH).toBe(0);
    expect((await page('/Support/Cloud_Service')).text).not.toContain('class="cloud-notice__text"');
    await command('--notice-on');
  });

  it('sanitises markup stored by other means', async () => {
    await t.services.catalog.setSetting('CLOUD_STATUS_CONTENT_PC', '<p>Hello <script>alert(1)</script><img src=x onerror=alert(1)>world</p>');
    const data = (await get('/api/v1/cloudService')).body.Data;
    expect(data.CLOUD_STATUS_CONTENT_PC).toBe('Hello world');
  });

  it('refuses bad arguments with exit code 2 and changes nothing', async () => {
    const before = (await get('/api/v1/cloudService')).body.Data;
    const bad = await command('--status', 'broken');
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--status must be "working" or "maintenance"/);
    expect((await get('/api/v1/cloudService')).body.Data).toEqual(before);
  });
});
