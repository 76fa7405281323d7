// A page's fields can be used as soon as its HTML is painted, a moment before its scripts have run: what
// a visitor types or chooses then must still be there, in the form's state, once the page has hydrated;
// a menu pressed open then opens once the page is live.
import type { Page } from '@playwright/test';
import { test, expect, holdRequests, hydrated } from './fixtures';
import { layoutPrefix } from './form-page';

/** Holds the page's scripts until `release` is called: the page is painted, not hydrated. */
const holdScripts = (page: Page) => holdRequests(page, '**/assets/*.js');

test('a Beta Testing application typed before the page hydrated is kept, as typed', async ({ page }, info) => {
  const release = await holdScripts(page);
  await page.goto(`${layoutPrefix(info.project.name)}/Support/Beta_Testing`, { waitUntil: 'domcontentloaded' });
  const username = page.getByRole('textbox', { name: 'Username' });
  const email = page.getByRole('textbox', { name: 'Email Address' });
  const country = page.getByRole('combobox', { name: 'Country' });
  const note = page.getByRole('textbox', { name: 'Note' });
  await username.fill('Jane Doe');
  await email.fill('jane.doe@example.com');
  await country.selectOption({ label: 'Japan' });
  await note.fill('A house with a garage.');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  release();
  await hydrated(page);
  // A render after hydration (a product tag chosen) leaves every value in place…
  await page.getByRole('group', { name: 'Products you would like to test' }).getByRole('button', { name: 'Lighting' }).click();
  await expect(username).toHaveValue('Jane Doe');
  await expect(email).toHaveValue('jane.doe@example.com');
  await expect(country).toHaveValue('JP');
  await expect(note).toHaveValue('A house with a garage.');
  // …and the form holds them: leaving the fields shows no "required" message.
  for (const field of [username, email, note]) {
    await field.focus();
    await field.blur();
  }
  await expect(page.getByText(/address is required|detail is required/)).toHaveCount(0);
});

test('an Email Support ticket begun before the page hydrated keeps its "same as email address" tick', async ({ page }, info) => {
  const release = await holdScripts(page);
  await page.goto(`${layoutPrefix(info.project.name)}/Support/Email_Support`, { waitUntil: 'domcontentloaded' });
  const email = page.getByRole('textbox', { name: 'Email Address' });
  const same = page.getByRole('checkbox', { name: 'same as email address' });
  const account = page.getByRole('textbox', { name: 'Account' });
  await email.fill('jane.doe@example.com');
  await same.check();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  release();
  await hydrated(page);
  await expect(same).toBeChecked();
  await expect(account).toHaveValue('jane.doe@example.com');
  // The tick is in the form's state: the account follows a later change of the e-mail address.
  await email.fill('jane@example.org');
  await expect(account).toHaveValue('jane@example.org');
});

test('an Email Support draft brought back on a reload fills only the fields not typed in before the page hydrated', async ({ page }, info) => {
  const path = `${layoutPrefix(info.project.name)}/Support/Email_Support`;
  await page.goto(path);
  await hydrated(page);
  const username = page.getByRole('textbox', { name: 'Username' });
  const email = page.getByRole('textbox', { name: 'Email Address' });
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await username.fill('Old Name');
  await email.fill('jane.doe@example.com');
  await subject.fill('Garage door opener offline');
  // The draft is kept in the tab; the page loads again, and a new name is typed before its scripts run.
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);
  const release = await holdScripts(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await username.fill('New Name');
  release();
  await hydrated(page);
  await expect(email).toHaveValue('jane.doe@example.com');
  await expect(subject).toHaveValue('Garage door opener offline');
  await expect(username).toHaveValue('New Name');
});

test('a keyword typed in the FAQ search before the page hydrated is the one searched for', async ({ page }, info) => {
  const release = await holdScripts(page);
  await page.goto(`${layoutPrefix(info.project.name)}/Support/FAQs`, { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox');
  await box.fill('reset');
  release();
  await hydrated(page);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]keyword=reset\b/);
  await expect(box).toHaveValue('reset');
});

test('a menu pressed before the page hydrated opens once it has, however often it was pressed', async ({ page }, info) => {
  const release = await holdScripts(page);
  await page.goto(`${layoutPrefix(info.project.name)}/Support/Downloads`, { waitUntil: 'domcontentloaded' });
  // The phone's slide menu; the desktop header's language switch.
  const mobile = info.project.name === 'mobile';
  const button = page.locator(mobile ? '.m-header__menu-button' : '.lang-switch__button');
  await button.click();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  release();
  await hydrated(page);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  if (mobile) await expect(page.getByRole('button', { name: 'Support', exact: true })).toBeVisible();
  else await expect(page.getByRole('link', { name: 'Deutsch', exact: true })).toBeVisible();
});

// A list page's own controls keep their state in the query: a choice made before hydration shows there
// once the page is live, and the control still shows it.
const CHOICES = [
  {
    what: "the FAQ list's order",
    path: '/Support/FAQs',
    choose: (page: Page) => page.getByRole('radio', { name: 'Click Popularity' }).check(),
    query: /\?sort=2$/,
    shown: (page: Page) => expect(page.getByRole('radio', { name: 'Click Popularity' })).toBeChecked(),
  },
  {
    // A tag whose form exists only without JavaScript: the press is kept for the page once it is live.
    what: "the FAQ list's category",
    path: '/Support/FAQs',
    choose: (page: Page) => page.getByRole('group', { name: 'FAQ categories' }).getByRole('button').nth(1).click(),
    query: /\?category=\d+$/,
    shown: (page: Page) => expect(page.getByRole('group', { name: 'FAQ categories' }).getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true'),
  },
  {
    what: 'the Regulatory Compliance document type',
    path: '/Support/Regulatory_Compliance',
    choose: (page: Page) => page.getByRole('radio', { name: 'PSTI' }).check(),
    query: /\?type=psti$/,
    shown: (page: Page) => expect(page.getByRole('radio', { name: 'PSTI' })).toBeChecked(),
  },
  {
    what: 'the Downloads product',
    path: '/Support/Downloads',
    choose: (page: Page) => page.getByRole('combobox', { name: 'Product' }).selectOption({ index: 1 }),
    query: /\?product=\d+$/,
    shown: (page: Page) => expect(page.getByRole('combobox', { name: 'Product' })).not.toHaveValue(''),
  },
  {
    what: "the Compatibility Check's model",
    path: '/Support/Compatibility_Check?manufacturer=Chamberlain',
    choose: (page: Page) => page.getByRole('combobox', { name: 'Model', exact: true }).selectOption('WD962KEV'),
    query: /\?manufacturer=Chamberlain&model=WD962KEV$/,
    shown: (page: Page) => expect(page.getByRole('status').filter({ hasText: 'Yes, it works!' })).toBeVisible(),
  },
];

for (const choice of CHOICES) {
  test(`${choice.what} chosen before the page hydrated is the one in force once it has`, async ({ page }, info) => {
    const release = await holdScripts(page);
    await page.goto(`${layoutPrefix(info.project.name)}${choice.path}`, { waitUntil: 'domcontentloaded' });
    await choice.choose(page);
    release();
    await hydrated(page);
    await expect(page).toHaveURL(choice.query);
    await choice.shown(page);
  });
}
