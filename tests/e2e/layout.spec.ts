// The layout shells on both projects: the desktop header's menus and links, side menu highlight and
// go-to-top; the cloud notice's banner; the mobile slide menu with its levels, focus handling, Escape and
// mask; the footer and the language switch on both layouts.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGES } from '../../shared/i18n';
import { sitePath } from '../../shared/routes';
import { expect, holdRequests, hydrated, test } from './fixtures';

const DESKTOP_ONLY = 'desktop-only: the Support menu, side menu, skip link test and go-to-top are desktop parts';
const MOBILE_ONLY = 'mobile-only: the slide menu is the mobile header';

const prefixOf = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test.describe('desktop header and side menu', () => {
  test('the Support menu opens and closes with the keyboard and a click outside', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await open(page, '/Support/FAQs');
    const button = page.getByRole('banner').getByRole('button', { name: 'Support', exact: true });
    const list = page.getByRole('list', { name: 'Support pages' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('link', { name: 'Downloads' })).toBeVisible();
    await expect(list.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');

    // Arrow keys move through the links; Escape closes and gives focus back to the button.
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    // Space toggles too; a click elsewhere closes.
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // (the right margin beside the centred content: nothing there but the page background)
    await page.mouse.click(1350, 600);
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The page shown now, chosen by keyboard: the menu closes and focus goes back to its button (no new
    // heading takes it).
    await button.focus();
    await page.keyboard.press('Enter');
    await list.getByRole('link', { name: 'FAQs' }).focus();
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();

    // A link in the menu navigates inside the layout and closes the menu.
    await button.click();
    await list.getByRole('link', { name: 'Compatibility Check' }).click();
    await expect(page).toHaveURL(/\/Support\/Compatibility_Check$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header leads to the main site\'s shop, products and About Us, and to the free products here', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await open(page, '/Support/FAQs');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('href', /^https?:\/\/[^/]+\/shop$/);
    await expect(header.getByRole('link', { name: 'About Us', exact: true })).toHaveAttribute('href', /^https?:\/\/[^/]+\/About_US$/);

    // Products: the categories are fetched when the button takes focus, listed when it opens, and lead to
    // the main site's product lists; the keyboard works as in the Support menu.
    const button = header.getByRole('button', { name: 'Products', exact: true });
    const list = page.getByRole('list', { name: 'Product categories' });
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/v1/productCategory') && asked.push(r.url())));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /\/list\?category_id=\d+$/);
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(button).toBeFocused();
    // Once held, the categories are not asked for again by a later focus, hover or opening.
    await page.keyboard.press('Tab');
    await button.focus();
    await button.hover();
    await page.keyboard.press('Enter');
    await expect(list.getByRole('link').first()).toBeVisible();
    await page.keyboard.press('Escape');
    expect(asked).toHaveLength(1);

    const free = header.getByRole('link', { name: 'Free Products', exact: true });
    await free.click();
    await expect(page).toHaveURL(/\/Support\/Beta_Testing$/);
    await expect(free).toHaveAttribute('aria-current', 'page');
  });

  test('the Products menu opened by ArrowDown before its categories came focuses the first once they come', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await open(page, '/Support/FAQs');
    const release = await holdRequests(page, '**/api/v1/productCategory?*');
    const button = page.getByRole('banner').getByRole('button', { name: 'Products', exact: true });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('list', { name: 'Product categories' });
    await expect(list.getByRole('status')).toHaveText('Loading…');
    await expect(button).toBeFocused();
    release();
    await expect(list.getByRole('link').first()).toBeFocused();
    // ArrowUp, the menu closed and the categories held: the last.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('link').last()).toBeFocused();
  });

  test('on the Beta Testing page, which came with the product categories, the Products menu asks for them no more', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await open(page, '/Support/Beta_Testing');
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/api/v1/productCategory') && asked.push(r.url())));
    const button = page.getByRole('banner').getByRole('button', { name: 'Products', exact: true });
    await button.hover();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Product categories' }).getByRole('link').first()).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('the header keeps to one row in every language, from the narrowest desktop width up', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    // Nothing in the row shrinks (layout.css), so a text too long for it shows as the row overflowing.
    // The cloud status is tried with both of its states' words, whichever the demo content shows.
    for (const lang of LANGUAGES) {
      const cloud = (JSON.parse(fs.readFileSync(path.join('locales', lang, 'layout.json'), 'utf8')) as { cloud: Record<'working' | 'maintenance', string> }).cloud;
      await page.setViewportSize({ width: 900, height: 700 });
      await open(page, sitePath('/Support/Downloads', 'desktop', lang));
      for (const width of [900, 1366]) {
        await page.setViewportSize({ width, height: 700 });
        for (const state of [cloud.working, cloud.maintenance]) {
          const fit = await page.evaluate((state) => {
            document.querySelector('.site-header .cloud-indicator__state')!.textContent = state;
            const row = document.querySelector('.site-header__inner')!;
            const status = document.querySelector('.site-header .cloud-indicator')!.getBoundingClientRect();
            const box = row.getBoundingClientRect();
            return { overflow: row.scrollWidth - row.clientWidth, statusInside: status.top >= box.top && status.bottom <= box.bottom };
          }, state);
          expect(fit, `${lang} at ${width} px with "${state}"`).toEqual({ overflow: 0, statusInside: true });
        }
      }
    }
  });

  test('the side menu highlights the current page, FAQ items and the disclaimer their parent', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    const sideMenu = page.getByRole('navigation', { name: 'Support pages' });
    const current = sideMenu.locator('[aria-current]');
    // "page" where the item is the page shown; "true" where it is the page shown is within.
    const cases: [string, string, string][] = [
      ['/Support/FAQs', 'FAQs', 'page'],
      ['/Support/FAQs/78.html', 'FAQs', 'true'],
      ['/Support/Compatibility_Check', 'Compatibility Check', 'page'],
      ['/Support/Resource_Library/Disclaimer', 'Resource Library', 'true'],
      // In both groups: both highlighted, the first announced.
      ['/Support/Beta_Testing', 'Beta Testing', 'page'],
    ];
    for (const [path, label, kind] of cases) {
      await open(page, path);
      await expect(current, path).toHaveCount(1);
      await expect(current, path).toHaveText(label);
      await expect(current, path).toHaveAttribute('aria-current', kind);
      await expect(current, path).toHaveClass(/is-current/);
    }
    await expect(sideMenu.locator('.is-current')).toHaveText(['Beta Testing', 'Beta Testing']);
    // No side menu outside /Support.
    await open(page, '/policies/privacy-policy');
    await expect(sideMenu).toHaveCount(0);
  });

  test('the skip link jumps to the content', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await open(page, '/Support/FAQs');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('go-to-top appears after scrolling more than 500 px and scrolls back up', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await page.setViewportSize({ width: 1366, height: 400 });
    await open(page, '/Support/FAQs');
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForTimeout(150);
    await expect(toTop).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toHaveCount(0);
    // Focus went to the top of the page rather than being lost with the button.
    await expect(page.locator('#top')).toBeFocused();
  });
});

test('the cloud notice is a banner on every page but the Cloud Service page, which it leads to', async ({ page, request }, info) => {
  const prefix = prefixOf(info.project.name);
  const data = (await (await request.get('/api/v1/cloudService')).json()).Data as { NOTICE_SWITCH: number; CLOUD_STATUS_CONTENT_PC: string };
  await open(page, `${prefix}/Support/Downloads`);
  const banner = page.getByRole('complementary', { name: 'Service notice' });
  if (data.NOTICE_SWITCH !== 1) {
    await expect(banner).toHaveCount(0);
    return;
  }
  await expect(banner.locator('p')).toHaveText(data.CLOUD_STATUS_CONTENT_PC);
  await banner.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/Support/Cloud_Service$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test.describe('mobile slide menu', () => {
  test('levels, Back, product categories, focus trap and Escape', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
    await open(page, '/Support/FAQs');
    await expect(page).toHaveURL(/\/mTerminal\/Support\/FAQs$/);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('body')).toHaveClass(/has-open-menu/);
    const support = menu.getByRole('button', { name: 'Support' });
    await expect(support).toBeFocused();

    // Tab cycles inside the menu (and its button), never into the page behind.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active?.closest('nav.m-menu') || active?.classList.contains('m-header__menu-button'));
      });
      expect(inside, `focus after ${i + 1} Tab presses`).toBe(true);
    }

    // Level two: Support, with a heading and a Back button that returns to level one.
    await support.click();
    await expect(menu.getByRole('heading', { name: 'Support', level: 2 })).toBeVisible();
    const back = menu.getByRole('button', { name: 'Back to the main menu' });
    await expect(back).toBeFocused();
    await expect(menu.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    await back.click();
    await expect(menu.getByRole('heading', { level: 2 })).toBeHidden();
    await expect(support).toBeFocused();

    // Home Automation lists the product categories with links to the main site's product lists.
    await menu.getByRole('button', { name: 'Home Automation' }).click();
    await expect(menu.getByRole('heading', { name: 'Home Automation', level: 2 })).toBeVisible();
    const categories = menu.locator('a[href*="/mTerminal/list?category_id="]');
    expect(await categories.count()).toBeGreaterThan(0);
    await expect(categories.first()).toBeVisible();
    await expect(categories.first().locator('img')).toHaveAttribute('alt', '');

    // Escape closes from level two and gives focus back to the menu button.
    await page.keyboard.press('Escape');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
    await expect(menu).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/has-open-menu/);
  });

  test('the mask closes the menu and a menu link navigates and closes it', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
    await open(page, '/Support/FAQs');
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // The mask is the area right of the panel (the panel is at most 85% of the width).
    const viewport = page.viewportSize()!;
    await page.mouse.click(viewport.width - 12, viewport.height / 2);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await menu.getByRole('button', { name: 'Support' }).click();
    await menu.getByRole('link', { name: 'Downloads' }).click();
    await expect(page).toHaveURL(/\/mTerminal\/Support\/Downloads$/);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('footer and language switch (both layouts)', () => {
  test('the footer shows the year, the policies, the stores and the social links', async ({ page }, info) => {
    await open(page, '/Support/FAQs');
    const footer = page.getByRole('contentinfo');
    const year = new Date().getFullYear();
    await expect(footer).toContainText(`© ${year} Hearthly. All rights reserved.`);

    // Privacy and terms are desktop pages, linked at their desktop paths from both layouts.
    const privacy = footer.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toHaveAttribute('href', '/policies/privacy-policy');
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/policies/terms-of-service');
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      `${prefixOf(info.project.name)}/Support/Email_Support`,
    );

    const stores = footer.locator('.store-badge');
    await expect(stores).toHaveCount(3);
    await expect(footer.getByRole('link', { name: /App Store/ })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    await expect(footer.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(footer.getByRole('link', { name: /Amazon Appstore/ })).toHaveAttribute('href', /^https:\/\/www\.amazon\.com\//);
    for (const network of ['Facebook', 'YouTube', 'Instagram', 'X']) {
      const link = footer.getByRole('link', { name: new RegExp(`^Hearthly on ${network} `) });
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }

    // No inline styles in the shell (the CSP forbids them).
    await expect(page.locator('header [style], footer [style], nav [style]')).toHaveCount(0);

    await privacy.click();
    await expect(page).toHaveURL(/\/policies\/privacy-policy$/);
  });

  test('the language switch keeps the page and the query and changes html[lang]', async ({ page }, info) => {
    const prefix = prefixOf(info.project.name);
    await open(page, '/Support/FAQs?keyword=wifi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const button = page.getByRole('banner').getByRole('button', { name: /^Language: (EN – )?English$/ });
    // The phone's button shows the language's code: its name holds it, before the language's name.
    await expect(button).toHaveAccessibleName(prefix ? 'Language: EN – English' : 'Language: English');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await page.getByRole('link', { name: 'Deutsch' }).click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/de/Support/FAQs\\?keyword=wifi$`));
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('banner').getByRole('button', { name: /^Sprache: (DE – )?Deutsch$/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Alle Rechte vorbehalten.');

    // Escape closes the switch and returns focus to its button.
    const germanButton = page.getByRole('banner').getByRole('button', { name: /^Sprache/ });
    await germanButton.click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(germanButton).toHaveAttribute('aria-expanded', 'false');
    await expect(germanButton).toBeFocused();
  });
});
