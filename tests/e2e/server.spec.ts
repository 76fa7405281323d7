// What the production server promises the browser: hashed assets cached for a year with the headers a
// file needs (a worker's script with its CSP), a favicon, and a first render that needs no API call (the
// data came with the page), and a page, not an empty answer, for a browser whose cookies are over the header limit.
import { expect, hydrated, test } from './fixtures';

test('hashed assets are immutable for a year', async ({ page, request }) => {
  await page.goto('/Support/FAQs');
  // The scripts are asked for once the page is painted: they are in the document by the time it has hydrated.
  await hydrated(page);
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\/.+-[\w-]{8}\.js$/);
  const res = await request.get(script!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A file, not a document: nosniff, and none of the document's headers such as its CSP.
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['content-security-policy']).toBeUndefined();
  const favicon = await request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
});

test("the form guard's worker runs under the site's CSP, sent with its script", async ({ page }, info) => {
  const workerScript = page.waitForResponse((response) => /\/assets\/[\w-]+\.worker-[\w-]+\.js$/.test(response.url()));
  await page.goto(`${info.project.name === 'mobile' ? '/mTerminal' : ''}/Support/Email_Support`);
  await hydrated(page);
  // The challenge (and its worker) starts when the visitor first comes to the form.
  await page.getByRole('textbox').first().click();
  const csp = (await workerScript).headers()['content-security-policy'];
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('nonce');
});

test('hydration fetches nothing that the server already rendered', async ({ page }) => {
  // Data is fetched with GET; the FAQ item page's read report (a POST) is no fetch of data.
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/v1/')) apiCalls.push(r.url());
  });
  await page.goto('/Support/FAQs/78.html');
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(apiCalls).toEqual([]);
  await page.goto('/Support/FAQs?keyword=reset&page=1');
  await hydrated(page);
  await page.waitForTimeout(300);
  expect(apiCalls).toEqual([]);
});

test('a route the browser does not know reloads once, with a marker, and the server decides', async ({ page }, info) => {
  // A client-side navigation to a path the browser's route table does not know.
  await page.goto('/Support/FAQs');
  await hydrated(page);
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  await page.evaluate((p) => {
    window.history.pushState({}, '', `${p}/Support/Unknown_Page`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, prefix);
  // The reload (marked ?reloaded=1) asks the server, which sends the unknown path through /Transfer
  // to the FailPage; the marker stays, so a second miss would show the 404 text instead of looping.
  await expect(page).toHaveURL(new RegExp(`${prefix}/FailPage\\?reloaded=1$`));
});

test.describe('texts that do not come', () => {
  test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 503/] });

  test('after an in-app move are asked for again, then the page comes from the server with them', async ({ page }, info) => {
    const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
    await page.goto(`${prefix}/Support/Cloud_Service`);
    await hydrated(page);
    let asked = 0;
    await page.route('**/locales/en/downloads.json', (route) => {
      asked += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
    });
    const loaded = page.waitForEvent('load');
    await page.evaluate((p) => {
      window.history.pushState({}, '', `${p}/Support/Downloads`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, prefix);
    await loaded;
    // The server's page carries its texts: no keys where the words belong, and nothing more asked for.
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await hydrated(page);
    // The first fetch and i18next's two tries after it, at least (a render may ask once more).
    expect(asked).toBeGreaterThanOrEqual(3);
  });
});

test('a browser whose cookies are over the header limit is told, in every language, how to recover', async ({ page, context, baseURL }, info) => {
  test.skip(info.project.name === 'mobile', 'the server answers before it reads the request: the page is the same for both layouts');
  // Cookies another site on a parent domain might have left: about 24 KB of Cookie header, over Node's 16 KB.
  const url = new URL(baseURL!);
  await context.addCookies(
    Array.from({ length: 40 }, (_, i) => ({ name: `tracker${i}`, value: 'x'.repeat(600), domain: url.hostname, path: '/' })),
  );
  const response = await page.goto('/Support/FAQs');
  expect(response?.status()).toBe(431);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hearthly Support');
  await expect(page.locator('section[lang="en"] h2')).toHaveText('Request headers too large');
  await expect(page.locator('section[lang="ja"] h2')).toHaveText('リクエストヘッダーが大きすぎます');
  await expect(page.locator('section[lang]')).toHaveCount(6);
  // Once the cookies are gone, as the page advises, the same address answers.
  await context.clearCookies();
  expect((await page.reload())?.status()).toBe(200);
});
