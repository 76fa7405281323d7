// The site search as visitors type it, on both layouts: a spaced model number on Downloads, a German
// compound and a Japanese query in hiragana on the FAQ list, words typed while a search loads, and a failed
// search that says so.
import type { Page } from '@playwright/test';
import { expect, holdRequests, hydrated, test } from './fixtures';

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

test('words typed while a search is still on its way stay in the box, and are what the next search looks for', async ({ page }) => {
  await page.goto('/Support/FAQs');
  await hydrated(page);
  // A slow phone: the page renders the first search's results well after its address changed, and the
  // first search's data answers only when the test lets it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  const release = await holdRequests(page, (url) => url.pathname.endsWith('/api/v1/faqList') && url.searchParams.get('keyword') === 'firmware');
  const box = page.getByRole('searchbox', { name: 'Search the FAQs' });
  await box.fill('firmware');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=firmware/);
  await box.fill('qqzzxxyy');
  release();
  await expect(page.locator('.faq-list__link').first()).toContainText(/firmware/i);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(box).toHaveValue('qqzzxxyy');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Sorry, no relevant results')).toBeVisible();
  // Going back brings the earlier search back into the box.
  await page.goBack();
  await expect(box).toHaveValue('firmware');
});

/** From now on the FAQ list's calls wait (in place of any earlier route) until the returned function is called. */
async function holdLists(page: Page): Promise<() => void> {
  await page.unroute('**/api/v1/faqList?**');
  return holdRequests(page, '**/api/v1/faqList?**');
}

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

    // While the retry is under way it says so, in place of the failure.
    const release = await holdLists(page);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(alert).toHaveCount(0);
    release();
    await expect(page.locator('.faq-list__link').first()).toContainText(/firmware/i);
    await expect(alert).toHaveCount(0);

    // The list from before a failure does not come back while the next search loads.
    await page.unroute('**/api/v1/faqList?**');
    await page.route('**/api/v1/faqList?**', (route) => route.abort());
    await searchFor(page, 'Search the FAQs', 'alexa');
    await expect(alert).toBeVisible();
    const releaseNext = await holdLists(page);
    await searchFor(page, 'Search the FAQs', 'hub');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.locator('.faq-list__link')).toHaveCount(0);
    releaseNext();
    await expect(page.locator('.faq-list__link').first()).toBeVisible();
  });
});
