// Regulatory Compliance on both layouts: EU ↔ PSTI, paging, search, the mobile page size.
import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

const PATH = '/Support/Regulatory_Compliance';

const documents = (page: Page, name = 'Documents') => page.getByRole('list', { name, exact: true }).getByRole('listitem');
/** The current page's number: a highlighted number on desktop, the first of "current / pages" on phones. */
const currentPage = (page: Page, nav = 'Pages') =>
  page.getByRole('navigation', { name: nav, exact: true }).locator('.pagination__page.is-current, .pagination__current');
const query = (page: Page) => new URL(page.url()).searchParams;

test.describe('Regulatory Compliance', () => {
  test('shows EU documents as PDF links with the notice, on the right layout', async ({ page }, info) => {
    await page.goto(PATH);
    await hydrated(page);
    const mobile = info.project.name === 'mobile';
    expect(new URL(page.url()).pathname).toBe(mobile ? `/mTerminal${PATH}` : PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'Regulatory Compliance' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'EU' })).toBeChecked();
    await expect(page.getByRole('searchbox', { name: 'Search regulatory documents' })).toHaveAttribute(
      'placeholder',
      'Enter model number or keywords',
    );
    await expect(documents(page)).toHaveCount(10);
    const link = documents(page).first().getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/files\/eudoc\/.+\.pdf$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    await expect(page.getByText(/items in total/)).toBeVisible();
    const notice = page.getByRole('complementary', { name: 'Open-source software notice' });
    await expect(notice).toContainText('GNU Lesser General Public License (LGPL)');
    await expect(notice.getByRole('link', { name: 'Resource Library' })).toHaveAttribute(
      'href',
      mobile ? '/mTerminal/Support/Resource_Library' : '/Support/Resource_Library',
    );
  });

  test('switching EU ↔ PSTI clears the keyword and returns to page 1', async ({ page }) => {
    await page.goto(`${PATH}?keyword=Conformity&page=2`);
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search regulatory documents' });
    await expect(search).toHaveValue('Conformity');
    await expect(currentPage(page)).toHaveText('2');
    const euSecondPage = await documents(page).first().textContent();

    await page.getByRole('radio', { name: 'PSTI' }).click();
    await expect(page.getByRole('radio', { name: 'PSTI' })).toBeChecked();
    await expect.poll(() => query(page).get('type')).toBe('psti');
    expect(query(page).get('keyword')).toBeNull();
    expect(query(page).get('page')).toBeNull();
    await expect(search).toHaveValue('');
    await expect(currentPage(page)).toHaveText('1');
    await expect(documents(page).first()).toContainText('PSTI');
    await expect(documents(page).first()).not.toHaveText(euSecondPage!);
    // Screen readers are told the new list's size, as the pager shows it.
    const total = (await page.locator('.pagination__total').textContent())!.match(/\d+/)![0];
    await expect(page.locator('.doc-results').getByRole('status')).toHaveText(`${total} documents`);

    // Text typed but not searched for goes too: the next search starts from an empty box.
    await search.fill('typed, not searched');
    await page.getByRole('radio', { name: 'EU' }).click();
    await expect.poll(() => query(page).get('type')).toBeNull();
    await expect(search).toHaveValue('');
    await expect(documents(page).first()).toContainText('EU Declaration of Conformity');
    await expect(currentPage(page)).toHaveText('1');
  });

  test('pages with next, previous and the jumper', async ({ page }) => {
    await page.goto(PATH);
    await hydrated(page);
    const first = await documents(page).first().textContent();
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(currentPage(page)).toHaveText('2');
    expect(query(page).get('page')).toBe('2');
    await expect(documents(page).first()).not.toHaveText(first!);

    await page.getByRole('link', { name: 'Previous page' }).click();
    await expect(currentPage(page)).toHaveText('1');
    await expect(documents(page).first()).toHaveText(first!);
    expect(query(page).get('page')).toBeNull();

    await page.getByLabel('Go to').fill('3');
    await page.getByLabel('Go to').press('Enter');
    await expect(currentPage(page)).toHaveText('3');
    expect(query(page).get('page')).toBe('3');
    // The last page: "next" is there but unavailable.
    await expect(page.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');

    await page.getByLabel('Go to').fill('1');
    await page.getByLabel('Go to').press('Enter');
    await expect(currentPage(page)).toHaveText('1');

    // A number past either end goes to that end on Enter too, not to the browser's own complaint.
    await page.getByLabel('Go to').fill('99');
    await page.getByLabel('Go to').press('Enter');
    await expect(currentPage(page)).toHaveText('3');
    await page.getByLabel('Go to').fill('-5');
    await page.getByLabel('Go to').press('Enter');
    await expect(currentPage(page)).toHaveText('1');
    // The number as the field reads it: 1e1 is 10 (past the end), 2.5 is page 2.
    await page.getByLabel('Go to').fill('1e1');
    await page.getByLabel('Go to').press('Enter');
    await expect(currentPage(page)).toHaveText('3');
    await page.getByLabel('Go to').fill('2.5');
    await page.getByLabel('Go to').press('Enter');
    await expect(currentPage(page)).toHaveText('2');

    // A page number too long to be one is the last page too, as 99 is.
    await page.goto(`${PATH}?page=99999999999999`);
    await expect(currentPage(page)).toHaveText('3');
    await expect.poll(() => query(page).get('page')).toBe('3');
  });

  test('searches by model number and shows "No data" when nothing matches', async ({ page }) => {
    await page.goto(`${PATH}?type=psti`);
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search regulatory documents' });
    await search.fill('HC700');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'found for “\u2068HC700\u2069”' })).toBeVisible();
    await expect(documents(page)).toHaveCount(2);
    for (const item of await documents(page).all()) await expect(item).toContainText('HC700');
    expect(query(page).get('type')).toBe('psti');
    expect(query(page).get('keyword')).toBe('HC700');

    await search.fill('100% nothing_like_this');
    await search.press('Enter');
    await expect(page.getByText('No data', { exact: true })).toBeVisible();
    // Said once, by the search's summary: "No data" is shown, not announced again.
    await expect(page.getByRole('status').filter({ hasText: /^0 documents found for/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'No data' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Documents', exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages', exact: true })).toHaveCount(0);

    // Cleared from the keyboard, the button goes and focus stays in reach: on the empty search box.
    await page.getByRole('button', { name: 'Clear search' }).focus();
    await page.keyboard.press('Enter');
    await expect(documents(page)).toHaveCount(10);
    await expect(search).toHaveValue('');
    await expect(search).toBeFocused();
  });

  test('offers the page-size selector on mobile only', async ({ page }, info) => {
    await page.goto(PATH);
    await hydrated(page);
    const sizes = page.getByLabel('Items per page');
    if (info.project.name !== 'mobile') {
      await expect(sizes).toHaveCount(0);
      return;
    }
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(currentPage(page)).toHaveText('2');
    await sizes.selectOption('20');
    await expect.poll(() => query(page).get('size')).toBe('20');
    expect(query(page).get('page')).toBeNull();
    await expect(documents(page)).toHaveCount(20);
    await expect(currentPage(page)).toHaveText('1');
  });

  test('works in German', async ({ page }, info) => {
    await page.goto(`/de${PATH}`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe(info.project.name === 'mobile' ? `/mTerminal/de${PATH}` : `/de${PATH}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Konformitätserklärungen' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Dokumenttyp' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Konformitätserklärungen durchsuchen' });
    await expect(search).toHaveAttribute('placeholder', 'Modellnummer oder Stichwort');
    await search.fill('HP110');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '„\u2068HP110\u2069“' })).toBeVisible();
    for (const item of await documents(page, 'Dokumente').all()) await expect(item).toContainText('HP110');

    await page.getByRole('radio', { name: 'PSTI' }).click();
    await expect(search).toHaveValue('');
    await expect(documents(page, 'Dokumente').first()).toContainText('PSTI');
    await page.getByRole('link', { name: 'Nächste Seite' }).click();
    await expect(currentPage(page, 'Seiten')).toHaveText('2');

    await search.fill('zzqqxxvv');
    await search.press('Enter');
    await expect(page.getByText('Keine Daten', { exact: true })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Hinweis zu Open-Source-Software' })).toContainText('GNU');
  });
});
