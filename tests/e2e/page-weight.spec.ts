// What the FAQ list costs a visitor: the JavaScript it loads before it is idle (every script response,
// counted as the server sent it: brotli, which Chromium accepts as every phone's browser does), and its
// texts arriving once, with the page. A page reached by an in-app link fetches the texts of its own
// namespaces then, in the page's one language.
import { JS_BUDGET } from '../../scripts/js-size';
import { expect, hydrated, test } from './fixtures';

test('the FAQ list loads its JavaScript within the budget, and no texts beside the page', async ({ page }) => {
  const scripts = new Map<string, Promise<number>>();
  const encodings = new Map<string, string>();
  const texts: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/locales/')) texts.push(url.pathname);
    if (!url.pathname.endsWith('.js')) return;
    // The body's size on the wire: compressed, as the browser received it.
    scripts.set(url.pathname, response.request().sizes().then((sizes) => sizes.responseBodySize));
    encodings.set(url.pathname, response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto('/Support/FAQs', { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.waitForLoadState('networkidle');

  const sizes = await Promise.all(scripts.values());
  const total = sizes.reduce((a, b) => a + b, 0);
  // The budget is for brotli, what a phone downloads: every script but the tiniest came compressed so (a
  // twin is made when it saves more than the 45 bytes of headers it adds, which any script of 256 does).
  const sizeOf = new Map([...scripts.keys()].map((p, i) => [p, sizes[i]!]));
  expect([...encodings].filter(([p, encoding]) => encoding !== 'br' && sizeOf.get(p)! > 256)).toEqual([]);
  // React DOM alone is over 55 KB compressed: a smaller sum would mean the sizes were not read.
  expect(total, 'bytes counted').toBeGreaterThan(55 * 1024);
  expect(total, `JavaScript on the wire: ${[...scripts.keys()].join(', ')}`).toBeLessThanOrEqual(JS_BUDGET);
  // Upload, form and chat code stays out of the FAQ list.
  expect([...scripts.keys()].filter((p) => /tus|oss|aliyun|use-form|use-uploads|challenge|contact-panel/.test(p))).toEqual([]);
  expect(texts).toEqual([]);
});

test('an in-app link to Email Support fetches its texts, in the page language', async ({ page }, info) => {
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  await page.goto(`${prefix}/de/Support/FAQs`);
  await hydrated(page);
  const fetched = page.waitForResponse((response) => response.url().endsWith('/locales/de/ticket.json'));
  await page.locator('.site-footer').getByRole('link', { name: 'Kontakt' }).click();
  expect((await fetched).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`${prefix}/de/Support/Email_Support$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/E-Mail-Support/);
});

test('Email Support loads its upload code when a visitor comes to the attachment field, not before', async ({ page }, info) => {
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  const uploadCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(tus|oss)-transport-[\w-]+\.js$/.test(new URL(request.url()).pathname)) uploadCode.push(request.url());
  });
  await page.goto(`${prefix}/Support/Email_Support`, { waitUntil: 'networkidle' });
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(uploadCode, 'upload code before the field was reached').toEqual([]);

  const loaded = page.waitForResponse((response) => /\/assets\/tus-transport-[\w-]+\.js$/.test(new URL(response.url()).pathname));
  await page.getByRole('button', { name: 'Choose files' }).focus();
  expect((await loaded).status()).toBe(200);
});
