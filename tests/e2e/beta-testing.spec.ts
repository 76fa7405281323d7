// The Beta Testing page on both layouts: the messages of an empty submit and the "incomplete" dialog, a
// malformed e-mail address, the product tags toggling, social media on the mobile form only, an
// application through the real server to "Success" with the form cleared and its e-mail arriving at a real
// SMTP server, the server's reason for a refusal, the failed request when the network is down, and the
// draft kept in the tab across a change of language and Back.
import type { Page } from '@playwright/test';
import { recipients, waitForMail } from './caught-mail';
import { test, expect, hydrated } from './fixtures';
import { expectEmailFormatErrorWhenLeft, layoutPrefix, openFormPage } from './form-page';

const CALL = '**/api/v1/betaTesting/apply';

const open = (page: Page, project: string, lang = '') => openFormPage(page, project, '/Support/Beta_Testing', /^(Submit|Senden)$/, lang);

const fields = (page: Page) => ({
  products: page.getByRole('group', { name: 'Products you would like to test' }),
  username: page.getByRole('textbox', { name: 'Username' }),
  email: page.getByRole('textbox', { name: 'Email Address' }),
  country: page.getByRole('combobox', { name: 'Country' }),
  note: page.getByRole('textbox', { name: 'Note' }),
  socialMedia: page.getByRole('textbox', { name: 'Social Media' }),
  submit: page.getByRole('button', { name: 'Submit' }),
});

async function fillApplication(page: Page, project: string, email = 'jane.doe@example.com') {
  const f = fields(page);
  await f.products.getByRole('button', { name: 'Lighting' }).click();
  await f.products.getByRole('button', { name: 'Garage Door' }).click();
  await f.username.fill('Jane Doe');
  await f.email.fill(email);
  await f.country.selectOption({ label: 'Japan' });
  await f.note.fill('A house with a garage.\nI review smart-home gear.');
  if (project === 'mobile') await f.socialMedia.fill('instagram.com/janedoe');
}

const REQUIRED_MESSAGES = ['username address is required', 'email address is required', 'country address is required', 'detail is required'];

test.describe('Beta Testing form', () => {
  test('an empty submit shows the messages and says the form is incomplete', async ({ page }, info) => {
    await open(page, info.project.name);
    const f = fields(page);
    // The counter's sentence describes the details, not its short form for the eye as well.
    await expect(f.note).toHaveAccessibleDescription('2,000 of 2,000 characters left');
    await f.submit.click();
    const incomplete = page.getByRole('alertdialog', { name: 'Please fill in the complete information' });
    await expect(incomplete).toBeVisible();
    await expect(incomplete.getByRole('button', { name: 'Confirm' })).toBeFocused();
    for (const message of REQUIRED_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();
    // Social media is not required: an empty field has no message.
    await expect(page.getByText('social media address is required')).toHaveCount(0);

    // Closing the dialog leads to the first field to fix.
    await incomplete.getByRole('button', { name: 'Confirm' }).click();
    await expect(incomplete).toBeHidden();
    await expect(f.username).toBeFocused();
    await expect(f.username).toHaveAttribute('aria-invalid', 'true');
    await expect(f.username).toHaveAccessibleDescription('username address is required');
    await expect(f.country).toHaveAccessibleDescription('country address is required');
    await expect(f.note).toHaveAccessibleDescription('2,000 of 2,000 characters left detail is required');

    // Fixing a field clears its message.
    await f.username.fill('Jane');
    await expect(page.getByText('username address is required')).toHaveCount(0);
  });

  test('a malformed e-mail address is reported when the field is left, and blocks Submit', async ({ page }, info) => {
    let sent = 0;
    await page.route(CALL, (route) => {
      sent++;
      return route.abort();
    });
    await open(page, info.project.name);
    const f = fields(page);
    await expectEmailFormatErrorWhenLeft(page, f.email);
    // Everything else filled in: the format error alone blocks Submit.
    await fillApplication(page, info.project.name, 'jane@example');
    await f.submit.click();
    await expect(page.getByRole('alertdialog', { name: 'Please fill in the complete information' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(f.email).toBeFocused();
    expect(sent).toBe(0);
    await f.email.fill('jane@example.com');
    await expect(page.getByText('Email format error')).toHaveCount(0);
  });

  test('a required field left with Tab for Submit shows its message at once', async ({ page }, info) => {
    await open(page, info.project.name);
    const f = fields(page);
    // The field before Submit: Note on the desktop form, Social Media (optional) after it on the phone's.
    await f.note.focus();
    await page.keyboard.press('Tab');
    if (info.project.name === 'mobile') await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await expect(page.getByText('detail is required', { exact: true })).toBeVisible();
    await expect(f.note).toHaveAccessibleDescription(/detail is required/);
  });

  test('the product tags: the categories with their icons, several chosen, each press toggles', async ({ page }, info) => {
    await open(page, info.project.name);
    const { products } = fields(page);
    await expect(products.getByRole('button')).toHaveText([
      'Smart Plugs',
      'Switches & Dimmers',
      'Lighting',
      'Garage Door',
      'Climate',
      'Security & Sensors',
      'Hubs & Bridges',
      'Accessories',
    ]);
    const lighting = products.getByRole('button', { name: 'Lighting' });
    const hubs = products.getByRole('button', { name: 'Hubs & Bridges' });
    await expect(lighting.locator('img')).toHaveAttribute('src', '/files/icons/bulb.svg');
    await lighting.click();
    await hubs.click();
    await expect(lighting).toHaveAttribute('aria-pressed', 'true');
    await expect(hubs).toHaveAttribute('aria-pressed', 'true');
    await expect(lighting.locator('img')).toHaveAttribute('src', '/files/icons/bulb-active.svg');
    await lighting.click();
    await expect(lighting).toHaveAttribute('aria-pressed', 'false');
    await expect(lighting.locator('img')).toHaveAttribute('src', '/files/icons/bulb.svg');
    await expect(products.getByRole('button', { pressed: true })).toHaveText(['Hubs & Bridges']);
    // The keyboard presses them too.
    await lighting.focus();
    await page.keyboard.press('Space');
    await expect(lighting).toHaveAttribute('aria-pressed', 'true');
  });

  test('social media is asked on the mobile form only, and is optional', async ({ page }, info) => {
    await open(page, info.project.name);
    const f = fields(page);
    // Autofill fills the country from the visitor's address (the options' values are ISO codes).
    await expect(f.country).toHaveAttribute('autocomplete', 'country');
    if (info.project.name !== 'mobile') {
      await expect(f.socialMedia).toHaveCount(0);
      return;
    }
    await expect(f.socialMedia).toBeVisible();
    await expect(f.socialMedia).not.toHaveAttribute('aria-required', 'true');
    // A profile's address or name there, taken as typed: no home page offered by autofill, no capital first letter.
    await expect(f.socialMedia).toHaveAttribute('autocomplete', 'off');
    await expect(f.socialMedia).toHaveAttribute('autocapitalize', 'none');
    await expect(f.socialMedia).toHaveAttribute('spellcheck', 'false');
    // Left empty: nothing to say. Left with something that is no address: the message.
    await f.socialMedia.focus();
    await f.socialMedia.blur();
    await expect(page.getByText('social media address is required')).toHaveCount(0);
    await f.socialMedia.fill('--');
    await f.socialMedia.blur();
    await expect(page.getByText('social media address is required', { exact: true })).toBeVisible();
    await f.socialMedia.fill('@jane');
    await expect(page.getByText('social media address is required')).toHaveCount(0);
  });

  test('an application through the real server to "Success", the form cleared, and its e-mail at the SMTP server', async ({ page }, info) => {
    const mobile = info.project.name === 'mobile';
    const email = `e2e-beta-${info.project.name}-${Date.now()}@example.com`;
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/betaTesting/apply')) sent.push(request.postDataJSON());
    });
    await open(page, info.project.name);
    await fillApplication(page, info.project.name, email);
    const f = fields(page);
    await f.submit.click();
    const success = page.getByRole('alertdialog', { name: 'Success' });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toContainText('Thank you for applying. We will contact you by e-mail when a beta test suits you.');
    await expect(success.getByRole('button', { name: 'Confirm' })).toBeFocused();
    expect(sent).toEqual([
      {
        username: 'Jane Doe',
        email,
        country: 'JP',
        note: 'A house with a garage.\nI review smart-home gear.',
        ...(mobile ? { so_media: 'instagram.com/janedoe' } : {}),
        categoryIds: [3, 4],
        // The form guard's fields: the solved challenge and the empty honeypot.
        altcha: expect.stringMatching(/^[A-Za-z0-9+/=]{20,}$/),
        homepage: '',
      },
    ]);

    // The form is cleared behind the dialog; closing it returns to Submit.
    for (const field of [f.username, f.email, f.note]) await expect(field).toHaveValue('');
    await expect(f.country).toHaveValue('');
    await expect(f.products.getByRole('button', { pressed: true })).toHaveCount(0);
    if (mobile) await expect(f.socialMedia).toHaveValue('');
    expect(await page.evaluate(() => sessionStorage.getItem('hearthly.betaDraft'))).toBeNull();
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(success).toBeHidden();
    await expect(f.submit).toBeFocused();
    await expect(page.getByText('username address is required')).toHaveCount(0);

    // The beta team's mail (SUPPORT_EMAIL, as the e2e site sets no BETA_EMAIL): every field in English.
    const mail = await waitForMail((m) => m.subject?.startsWith('Beta testing application') === true && (m.text ?? '').includes(email));
    expect(recipients(mail)).toEqual(['support@hearthly.example']);
    expect(mail.replyTo?.value[0]?.address).toBe(email);
    const reference = /^Beta testing application (BT-[23456789A-HJKMNP-Z]{8}): Jane Doe \(Japan\)$/.exec(mail.subject ?? '')?.[1];
    expect(reference, mail.subject).toBeDefined();
    const text = mail.text ?? '';
    expect(text).toMatch(/^Username: +Jane Doe$/m);
    expect(text).toMatch(/^Country: +Japan \(JP\)$/m);
    expect(text).toContain('Products to test:\n1. Lighting\n2. Garage Door\n');
    expect(text).toMatch(mobile ? /^Social media: +instagram\.com\/janedoe$/m : /^Social media: +—$/m);
    expect(text).toContain('A house with a garage.\nI review smart-home gear.');

    // The applicant's acknowledgement.
    const ack = await waitForMail((m) => recipients(m).includes(email));
    expect(ack.subject).toBe(`Your Hearthly beta testing application (${reference})`);
    expect(ack.text).toContain(`Your reference number is ${reference}.`);
    expect(ack.replyTo?.value[0]?.address).toBe('support@hearthly.example');
  });

  test('speaks the language of the page, on the server too', async ({ page }, info) => {
    await open(page, info.project.name, '/de');
    await expect(page.getByRole('heading', { level: 1, name: 'Betatest' })).toBeVisible();
    await page.getByRole('group', { name: 'Produkte, die Sie testen möchten' }).getByRole('button', { name: 'Beleuchtung' }).click();
    await page.getByRole('textbox', { name: 'Benutzername' }).fill('Jana');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(`e2e-beta-de-${info.project.name}-${Date.now()}@example.com`);
    await page.getByRole('combobox', { name: 'Land' }).selectOption({ label: 'Österreich' });
    await page.getByRole('textbox', { name: 'Anmerkung' }).fill('Ein Haus mit Garten.');
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Erfolgreich gesendet' })).toBeVisible({ timeout: 15_000 });
  });

  test.describe('when sending fails', () => {
    // Chromium logs the refusal (400) and the aborted request as failed resources.
    test.use({ expectedConsoleErrors: [/^Failed to load resource: (the server responded with a status of 400|net::ERR_FAILED)/] });

    test('a request that never reaches the server: "An exception has occurred", and the form is kept', async ({ page }, info) => {
      await page.route(CALL, (route) => route.abort('failed'));
      await open(page, info.project.name);
      await fillApplication(page, info.project.name);
      const f = fields(page);
      await f.submit.click();
      const failed = page.getByRole('alertdialog', { name: 'Your request was not sent' });
      await expect(failed).toContainText('An exception has occurred. Please try again later', { timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(failed).toBeHidden();
      await expect(f.username).toHaveValue('Jane Doe');
      await expect(f.products.getByRole('button', { pressed: true })).toHaveText(['Lighting', 'Garage Door']);
    });

    test("a refusal shows the server's Msg", async ({ page }, info) => {
      await page.route(CALL, (route) =>
        route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ Code: 400, Msg: 'Please choose the products from the list', Data: null }) }),
      );
      await open(page, info.project.name);
      await fillApplication(page, info.project.name);
      await fields(page).submit.click();
      const refused = page.getByRole('alertdialog', { name: 'Your request was not sent' });
      await expect(refused).toContainText('Please choose the products from the list', { timeout: 15_000 });
      await expect(fields(page).note).toHaveValue(/A house with a garage/);
    });
  });
});

test('/free/products and /Free_Products lead to the page', async ({ page }, info) => {
  for (const alias of ['/free/products', '/Free_Products', '/Partnership/Beta_Testing']) {
    await page.goto(alias);
    await expect(page).toHaveURL(new RegExp(`${layoutPrefix(info.project.name)}/Support/Beta_Testing$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Beta Testing' })).toBeVisible();
  }
});

test('a half-filled application is kept in the tab: the page in another language, and Back to it, bring it back', async ({ page }, info) => {
  await open(page, info.project.name);
  await fillApplication(page, info.project.name);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.betaDraft') ?? '')).toContain('I review smart-home gear.');
  await open(page, info.project.name, '/de');
  await expect(page.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('Jane Doe');
  await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('JP');
  await expect(page.getByRole('group', { name: 'Produkte, die Sie testen möchten' }).getByRole('button', { pressed: true })).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Benutzername' }).fill('Jana Doe');

  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.betaDraft') ?? '')).toContain('Jana Doe');

  await page.goto(`${layoutPrefix(info.project.name)}/de/Support/Downloads`);
  await page.goBack();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Senden' })).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Benutzername' })).toHaveValue('Jana Doe');
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('jane.doe@example.com');
  await expect(page.getByRole('textbox', { name: 'Anmerkung' })).toHaveValue('A house with a garage.\nI review smart-home gear.');
  await expect(page.getByRole('group', { name: 'Produkte, die Sie testen möchten' }).getByRole('button', { pressed: true })).toHaveCount(2);
  if (info.project.name === 'mobile') await expect(page.getByRole('textbox', { name: /^Soziale Medien/ })).toHaveValue('instagram.com/janedoe');
});
