// The Email Support form on both layouts: the messages on submit and on leaving a field, the subject tags,
// "same as email address", the draft kept over a reload, attachments (a refused type, over 50 MB), and a
// ticket with a photo through the confirmation to the result, whose closing starts a new form — and its
// e-mail arriving at a real SMTP server with every field and a link that serves the photo.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { TICKET_DRAFT_KEY } from '../../client/pages/email-support/state';
import { SAMPLES } from '../helpers/upload-samples';
import { recipients, waitForMail } from './caught-mail';
import { test, expect, hydrated } from './fixtures';
import { answerable, expectEmailFormatErrorWhenLeft, layoutPrefix as prefixOf, openFormPage } from './form-page';
import { answer, answerTickets, fields, fillTicket, TICKET_CALL } from './ticket-form';

// Sending is possible once the page is interactive and its draft is back.
const open = (page: Page, project: string, lang = '') => openFormPage(page, project, '/Support/Email_Support', /^(Submit|Senden)$/, lang);

/** A file in the attachment list. */
const attached = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Attached files' }).getByRole('listitem').filter({ hasText: name });

test.describe('Email Support form', () => {
  test('an empty submit shows every message and moves focus to the first field', async ({ page }, info) => {
    await open(page, info.project.name);
    const f = fields(page);
    await f.submit.click();
    for (const message of [
      'username is required',
      'email address is required',
      'amazon site is required',
      'ticket category is required',
      'model number is required',
      'subject is required',
      'detail is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(f.userName).toBeFocused();
    await expect(f.userName).toHaveAttribute('aria-invalid', 'true');
    await expect(f.userName).toHaveAccessibleDescription('username is required');
    await expect(f.userName).toHaveAttribute('aria-required', 'true');
    await expect(f.account).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // Fixing a field clears its message.
    await f.userName.fill('Jane');
    await expect(page.getByText('username is required', { exact: true })).toHaveCount(0);
    await expect(f.userName).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('a malformed e-mail address is reported when the field is left', async ({ page }, info) => {
    await open(page, info.project.name);
    const f = fields(page);
    await expectEmailFormatErrorWhenLeft(page, f.email);
    await f.email.fill('jane@example.com');
    await expect(page.getByText('Email format error')).toHaveCount(0);
    // Leaving an untouched required field reports it too.
    await f.subject.focus();
    await f.subject.blur();
    await expect(page.getByText('subject is required', { exact: true })).toBeVisible();
  });

  test('subject tags: one at a time, a second press clears it', async ({ page }, info) => {
    await open(page, info.project.name);
    const { tags } = fields(page);
    const offline = tags.getByRole('button', { name: 'Device offline' });
    const cannotAdd = tags.getByRole('button', { name: 'Cannot add device' });
    await offline.click();
    await expect(offline).toHaveAttribute('aria-pressed', 'true');
    // The chosen tag's information is shown.
    await expect(page.getByText('Tell us how long the device has', { exact: false })).toBeVisible();
    await cannotAdd.click();
    await expect(offline).toHaveAttribute('aria-pressed', 'false');
    await expect(cannotAdd).toHaveAttribute('aria-pressed', 'true');
    await cannotAdd.click();
    await expect(tags.getByRole('button', { pressed: true })).toHaveCount(0);
  });

  test('"same as email address" copies the address and follows it while on', async ({ page }, info) => {
    await open(page, info.project.name);
    const f = fields(page);
    // An account is an address: the phone's keyboard with the @ key, no capital first letter.
    await expect(f.account).toHaveAttribute('inputmode', 'email');
    await expect(f.account).toHaveAttribute('autocapitalize', 'none');
    await f.email.fill('a@example.com');
    await f.sameAsEmail.check();
    await expect(f.account).toHaveValue('a@example.com');
    await expect(f.account).toHaveAttribute('readonly', '');
    await f.email.fill('b@example.com');
    await expect(f.account).toHaveValue('b@example.com');
    await f.sameAsEmail.uncheck();
    await expect(f.account).toHaveValue('b@example.com');
    await expect(f.account).toBeEditable();
    await f.email.fill('c@example.com');
    await expect(f.account).toHaveValue('b@example.com');
  });

  test('a reload in the same tab keeps the half-written ticket', async ({ page }, info) => {
    await open(page, info.project.name);
    const f = fields(page);
    await f.userName.fill('Jane Doe');
    await f.email.fill('jane@example.com');
    await f.sameAsEmail.check();
    await f.category.selectOption({ label: 'Setup Issue' });
    await f.tags.getByRole('button', { name: 'App crashes' }).click();
    await f.details.fill('Half written');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('Half written');

    await page.reload();
    await open(page, info.project.name);
    await expect(f.userName).toHaveValue('Jane Doe');
    await expect(f.email).toHaveValue('jane@example.com');
    await expect(f.sameAsEmail).toBeChecked();
    await expect(f.account).toHaveValue('jane@example.com');
    await expect(f.category.locator('option:checked')).toHaveText('Setup Issue');
    await expect(f.tags.getByRole('button', { name: 'App crashes' })).toHaveAttribute('aria-pressed', 'true');
    await expect(f.details).toHaveValue('Half written');
    await expect(page.getByText(`${(2000 - 'Half written'.length).toLocaleString('en')}/2,000`)).toBeVisible();
  });

  test('a complete ticket goes through the confirmation to the thank-you with its reference', async ({ page }, info) => {
    const sent: { body: Record<string, unknown>; language: string | null; key: string | null }[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(TICKET_CALL, async (route) => {
      const request = route.request();
      sent.push({
        body: request.postDataJSON(),
        language: await request.headerValue('accept-language'),
        key: await request.headerValue('idempotency-key'),
      });
      await gate;
      await answer(route, { Code: 200, Msg: 'success', Data: { reference: 'T-7K3M9Q2X' } });
    });
    await open(page, info.project.name);
    await fillTicket(page);
    const f = fields(page);

    // Cancel closes the question and gives focus back to Submit.
    await f.submit.click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(f.submit).toBeFocused();
    expect(sent).toEqual([]);

    // Confirm (a double click sends once), the page waits behind a busy overlay.
    await f.submit.click();
    await question.getByRole('button', { name: 'Confirm' }).dblclick();
    const sending = page.getByRole('dialog', { name: 'Sending…' });
    await expect(sending).toBeVisible();
    // A compact box in the middle of the window, as wide as its spinner and text, on either layout.
    const box = (await sending.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeLessThanOrEqual(Math.min(360, viewport.width - 32));
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
    release();
    const result = page.getByRole('alertdialog', { name: 'Thank you for your time!' });
    await expect(result).toBeVisible();
    await expect(result).toContainText('A support ticket request has been created and we will be getting back to you via email shortly.');
    await expect(result).toContainText('Your reference number is T-7K3M9Q2X.');
    await expect(result.getByRole('button', { name: 'Confirm' })).toBeFocused();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.language).toBe('en');
    expect(sent[0]!.body).toEqual({
      userName: 'Jane Doe',
      email: 'jane.doe@example.com',
      meross_account: '',
      site: 'Germany',
      ticket: 'Troubleshooting',
      modelNum: 'HP110 – Smart Wi-Fi Plug Mini',
      orderNum: '302-1234567-1234567',
      subject: 'Device offline,Plug keeps dropping',
      details: 'The plug goes offline every night.',
      attachments: '',
      device: info.project.name === 'mobile' ? 2 : 1,
      // The form guard's fields: the solved challenge and the empty honeypot.
      altcha: expect.stringMatching(/^[A-Za-z0-9+/=]{20,}$/),
      homepage: '',
    });
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    // Sent: the draft is gone.
    expect(await page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft'))).toBeNull();

    // Confirming the result starts a new form.
    await result.getByRole('button', { name: 'Confirm' }).click();
    await expect(result).toBeHidden();
    await expect(f.submit).toBeFocused();
    for (const field of [f.userName, f.email, f.orderNum, f.subject, f.details]) await expect(field).toHaveValue('');
    await expect(f.site).toHaveValue('');
    await expect(f.tags.getByRole('button', { pressed: true })).toHaveCount(0);
    await expect(page.getByText('username is required')).toHaveCount(0);
  });

  test('a double tap on Submit opens the question and leaves it open with focus on Confirm: the second tap is no answer', async ({ page }, info) => {
    const calls = await answerTickets(page);
    await open(page, info.project.name);
    await fillTicket(page);
    // Where the second tap lands, the question's Cancel may lie (on a phone it does).
    await fields(page).submit.dblclick();
    const question = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
    await expect(question).toBeVisible();
    // Focus stays on Confirm, wherever the second press landed (the dialog's text, on a desktop), so Enter
    // answers once the question takes answers.
    const confirm = question.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeFocused();
    await expect(question.locator('.form-dialog__actions')).not.toHaveClass(/is-arming/);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog', { name: 'Thank you for your time!' })).toBeVisible();
    expect(calls.sent).toBe(1);
  });

  test('a double Enter in a field, or a held one, opens the question and leaves it open; a double Enter on Confirm leaves the thank-you open', async ({ page }, info) => {
    const calls = await answerTickets(page);
    await open(page, info.project.name);
    await fillTicket(page);
    const question = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
    // The second Enter lands on the question's focused Confirm: it is no answer.
    await fields(page).subject.press('Enter');
    await page.keyboard.press('Enter');
    await expect(question).toBeVisible();
    await answerable(question);
    await expect(question.getByRole('button', { name: 'Confirm' })).toBeFocused();
    expect(calls.sent).toBe(0);
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);

    // A held Enter: its repeats, which go on long after the half second, are no answer either.
    await fields(page).subject.focus();
    await page.keyboard.down('Enter');
    await expect(question).toBeVisible();
    await answerable(question);
    await page.keyboard.down('Enter');
    await page.keyboard.down('Enter');
    await page.keyboard.up('Enter');
    await expect(question).toBeVisible();
    expect(calls.sent).toBe(0);

    // Confirm with a double Enter: the thank-you opens and stays until it is answered.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('alertdialog', { name: 'Thank you for your time!' });
    await expect(thanks).toBeVisible();
    await answerable(thanks);
    await expect(thanks).toBeVisible();
    expect(calls.sent).toBe(1);
    // Received: the try's key is gone already, so the same ticket typed again after a reload is a new one.
    expect(await page.evaluate(() => sessionStorage.getItem('hearthly.formTry.ticket'))).toBeNull();
    await page.keyboard.press('Enter');
    await expect(thanks).toHaveCount(0);
  });

  test('Back and Forward after a ticket is sent bring back neither its fields nor a draft of it', async ({ page }, info) => {
    await page.route(TICKET_CALL, (route) => answer(route, { Code: 200, Msg: 'success', Data: { reference: 'T-7K3M9Q2X' } }));
    await page.goto(`${prefixOf(info.project.name)}/Support/Cloud_Service`);
    await hydrated(page);
    await open(page, info.project.name);
    await fillTicket(page);
    const f = fields(page);
    await f.submit.click();
    await page.getByRole('alertdialog', { name: 'Are you sure to submit?' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Thank you for your time!' })).toBeVisible();

    await page.goBack();
    await hydrated(page);
    await page.goForward();
    await hydrated(page);
    // The browser restores what a page's fields held when it comes back to it; the sent ticket's must not
    // come back as a form to send again.
    for (const field of [f.details, f.orderNum, f.subject]) await expect(field).toHaveValue('');
    for (const select of [f.site, f.category, f.model]) await expect(select).toHaveValue('');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), TICKET_DRAFT_KEY)).toBeNull();
  });

  test.describe(() => {
    // The refusal is a 400, which Chromium logs as a failed resource.
    test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 400/] });

    test("a refused ticket shows the server's reason; closing it resets the form, and the ticket can be put back, after a reload too", async ({ page }, info) => {
      await page.route(TICKET_CALL, (route) => answer(route, { Code: 400, Msg: 'Please choose a ticket category from the list', Data: null }, 400));
      await open(page, info.project.name);
      await fillTicket(page);
      const f = fields(page);
      await f.submit.click();
      await page.getByRole('alertdialog', { name: 'Are you sure to submit?' }).getByRole('button', { name: 'Confirm' }).click();
      const result = page.getByRole('alertdialog', { name: 'Your request was not sent' });
      await expect(result).toContainText('Please choose a ticket category from the list');
      await page.keyboard.press('Escape');
      await expect(result).toBeHidden();
      await expect(f.userName).toHaveValue('');
      await expect(f.submit).toBeFocused();

      // Said beside Submit, where focus is; a reload in the tab keeps it.
      const unsent = page.getByRole('status').filter({ hasText: 'Your last ticket was not sent, and the form was cleared.' });
      await expect(unsent).toBeVisible();
      await page.reload();
      await hydrated(page);
      await unsent.getByRole('button', { name: 'Put it back in the form' }).click();
      await expect(f.userName).toHaveValue('Jane Doe');
      await expect(f.userName).toBeFocused();
      await expect(f.site).toHaveValue('Germany');
      await expect(f.subject).toHaveValue('Plug keeps dropping');
      await expect(f.details).toHaveValue('The plug goes offline every night.');
      await expect(f.tags.getByRole('button', { name: 'Device offline' })).toHaveAttribute('aria-pressed', 'true');
      await expect(unsent).toHaveCount(0);
    });
  });

  test.describe(() => {
    // The lost answer is an aborted request, which Chromium logs.
    test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED/] });

    test('a ticket whose answer was lost, put back in the form after a reload and sent again, is the same ticket: the server answers it once', async ({ page }, info) => {
      // The first try reaches the server (the ticket is stored) but its answer never reaches the page.
      const tries: { key: string | null; reference?: string }[] = [];
      await page.route(TICKET_CALL, async (route) => {
        const response = await route.fetch();
        const reference = ((await response.json()) as { Data?: { reference?: string } }).Data?.reference;
        tries.push({ key: await route.request().headerValue('idempotency-key'), reference });
        if (tries.length === 1) await route.abort('failed');
        else await route.fulfill({ response });
      });
      await open(page, info.project.name);
      const f = fields(page);
      const question = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
      await fillTicket(page);
      await f.submit.click();
      await question.getByRole('button', { name: 'Confirm' }).click();
      const failed = page.getByRole('alertdialog', { name: 'Your request was not sent' });
      await expect(failed).toBeVisible();
      // No answer at all: the connection is blamed (a proxy's error page would blame the site).
      await expect(failed).toContainText('The connection failed. Please check your network and try again.');
      await page.keyboard.press('Escape');
      await expect(f.userName).toHaveValue('');
      // The try the retry must repeat is kept in the tab by its key and a fingerprint of its fields, not
      // the fields themselves.
      const kept = JSON.parse((await page.evaluate(() => sessionStorage.getItem('hearthly.formTry.ticket'))) ?? 'null') as unknown;
      expect(kept).toEqual({ key: tries[0]!.key, fields: expect.stringMatching(/^[0-9a-f]{16}$/) });

      await page.reload();
      await hydrated(page);
      await page.getByRole('button', { name: 'Put it back in the form' }).click();
      await expect(f.details).toHaveValue('The plug goes offline every night.');
      await f.submit.click();
      await question.getByRole('button', { name: 'Confirm' }).click();
      const result = page.getByRole('alertdialog', { name: 'Thank you for your time!' });
      await expect(result).toBeVisible();
      expect(tries).toHaveLength(2);
      // The same key, and the first try's ticket: not a second one.
      expect(tries[1]!.key).toBe(tries[0]!.key);
      expect(tries[1]!.reference).toBe(tries[0]!.reference);
      await expect(result).toContainText(`Your reference number is ${tries[0]!.reference}.`);
    });
  });

  test('speaks the language of the page', async ({ page }, info) => {
    await open(page, info.project.name, '/de');
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('Der Benutzername ist erforderlich', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Ticketkategorie' }).locator('option').nth(1)).toHaveText('Ersatz');
    await expect(page.locator('.ticket-page__faq-first').getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', `${prefixOf(info.project.name)}/de/Support/FAQs`);
    // Sizes with the German decimal comma.
    await expect(page.locator('.uploader__total')).toHaveText('Gesamt: 0,00 MB von 50,00 MB');
    // The drop hint only where files can be dragged in: not on a phone's touch screen.
    const dropHint = page.getByText('oder hierher ziehen und ablegen', { exact: true });
    if (info.project.name === 'mobile') await expect(dropHint).toBeHidden();
    else await expect(dropHint).toBeVisible();
  });

  test('a ticket with a photo through the real server to the thank-you, and its e-mail at the SMTP server', async ({ page }, info) => {
    const email = `e2e-${info.project.name}-${Date.now()}@example.com`;
    // A photo with a space and a comma in its name: stored with underscores.
    const photo = Buffer.concat([SAMPLES.jpg, Buffer.alloc(40_000, 7)]);
    await open(page, info.project.name);
    await fillTicket(page);
    await fields(page).email.fill(email);
    await page.locator('input[type=file]').setInputFiles([{ name: 'garage door, left.jpg', mimeType: 'image/jpeg', buffer: photo }]);
    await expect(attached(page, 'garage door, left.jpg')).toContainText('Uploaded');
    await fields(page).submit.click();
    await page.getByRole('alertdialog', { name: 'Are you sure to submit?' }).getByRole('button', { name: 'Confirm' }).click();
    const result = page.getByRole('alertdialog', { name: 'Thank you for your time!' });
    await expect(result).toContainText(/Your reference number is T-[2-9A-HJKMNP-Z]{8}\./);
    const reference = /T-[2-9A-HJKMNP-Z]{8}/.exec((await result.textContent()) ?? '')![0];

    // Closing the result starts a new form, the attachment list included.
    await result.getByRole('button', { name: 'Confirm' }).click();
    await expect(fields(page).userName).toHaveValue('');
    await expect(attached(page, 'garage door, left.jpg')).toHaveCount(0);

    // The support team's mail: every field, Reply-To the visitor, the photo linked and attached.
    const mail = await waitForMail((m) => m.subject?.startsWith(`[${reference}]`) === true);
    expect(recipients(mail)).toEqual(['support@hearthly.example']);
    expect(mail.replyTo?.value[0]?.address).toBe(email);
    const text = mail.text ?? '';
    for (const value of ['Jane Doe', email, 'Germany', 'Troubleshooting', 'HP110 – Smart Wi-Fi Plug Mini', '302-1234567-1234567', 'The plug goes offline every night.']) {
      expect(text).toContain(value);
    }
    expect(text).toContain(`device ${info.project.name === 'mobile' ? 2 : 1}`);
    expect(text).toMatch(/^Subject tag: +Device offline$/m);
    expect(text).toMatch(/^Subject: +Plug keeps dropping$/m);
    const link = /https?:\/\/\S+\/uploads\/\S+-garage_door__left\.jpg/.exec(text)?.[0];
    expect(link, 'the photo is linked').toBeTruthy();
    const served = await page.request.get(link!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(photo)).toBe(true);
    expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/garage_door__left\.jpg$/)]);

    // The visitor's acknowledgement with the reference.
    const ack = await waitForMail((m) => recipients(m).includes(email));
    expect(ack.text).toContain(reference);
  });

  test.describe('attachments refused', () => {
    // The server refuses the disguised file with 415, which Chromium logs; removing a file while it uploads
    // cancels its request (and the upload's lock answers 409/423 to a late chunk), which Chromium logs too.
    test.use({ expectedConsoleErrors: [/^Failed to load resource: (the server responded with a status of (409|415|423)|net::ERR_)/] });

    test('refuses a file of another type and a total over 50 MB, without sending', async ({ page }, info) => {
      await open(page, info.project.name);
      await fillTicket(page);
      const message = page.getByRole('group', { name: 'Attachments' }).getByRole('alert');
      // A type the ticket does not take, by its name.
      await page.locator('input[type=file]').setInputFiles([{ name: 'notes.pdf', mimeType: 'application/pdf', buffer: SAMPLES.pdf }]);
      await expect(message).toHaveText('Please check file type.');
      await expect(attached(page, 'notes.pdf')).toHaveCount(0);
      // A script in a file named like a photo: refused by the server after reading its content.
      await page.locator('input[type=file]').setInputFiles([{ name: 'cat.jpg', mimeType: 'image/jpeg', buffer: SAMPLES.html }]);
      await expect(message).toHaveText('Please check file type.');
      await expect(attached(page, 'cat.jpg')).toHaveCount(0);

      // Over 50 MB together: the message without a final full stop, and Submit stops there.
      const MB = 1_048_576;
      // Files this large go to the browser from disk.
      const big = (name: string, size: number) => {
        const file = info.outputPath(name);
        fs.writeFileSync(file, Buffer.concat([SAMPLES.jpg, Buffer.alloc(size - SAMPLES.jpg.length, 1)]));
        return file;
      };
      await page.locator('input[type=file]').setInputFiles([big('first.jpg', 30 * MB), big('second.jpg', 21 * MB)]);
      const overSize = 'Sorry, the upload exceeds 50MB and cannot be submitted, please delete it appropriately';
      await expect(message).toHaveText(overSize);
      await fields(page).submit.click();
      await expect(message).toHaveText(overSize);
      await expect(page.getByRole('alertdialog', { name: 'Are you sure to submit?' })).toHaveCount(0);
      // Only the files stop the ticket: focus goes to them, and the choose button is described by the message.
      const choose = page.getByRole('button', { name: 'Choose files' });
      await expect(choose).toBeFocused();
      await expect(choose).toHaveAccessibleDescription(new RegExp(overSize));
      // Removing one brings the total back within the limit.
      await page.getByRole('button', { name: 'Remove first.jpg' }).click();
      await expect(message).toBeEmpty();
      await expect(attached(page, 'second.jpg')).toContainText('Uploaded', { timeout: 30_000 });
    });
  });

  test('a reload keeps finished uploads in the draft', async ({ page }, info) => {
    await open(page, info.project.name);
    await fields(page).userName.fill('Jane Doe');
    await page.locator('input[type=file]').setInputFiles([{ name: 'door.png', mimeType: 'image/png', buffer: SAMPLES.png }]);
    await expect(attached(page, 'door.png')).toContainText('Uploaded');
    // The finished upload reaches the draft one render after its "Uploaded": reload once it is kept.
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? '', TICKET_DRAFT_KEY)).toContain('door.png');
    await page.reload();
    await hydrated(page);
    await expect(fields(page).userName).toHaveValue('Jane Doe');
    await expect(attached(page, 'door.png')).toContainText('Uploaded');
  });
});

test('/mTerminal/email leads to the form', async ({ page }, info) => {
  await page.goto('/mTerminal/email');
  await expect(page).toHaveURL(new RegExp(`${prefixOf(info.project.name)}/Support/Email_Support$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Email Support' })).toBeVisible();
});
