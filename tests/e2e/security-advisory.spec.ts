// The Security Advisory page on both layouts: the messages of an empty submit, a refused file type and
// the attachment messages going after 3 s, the policy checkbox's shake (an outline with reduced motion),
// a report that could not be sent (a warning toast that goes by itself), an upload that failed (the same
// toast, the page's only one), the page in German with its policy link, the template to download, and a
// report with a PDF through the real server to the thanks with its reference — and its mail arriving at a
// real SMTP server, addressed to the security team; and the question before a link leaves a report begun.
import type { Locator, Page, Route } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { SAMPLES } from '../helpers/upload-samples';
import { recipients, waitForMail } from './caught-mail';
import { test, expect, hydrated } from './fixtures';
import { answerable } from './form-page';

const CALL = '**/api/v1/psti/submit';
const REFERENCE = /SA-[2-9A-HJKMNP-Z]{8}/;
const prefixOf = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

async function open(page: Page, project: string, lang = '') {
  await page.goto(`${prefixOf(project)}${lang}/Support/Security_Advisory`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: /^(Submit|Senden)$/ })).toBeEnabled();
}

const parts = (page: Page) => ({
  title: page.getByRole('textbox', { name: 'Title' }),
  choose: page.getByRole('button', { name: 'Choose files' }),
  files: page.getByRole('group', { name: 'Attachments' }),
  agree: page.getByRole('checkbox', { name: /^BY CLICKING SUBMIT, YOU AGREE TO THE Hearthly Security Advisory Policy$/ }),
  agreeArea: page.locator('.advisory-agree'),
  submit: page.getByRole('button', { name: 'Submit' }),
});

const attach = (page: Page, files: { name: string; buffer: Buffer; mimeType?: string }[]) =>
  page.locator('input[type=file]').setInputFiles(files.map((f) => ({ mimeType: 'application/octet-stream', ...f })));
const attached = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Attached files' }).getByRole('listitem').filter({ hasText: name });

/** A title and a finished PDF: everything but the checkbox. */
async function fillReport(page: Page, title = 'Authentication bypass in the HG100 local API') {
  await parts(page).title.fill(title);
  await attach(page, [{ name: 'my report.pdf', mimeType: 'application/pdf', buffer: SAMPLES.pdf }]);
  await expect(attached(page, 'my report.pdf')).toContainText('Uploaded');
}

/**
 * A message shown for `ms` is still there two seconds before its time and gone half a second after it. The
 * page's clock (installed before it opened) ran on while the checks above took their time, under two
 * seconds; it is stopped half a second ahead (pausing at a time already past is refused), run on by hand,
 * and let run again after.
 */
async function stillThenGone(page: Page, message: Locator, ms: number) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await page.clock.runFor(ms - 2_500);
  await expect(message).not.toBeEmpty();
  await page.clock.runFor(2_500);
  await expect(message).toBeEmpty();
  await page.clock.resume();
}

interface NudgeLook {
  className: string;
  animation: string;
  outline: string;
  outlineWidth: string;
}
type Watched = Window & { advisoryNudge?: Promise<NudgeLook> };

/**
 * How the policy box's area looks the moment `act` starts a nudge. It lasts a second, which a loaded
 * machine can take to answer a query, so the page itself records the style as the class arrives.
 */
async function nudgeBy(page: Page, act: () => Promise<void>): Promise<NudgeLook> {
  await parts(page).agreeArea.evaluate((el) => {
    (window as Watched).advisoryNudge = new Promise<NudgeLook>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!/nudge/.test(el.className)) return;
        observer.disconnect();
        const style = getComputedStyle(el);
        resolve({ className: el.className, animation: style.animationName, outline: style.outlineStyle, outlineWidth: style.outlineWidth });
      });
      observer.observe(el, { attributes: true, attributeFilter: ['class'] });
    });
  });
  await act();
  return page.evaluate(() => (window as Watched).advisoryNudge!);
}

const answer = (route: Route, body: object, status: number) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('Security Advisory page', () => {
  test('the four steps, the template and the policy link', async ({ page }, info) => {
    await open(page, info.project.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Security Advisory' })).toBeVisible();
    const steps = page.getByRole('form', { name: 'Vulnerability report' }).getByRole('heading', { level: 2 });
    await expect(steps).toHaveText([
      'Step 1: Enter a title',
      'Step 2: Download the vulnerability report template',
      'Step 3: Complete the template',
      'Step 4: Upload attachments',
    ]);
    const template = page.getByRole('link', { name: 'Vulnerability report template (Word, .docx)' });
    const href = await template.getAttribute('href');
    expect(href).toBe('/files/templates/hearthly-vulnerability-report-template.docx');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(strFromU8(unzipSync(await file.body())['word/document.xml']!)).toContain('Steps to reproduce');
    const policy = page.getByRole('link', { name: 'Security Advisory Policy' });
    await expect(policy).toHaveAttribute('href', `${prefixOf(info.project.name)}/security-advisory-policy`);
    // In a new tab, said in its description: leaving the page would lose the report being written.
    await expect(policy).toHaveAccessibleDescription('(opens in a new tab)');
    // The box is required as the fields are, and a screen reader says so before Submit.
    await expect(parts(page).agree).toHaveAttribute('aria-required', 'true');
    await page.getByRole('textbox', { name: 'Title' }).fill('Bypass');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), policy.click()]);
    await expect(tab.getByRole('heading', { level: 1, name: 'Security Advisory Policy' })).toBeVisible();
    await tab.close();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Bypass');
  });

  test('an empty submit says what is missing, moves focus to the title and shakes the policy box', async ({ page }, info) => {
    await open(page, info.project.name);
    const p = parts(page);
    const nudge = await nudgeBy(page, () => p.submit.click());
    expect(nudge.className).toBe('advisory-agree advisory-agree--nudge-1');
    await expect(page.getByText('Title is required', { exact: true })).toBeVisible();
    await expect(page.getByText('Attachments is required', { exact: true })).toBeVisible();
    await expect(p.title).toBeFocused();
    await expect(p.title).toHaveAccessibleDescription('Title is required');
    await expect(p.agree).toHaveAttribute('aria-invalid', 'true');
    await expect(p.agree).toHaveAccessibleDescription('Please agree to the Security Advisory Policy to submit your report.');
    // The files' one control says what is missing too, when focus reaches it.
    await expect(p.choose).toHaveAttribute('aria-invalid', 'true');
    await expect(p.choose).toHaveAccessibleDescription(/Attachments is required$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The title's message goes once it is filled; "required" goes once a file is uploaded.
    await p.title.fill('Bypass');
    await expect(page.getByText('Title is required')).toHaveCount(0);
    await attach(page, [{ name: 'PHOTO.JPG', mimeType: 'image/jpeg', buffer: SAMPLES.jpg }]);
    await expect(attached(page, 'PHOTO.JPG')).toContainText('Uploaded');
    await expect(page.getByText('Attachments is required')).toHaveCount(0);
    await expect(p.choose).not.toHaveAttribute('aria-invalid');
  });

  test('a file of another type is refused, and the message goes after 3 seconds', async ({ page }, info) => {
    await page.clock.install();
    await open(page, info.project.name);
    const message = parts(page).files.getByRole('alert');
    await attach(page, [{ name: 'notes.txt', mimeType: 'text/plain', buffer: SAMPLES.text }]);
    await expect(message).toHaveText('Please check file type.');
    await expect(attached(page, 'notes.txt')).toHaveCount(0);
    await stillThenGone(page, message, 3_000);
    // Upper-case extensions and every document kind of the form are taken.
    await attach(page, [
      { name: 'Capture.JPEG', mimeType: 'image/jpeg', buffer: SAMPLES.jpg },
      { name: 'poc.zip', mimeType: 'application/zip', buffer: SAMPLES.zip },
      { name: 'report.docx', buffer: SAMPLES.docx },
    ]);
    for (const name of ['Capture.JPEG', 'poc.zip', 'report.docx']) await expect(attached(page, name)).toContainText('Uploaded');
  });

  test('an unticked policy box shakes for a second and takes focus; ticked, the confirmation opens', async ({ page }, info) => {
    await open(page, info.project.name);
    await fillReport(page);
    const p = parts(page);
    const nudge = await nudgeBy(page, () => p.submit.click());
    expect(nudge).toMatchObject({ className: 'advisory-agree advisory-agree--nudge-1', animation: 'advisory-shake-1', outline: 'none' });
    await expect(p.agree).toBeFocused();
    await expect(p.agree).toHaveAccessibleDescription('Please agree to the Security Advisory Policy to submit your report.');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The shake ends by itself; the next Submit shakes it again.
    await expect(p.agreeArea).not.toHaveClass(/nudge/, { timeout: 3_000 });
    expect((await nudgeBy(page, () => p.submit.click())).animation).toBe('advisory-shake-1');
    await expect(p.agreeArea).not.toHaveClass(/nudge/, { timeout: 3_000 });
    await p.agree.check();
    await expect(p.agree).not.toHaveAttribute('aria-invalid');
    await expect(page.getByText('Please agree to the Security Advisory Policy')).toHaveCount(0);
    await p.submit.click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
    await expect(question.getByRole('button', { name: 'Confirm' })).toBeFocused();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeHidden();
    await expect(p.submit).toBeFocused();
  });

  test('a file still uploading stops Submit, says so and takes focus to the files', async ({ page }, info) => {
    await open(page, info.project.name);
    const p = parts(page);
    await p.title.fill('Authentication bypass in the HG100 local API');
    await p.agree.check();
    // The upload's data never arrives: the file stays in progress.
    await page.route('**/uploads/**', () => undefined);
    await attach(page, [{ name: 'poc.zip', mimeType: 'application/zip', buffer: SAMPLES.zip }]);
    await expect(attached(page, 'poc.zip')).toBeVisible();
    await p.submit.click();
    await expect(p.files.getByRole('alert')).toHaveText(/^Please submit after the files has been successfully uploaded/);
    await expect(p.choose).toBeFocused();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('with reduced motion, the unticked box is outlined for a second instead', async ({ page }, info) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page, info.project.name);
    const p = parts(page);
    const nudge = await nudgeBy(page, () => p.submit.click());
    expect(nudge).toEqual({ className: 'advisory-agree advisory-agree--nudge-1', animation: 'none', outline: 'solid', outlineWidth: '3px' });
    await expect(p.agreeArea).not.toHaveClass(/nudge/, { timeout: 3_000 });
    await expect(p.agreeArea).toHaveCSS('outline-style', 'none');
  });

  test.describe(() => {
    // The refusal is a 429, which Chromium logs as a failed resource.
    test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 429/] });

    test('a report that was not sent: a warning toast, the dialog closed, the form kept', async ({ page }, info) => {
      await page.clock.install();
      await page.route(CALL, (route) => answer(route, { Code: 429, Msg: 'Too many requests from your network. Please try again in 5 minutes.', Data: null }, 429));
      await open(page, info.project.name);
      await fillReport(page);
      const p = parts(page);
      await p.agree.check();
      await p.submit.click();
      await page.getByRole('alertdialog', { name: 'Are you sure to submit?' }).getByRole('button', { name: 'Confirm' }).click();
      const toast = page.locator('.toast').getByRole('alert');
      await expect(toast).toHaveText('Your report was not sent: Too many requests from your network. Please try again in 5 minutes.');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(p.submit).toBeFocused();
      await expect(p.title).toHaveValue('Authentication bypass in the HG100 local API');
      await expect(attached(page, 'my report.pdf')).toBeVisible();
      await expect(p.agree).toBeChecked();
      // It goes by itself after its six seconds.
      await stillThenGone(page, toast, 6_000);
      await expect(page.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    });

    test('a report sent again after a failure: the earlier warning goes when it is sent', async ({ page }, info) => {
      let tries = 0;
      await page.route(CALL, (route) =>
        ++tries === 1
          ? answer(route, { Code: 429, Msg: 'Too many requests from your network. Please try again in 5 minutes.', Data: null }, 429)
          : answer(route, { Code: 200, Msg: 'success', Data: { reference: 'SA-7K3M9Q2X' } }, 200),
      );
      await open(page, info.project.name);
      await fillReport(page);
      const p = parts(page);
      await p.agree.check();
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
      const warning = page.locator('.toast').getByRole('alert');
      await p.submit.click();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(warning).toHaveText(/^Your report was not sent/);
      await p.submit.click();
      await confirm.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Thank you for your time!' })).toBeVisible();
      // Gone already, not only once its six seconds are over.
      await expect(warning).toBeEmpty({ timeout: 500 });
    });

    test('the toast dismissed by keyboard gives focus back; Enter in the title confirms with focus returning to Submit', async ({ page }, info) => {
      await page.route(CALL, (route) => answer(route, { Code: 429, Msg: 'Too many requests from your network. Please try again in 5 minutes.', Data: null }, 429));
      await open(page, info.project.name);
      await fillReport(page);
      const p = parts(page);
      await p.agree.check();
      // Enter in a field submits the form: the dialog it opens hands focus back to Submit, not the field.
      await p.title.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
      await expect(confirm).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect(p.submit).toBeFocused();
      await p.title.press('Enter');
      await answerable(confirm);
      await confirm.getByRole('button', { name: 'Confirm' }).press('Enter');
      await expect(page.locator('.toast').getByRole('alert')).toHaveText(/^Your report was not sent/);
      await expect(p.submit).toBeFocused();
      const dismiss = page.getByRole('button', { name: 'Dismiss' });
      await dismiss.focus();
      await dismiss.press('Enter');
      await expect(dismiss).toHaveCount(0);
      await expect(p.submit).toBeFocused();
    });
  });

  test.describe(() => {
    // The refused upload is a 403, which Chromium logs as a failed resource.
    test.use({ expectedConsoleErrors: [/^Failed to load resource: the server responded with a status of 403/] });

    test('a failed upload: the warning in the page\'s one toast, the file removed, focus kept', async ({ page }, info) => {
      // The upload's creation is refused, as a storage that cannot be reached would fail it.
      await page.route('**/uploads', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 403, contentType: 'text/plain', body: 'refused by the test' }) : route.fallback(),
      );
      await open(page, info.project.name);
      const p = parts(page);
      await p.title.focus();
      await attach(page, [{ name: 'my report.pdf', mimeType: 'application/pdf', buffer: SAMPLES.pdf }]);
      await expect(page.locator('.toast').getByRole('alert')).toHaveText('Network request timed out');
      await expect(page.locator('.toast')).toHaveCount(1);
      await expect(p.files.getByRole('alert')).toBeEmpty();
      await expect(attached(page, 'my report.pdf')).toHaveCount(0);
      await expect(page.getByText('Total: 0.00 MB of 50.00 MB')).toBeVisible();
      await expect(p.title).toBeFocused();
    });
  });

  test("speaks the language of the page, and the policy link keeps it, asking for the policy's text in it too", async ({ page }, info) => {
    await open(page, info.project.name, '/de');
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheitsmeldung' })).toBeVisible();
    await page.getByRole('button', { name: 'Senden' }).click();
    await expect(page.getByText('Der Titel ist erforderlich', { exact: true })).toBeVisible();
    await expect(page.getByText('Anhänge sind erforderlich', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Richtlinie zu Sicherheitsmeldungen' })).toHaveAttribute(
      'href',
      `${prefixOf(info.project.name)}/de/security-advisory-policy?appLanguage=de`,
    );
  });

  test('a report begun asks before a link leaves it: kept when the visitor stays, asked once when they go', async ({ page }, info) => {
    const prefix = prefixOf(info.project.name);
    await open(page, info.project.name);
    const title = parts(page).title;
    await title.fill('Stored XSS in the device name');
    const asked: string[] = [];
    const answer = (yes: boolean) =>
      page.once('dialog', (dialog) => {
        asked.push(`${dialog.type()}: ${dialog.message()}`);
        void (yes ? dialog.accept() : dialog.dismiss());
      });
    const question = 'confirm: Your report has not been sent. Leave this page and lose what you have entered?';

    await page.getByRole('banner').getByRole('button', { name: /^Language: (EN – )?English$/ }).click();
    const german = page.getByRole('link', { name: 'Deutsch' });
    answer(false);
    await german.click();
    await expect.poll(() => asked).toEqual([question]);
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/Security_Advisory$`));
    await expect(title).toHaveValue('Stored XSS in the device name');

    // Agreed to, the page goes without the browser asking again as it unloads (that question would be
    // dismissed here, and the page would stay).
    answer(true);
    await german.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/de/Support/Security_Advisory$`));
    await hydrated(page);
    expect(asked).toEqual([question, question]);

    // An empty form is left without a question.
    await page.getByRole('banner').getByRole('button', { name: /^Sprache: (DE – )?Deutsch$/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/Security_Advisory$`));
    expect(asked).toHaveLength(2);
  });

  test('a report with a PDF through the real server to the thanks, and its mail to the security team', async ({ page }, info) => {
    const title = `Authentication bypass in the HG100 local API (${info.project.name} ${Date.now()})`;
    await open(page, info.project.name);
    await fillReport(page, title);
    const p = parts(page);
    await p.agree.check();
    await p.submit.click();
    // One press: the real server can answer between the two presses of a double click, whose second would
    // then land on the thanks (Email Support's test holds the answer to check that a double click sends once).
    await page.getByRole('alertdialog', { name: 'Are you sure to submit?' }).getByRole('button', { name: 'Confirm' }).click();
    const result = page.getByRole('alertdialog', { name: 'Thank you for your time!' });
    await expect(result).toContainText('Your report has been sent to our security team.');
    await expect(result).toContainText(/Your reference number is SA-[2-9A-HJKMNP-Z]{8}\./);
    const reference = REFERENCE.exec((await result.textContent()) ?? '')![0];
    // One code on one line, with its full stop (never broken at its hyphen, nor before the stop): it reads
    // and copies whole. Only in a paragraph narrower than the code itself does it break
    // (no-sideways-scroll.spec.ts).
    const code = result.locator('.form-reference strong');
    await expect(code).toHaveText(reference);
    await expect(code).toHaveCSS('white-space', 'nowrap');
    expect(await code.evaluate((strong) => strong.getBoundingClientRect().height / parseFloat(getComputedStyle(strong).lineHeight))).toBeLessThan(1.5);
    await expect(result.getByRole('button', { name: 'Confirm' })).toBeFocused();
    // The form is already empty behind the thanks.
    await result.getByRole('button', { name: 'Confirm' }).click();
    await expect(result).toBeHidden();
    await expect(p.title).toHaveValue('');
    await expect(attached(page, 'my report.pdf')).toHaveCount(0);
    await expect(p.agree).not.toBeChecked();

    const mail = await waitForMail((m) => m.subject?.startsWith(`[${reference}]`) === true);
    expect(recipients(mail)).toEqual(['security@hearthly.example']);
    expect(mail.subject).toBe(`[${reference}] Security advisory: ${title}`);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain(title);
    expect(mail.text).toMatch(/^Page language: +English \(en\)$/m);
    const link = /https?:\/\/\S+\/uploads\/\S+-my_report\.pdf/.exec(mail.text ?? '')?.[0];
    expect(link, 'the PDF is linked').toBeTruthy();
    const served = await page.request.get(link!);
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(SAMPLES.pdf)).toBe(true);
    expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/my_report\.pdf$/)]);
  });
});

test('/security.txt leads to /.well-known/security.txt, which names the page and the security address', async ({ page }) => {
  const moved = await page.request.get('/security.txt', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/.well-known/security.txt');
  const res = await page.request.get('/security.txt');
  expect(res.url()).toMatch(/\/\.well-known\/security\.txt$/);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const text = await res.text();
  expect(text).toMatch(/^Contact: http:\/\/127\.0\.0\.1:\d+\/Support\/Security_Advisory$/m);
  expect(text).toContain('Contact: mailto:security@hearthly.example');
});
