// Back and Forward with the browser's back/forward cache on, as visitors' browsers have it (Playwright
// starts Chromium with it off): a page comes back as it was left, scripts and all, without a new load.
// What was open or typed when the visitor left must not come back out of date; what it still shows
// rightly must not be thrown away.
import { test, expect, hydrated, markRestores, restoredFromCache, WITH_BACK_FORWARD_CACHE } from './fixtures';
import { TICKET_DRAFT_KEY } from '../../client/pages/email-support/state';
import { answerable, layoutPrefix, openFormPage } from './form-page';
import { answerTickets, fields, fillTicket } from './ticket-form';

test.use(WITH_BACK_FORWARD_CACHE);

test('the language list is closed on a page brought back by Back after a change of language', async ({ page }, info) => {
  const prefix = layoutPrefix(info.project.name);
  await page.goto(`${prefix}/Support/FAQs?keyword=wifi`);
  await hydrated(page);
  await markRestores(page);
  const button = page.getByRole('banner').getByRole('button', { name: /^Language: (EN – )?English$/ });
  await button.click();
  await page.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/ja/Support/FAQs\\?keyword=wifi$`));
  await hydrated(page);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect.poll(() => restoredFromCache(page)).toBe(true);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: '日本語' })).toBeHidden();
});

test('a ticket typed on after a change of language is what Back shows, and what the next keystroke keeps', async ({ page }, info) => {
  await openFormPage(page, info.project.name, '/Support/Email_Support', /^Submit$/);
  await markRestores(page);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: 'Details' }).fill('first text');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('first text');

  await page.goto(`${layoutPrefix(info.project.name)}/de/Support/Email_Support`);
  await hydrated(page);
  const german = page.getByRole('textbox', { name: 'Benutzername', exact: true });
  await expect(german).toHaveValue('Anna');
  await german.fill('Berta');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('Berta');

  // The English page left with "Anna" in it loads anew with the draft as it is now.
  await page.goBack({ waitUntil: 'commit' });
  await hydrated(page);
  const userName = page.getByRole('textbox', { name: 'Username', exact: true });
  await expect(userName).toHaveValue('Berta');
  await expect(page.getByRole('textbox', { name: 'Details' })).toHaveValue('first text');
  await page.getByRole('textbox', { name: 'Details' }).fill('first text, then more');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('then more');
  expect(await page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('Berta');
});

test('a page whose draft has not moved on stays as the cache kept it', async ({ page }, info) => {
  await openFormPage(page, info.project.name, '/Support/Email_Support', /^Submit$/);
  await markRestores(page);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('Anna');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('hearthly.ticketDraft') ?? '')).toContain('Anna');
  await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`);
  await hydrated(page);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('Anna');
  await expect.poll(() => restoredFromCache(page)).toBe(true);
});

test('with the tab\'s storage blocked, Back brings the ticket form back as it was left', async ({ page }, info) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'sessionStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await openFormPage(page, info.project.name, '/Support/Email_Support', /^Submit$/);
  await markRestores(page);
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('Anna');
  await page.getByRole('textbox', { name: 'Details' }).fill('kept by the page alone');
  await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`);
  await hydrated(page);

  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => restoredFromCache(page)).toBe(true);
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue('Anna');
  await expect(page.getByRole('textbox', { name: 'Details' })).toHaveValue('kept by the page alone');
});

test('Back and Forward after a ticket is received bring its thank-you and reference back as they were', async ({ page }, info) => {
  await answerTickets(page);
  await openFormPage(page, info.project.name, '/Support/Email_Support', /^Submit$/);
  await fillTicket(page);
  await fields(page).submit.click();
  const question = page.getByRole('alertdialog', { name: 'Are you sure to submit?' });
  await answerable(question);
  await question.getByRole('button', { name: 'Confirm' }).click();
  const thanks = page.getByRole('alertdialog', { name: 'Thank you for your time!' });
  await expect(thanks).toContainText('T-7K3M9Q2X');
  await markRestores(page);

  await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`);
  await hydrated(page);
  await page.goBack({ waitUntil: 'commit' });
  await expect.poll(() => restoredFromCache(page)).toBe(true);
  await expect(thanks).toContainText('T-7K3M9Q2X');
  // Closing it starts a new, empty form, and no draft of the ticket comes back.
  await answerable(thanks);
  await thanks.getByRole('button', { name: 'Confirm' }).click();
  await expect(fields(page).userName).toHaveValue('');
  expect(await page.evaluate((key) => sessionStorage.getItem(key), TICKET_DRAFT_KEY)).toBeNull();
});
