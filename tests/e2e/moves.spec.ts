// Moves inside the site, on both layouts: where the new page starts, and what shows while its data is on
// its way. A move to another page starts at its top, as a page load would; another page of results too;
// nothing says "no results" or shows an earlier answer's count, pages or text while the new one loads.
import type { Page } from '@playwright/test';
import { expect, holdRequests, hydrated, test } from './fixtures';
import { layoutPrefix } from './form-page';
import { FAQ_LIST_QUERY_KEY } from '../../shared/routes';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const toBottom = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

test('another page of results starts at the top of the page; a new order keeps the place', async ({ page }, info) => {
  await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`);
  await hydrated(page);
  const items = page.locator('.faq-list li');

  // The order's switch sits below the header: choosing another keeps the visitor there.
  const popularity = page.getByRole('radio', { name: 'Click Popularity' });
  await popularity.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(0);
  await popularity.click();
  await expect(page).toHaveURL(/sort=2/);
  // The list in that order is in (no clicks counted yet: it may read as before).
  await expect(page.locator('.faq-results')).toHaveAttribute('aria-busy', 'false');
  await expect(items).toHaveCount(10);
  expect(await scrollY(page)).toBe(before);

  // The pager sits below the list: the next page starts at the top.
  await toBottom(page);
  expect(await scrollY(page)).toBeGreaterThan(200);
  await page.getByRole('link', { name: 'Next page', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a link to another page, from the bottom of one, opens it at its top', async ({ page }, info) => {
  await page.goto(`${layoutPrefix(info.project.name)}/Support/Downloads`);
  await hydrated(page);
  await toBottom(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/Support\/Email_Support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Support' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);
});

test('from the unknown-language 404, a link of the footer shows its own page', async ({ page }) => {
  const res = await page.goto('/pt/Support/FAQs');
  expect(res?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByText('This page could not be found.')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/Support\/Email_Support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Email Support' })).toBeVisible();
  await expect(page.getByText('This page could not be found.')).toHaveCount(0);
  // Back to its address: the 404 again.
  await page.goBack();
  await expect(page.getByText('This page could not be found.')).toBeVisible();
});

test('the first FAQ list of a visit shows it is loading, not that nothing was found', async ({ page }, info) => {
  await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs/12.html`);
  await hydrated(page);
  const release = await holdRequests(page, '**/api/v1/faqList?*');
  await page.getByRole('link', { name: 'Back to FAQs' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  await expect(page.getByText('Sorry, no relevant results')).toHaveCount(0);
  release();
  await expect(page.locator('.faq-list li')).toHaveCount(10);
  await expect(page.getByText('Sorry, no relevant results')).toHaveCount(0);
});

test.describe('a list whose next answer fails', () => {
  // Chromium logs the failed call.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test('says so, without the count and pages of the list before it', async ({ page }, info) => {
    await page.goto(`${layoutPrefix(info.project.name)}/Support/Regulatory_Compliance`);
    await hydrated(page);
    await expect(page.getByText(/items? in total/)).toBeVisible();
    await page.route('**/api/v1/document?*', (route) => route.abort());
    const box = page.getByRole('searchbox');
    await box.fill('HG100');
    await box.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' })).toBeVisible();
    await expect(page.getByText(/items? in total/)).toHaveCount(0);
    await expect(page.getByText(/documents? found for/)).toHaveCount(0);
    await expect(page.locator('.doc-list')).toHaveCount(0);
  });

  // Every list page's failure offers to ask again, and the answer replaces the failure.
  for (const { page: path, call, keyword, found } of [
    { page: '/Support/Regulatory_Compliance', call: '**/api/v1/document?*', keyword: 'HG100', found: '.doc-list__link' },
    { page: '/Support/Downloads', call: '**/api/v1/userManual?*', keyword: 'HG100', found: '.downloads-list__link' },
    { page: '/Support/Resource_Library', call: '**/api/v1/getResourceLibraryList?*', keyword: 'firmware', found: '.library-list__link' },
  ]) {
    test(`${path}: "Try again" asks again and shows what it finds`, async ({ page }, info) => {
      await page.goto(`${layoutPrefix(info.project.name)}${path}`);
      await hydrated(page);
      await page.route(call, (route) => route.abort());
      const box = page.getByRole('searchbox');
      await box.fill(keyword);
      await box.press('Enter');
      const alert = page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' });
      await expect(alert).toBeVisible();
      await page.unroute(call);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator(found).first()).toBeVisible();
      await expect(alert).toHaveCount(0);
      // The button went with the failure: focus is on the page's main region, not lost to the document.
      await expect(page.locator('#main')).toBeFocused();
    });
  }
});

test('moving from one policy to another shows the new one loading, never the last one’s text', async ({ page }, info) => {
  // From the security advisory policy, a page of both layouts whose links move inside the app, to the
  // privacy policy (whose own links load new pages, so that a phone is sent on to its layout).
  test.skip(info.project.name === 'mobile', 'the privacy policy is a desktop page; from a phone its link is a page load');
  await page.goto('/security-advisory-policy');
  await hydrated(page);
  const advisoryText = page.locator('.policy__body');
  await expect(advisoryText).toBeVisible();
  const advisory = (await advisoryText.innerText()).slice(0, 60);
  const release = await holdRequests(page, '**/api/v1/feedback?*');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByText(advisory)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  release();
  await expect(page.locator('.policy__body')).toBeVisible();
  await expect(page.getByText(advisory)).toHaveCount(0);
});

test.describe('a page whose script cannot be loaded', () => {
  // Chromium logs the refused script and the import that failed for it; React, the failure its boundary caught.
  test.use({ expectedConsoleErrors: [/^Failed to load resource|Failed to fetch dynamically imported module|OfflineLoadError/] });

  test('says so in its place, after its one reload, under a header and menu that still work', async ({ page }, info) => {
    test.skip(info.project.name === 'mobile', "the side menu's links make the move here; the boundary is the same on phones");
    await page.goto('/Support/FAQs');
    await hydrated(page);
    // The address was already reloaded once for a failed script: it is not reloaded again.
    await page.evaluate(() => window.sessionStorage.setItem('chunk-reload', '/Support/Downloads'));
    await page.route('**/assets/downloads-view-*.js', (route) => route.abort());
    const menu = page.getByRole('navigation', { name: 'Support pages' });
    await menu.getByRole('link', { name: 'Downloads' }).click();
    await expect(page).toHaveURL(/\/Support\/Downloads$/);
    const alert = page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' });
    await expect(alert).toContainText('Something went wrong. Please reload the page and try again.');
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page.locator('.faq-list li')).toHaveCount(10);
  });

  test('offline, says the connection failed (not the browser\'s own page) and loads the page once online', async ({ page, context }, info) => {
    test.skip(info.project.name === 'mobile', "the side menu's links make the move here; the boundary is the same on phones");
    await page.goto('/de/Support/FAQs');
    await hydrated(page);
    await context.setOffline(true);
    const menu = page.getByRole('navigation', { name: 'Support-Seiten' });
    await menu.getByRole('link', { name: 'Downloads' }).click();
    await expect(page).toHaveURL(/\/de\/Support\/Downloads$/);
    const alert = page.getByRole('alert').filter({ hasText: 'Dieser Inhalt konnte nicht geladen werden.' });
    await expect(alert).toContainText('Die Verbindung ist fehlgeschlagen.');
    // No reload was spent on it: the address is not marked as reloaded.
    expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-reload'))).toBeNull();
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});

test.describe('a page whose data fails to come on an in-app move', () => {
  // Chromium logs the failed call.
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  const faqItemCall = (url: URL) => /^\/api\/v1\/faq\/\d+$/.test(url.pathname);
  const ticketCategoryCall = (url: URL) => url.pathname === '/api/v1/supportCenter/ticketCategory';

  test('an FAQ answer: "Try again" brings it', async ({ page }, info) => {
    await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`);
    await hydrated(page);
    await page.route(faqItemCall, (route) => route.abort());
    const link = page.locator('.faq-list__link').first();
    const title = (await link.innerText()).trim();
    await link.click();
    const alert = page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' });
    await expect(alert).toBeVisible();
    await page.unroute(faqItemCall);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.replace(/^\d+\.\s*/, ''));
    await expect(alert).toHaveCount(0);
  });

  test('the FAQ list: a failed category call says so where the tags go, and "Try again" brings them, the chosen one pressed', async ({ page }, info) => {
    const faqCategoryCall = (url: URL) => url.pathname === '/api/v1/faqCategory';
    const prefix = layoutPrefix(info.project.name);
    // A list filtered by a category, then one of its answers, loaded as a page: its "Back to FAQs" is a
    // move in the app to the filtered list, whose tags are asked for then.
    await page.goto(`${prefix}/Support/FAQs?category=4`);
    await hydrated(page);
    // Hydrated means the list has run its effects, its keeping of its query among them.
    expect(await page.evaluate((key) => window.sessionStorage.getItem(key), FAQ_LIST_QUERY_KEY)).toContain('category=4');
    await page.goto(`${prefix}/Support/FAQs/30.html`);
    await hydrated(page);
    await page.route(faqCategoryCall, (route) => route.abort());
    const back = page.getByRole('link', { name: 'Back to FAQs', exact: true });
    await expect(back).toHaveAttribute('href', /\?category=4$/);
    await back.click();
    await expect(page).toHaveURL(/\/Support\/FAQs\?category=4$/);
    const alert = page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' });
    await expect(alert).toBeVisible();
    // The filtered list itself came.
    await expect(page.locator('.faq-list li').first()).toBeVisible();
    await page.unroute(faqCategoryCall);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    const tags = page.getByRole('group', { name: 'FAQ categories' });
    await expect(tags.getByRole('button', { pressed: true })).toHaveCount(1);
  });

  test('Downloads reached with a search: a failed product list says so in the filter\'s place, "Try again" brings it, loading meanwhile', async ({ page }, info) => {
    // The product list is the manuals' call without a keyword; the search's own call comes.
    const productListCall = (url: URL) => url.pathname === '/api/v1/userManual' && !url.searchParams.get('keyword');
    await page.goto(`${layoutPrefix(info.project.name)}/Support/Compatibility_Check?manufacturer=Chamberlain&model=B970`);
    await hydrated(page);
    await page.route(productListCall, (route) => route.abort());
    await page.getByRole('link', { name: 'See the HA101 accessory kit guides' }).click();
    await expect(page.getByRole('link', { name: /HA101 Installation Guide/ })).toBeVisible();
    const alert = page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' });
    await expect(alert).toBeVisible();
    await expect(page.getByLabel('Product', { exact: true })).toHaveCount(0);
    await page.unroute(productListCall);
    const release = await holdRequests(page, productListCall);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    // Loading in the filter's place while it is asked again, not a filter of "All" alone.
    await expect(page.locator('.downloads-page__filters').getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByLabel('Product', { exact: true })).toHaveCount(0);
    release();
    await expect.poll(() => page.getByLabel('Product', { exact: true }).locator('option').count()).toBeGreaterThan(2);
    await expect(page.getByRole('link', { name: /HA101 Installation Guide/ })).toBeVisible();
  });

  test('Email Support: "Try again" brings the ticket categories, loading meanwhile; the failure stays until then', async ({ page }, info) => {
    await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`);
    await hydrated(page);
    await page.route(ticketCategoryCall, (route) => route.abort());
    await page.locator('.site-footer').getByRole('link', { name: 'Contact us' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'This content could not be loaded.' });
    await expect(alert).toBeVisible();
    await page.unroute(ticketCategoryCall);
    const release = await holdRequests(page, ticketCategoryCall);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    // The placeholder and the categories.
    await expect.poll(() => page.getByLabel('Ticket Category').locator('option').count()).toBeGreaterThan(2);
  });
});
