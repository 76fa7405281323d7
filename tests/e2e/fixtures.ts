// Every e2e test fails on a console error, an uncaught page error or a React hydration warning.
// Import { test, expect } from here, not from @playwright/test.
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ consoleGuard: void; expectedConsoleError: RegExp | null }>({
  /** Console errors a test causes on purpose (a request it makes fail), which the guard lets pass. */
  expectedConsoleError: [null, { option: true }],
  consoleGuard: [
    async ({ page, expectedConsoleError }, use) => {
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
        if (message.type() === 'error' && expectedConsoleError?.test(text)) return;
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

/** Resolves once React has hydrated the document (the entry marks <html> when it is done). */
export async function hydrated(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
