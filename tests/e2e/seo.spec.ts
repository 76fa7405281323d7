// After a move inside the app (no page load), the head describes the new page: title, canonical address,
// description and JSON-LD change with it, and nothing of the old page stays behind. The page the document was
// loaded with keeps the server's head; the browser writes one from the first move on.
import { expect, hydrated, test } from './fixtures';

const head = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    title: document.title,
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    ogTitle: [...document.querySelectorAll('meta[property="og:title"]')].map((m) => m.getAttribute('content')),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type': string })['@type']),
    // Every link (but the scripts and styles) and meta of the head, and the JSON-LD, each as its tag and
    // sorted attributes: the server's and the ones the browser writes after a move must be the same set,
    // none of them twice.
    all: [...document.querySelectorAll('head link:not([rel="modulepreload"], [rel="stylesheet"]), head meta, script[type="application/ld+json"]')]
      .map((e) => [e.localName, ...[...e.attributes].map((a) => `${a.name}=${a.value}`).sort(), e.textContent].join(' '))
      .sort(),
  }));

test('the head follows a move from the FAQ list to an item and back', async ({ page, baseURL }) => {
  await page.goto('/de/Support/FAQs');
  await hydrated(page);
  const list = await head(page);
  expect(list.canonical).toEqual([`${baseURL}/de/Support/FAQs`]);
  expect(list.jsonLd).toEqual(['BreadcrumbList']);

  const link = page.locator('.faq-list li a').first();
  const question = (await link.innerText()).trim();
  const href = (await link.getAttribute('href'))!;
  // A mark on the window, which a page load would wipe out.
  await page.evaluate(() => Object.assign(window, { stayed: true }));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await expect.poll(async () => (await head(page)).jsonLd).toEqual(['FAQPage', 'BreadcrumbList']);
  const item = await head(page);
  expect(item.title).toContain(question);
  expect(item.ogTitle).toEqual([item.title]);
  // Always the desktop address, also on the mobile layout.
  expect(item.canonical).toEqual([`${baseURL}${href.replace(/^\/mTerminal/, '')}`]);
  expect(item.descriptions).toHaveLength(1);
  expect(item.descriptions[0]).not.toBe(list.descriptions[0]);

  await page.goBack();
  await expect.poll(async () => (await head(page)).canonical).toEqual(list.canonical);
  expect(await head(page)).toEqual(list);
  // Both moves happened inside the app: the document was never loaded again.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The head the browser wrote for the item is the one the server sends with it.
  await page.goto(href);
  await hydrated(page);
  expect(await head(page)).toEqual(item);
});

test('after moves from page to page, the head is the one the server sends, the crumbs naming the page', async ({ page, context }) => {
  // The Cloud Service page as the server sends it, in a tab of its own.
  const served = await context.newPage();
  await served.goto('/de/Support/Cloud_Service');
  await hydrated(served);
  const expected = await head(served);
  expect(expected.all.join('\n')).toContain('"name":"Cloud-Dienst"');
  await served.close();

  await page.goto('/de/Support/FAQs');
  await hydrated(page);
  await page.locator('.faq-list li a').first().click();
  await expect.poll(async () => (await head(page)).jsonLd).toEqual(['FAQPage', 'BreadcrumbList']);
  // The second move: the Cloud Service page's texts are fetched as the head is written. (The link of the
  // header's cloud status; the phone's header shows it in its menu, so it is pressed where it is.)
  await page.locator('a.cloud-indicator').dispatchEvent('click');
  await expect.poll(() => head(page)).toEqual(expected);
});
