// The site search as visitors type it, on both layouts: a spaced model number on Downloads, a German
// compound and a Japanese query in hiragana on the FAQ list, and a failed search that says so.
import { expect, hydrated, test } from './fixtures';

async function searchFor(page: import('@playwright/test').Page, label: string, keyword: string) {
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(keyword);
  await box.press('Enter');
}

test.describe('search', () => {
  test('"hg 100" finds the HG100 manuals on Downloads', async ({ page }) => {
    await page.goto('/Support/Downloads');
    await searchFor(page, 'Search manuals', 'hg 100 manual');
    await expect(page).toHaveURL(/keyword=hg\+100\+manual/);
    const links = page.locator('.downloads-list__link');
    await expect(links).toHaveCount(1);
    await expect(links).toContainText('HG100 User Manual (EN)');
  });

  test('a German compound by its parts, ordered by relevance', async ({ page }) => {
    await page.goto('/de/Support/FAQs');
    await searchFor(page, 'FAQs durchsuchen', 'Werksreset');
    await expect(page.locator('.faq-list__link').first()).toContainText('Werkseinstellungen');
    await expect(page.getByRole('radio', { name: 'Relevanz' })).toBeChecked();
    await page.getByRole('radio', { name: 'Nummer' }).click();
    await expect(page).toHaveURL(/keyword=Werksreset&sort=1/);
    await expect(page.getByRole('radio', { name: 'Relevanz' })).not.toBeChecked();
  });

  test('Japanese typed in hiragana finds the katakana word', async ({ page }) => {
    await page.goto('/ja/Support/FAQs');
    await searchFor(page, 'よくある質問を検索', 'りせっと');
    await expect(page.locator('.faq-list__link').first()).toContainText('リセット');
  });
});

test.describe('a failed search', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('says so with a retry button, without a dimmed list, and the retry answers', async ({ page }) => {
    await page.goto('/Support/FAQs');
    await hydrated(page);
    await page.route('**/api/v1/faqList?**', (route) => route.abort());
    await searchFor(page, 'Search the FAQs', 'firmware');
    const alert = page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(page.locator('.results.is-loading')).toHaveCount(0);
    await expect(page.locator('.faq-list__link')).toHaveCount(0);

    await page.unroute('**/api/v1/faqList?**');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.faq-list__link').first()).toContainText(/firmware/i);
    await expect(alert).toHaveCount(0);
  });
});
