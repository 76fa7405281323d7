// Every e2e test fails on a console error, an uncaught page error or a React hydration warning, and is a
// visitor of its own: the e2e site trusts its loopback "load balancer" (TRUST_PROXY), and each test comes
// from its own address, so the forms' limits per address count each test apart, as they count visitors.
// Import { test, expect } from here, not from @playwright/test.
import { test as base, expect } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';

let visitors = 0;

export const test = base.extend<{ consoleGuard: void; visitorAddress: void; expectedConsoleErrors: RegExp[] }>({
  visitorAddress: [
    async ({ context }, use, info) => {
      // 10.<worker process>.<n>.<n>: unique per test within a run (a retry runs in a new worker process).
      const n = ++visitors;
      await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${info.workerIndex & 255}.${(n >> 8) & 255}.${n & 255}` });
      await use();
    },
    { auto: true },
  ],
  /** Console errors a test causes on purpose (Chromium logs every 4xx answer of a fetch). */
  expectedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      // Pages that answer 404 on purpose (the FailPage, an unknown language) make Chromium log
      // "Failed to load resource" for the document itself; the tests assert those statuses directly.
      const documents = new Set<string>();
      page.on('response', (response) => {
        if (response.request().isNavigationRequest()) documents.add(response.url());
      });
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && text.startsWith('Failed to load resource') && documents.has(message.location().url)) return;
        if (message.type() === 'error' && expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        if (message.type() === 'error') problems.push(`console.error: ${text}`);
        else if (message.type() === 'warning' && /hydrat|did not match|server rendered/i.test(text)) {
          problems.push(`hydration warning: ${text}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      await use();
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Chromium with the back/forward cache on, as visitors' browsers have it (Playwright turns it off), for
 * `test.use(WITH_BACK_FORWARD_CACHE)`. A page restored from it fires no load event: go back with
 * `page.goBack({ waitUntil: 'commit' })`.
 */
export const WITH_BACK_FORWARD_CACHE = {
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
};

/** Marks the page, so that `restoredFromCache` can tell a page restored from the back/forward cache from a new load. */
export async function markRestores(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => window.addEventListener('pageshow', (event) => event.persisted && (document.documentElement.dataset.bfRestored = '1')));
}

/** Whether the page shown came back from the back/forward cache (after `markRestores`). */
export const restoredFromCache = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.dataset.bfRestored === '1');

/**
 * Holds the requests that `url` matches (a glob or a test of the URL) until the returned function is
 * called; then they go on to the server.
 */
export async function holdRequests(page: import('@playwright/test').Page, url: string | ((url: URL) => boolean)): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Resolves once React has hydrated the document (the entry marks <html> when it is done). */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Doubles the root font, as a browser's text zoom enlarges every text sized in rem; or, with `atLeast`, sets
 * it to that size where doubling gives less (the narrowest phones' 14 px root, doubled, is below twice a
 * browser's default of 16 px).
 */
export async function doubleText(page: import('@playwright/test').Page, atLeast = 0) {
  await page.evaluate((atLeast) => {
    const root = document.documentElement;
    root.style.fontSize = `${Math.max(parseFloat(getComputedStyle(root).fontSize) * 2, atLeast)}px`;
  }, atLeast);
}
