// A browser with JavaScript turned off (or a script blocked on the way) gets pages rendered by the
// server: the search boxes and the Compatibility Check answer from the query their forms send, a form
// that needs the browser to send it says so under its Submit, with the address to write to instead, and
// the pages and languages the menus would offer are listed plainly under the header.
import { expect, test } from './fixtures';

test.use({ javaScriptEnabled: false });

test('the Compatibility Check answers without JavaScript: Check sends the manufacturer, then the model', async ({ page }) => {
  await page.goto('/Support/Compatibility_Check');
  const manufacturer = page.getByLabel('Manufacturer', { exact: true });
  const model = page.getByLabel('Model', { exact: true });
  const check = page.getByRole('button', { name: 'Check', exact: true });
  await expect(model).toBeDisabled();

  await manufacturer.selectOption('Chamberlain');
  await check.click();
  await expect(page).toHaveURL(/\/Support\/Compatibility_Check\?manufacturer=Chamberlain$/);
  await expect(manufacturer).toHaveValue('Chamberlain');
  await expect(model).toBeEnabled();

  await model.selectOption('WD962KEV');
  await check.click();
  await expect(page).toHaveURL(/\?manufacturer=Chamberlain&model=WD962KEV$/);
  const result = page.getByRole('status').filter({ hasText: 'Yes, it works!' });
  await expect(result).toContainText('Chamberlain WD962KEV');
});

test('the FAQ search answers without JavaScript', async ({ page }) => {
  await page.goto('/Support/FAQs');
  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('firmware');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]keyword=firmware/);
  await expect(page.locator('.faq-list__link').first()).toContainText(/firmware/i);
});

test('a search without JavaScript keeps what the page keeps: the document type, the product', async ({ page }) => {
  await page.goto('/Support/Regulatory_Compliance?type=psti');
  await page.getByRole('searchbox', { name: 'Search regulatory documents' }).fill('HG200');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?type=psti&keyword=HG200$/);
  await expect(page.getByRole('link', { name: /HG200 UK PSTI Statement of Compliance/ })).toBeVisible();

  await page.goto('/Support/Downloads?product=1');
  await page.getByRole('searchbox', { name: 'Search manuals' }).fill('quick');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?product=1&keyword=quick$/);
  await expect(page.getByRole('link', { name: /HG100 Quick Start Guide/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /HG200/ })).toHaveCount(0);
});

const FORMS = [
  { path: '/Support/Email_Support', email: 'support@hearthly.example' },
  { path: '/Support/Security_Advisory', email: 'security@hearthly.example' },
  { path: '/Support/Beta_Testing', email: 'support@hearthly.example' },
  { path: '/Partnership/Influencer_Program', email: 'support@hearthly.example' },
  { path: '/Partnership/Loyalty_Program', email: 'support@hearthly.example' },
];

for (const { path, email } of FORMS) {
  test(`${path}: Submit stays unpressable without JavaScript, and a note says why and where to write`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    const note = page.locator('.form-noscript');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Sending this form needs JavaScript');
    await expect(note.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  });
}

test('the note is in the page language', async ({ page }) => {
  await page.goto('/ja/Support/Security_Advisory');
  const note = page.locator('.form-noscript');
  await expect(note).toContainText('このフォームの送信にはJavaScriptが必要です');
  await expect(note.getByRole('link')).toHaveAttribute('href', 'mailto:security@hearthly.example');
});

test('the menus are listed plainly under the header: every page and every language a click away', async ({ page }, info) => {
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  await page.goto(`${prefix}/Support/FAQs`);
  const nav = page.getByRole('navigation', { name: 'Pages and languages' });
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link')).toHaveText([
    'FAQs',
    'Email Support',
    'Beta Testing',
    'Compatibility Check',
    'Downloads',
    'Resource Library',
    'Cloud Service',
    'Security Advisory',
    'Regulatory Compliance',
    'Influencer Program',
    'Loyalty Program',
    'English',
    'Deutsch',
    'Italiano',
    'Français',
    'Español',
    '日本語',
  ]);
  // The controls that need JavaScript are not offered: the menus, the language switch, the chat.
  for (const control of ['.m-header__menu-button', '.header-menu__button', '.lang-switch__button', '.chat-launcher']) {
    await expect(page.locator(control).first()).toBeHidden();
  }
  await nav.getByRole('link', { name: 'Downloads' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/Support/Downloads$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Downloads');
  await expect(page.getByRole('navigation', { name: 'Pages and languages' }).getByRole('link', { name: 'Downloads' })).toHaveAttribute('aria-current', 'page');

  // The same page in German, whose list is in German.
  await page.getByRole('navigation', { name: 'Pages and languages' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/de/Support/Downloads$`));
  await expect(page.getByRole('navigation', { name: 'Seiten und Sprachen' }).getByRole('link', { name: 'Kompatibilitätsprüfung' })).toHaveAttribute(
    'href',
    `${prefix}/de/Support/Compatibility_Check`,
  );
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });
  test('the plain lists are not shown', async ({ page }, info) => {
    await page.goto(`${info.project.name === 'mobile' ? '/mTerminal' : ''}/Support/FAQs`);
    await expect(page.locator('.noscript-nav')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages and languages' })).toHaveCount(0);
    await expect(page.locator('.lang-switch__button')).toBeVisible();
    await expect(page.locator('.chat-launcher')).toBeVisible();
  });
});
