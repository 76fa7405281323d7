// The Partnership pages on both layouts: the Influencer Program's empty submit (the messages under the
// fields and the "incomplete" dialog, focus on the first field to fix) and its channel links; an influencer
// and a loyalty application through the real server to "Success" with the reference, the form cleared, and
// the mail at a real SMTP server; both pages reached from the menus.
import type { Page } from '@playwright/test';
import { recipients, waitForMail } from './caught-mail';
import { test, expect } from './fixtures';
import { answerable, layoutPrefix, openFormPage } from './form-page';

const open = (page: Page, project: string, path: string) => openFormPage(page, project, path, /^Submit$/);

const REFERENCE = /^(IP|LP)-[23456789A-HJKMNP-Z]{8}$/;

const contact = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Name', exact: true }),
  email: page.getByRole('textbox', { name: 'Email Address' }),
  country: page.getByRole('combobox', { name: 'Country' }),
  note: page.getByRole('textbox', { name: 'Note' }),
  submit: page.getByRole('button', { name: 'Submit' }),
});

test.describe('Influencer Program', () => {
  test('an empty submit shows the messages, says the form is incomplete, and leads to the first field', async ({ page }, info) => {
    await open(page, info.project.name, '/Partnership/Influencer_Program');
    await expect(page.getByRole('heading', { level: 1, name: 'Influencer Program' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What creators get' })).toBeVisible();
    const f = contact(page);
    await f.submit.click();
    const incomplete = page.getByRole('alertdialog', { name: 'Please fill in the complete information' });
    await expect(incomplete).toBeVisible();
    for (const message of [
      'name is required',
      'email address is required',
      'country address is required',
      'at least one channel link is required',
      'audience size is required',
      'content focus is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await incomplete.getByRole('button', { name: 'Confirm' }).click();
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAccessibleDescription('name is required');

    // The channel links: a link without its scheme is named, inputs are added up to five and removed.
    const links = page.getByRole('group', { name: 'Channel links' });
    await links.getByRole('textbox', { name: 'Channel link 1' }).fill('youtube.com/@jane');
    await expect(page.getByText('Channel links must be web addresses starting with http:// or https://')).toBeVisible();
    await expect(links.getByRole('textbox', { name: 'Channel link 1' })).toHaveAttribute('aria-invalid', 'true');
    await expect(links.getByRole('textbox', { name: 'Channel link 1' })).toHaveAccessibleDescription(/Channel links must be web addresses/);
    // A link added while the message shows is not at fault: a screen reader does not name the message on it.
    await links.getByRole('button', { name: 'Add another link' }).click();
    await expect(links.getByRole('textbox', { name: 'Channel link 2' })).not.toHaveAttribute('aria-invalid');
    await expect(links.getByRole('textbox', { name: 'Channel link 2' })).not.toHaveAccessibleDescription(/Channel links must/);
    await links.getByRole('button', { name: 'Remove link 2' }).click();
    await links.getByRole('textbox', { name: 'Channel link 1' }).fill('https://youtube.com/@jane');
    await expect(page.getByText(/Channel links must|channel link is required/)).toHaveCount(0);
    const add = links.getByRole('button', { name: 'Add another link' });
    for (let n = 2; n <= 5; n++) {
      await add.click();
      await expect(links.getByRole('textbox', { name: `Channel link ${n}` })).toBeFocused();
    }
    await expect(add).toHaveCount(0);
    await links.getByRole('button', { name: 'Remove link 5' }).click();
    await expect(links.getByRole('textbox')).toHaveCount(4);
    await expect(links.getByRole('textbox', { name: 'Channel link 4' })).toBeFocused();

    // The field to fix is a later link: focus goes to that link, not to the first.
    await links.getByRole('textbox', { name: 'Channel link 3' }).fill('instagram.com/jane');
    await f.name.fill('Jane Doe');
    await f.email.fill('jane@example.com');
    await f.country.selectOption({ label: 'Japan' });
    await f.submit.click();
    await expect(incomplete).toBeVisible();
    await incomplete.getByRole('button', { name: 'Confirm' }).click();
    await expect(links.getByRole('textbox', { name: 'Channel link 3' })).toBeFocused();
    await expect(links.getByRole('textbox', { name: 'Channel link 3' })).toHaveAttribute('aria-invalid', 'true');
    await expect(links.getByRole('textbox', { name: 'Channel link 3' })).toHaveAccessibleDescription(/Channel links must be web addresses/);
    await expect(links.getByRole('textbox', { name: 'Channel link 1' })).not.toHaveAccessibleDescription(/Channel links must/);
  });

  test('an application through the real server to "Success" with its reference, and its e-mails', async ({ page }, info) => {
    const email = `e2e-influencer-${info.project.name}-${Date.now()}@example.com`;
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v1/MInfluencer')) sent.push(request.postDataJSON());
    });
    await open(page, info.project.name, '/Partnership/Influencer_Program');
    const f = contact(page);
    await f.name.fill('Jane Doe');
    await f.email.fill(email);
    await f.country.selectOption({ label: 'Japan' });
    const links = page.getByRole('group', { name: 'Channel links' });
    await links.getByRole('textbox', { name: 'Channel link 1' }).fill('https://www.youtube.com/@janedoe');
    await links.getByRole('button', { name: 'Add another link' }).click();
    await links.getByRole('textbox', { name: 'Channel link 2' }).fill('https://janedoe.example/blog');
    await page.getByRole('combobox', { name: 'Audience size' }).selectOption({ label: '10,000–50,000' });
    await page.getByRole('combobox', { name: 'Content focus' }).selectOption({ label: 'Home automation' });
    await f.note.fill('Weekly videos about my smart flat.');
    await f.submit.click();

    const success = page.getByRole('alertdialog', { name: 'Success' });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await expect(success).toContainText('Thank you for applying. We will look at your channels and contact you by e-mail.');
    const reference = (await success.locator('.application-reference strong').textContent()) ?? '';
    expect(reference).toMatch(REFERENCE);
    // The reference is one code on one line, as every form's (it broke at its hyphen in a narrow dialog).
    await expect(success.locator('.form-reference strong')).toHaveCSS('white-space', 'nowrap');
    expect(sent).toEqual([
      {
        name: 'Jane Doe',
        email,
        country: 'JP',
        channels: ['https://www.youtube.com/@janedoe', 'https://janedoe.example/blog'],
        audience: '10k-50k',
        focus: 'homeAutomation',
        note: 'Weekly videos about my smart flat.',
        altcha: expect.stringMatching(/^[A-Za-z0-9+/=]{20,}$/),
        homepage: '',
      },
    ]);
    // Cleared behind the dialog: one empty channel input again.
    for (const field of [f.name, f.email, f.note]) await expect(field).toHaveValue('');
    await expect(links.getByRole('textbox')).toHaveCount(1);
    await success.getByRole('button', { name: 'Confirm' }).click();
    await expect(success).toBeHidden();

    const mail = await waitForMail((m) => m.subject === `Influencer Program application ${reference}: Jane Doe (Japan)`);
    expect(recipients(mail)).toEqual(['partnership@hearthly.example']);
    expect(mail.replyTo?.value[0]?.address).toBe(email);
    expect(mail.text).toMatch(/^Audience size: +10,000–50,000$/m);
    expect(mail.text).toContain('1. https://www.youtube.com/@janedoe\n2. https://janedoe.example/blog');
    const ack = await waitForMail((m) => recipients(m).includes(email));
    expect(ack.subject).toBe(`Your Hearthly Influencer Program application (${reference})`);
    expect(ack.replyTo?.value[0]?.address).toBe('partnership@hearthly.example');
  });
});

test.describe('Loyalty Program', () => {
  test('a press on Submit straight from a malformed order number opens the question, though the message moves the button', async ({ page }, info) => {
    await open(page, info.project.name, '/Partnership/Loyalty_Program');
    const f = contact(page);
    await f.name.fill('Max Muster');
    await f.email.fill('max.muster@example.com');
    await f.country.selectOption({ label: 'Austria' });
    const order = page.getByRole('textbox', { name: 'Order number' });
    await order.fill('123');
    // A press held as a person holds it: the button must still be under the pointer when it is let go.
    await f.submit.click({ delay: 120 });
    const incomplete = page.getByRole('alertdialog', { name: 'Please fill in the complete information' });
    await expect(incomplete).toBeVisible();
    await answerable(incomplete);
    await incomplete.getByRole('button', { name: 'Confirm' }).click();
    await expect(order).toBeFocused();
  });

  test('reached from the menu; an application through the real server to "Success", and its e-mail', async ({ page }, info) => {
    const mobile = info.project.name === 'mobile';
    await open(page, info.project.name, '/Partnership/Influencer_Program');
    if (mobile) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('button', { name: 'Partnership' }).click();
      await page.getByRole('link', { name: 'Loyalty Program' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Support pages' }).getByRole('link', { name: 'Loyalty Program' }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${layoutPrefix(info.project.name)}/Partnership/Loyalty_Program$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Loyalty Program' })).toBeVisible();

    const email = `e2e-loyalty-${info.project.name}-${Date.now()}@example.com`;
    const f = contact(page);
    await f.name.fill('Max Muster');
    await f.email.fill(email);
    await f.country.selectOption({ label: 'Austria' });
    const order = page.getByRole('textbox', { name: 'Order number' });
    await order.fill('last week');
    await order.blur();
    await expect(page.getByText('Order number format error: use the letters, digits and hyphens of your order confirmation')).toBeVisible();
    // As a Japanese input method in full-width mode types it: taken, and sent on in ASCII.
    await order.fill('３０２ー１２３４５６７ー７６５４３２１');
    await order.blur();
    await expect(page.getByText('Order number format error: use the letters, digits and hyphens of your order confirmation')).toBeHidden();
    await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'HP110 – Smart Wi-Fi Plug Mini' });
    // Sent with Enter in a field. An Enter pressed as "Success" opens (the second of a double press, when
    // the answer is quick) lands on its focused Confirm, and is no answer.
    await order.press('Enter');
    const success = page.getByRole('alertdialog', { name: 'Success' });
    await expect(success).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    await answerable(success);
    await expect(success).toBeVisible();
    const reference = (await success.locator('.application-reference strong').textContent()) ?? '';
    expect(reference).toMatch(/^LP-/);
    await expect(order).toHaveValue('');
    await success.getByRole('button', { name: 'Close' }).click();
    await expect(f.submit).toBeFocused();

    const mail = await waitForMail((m) => m.subject === `Loyalty Program application ${reference}: Max Muster (Austria)`);
    expect(recipients(mail)).toEqual(['partnership@hearthly.example']);
    expect(mail.text).toMatch(/^Order number: +302-1234567-7654321$/m);
    expect(mail.text).toMatch(/^Product: +HP110 – Smart Wi-Fi Plug Mini$/m);
  });
});

test.describe('an application whose answer was lost', () => {
  // The lost answer is an aborted request, which Chromium logs.
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

  test('sent again with a changed note is a new application, not a used key refused for good', async ({ page }, info) => {
    const tries: { key: string | null; code?: number }[] = [];
    await page.route('**/api/v1/loyalProgram', async (route) => {
      const response = await route.fetch();
      tries.push({ key: await route.request().headerValue('idempotency-key'), code: ((await response.json()) as { Code: number }).Code });
      if (tries.length === 1) await route.abort('failed');
      else await route.fulfill({ response });
    });
    await open(page, info.project.name, '/Partnership/Loyalty_Program');
    const f = contact(page);
    await f.name.fill('Max Muster');
    await f.email.fill(`e2e-lost-${info.project.name}-${Date.now()}@example.com`);
    await f.country.selectOption({ label: 'Austria' });
    await page.getByRole('textbox', { name: 'Order number' }).fill('302-1234567-7654321');
    await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'HP110 – Smart Wi-Fi Plug Mini' });
    await f.submit.click();
    const exception = page.getByRole('alertdialog', { name: 'Your request was not sent' });
    await expect(exception).toContainText('An exception has occurred. Please try again later', { timeout: 15_000 });
    await page.keyboard.press('Escape');

    await f.note.fill('Bought two of them.');
    await f.submit.click();
    await expect(page.getByRole('alertdialog', { name: 'Success' })).toBeVisible({ timeout: 15_000 });
    expect(tries.map((t) => t.code)).toEqual([200, 200]);
    expect(tries[1]!.key).not.toBe(tries[0]!.key);
  });

  test('a held Enter that closes the failure sends nothing more: its repeats land on Submit and are no new press', async ({ page }, info) => {
    let sent = 0;
    await page.route('**/api/v1/loyalProgram', (route) => {
      sent++;
      return route.abort('failed');
    });
    await open(page, info.project.name, '/Partnership/Loyalty_Program');
    const f = contact(page);
    await f.name.fill('Max Muster');
    await f.email.fill('max.muster@example.com');
    await f.country.selectOption({ label: 'Austria' });
    await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'HP110 – Smart Wi-Fi Plug Mini' });
    const order = page.getByRole('textbox', { name: 'Order number' });
    await order.fill('302-1234567-7654321');
    await order.press('Enter');
    const failed = page.getByRole('alertdialog', { name: 'Your request was not sent' });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await answerable(failed);
    await page.keyboard.down('Enter');
    await expect(failed).toHaveCount(0);
    await expect(f.submit).toBeFocused();
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    await expect(failed).toHaveCount(0);
    expect(sent).toBe(1);
    // A new press sends it again.
    await page.keyboard.press('Enter');
    await expect(failed).toBeVisible();
    expect(sent).toBe(2);
  });
});
