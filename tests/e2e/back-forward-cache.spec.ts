// Back and Forward with the browser's back/forward cache on, as visitors' browsers have it (Playwright
// starts Chromium with it off): a page comes back as it was left, scripts and all, without a new load.
// What was open or typed when the visitor left must not come back out of date. A page restored so fires
// no load event: Back waits for the navigation's commit only.
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { test, expect, hydrated } from './fixtures';
import { layoutPrefix, openFormPage } from './form-page';

test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

/** Whether the page now shown came back from the back/forward cache. */
const restoredFromCache = (page: Page) => page.evaluate(() => document.documentElement.dataset.bfRestored === '1');

/** Marks the page, so that a restored page can be told from a new load of it. */
async function markRestores(page: Page) {
  await page.evaluate(() => window.addEventListener('pageshow', (event) => event.persisted && (document.documentElement.dataset.bfRestored = '1')));
}

test('the language list is closed on a page brought back by Back after a change of language', async ({ page }, info) => {
  const prefix = layoutPrefix(info.project.name);
  await page.goto(`${prefix}/Support/FAQs?keyword=wifi`);
  await hydrated(page);
  await markRestores(page);
  const button = page.getByRole('banner').getByRole('button', { name: /^Language: English/ });
  await button.click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/ja/Support/FAQs\\?keyword=wifi$`));
  await hydrated(page);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => restoredFromCache(page)).toBe(true);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: '日本語' })).toBeHidden();
});

test('a ticket typed on after a change of language is what Back shows, and what the next keystroke keeps', async ({ page }, info) => {
  await openFormPage(page, info.project.name, '/Support/Email_Support', /^Submit$/);
  await markRestores(page);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: 'Details' }).fill('first text');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('first text');

  await page.goto(`${layoutPrefix(info.project.name)}/de/Support/Email_Support`);
  await hydrated(page);
  const german = page.getByRole('textbox', { name: 'Benutzername', exact: true });
  await expect(german).toHaveValue('Anna');
  await german.fill('Berta');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('Berta');

  // The English page left with "Anna" in it loads anew with the draft as it is now.
  await page.goBack({ waitUntil: 'commit' });
  await hydrated(page);
  const userName = page.getByRole('textbox', { name: 'Username', exact: true });
  await expect(userName).toHaveValue('Berta');
  await expect(page.getByRole('textbox', { name: 'Details' })).toHaveValue('first text');
  await page.getByRole('textbox', { name: 'Details' }).fill('first text, then more');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('then more');
  expect(await page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('Berta');
});

test('a page whose draft has not moved on stays as the cache kept it', async ({ page }, info) => {
  await openFormPage(page, info.project.name, '/Support/Email_Support', /^Submit$/);
  await markRestores(page);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('Anna');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('Anna');
  await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`);
  await hydrated(page);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('Anna');
  await expect.poll(() => restoredFromCache(page)).toBe(true);
});
