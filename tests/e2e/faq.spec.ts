// FAQ journeys on both layouts (the mobile project is an iPhone: the server moves it to /mTerminal).
import { LANGUAGES } from '../../shared/i18n';
import { doubleText, expect, hydrated, test } from './fixtures';

const mobilePrefix = (name: string) => (name === 'mobile' ? '/mTerminal' : '');

test.describe('FAQ list', () => {
  test('lists, searches, sorts, filters and pages', async ({ page }, info) => {
    await page.goto('/Support/FAQs');
    await expect(page).toHaveURL(new RegExp(`${mobilePrefix(info.project.name)}/Support/FAQs$`));
    await hydrated(page);
    const items = page.locator('.faq-list li');
    await expect(items).toHaveCount(10);

    // Pagination: page 2 shows other questions and the URL keeps it.
    const firstTitle = await items.first().innerText();
    await page.getByRole('link', { name: 'Next page', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(items.first()).not.toHaveText(firstTitle);
    // Back to page 1: its server-rendered list shows again.
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect(items.first()).toHaveText(firstTitle);
    await page.goForward();
    await expect(page).toHaveURL(/page=2/);

    // A category tag filters and resets to page 1; a second click clears it.
    const tag = page.getByRole('group', { name: 'FAQ categories' }).getByRole('button').first();
    await tag.click();
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/category=\d+/);
    await expect(page).not.toHaveURL(/page=2/);
    await tag.click();
    await expect(tag).toHaveAttribute('aria-pressed', 'false');

    // Sorting by popularity.
    await page.getByRole('radio', { name: 'Click Popularity' }).click();
    await expect(page.getByRole('radio', { name: 'Click Popularity' })).toBeChecked();
    await expect(page).toHaveURL(/sort=2/);

    // A search resets sort and category; results are ranked, typos tolerated.
    const search = page.getByRole('searchbox', { name: 'Search the FAQs' });
    await search.fill('garge door');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=garge/);
    await expect(page).not.toHaveURL(/sort=2/);
    await expect(items.first()).toContainText(/garage/i);
    // How many were found is said to screen readers, not shown.
    const said = page.getByRole('status').and(page.locator('.faq-results__summary'));
    await expect(said).toHaveText(/^\d+ articles? found for “\u2068garge door\u2069”$/);
    expect((await said.boundingBox())?.width).toBeLessThanOrEqual(1);

    await search.fill('qqzzxxyy');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Sorry, no relevant results')).toBeVisible();
    // What to try next, and where to ask.
    const ask = page.locator('.faq-results__hint').getByRole('link', { name: 'Email Support' });
    await expect(ask).toHaveAttribute('href', /^(\/mTerminal)?\/Support\/Email_Support$/);

    // The box shows what was searched for: the spaces around the words go, and only spaces are no search.
    await search.fill('  garage door  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=garage\+door$/);
    await expect(search).toHaveValue('garage door');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/Support\/FAQs$/);
    await expect(search).toHaveValue('');
  });

  test('pages with previous, pages and next; phones also choose the page size', async ({ page }, info) => {
    await page.goto('/Support/FAQs?page=2');
    await hydrated(page);
    const pager = page.getByRole('navigation', { name: 'Pages', exact: true });
    await expect(pager.getByRole('link', { name: 'Previous page' })).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Next page' })).toBeVisible();
    await expect(pager.locator('.pagination__total')).toHaveCount(0);
    const sizes = pager.getByLabel('Items per page');
    if (info.project.name !== 'mobile') {
      await expect(sizes).toHaveCount(0);
      return;
    }
    await sizes.selectOption('20');
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe('20');
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect(page.locator('.faq-list li')).toHaveCount(20);
    // The server renders the chosen size too.
    await page.reload();
    await expect(page.locator('.faq-list li')).toHaveCount(20);
    await expect(sizes).toHaveValue('20');
  });

  test('opens an item, counts it, and comes back to the list as it was', async ({ page }, info) => {
    const prefix = mobilePrefix(info.project.name);
    await page.goto('/Support/FAQs?keyword=compatible');
    await hydrated(page);
    await page.locator('.faq-list__link').first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/FAQs/\\d+\\.html`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.rich-text p').first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to FAQs' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/FAQs\\?keyword=compatible$`));
    await expect(page.getByRole('searchbox')).toHaveValue('compatible');

    // From the second page, back to the second page.
    await page.getByRole('searchbox').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/FAQs$`));
    await page.getByRole('link', { name: 'Next page', exact: true }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    // In the order of their numbers, ten a page: the second page begins with the eleventh.
    const firstLink = page.locator('.faq-list__link').first();
    await expect(firstLink).toHaveAttribute('href', /\/11\.html$/);
    await firstLink.click();
    await page.getByRole('link', { name: 'Back to FAQs' }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/FAQs\\?page=2$`));
    await expect(firstLink).toHaveAttribute('href', /\/11\.html$/);

    // Kept for the tab: a reload of the answer still leads back there.
    await page.locator('.faq-list__link').first().click();
    await expect(page).toHaveURL(/\.html$/);
    await page.reload();
    await hydrated(page);
    // Exactly its words: the drawn arrow before them is not part of its name.
    await expect(page.getByRole('link', { name: 'Back to FAQs', exact: true })).toHaveAttribute('href', `${prefix}/Support/FAQs?page=2`);
    // An answer opened first, in a tab of its own, leads to the list's first page.
    const fresh = await page.context().newPage();
    await fresh.goto('/Support/FAQs/5.html');
    await hydrated(fresh);
    await expect(fresh.getByRole('link', { name: 'Back to FAQs' })).toHaveAttribute('href', `${prefix}/Support/FAQs`);
    await fresh.close();
  });

  test("an answer read in another language than the list's leads back without the list's search", async ({ page }, info) => {
    const prefix = mobilePrefix(info.project.name);
    await page.goto('/de/Support/FAQs?keyword=Garagentor&sort=2');
    await hydrated(page);
    await page.locator('.faq-list__link').first().click();
    await expect(page.getByRole('link', { name: 'Zurück zu den FAQs' })).toHaveAttribute('href', `${prefix}/de/Support/FAQs?keyword=Garagentor&sort=2`);
    // The same tab, in Japanese: a German word would find nothing; the order stays.
    await page.goto(page.url().replace('/de/', '/ja/'));
    await hydrated(page);
    await expect(page.locator('a.back-link')).toHaveAttribute('href', `${prefix}/ja/Support/FAQs?sort=2`);
  });

  test('a bare numeric id becomes the .html item, a missing one the FailPage', async ({ page }, info) => {
    const prefix = mobilePrefix(info.project.name);
    await page.goto('/Support/FAQs/78');
    await expect(page).toHaveURL(new RegExp(`${prefix}/Support/FAQs/78\\.html$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/compatib/i);
    const res = await page.goto('/Support/FAQs/999999.html');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(new RegExp(`${prefix}/FailPage$`));
    await expect(page.getByRole('heading', { name: 'This Page is Not Found' })).toBeVisible();
    await page.goto('/Support/FAQs/abc');
    await expect(page).toHaveURL(new RegExp(`${prefix}/FailPage$`));
  });

  test('works in Japanese, search included', async ({ page }) => {
    await page.goto('/ja/Support/FAQs');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1, name: 'よくある質問' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'よくある質問を検索' });
    await search.fill('接続');
    await search.press('Enter');
    await expect(page.locator('.faq-list li').first()).toBeVisible();
    await expect(page).toHaveURL(/keyword=/);
  });

  test('sets no Japanese in italics: the emphasis of an answer stands upright, in bold', async ({ page }) => {
    await page.goto('/ja/Support/FAQs/4.html');
    const emphasis = page.locator('.rich-text em').first();
    await expect(emphasis).toBeVisible();
    expect(await emphasis.evaluate((el) => [getComputedStyle(el).fontStyle, getComputedStyle(el).fontWeight])).toEqual(['normal', '700']);
  });

  test('keeps ?contact=1 through the device redirect', async ({ page }, info) => {
    await page.goto('/Support/FAQs?contact=1');
    await expect(page).toHaveURL(new RegExp(`${mobilePrefix(info.project.name)}/Support/FAQs\\?contact=1`));
  });
});

test.describe('unknown pages', () => {
  test('an unknown path goes through /Transfer to the FailPage', async ({ page }, info) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(new RegExp(`${mobilePrefix(info.project.name)}/FailPage$`));
  });

  test('an unknown language answers "This page could not be found."', async ({ page }) => {
    const res = await page.goto('/xx/Support/FAQs');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });
});

test.describe('on a narrow phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a category tag that wraps keeps its height to itself: the one-line tags beside it stay one line high', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the category row scrolls sideways on phones only');
    await page.goto('/mTerminal/de/Support/FAQs');
    await hydrated(page);
    const heights = await page.locator('.faq-tags button').evaluateAll((tags) => tags.map((tag) => tag.getBoundingClientRect().height));
    // The German smart-home platforms' tag takes more than one line at this width; "Erste Schritte" does not.
    expect(Math.max(...heights)).toBeGreaterThan(50);
    expect(Math.min(...heights)).toBeLessThan(46);
  });

  test('with the text at twice its size the category tags wrap into rows, every one in sight', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the category row scrolls sideways on phones only');
    await page.goto('/mTerminal/de/Support/FAQs');
    await hydrated(page);
    // At least twice a browser's default size.
    await doubleText(page, 32);
    const row = page.locator('.faq-tags');
    // No strip to scroll sideways, in which the long smart-home tag stood ten lines high beside one-line tags.
    await expect.poll(() => row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const rights = await page.locator('.faq-tags button').evaluateAll((tags) => tags.map((tag) => tag.getBoundingClientRect().right));
    expect(Math.max(...rights)).toBeLessThanOrEqual(320);
  });

  test("the order's options share one row under its name in every language, all of them on the screen", async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', 'the desktop layout keeps its 900 px minimum width');
    for (const lang of LANGUAGES) {
      // With a search the order has its third option, relevance.
      await page.goto(`/mTerminal${lang === 'en' ? '' : `/${lang}`}/Support/FAQs?keyword=reset`);
      const legend = await page.locator('.faq-sort legend').boundingBox();
      const options = await page.locator('.faq-sort__option').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(options, lang).toHaveLength(3);
      for (const option of options) {
        expect(option.top, lang).toBe(options[0]!.top);
        expect(option.height, lang).toBe(options[0]!.height);
        expect(option.top, lang).toBeGreaterThanOrEqual(legend!.y + legend!.height);
        expect(option.right, lang).toBeLessThanOrEqual(320);
      }
    }
  });
});
