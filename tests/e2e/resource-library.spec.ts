// Resource Library and Disclaimer journeys on both layouts, in English and German.
import { expect, hydrated, test } from './fixtures';

const prefix = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

test.describe('Resource Library', () => {
  test('lists title_version links, searches, and finds nothing', async ({ page }, info) => {
    await page.goto('/Support/Resource_Library');
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/Support/Resource_Library$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
    const item = page.getByRole('link', { name: /^HP110 firmware GPL source_v6\.1\.8/ });
    await expect(item).toHaveAttribute('href', '/files/resources/hp110-gpl-source-v6.1.8.tar.gz');
    await expect(page.getByRole('region', { name: 'Firmware Source Code (GPL)' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search the library' });
    await search.fill('HG100');
    await search.press('Enter');
    await expect(page).toHaveURL(/\?keyword=HG100$/);
    await expect(page.locator('.library-list__link')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^HG100 firmware GPL source_v3\.9\.4/ })).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(search).toHaveValue('HG100');
    await expect(page.locator('.library-list__link')).toHaveCount(1);

    await search.fill('qqzz-nothing');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'No results were found' })).toBeVisible();
    await expect(page.locator('.library-list__link')).toHaveCount(0);
  });

  test('opens the Disclaimer with the GPL 3.0 terms and comes Back', async ({ page }, info) => {
    const p = prefix(info.project.name);
    await page.goto('/Support/Resource_Library');
    await hydrated(page);
    await page.getByRole('link', { name: 'Read the Disclaimer' }).click();
    await expect(page).toHaveURL(new RegExp(`${p}/Support/Resource_Library/Disclaimer$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Disclaimer' })).toBeVisible();
    await expect(page.getByText(/WITHOUT ANY WARRANTY/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://www.gnu.org/licenses/gpl-3.0.html' })).toHaveAttribute(
      'href',
      'https://www.gnu.org/licenses/gpl-3.0.html',
    );
    await expect(page.getByRole('heading', { name: 'Written offer for the source code' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the Resource Library' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${p}/Support/Resource_Library$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeVisible();
  });

  test('works in German: search, no results, Disclaimer and Back', async ({ page }, info) => {
    const p = prefix(info.project.name);
    await page.goto('/de/Support/Resource_Library');
    await expect(page).toHaveURL(new RegExp(`${p}/de/Support/Resource_Library$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ressourcenbibliothek' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Bibliothek durchsuchen' });
    await search.fill('v6.1.8');
    await search.press('Enter');
    await expect(page.locator('.library-list__link')).toHaveCount(2);
    await search.fill('gibt-es-nicht');
    await search.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Es wurden keine Ergebnisse gefunden' })).toBeVisible();

    await page.getByRole('link', { name: 'Haftungsausschluss lesen' }).click();
    await expect(page).toHaveURL(new RegExp(`${p}/de/Support/Resource_Library/Disclaimer$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Haftungsausschluss' })).toBeVisible();
    await expect(page.getByText(/OHNE JEDE GEWÄHRLEISTUNG/)).toBeVisible();
    await page.getByRole('link', { name: 'Zurück zur Ressourcenbibliothek' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${p}/de/Support/Resource_Library$`));
  });
});
