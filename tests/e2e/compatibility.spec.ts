// Compatibility Check journeys on both layouts, in English and German.
import { expect, hydrated, test } from './fixtures';

const prefix = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

test.describe('Compatibility Check', () => {
  test('a compatible door: the result survives a reload, a new manufacturer resets it', async ({ page }, info) => {
    await page.goto('/Support/Compatibility_Check');
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/Support/Compatibility_Check$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Compatibility Check' })).toBeVisible();
    const manufacturer = page.getByLabel('Manufacturer', { exact: true });
    const model = page.getByLabel('Model', { exact: true });
    await expect(model).toBeDisabled();
    // Each choice takes effect at once: the Check button is for browsers without JavaScript only.
    await expect(page.getByRole('button', { name: 'Check', exact: true })).toHaveCount(0);

    await manufacturer.selectOption('Chamberlain');
    await expect(page).toHaveURL(/\?manufacturer=Chamberlain$/);
    await expect(model).toBeEnabled();
    await model.selectOption('WD962KEV');
    await expect(page).toHaveURL(/manufacturer=Chamberlain&model=WD962KEV/);
    const result = page.getByRole('status').filter({ hasText: 'Yes, it works!' });
    await expect(result).toBeVisible();
    await expect(result).toContainText('Chamberlain WD962KEV');

    // The URL holds the choice: a reload (rendered by the server) shows the same answer.
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'Yes, it works!' })).toBeVisible();
    await expect(manufacturer).toHaveValue('Chamberlain');
    await expect(model).toHaveValue('WD962KEV');

    // Changing the manufacturer resets the model and the result.
    await manufacturer.selectOption('Genie');
    await expect(page).toHaveURL(/\?manufacturer=Genie$/);
    await expect(model).toHaveValue('');
    await expect(page.getByText('Yes, it works!')).toHaveCount(0);
    await expect(page.locator('.compat-result')).toBeEmpty();
  });

  test('a door that needs the HA101 accessory kit', async ({ page }, info) => {
    await page.goto('/Support/Compatibility_Check');
    await hydrated(page);
    await page.getByLabel('Manufacturer', { exact: true }).selectOption('Chamberlain');
    await page.getByLabel('Model', { exact: true }).selectOption('B970');
    const result = page.getByRole('status').filter({ hasText: 'Need Accessory to make it work!' });
    await expect(result).toBeVisible();
    await expect(result).toContainText('HA101');
    // Its link finds the kit's guides on the Downloads page.
    await result.getByRole('link', { name: 'See the HA101 accessory kit guides' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/Support/Downloads\\?keyword=HA101$`));
    await expect(page.getByRole('link', { name: /HA101 Installation Guide/ })).toBeVisible();
  });

  test('an unlisted door: contact support by e-mail', async ({ page }) => {
    await page.goto('/Support/Compatibility_Check');
    await hydrated(page);
    await page.getByLabel('Manufacturer', { exact: true }).selectOption('LiftMaster');
    await page.getByLabel('Model', { exact: true }).selectOption('LA400');
    const result = page.getByRole('status').filter({ hasText: 'Please contact us' });
    await expect(result).toContainText('If your garage door opener is not listed');
    await expect(result.getByRole('link', { name: 'support@hearthly.example' })).toHaveAttribute('href', 'mailto:support@hearthly.example');
  });

  test('a failed models call leaves the single "do not find your gate model..." entry, and says it may be tried again', async ({ page }) => {
    // The server answers in its envelope with a failure code (no network error in the console).
    await page.route('**/api/v1/getCompatibleModels**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ Code: 503, Msg: 'Service unavailable', Data: null }) }),
    );
    await page.goto('/Support/Compatibility_Check');
    await hydrated(page);
    await page.getByLabel('Manufacturer', { exact: true }).selectOption('Genie');
    const model = page.getByLabel('Model', { exact: true });
    await expect(model.locator('option')).toHaveText(['Select your model', 'do not find your gate model...']);
    // Not the API's answer about Genie but a fault: the load error says so, with its button.
    const failure = page.getByRole('alert').filter({ hasText: 'Service unavailable' });
    await expect(failure).toContainText('could not be loaded');
    await model.selectOption({ label: 'do not find your gate model...' });
    const result = page.getByRole('status').filter({ hasText: 'Please contact us' });
    await expect(result.getByRole('link', { name: 'support@hearthly.example' })).toHaveAttribute('href', 'mailto:support@hearthly.example');
    // The fault passes: "Try again" brings Genie's models.
    await page.unroute('**/api/v1/getCompatibleModels**');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect(failure).toBeHidden();
    await expect(model.locator('option')).not.toHaveText(['Select your model', 'do not find your gate model...']);
    expect(await model.locator('option').count()).toBeGreaterThan(2);
  });

  test('a link with an unlisted manufacturer offers the "do not find your gate model..." entry at once', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/getCompatibleModels')) asked.push(request.url());
    });
    await page.goto('/Support/Compatibility_Check?manufacturer=Acme%20Doors');
    const model = page.getByLabel('Model', { exact: true });
    // Rendered so by the server, and hydrated without asking the API again for what it refused.
    await expect(model.locator('option')).toHaveText(['Select your model', 'do not find your gate model...']);
    await hydrated(page);
    await expect(model).toBeEnabled();
    await model.selectOption({ label: 'do not find your gate model...' });
    await expect(page).toHaveURL(/manufacturer=Acme(%20|\+)Doors&model=do/);
    await expect(page.getByRole('status').filter({ hasText: 'Please contact us' })).toBeVisible();
    expect(asked).toEqual([]);
    // An answer about the manufacturer, not a fault: nothing to try again.
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  });

  test('links FAQ item 78', async ({ page }, info) => {
    await page.goto('/Support/Compatibility_Check');
    await hydrated(page);
    await page.getByRole('link', { name: 'Read our FAQ on garage door opener compatibility' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/Support/FAQs/78\\.html$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/compatible/i);
  });

  test('works in German: every answer, the reset and the FAQ link', async ({ page }, info) => {
    await page.goto('/de/Support/Compatibility_Check');
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/de/Support/Compatibility_Check$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Kompatibilitätsprüfung' })).toBeVisible();
    const manufacturer = page.getByLabel('Hersteller', { exact: true });
    const model = page.getByLabel('Modell', { exact: true });

    await manufacturer.selectOption('Hörmann');
    await model.selectOption('ProMatic Series 3');
    await expect(page.getByRole('status').filter({ hasText: 'Ja, es funktioniert!' })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('status').filter({ hasText: 'Ja, es funktioniert!' })).toBeVisible();

    await manufacturer.selectOption('Merlin');
    await expect(model).toHaveValue('');
    await expect(page.locator('.compat-result')).toBeEmpty();
    await model.selectOption('MT3850EVO');
    await expect(page.getByRole('status').filter({ hasText: 'Zubehör erforderlich, damit es funktioniert!' })).toContainText('HA101');

    await manufacturer.selectOption('B&D');
    await model.selectOption('Controll-A-Door DX');
    const contact = page.getByRole('status').filter({ hasText: 'Bitte kontaktieren Sie uns' });
    await expect(contact.getByRole('link', { name: 'support@hearthly.example' })).toHaveAttribute('href', 'mailto:support@hearthly.example');
    await expect(page).toHaveURL(/manufacturer=B%26D&model=Controll-A-Door/);

    await page.getByRole('link', { name: 'Lesen Sie unsere FAQ zur Kompatibilität von Garagentorantrieben' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/de/Support/FAQs/78\\.html$`));
  });
});

test('the result region and the FAQ list status are in the accessibility tree while empty, so their first words are announced', async ({ page }) => {
  await page.goto('/Support/Compatibility_Check');
  await hydrated(page);
  await expect(page.getByRole('status').and(page.locator('.compat-result'))).toHaveCount(1);
  await page.goto('/Support/FAQs');
  await hydrated(page);
  await expect(page.getByRole('status').and(page.locator('.faq-results__summary'))).toHaveCount(1);
});
