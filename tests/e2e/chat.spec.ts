// The chat entry point: a chat opens when the page query contains contact=1 or the launcher is pressed;
// with no provider configured it is the site's own contact panel, on every page of both layouts.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

const focusIsInside = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('dialog')?.contains(document.activeElement)));
const query = (page: Page) => new URL(page.url()).searchParams;

test.describe('contact panel', () => {
  for (const path of ['/Support/Regulatory_Compliance?type=psti&contact=1#main', '/policies/privacy-policy?contact=1']) {
    test(`?contact=1 opens it on ${path.split('?')[0]}; Escape closes it and drops contact=1`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: 'Contact us' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      expect(await focusIsInside(page)).toBe(true);
      const historyLength = await page.evaluate(() => history.length);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(() => query(page).get('contact')).toBeNull();
      // Other parameters and the fragment stay, and closing adds no history entry.
      if (path.includes('type=psti')) expect(query(page).get('type')).toBe('psti');
      expect(new URL(page.url()).hash).toBe(new URL(path, 'http://x').hash);
      expect(await page.evaluate(() => history.length)).toBe(historyLength);
      // Focus goes back where it was: the fragment's target, which the browser focused as the page loaded,
      // or else the launcher.
      await expect(path.includes('#main') ? page.locator('#main') : page.getByRole('button', { name: 'Contact us' })).toBeFocused();
    });
  }

  test('the launcher opens it; focus is trapped; Close returns focus; the page does not scroll', async ({ page }) => {
    await page.goto('/Support/Regulatory_Compliance');
    await hydrated(page);
    const launcher = page.getByRole('button', { name: 'Contact us' });
    await expect(launcher).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusIsInside(page)).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInside(page)).toBe(true);
    await expect(dialog.getByRole('button', { name: 'Close' })).not.toBeFocused();

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test("Back closes it: it was opened over the page the visitor has left", async ({ page }, info) => {
    await page.goto('/Support/FAQs');
    await hydrated(page);
    const pager = page.getByRole('navigation', { name: 'Pages', exact: true });
    await (info.project.name === 'mobile' ? pager.getByRole('link', { name: 'Next page' }) : pager.getByRole('link', { name: 'Page 2', exact: true })).click();
    await expect(page).toHaveURL(/[?&]page=2$/);
    const launcher = page.getByRole('button', { name: 'Contact us' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(dialog).toBeHidden();
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    // The same page, another query: focus goes back to the launcher, and the page scrolls again.
    await expect(launcher).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('leads to Email Support, the FAQs and the support e-mail address', async ({ page }, info) => {
    await page.goto('/Support/Regulatory_Compliance?contact=1');
    await hydrated(page);
    const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await expect(dialog.getByRole('link', { name: /Email Support/ })).toHaveAttribute('href', `${prefix}/Support/Email_Support`);
    // The options' arrows are drawn, not read: each name is its title and text alone.
    await expect(dialog.getByRole('link', { name: 'Email Support Create a support ticket; we reply by e-mail.', exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'support@hearthly.example' })).toHaveAttribute(
      'href',
      'mailto:support@hearthly.example',
    );
    await dialog.getByRole('link', { name: /FAQs/ }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/FAQs$`));
    await expect(dialog).toBeHidden();
  });

  test('a link to the page shown now closes it and gives focus back; one opened in another tab leaves it open', async ({ page, context }) => {
    await page.goto('/Support/FAQs?keyword=wifi&contact=1');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    const launcher = page.getByRole('button', { name: 'Contact us' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: /FAQs/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/Support\/FAQs$/);
    await expect(launcher).toBeFocused();

    await launcher.click();
    await expect(dialog).toBeVisible();
    const email = dialog.getByRole('link', { name: /Email Support/ });
    const [opened] = await Promise.all([context.waitForEvent('page'), email.click({ modifiers: ['Control'] })]);
    await opened.close();
    await expect(dialog).toBeVisible();
    await expect(email).toBeFocused();
    await expect(page).toHaveURL(/\/Support\/FAQs$/);
  });

  // Full documents on the policy pages, client navigation elsewhere: either way the page left behind is
  // shown again without the panel.
  for (const path of ['/de/Support/FAQs?keyword=wifi&contact=1', '/de/policies/privacy-policy?appLanguage=de&contact=1']) {
    test(`Back after one of its links shows ${path.split('?')[0]} without it`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const dialog = page.getByRole('dialog', { name: 'Kontakt' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('link', { name: /E-Mail-Support/ }).click();
      await expect(page).toHaveURL(/\/Support\/Email_Support$/);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path.split('?')[0]}\\?`));
      await hydrated(page);
      expect(query(page).get('contact')).toBeNull();
      // The rest of the query stays.
      expect([...query(page).keys()]).toEqual([...new URLSearchParams(path.split('?')[1]).keys()].filter((key) => key !== 'contact'));
      await expect(page.getByRole('button', { name: 'Kontakt' })).toHaveAttribute('aria-expanded', 'false');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    });
  }

  test('speaks French under /fr', async ({ page }) => {
    await page.goto('/fr/Support/Regulatory_Compliance?contact=1');
    await hydrated(page);
    const dialog = page.getByRole('dialog', { name: 'Nous contacter' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Assistance par e-mail/ })).toBeVisible();
    expect(await focusIsInside(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => query(page).get('contact')).toBeNull();
    await expect(page.getByRole('button', { name: 'Nous contacter' })).toBeFocused();
  });
});
