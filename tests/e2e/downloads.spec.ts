// Downloads journeys on both layouts, in English and German.
import { expect, hydrated, test } from './fixtures';

const prefix = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

test.describe('Downloads', () => {
  test('All merges the categories; a list of more than 10 manuals gets the shadow', async ({ page }, info) => {
    await page.goto('/Support/Downloads');
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/Support/Downloads$`));
    await hydrated(page);
    await expect(page.getByLabel('Product', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Product', { exact: true }).locator('option').first()).toHaveText('All');

    // Every product's quick start guide sits in the one "Quick Start Guide" category: 13 of them.
    const quickStart = page.getByRole('region', { name: /^Quick Start Guide/ });
    await expect(quickStart).toHaveCount(1);
    await expect(quickStart.getByRole('link')).toHaveCount(13);
    await expect(quickStart.locator('.downloads-category__box')).toHaveClass(/downloads-category__box--shadow/);
    // Exactly 10 is not more than 10: no shadow.
    const userManuals = page.getByRole('region', { name: /^User Manual/ });
    await expect(userManuals.getByRole('link')).toHaveCount(10);
    await expect(userManuals.locator('.downloads-category__box')).not.toHaveClass(/--shadow/);

    // A manual opens its real PDF in a new tab.
    const link = quickStart.getByRole('link', { name: /HG100 Quick Start Guide/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener');
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
  });

  test('filters by product, and back to All', async ({ page }) => {
    await page.goto('/Support/Downloads');
    await hydrated(page);
    const product = page.getByLabel('Product', { exact: true });
    await product.selectOption({ label: 'HG200 Smart Garage Door Opener Pro' });
    await expect(page).toHaveURL(/\?product=2$/);
    const links = page.locator('.downloads-list__link');
    await expect(links).toHaveCount(5);
    for (const text of await links.allInnerTexts()) expect(text).toContain('HG200');
    await expect(page.locator('.downloads-category__box--shadow')).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(product).toHaveValue('2');
    await expect(links).toHaveCount(5);

    await product.selectOption({ label: 'All' });
    await expect(page).not.toHaveURL(/product=/);
    await expect(page.locator('.downloads-category__box--shadow')).toHaveCount(1);
  });

  test('choices of the drop-down in a row are one step back', async ({ page }) => {
    await page.goto('/Support/Downloads?keyword=guide');
    await hydrated(page);
    const product = page.getByLabel('Product', { exact: true });
    // As the arrow keys do on a closed drop-down: a change at each product passed.
    for (const value of ['1', '2', '3']) {
      await product.selectOption(value);
      await expect(page).toHaveURL(new RegExp(`product=${value}`));
    }
    await page.goBack();
    await expect(page).not.toHaveURL(/product=/);
    await expect(page).toHaveURL(/keyword=guide/);
    await expect(product).toHaveValue('');
    await page.goForward();
    await expect(product).toHaveValue('3');

    // Come back to a choice by Back, and choose again: a new step, which keeps the one come back to.
    const search = page.getByRole('searchbox');
    await search.fill('manual');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=manual/);
    await page.goBack();
    await expect(page).toHaveURL(/keyword=guide/);
    await expect(product).toHaveValue('3');
    await product.selectOption('2');
    await expect(page).toHaveURL(/product=2/);
    await page.goBack();
    await expect(product).toHaveValue('3');
    await expect(page).toHaveURL(/keyword=guide/);
  });

  test('searches: found, not found, and the search survives a reload', async ({ page }) => {
    await page.goto('/Support/Downloads');
    await hydrated(page);
    const search = page.getByRole('searchbox', { name: 'Search manuals' });
    await search.fill('wiring');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?keyword=wiring$/);
    await expect(page.getByRole('region', { name: /^Wiring Diagram/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /documents found for “\u2068wiring\u2069”/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Datasheet/ })).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(search).toHaveValue('wiring');
    await expect(page.getByRole('region', { name: /^Wiring Diagram/ })).toBeVisible();

    await search.fill('qqzz-no-such-manual');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No results were found' })).toBeVisible();
    await expect(page.locator('.downloads-category')).toHaveCount(0);
  });

  test('works in German: product filter, search and no results', async ({ page }, info) => {
    await page.goto('/de/Support/Downloads');
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/de/Support/Downloads$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    const product = page.getByLabel('Produkt', { exact: true });
    await expect(product.locator('option').first()).toHaveText('Alle');
    await product.selectOption({ label: 'HA101 Zubehörset für Garagentoröffner' });
    await expect(page.locator('.downloads-list__link')).toHaveCount(3);

    const search = page.getByRole('searchbox', { name: 'Anleitungen durchsuchen' });
    await search.fill('Schaltplan');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=Schaltplan/);
    await expect(page).toHaveURL(/product=3/);
    await expect(page.locator('.downloads-list__link')).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: '1 Dokument zu „\u2068Schaltplan\u2069“ gefunden' })).toBeVisible();

    await search.fill('gibt-es-nicht');
    await search.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Es wurden keine Ergebnisse gefunden' })).toBeVisible();
  });
});
