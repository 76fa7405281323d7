// Printing a page gives its content: the logo, the page's heading and text, and nothing of the site's
// navigation, banner or footer; lists that scroll on screen print whole; text has one size on paper.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { layoutPrefix } from './form-page';

/** Open a page, wait for hydration and switch to the print stylesheet. */
async function printed(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.emulateMedia({ media: 'print' });
}

const HIDDEN_ON_PAPER = ['.site-header__nav', '.site-header__tools', '.m-header__menu-button', '.m-header__tools', '.service-notice', '.side-menu', '.site-footer', '.chat-launcher', '.back-link'];

test('an FAQ prints its question and answer under the logo, without the menus, banner and footer', async ({ page }) => {
  await page.goto('/Support/FAQs/12.html');
  await hydrated(page);
  // The parts of the shell this layout shows on screen, each to be gone on paper.
  const shown: string[] = [];
  for (const selector of HIDDEN_ON_PAPER) if (await page.locator(`${selector}:visible`).count()) shown.push(selector);
  expect(shown.length, shown.join(', ')).toBeGreaterThanOrEqual(5);
  await page.emulateMedia({ media: 'print' });
  for (const selector of shown) await expect(page.locator(`${selector}:visible`), selector).toHaveCount(0);
  await expect(page.locator('.brand-logo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.rich-text').first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('14px');
});

test('a download category that scrolls on screen prints every file', async ({ page }) => {
  await printed(page, '/Support/Downloads');
  const box = page.locator('.downloads-category__box--shadow').first();
  await expect(box).toBeVisible();
  const { scroll, client } = await box.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
  expect(scroll).toBeLessThanOrEqual(client);
  await expect(page.locator('.pagination:visible, form[role="search"]:visible')).toHaveCount(0);
});

test('a link to another site in a policy prints its address after it', async ({ page }) => {
  await printed(page, '/policies/privacy-policy');
  const external = page.locator('.rich-text a[href^="http"]').first();
  await expect(external).toBeVisible();
  const after = await external.evaluate((el) => getComputedStyle(el, '::after').content);
  expect(after).toContain(await external.getAttribute('href'));
});

test("a link to one of the site's pages prints its whole address after it, in a text and beside one", async ({ page, baseURL }, info) => {
  const prefix = layoutPrefix(info.project.name);
  await printed(page, `${prefix}/de/security-advisory-policy`);
  const inText = page.locator('.rich-text a[href^="/"]').first();
  await expect(inText).toBeVisible();
  const href = await inText.getAttribute('href');
  // The e2e server's SITE_URL is its own address.
  const address = `${new URL(baseURL!).origin}${href}`;
  expect(await inText.evaluate((el) => getComputedStyle(el, '::after').content)).toBe(`" (${address})"`);
  // On screen, nothing is added.
  await page.emulateMedia({ media: 'screen' });
  expect(await inText.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('none');

  await printed(page, `${prefix}/es/Support/Compatibility_Check`);
  const help = page.locator('.compat-help a[href*="/Support/FAQs/"]');
  expect(await help.evaluate((el) => getComputedStyle(el, '::after').content)).toBe(
    `" (${new URL(baseURL!).origin}${await help.getAttribute('href')})"`,
  );
});

test('a dialog open over the page prints alone, without its buttons, backdrop or the page behind it', async ({ page }) => {
  await printed(page, '/Support/FAQs?contact=1');
  const dialog = page.getByRole('dialog', { name: 'Contact us' });
  await expect(dialog.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Email Support/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeHidden();
  await expect(page.locator('#main')).toBeHidden();
  await expect(page.locator('.brand-logo')).toBeHidden();
  expect(await dialog.evaluate((el) => getComputedStyle(el, '::backdrop').backgroundColor)).toBe('rgba(0, 0, 0, 0)');
  // Closed, the page prints again.
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#main h1')).toBeVisible();
});

test("a form page's language switch is left out on paper", async ({ page }, info) => {
  await printed(page, `${layoutPrefix(info.project.name)}/Support/Email_Support`);
  await expect(page.locator('#main h1')).toBeVisible();
  await expect(page.locator('.lang-switch:visible')).toHaveCount(0);
});

// A4 with the 15 mm margins: the width the page is laid out at on paper, narrower than the desktop minimum.
const PAPER_WIDTH = 680;

test('a policy prints its text at the one paper size, on paper narrower than the desktop layout', async ({ page }, info) => {
  const prefix = layoutPrefix(info.project.name);
  await page.setViewportSize({ width: PAPER_WIDTH, height: 960 });
  for (const path of ['/policies/privacy-policy', '/policies/terms-of-service', `${prefix}/security-advisory-policy`]) {
    await printed(page, path);
    const sizes = await page.evaluate(() => [document.documentElement, document.querySelector('.policy__body p')!].map((el) => getComputedStyle(el).fontSize));
    expect(sizes, path).toEqual(['14px', '14px']);
  }
});
