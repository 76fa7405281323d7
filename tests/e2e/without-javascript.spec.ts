// A browser with JavaScript turned off (or a script blocked on the way) gets pages rendered by the
// server: the search boxes, the lists' own choices (the FAQ list's categories and order, the document
// type, the Downloads product) and the Compatibility Check answer from the query their forms send, a form
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

test("the FAQ list's category tags and order answer without JavaScript, each keeping the other and the keyword", async ({ page }, info) => {
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  await page.goto(`${prefix}/Support/FAQs?keyword=wifi`);
  const tags = page.getByRole('group', { name: 'FAQ categories' });
  const first = tags.getByRole('button').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/Support/FAQs\\?(?=.*\\bkeyword=wifi\\b)(?=.*\\bcategory=\\d+\\b)`));
  const tag = tags.getByRole('button', { name, exact: true });
  await expect(tag).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('searchbox', { name: 'Search the FAQs' })).toHaveValue('wifi');
  const category = new URL(page.url()).searchParams.get('category');

  // The order is sent by Apply, shown only without JavaScript, with the category and the keyword.
  await page.getByRole('radio', { name: 'Click Popularity' }).check();
  await page.getByRole('group', { name: 'Sort by' }).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=2\b/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('keyword'), query.get('category')]).toEqual(['wifi', category]);
  await expect(page.getByRole('radio', { name: 'Click Popularity' })).toBeChecked();
  await expect(tag).toHaveAttribute('aria-pressed', 'true');

  // The chosen tag pressed again clears the category, and keeps the order.
  await tag.click();
  await expect(page).not.toHaveURL(/category=/);
  await expect(page).toHaveURL(/[?&]sort=2\b/);
  await expect(tag).toHaveAttribute('aria-pressed', 'false');
});

test('the document type and the Downloads product answer without JavaScript, with Apply', async ({ page }, info) => {
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  await page.goto(`${prefix}/Support/Regulatory_Compliance`);
  await page.getByRole('radio', { name: 'PSTI' }).check();
  await page.getByRole('group', { name: 'Document type' }).getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/Support/Regulatory_Compliance\\?type=psti$`));
  await expect(page.getByRole('radio', { name: 'PSTI' })).toBeChecked();
  await expect(page.getByRole('link', { name: /PSTI Statement of Compliance/ }).first()).toBeVisible();

  await page.goto(`${prefix}/Support/Downloads?keyword=quick`);
  await page.getByRole('combobox', { name: 'Product' }).selectOption({ label: 'HG100 Smart Wi-Fi Garage Door Opener' });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(/\?product=\d+&keyword=quick$/);
  await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(/^\d+$/);
  await expect(page.getByRole('link', { name: /HG100 Quick Start Guide/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /HG200/ })).toHaveCount(0);
});

test("the pager's page size and its Go to box keep the list without JavaScript", async ({ page }, info) => {
  const mobile = info.project.name === 'mobile';
  const prefix = mobile ? '/mTerminal' : '';
  const pager = page.getByRole('navigation', { name: 'Pages' });
  if (mobile) {
    // Only the phones' pager offers the page size.
    await page.goto(`${prefix}/Support/Regulatory_Compliance?type=eudoc`);
    await pager.getByRole('combobox', { name: 'Items per page' }).selectOption('20');
    await pager.locator('.pagination__sizes ~ noscript').getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/Regulatory_Compliance\\?size=20$`));
    await expect(pager.getByRole('combobox', { name: 'Items per page' })).toHaveValue('20');
  } else {
    await page.goto(`${prefix}/Support/Regulatory_Compliance?size=20`);
  }
  // Enter in Go to, or its Apply button (a phone's number pad has no Return key), sends the page with the
  // rest of the list's query.
  const goTo = pager.getByRole('spinbutton', { name: 'Go to' });
  await goTo.fill('2');
  if (mobile) await pager.locator('.pagination__jumper').getByRole('button', { name: 'Apply', exact: true }).click();
  else await goTo.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${prefix}/Support/Regulatory_Compliance\\?size=20&page=2$`));
  await expect(pager.locator(mobile ? '.pagination__current' : '.pagination__page.is-current')).toHaveText('2');
});

test("the security advisory policy's language is chosen with Apply", async ({ page }, info) => {
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  await page.goto(`${prefix}/security-advisory-policy`);
  await page.getByRole('combobox', { name: 'Policy language' }).selectOption('ja');
  await page.locator('.policy__language').getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/security-advisory-policy\\?appLanguage=ja$`));
  await expect(page.locator('.policy__body')).toHaveAttribute('lang', 'ja');
});

test('Apply is in the page language', async ({ page }) => {
  await page.goto('/ja/Support/Regulatory_Compliance');
  await expect(page.getByRole('group', { name: '文書の種類' }).getByRole('button', { name: '適用', exact: true })).toBeVisible();
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
    // Nor the Apply of a list's choices, which apply at once.
    await expect(page.locator('.choice-apply')).toHaveCount(0);
  });
});
