// The catalogue pages in German and Japanese on both layouts, and FAQ answer links that keep the
// reader's layout and language.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const prefix = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

const TEXTS = {
  de: {
    product: 'HG100 Smarter WLAN-Garagentoröffner',
    manualCategory: 'Schnellstartanleitung',
    manual: 'HG100 Schnellstartanleitung (EN/DE/FR/IT/ES)',
    resourceCategory: 'Firmware-Quellcode (GPL)',
    resource: 'GPL-Quellcode der Firmware HP110_v6.1.8',
    documents: 'Dokumente',
    document: 'HG100 EU-Konformitätserklärung (RED 2014/53/EU) – Rev. B',
    documentSearch: 'Konformitätserklärung',
    searchLabel: 'Konformitätserklärungen durchsuchen',
    notice: 'Hinweis',
    noticeText: /^Geplante Wartungsarbeiten: Am ersten Dienstag jedes Monats/,
  },
  ja: {
    product: 'HG100 スマートWi-Fiガレージドアオープナー',
    manualCategory: 'クイックスタートガイド',
    manual: 'HG100 クイックスタートガイド（EN/DE/FR/IT/ES）',
    resourceCategory: 'ファームウェアのソースコード（GPL）',
    resource: 'HP110 ファームウェアのGPLソースコード_v6.1.8',
    documents: '文書',
    document: 'HG100 EU適合宣言書（RED 2014/53/EU） – Rev. B',
    documentSearch: '適合宣言書',
    searchLabel: '規制関連文書を検索',
    notice: 'お知らせ',
    noticeText: /^メンテナンスのお知らせ：毎月第1火曜日/,
  },
} as const;

/** The page's texts are all translated: nothing is marked English and no note says so. */
async function expectNoEnglish(page: Page) {
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await expect(page.locator('.notice[class*="-fallback"]')).toHaveCount(0);
}

for (const [lang, text] of Object.entries(TEXTS)) {
  test.describe(`The catalogue in ${lang}`, () => {
    test('Downloads: product names, categories and titles', async ({ page }, info) => {
      await page.goto(`/${lang}/Support/Downloads`);
      await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/${lang}/Support/Downloads$`));
      await hydrated(page);
      const product = page.locator('.downloads-product__select');
      await expect(product.locator('option').nth(1)).toHaveText(text.product);
      const quickStart = page.getByRole('region', { name: new RegExp(`^${text.manualCategory}`) });
      await expect(quickStart.getByRole('link')).toHaveCount(13);
      await expect(quickStart.getByRole('link', { name: text.manual })).toHaveAttribute('href', '/files/manuals/hg100-quick-start-guide.pdf');
      await expectNoEnglish(page);

      await product.selectOption({ label: text.product });
      await expect(page).toHaveURL(/\?product=1$/);
      await expect(page.getByRole('link', { name: text.manual })).toBeVisible();
    });

    test('Resource Library: categories and titles', async ({ page }) => {
      await page.goto(`/${lang}/Support/Resource_Library`);
      await hydrated(page);
      const gpl = page.getByRole('region', { name: text.resourceCategory });
      await expect(gpl.getByRole('link', { name: new RegExp(`^${text.resource}`) })).toHaveAttribute(
        'href',
        '/files/resources/hp110-gpl-source-v6.1.8.tar.gz',
      );
      await expectNoEnglish(page);
    });

    test('Regulatory Compliance: titles, and search in them', async ({ page }) => {
      await page.goto(`/${lang}/Support/Regulatory_Compliance`);
      await hydrated(page);
      const documents = page.getByRole('list', { name: text.documents, exact: true }).getByRole('listitem');
      await expect(documents.first()).toContainText(text.document);
      await expectNoEnglish(page);

      const search = page.getByRole('searchbox', { name: text.searchLabel });
      await search.fill(text.documentSearch);
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(text.documentSearch)}`));
      await expect(documents).toHaveCount(10);
      for (const item of await documents.all()) await expect(item).toContainText(text.documentSearch);
    });

    test('Cloud Service: the notice', async ({ page }) => {
      await page.goto(`/${lang}/Support/Cloud_Service`);
      await hydrated(page);
      await expect(page.getByRole('region', { name: text.notice }).locator('.cloud-notice__text')).toHaveText(text.noticeText);
      await expectNoEnglish(page);
    });
  });
}

// FAQ 11 links FAQs 12 and 13 (category 2: faq-read.spec.ts counts the reads of categories 8 and 9, and
// the projects share one server).
test.describe('Links in a German FAQ answer', () => {
  test('lead to the German page of the same layout, inside the app', async ({ page }, info) => {
    const p = `${prefix(info.project.name)}/de`;
    await page.goto('/de/Support/FAQs/11.html');
    await expect(page).toHaveURL(new RegExp(`${p}/Support/FAQs/11\\.html$`));
    await hydrated(page);
    const link = page.locator('.rich-text').getByRole('link', { name: 'Was bedeuten die LED-Farben an meinem Gerät?' });
    await expect(link).toHaveAttribute('href', `${p}/Support/FAQs/12.html`);

    // A page load would lose this mark; a navigation inside the app keeps it.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${p}/Support/FAQs/12\\.html$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Was bedeuten die LED-Farben an meinem Gerät?');
    expect(await page.evaluate(() => (window as { stayedInApp?: boolean }).stayedInApp)).toBe(true);
  });

  test('still open in a new tab with a modifier key', async ({ page, context }, info) => {
    test.skip(info.project.name === 'mobile', 'phones have no modifier keys');
    await page.goto('/de/Support/FAQs/11.html');
    await hydrated(page);
    const link = page.locator('.rich-text').getByRole('link', { name: 'Ich habe meinen Router oder mein WLAN-Passwort geändert' });
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/de/Support/FAQs/13.html');
    await expect(page).toHaveURL(/\/de\/Support\/FAQs\/11\.html$/);
    await opened.close();
  });
});
