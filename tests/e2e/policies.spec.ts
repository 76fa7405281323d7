// Privacy policy, terms of use and the security advisory policy on both projects.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

const policyBody = (page: Page) => page.locator('article.policy .policy__body');

/** The article fits the viewport: no sideways scrolling on a phone. */
async function expectFitsViewport(page: Page) {
  const width = page.viewportSize()!.width;
  const box = await page.locator('article.policy').boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width + 1);
}

test.describe('policy pages', () => {
  for (const [path, heading, text] of [
    ['/policies/privacy-policy', 'Privacy Policy', 'Hearthly Privacy Policy'],
    ['/policies/terms-of-service', 'Terms of Use', 'Terms'],
  ] as const) {
    test(`${heading} is served at ${path} on every device, without a redirect loop`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(policyBody(page)).toHaveAttribute('lang', 'en');
      await expect(policyBody(page).getByRole('heading', { level: 2 }).first()).toContainText(text);
      await expectFitsViewport(page);
    });

    test(`a link of ${path} leads a phone to the mobile layout of the next page, and a computer to the desktop one`, async ({ page }, info) => {
      await page.goto(path);
      await hydrated(page);
      const mobile = info.project.name === 'mobile';
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
      await expect(page).toHaveURL(new RegExp(`${mobile ? '/mTerminal' : ''}/Support/Email_Support$`));
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });

    test(`/mTerminal${path} ends on ${path}`, async ({ page }) => {
      await page.goto(`/mTerminal${path}`);
      await hydrated(page);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(policyBody(page)).toBeVisible();
    });
  }

  test("on a 320 px phone, the German terms and their header's open menus stay within the screen", async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'a phone reading the desktop page');
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto('/de/policies/terms-of-service');
    await hydrated(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(320);
    for (const name of ['Produkte', 'Support']) {
      await page.getByRole('banner').getByRole('button', { name, exact: true }).click();
      const list = page.locator('.header-menu__list:not([hidden])');
      await expect(list).toBeVisible();
      const box = (await list.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await width()).toBeLessThanOrEqual(320);
      await page.keyboard.press('Escape');
    }
  });

  test('on a phone, the English privacy policy of the Japanese interface wraps its table as English', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'a phone reading the desktop page');
    await page.setViewportSize({ width: 360, height: 740 });
    // No appLanguage: the text is the English one (as search engines list the page), in a Japanese page.
    await page.goto('/ja/policies/privacy-policy');
    await hydrated(page);
    await expect(policyBody(page).locator('table').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('terms of use in German: the heading follows the interface, the text ?appLanguage=', async ({ page }) => {
    await page.goto('/de/policies/terms-of-service');
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/de/policies/terms-of-service');
    await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
    await expect(policyBody(page)).toHaveAttribute('lang', 'en');
    await expectFitsViewport(page);
  });

  test("the footer's privacy link opens the text in the reader's language, and the language switch carries it over", async ({ page }) => {
    await page.goto('/de/Support/FAQs');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Datenschutzerklärung' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/de/policies/privacy-policy');
    expect(new URL(page.url()).searchParams.get('appLanguage')).toBe('de');
    await expect(policyBody(page)).toHaveAttribute('lang', 'de');
    await expect(policyBody(page).getByRole('heading', { level: 2 }).first()).toContainText('Datenschutzerklärung');
    await expect(page.getByRole('status')).toHaveCount(0);
    // Phones read this desktop page too; its header has the same language switch.
    await hydrated(page);
    await page.locator('.lang-switch__button').first().click();
    await page.locator('.lang-switch__list a[hreflang="it"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('appLanguage')).toBe('it');
    await expect(policyBody(page)).toHaveAttribute('lang', 'it');
    await expect(policyBody(page).getByRole('heading', { level: 2 }).first()).toContainText('Informativa sulla privacy');
    // A link inside the text leads to the terms in the same language.
    await policyBody(page).locator('a[href*="terms-of-service"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: "Condizioni d'uso" })).toBeVisible();
    await expect(policyBody(page)).toHaveAttribute('lang', 'it');
  });

  test('says so when a policy is not available in the requested language', async ({ page }) => {
    await page.goto('/policies/privacy-policy?appLanguage=ko');
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'shown in English' })).toBeVisible();
    // The notice names the text's language in that language, marked as such for screen readers.
    await expect(page.getByRole('status').locator('span[lang="en"]')).toHaveText('English');
    await expect(policyBody(page)).toHaveAttribute('lang', 'en');
  });

  test('the security advisory policy switches between English and Japanese', async ({ page }, info) => {
    await page.goto('/security-advisory-policy');
    await hydrated(page);
    const mobile = info.project.name === 'mobile';
    expect(new URL(page.url()).pathname).toBe(mobile ? '/mTerminal/security-advisory-policy' : '/security-advisory-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Security Advisory Policy' })).toBeVisible();
    const language = page.getByLabel('Policy language');
    await expect(language).toHaveValue('en');
    await expect(policyBody(page)).toHaveAttribute('lang', 'en');
    await expect(policyBody(page)).toContainText('Security Advisory Policy');

    await language.selectOption({ label: '日本語' });
    await expect.poll(() => new URL(page.url()).searchParams.get('appLanguage')).toBe('ja');
    await expect(policyBody(page)).toHaveAttribute('lang', 'ja');
    await expect(policyBody(page)).toContainText('セキュリティアドバイザリー・ポリシー');
    // The interface stays English: only the text changed language.
    await expect(page.getByRole('heading', { level: 1, name: 'Security Advisory Policy' })).toBeVisible();

    await language.selectOption({ label: 'English' });
    await expect.poll(() => new URL(page.url()).searchParams.get('appLanguage')).toBe('en');
    await expect(policyBody(page)).toHaveAttribute('lang', 'en');
    await expectFitsViewport(page);
  });

  test('the security advisory policy in the Japanese interface', async ({ page }, info) => {
    await page.goto('/ja/security-advisory-policy?appLanguage=ja');
    await hydrated(page);
    const mobile = info.project.name === 'mobile';
    expect(new URL(page.url()).pathname).toBe(mobile ? '/mTerminal/ja/security-advisory-policy' : '/ja/security-advisory-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'セキュリティアドバイザリー・ポリシー' })).toBeVisible();
    const language = page.getByLabel('ポリシーの言語');
    await expect(language).toHaveValue('ja');
    await expect(policyBody(page)).toHaveAttribute('lang', 'ja');
    await language.selectOption('en');
    await expect(policyBody(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'セキュリティアドバイザリー・ポリシー' })).toBeVisible();
  });
});
