// What axe cannot see: the menus and dialogs by keyboard alone, the focus ring's contrast on the controls
// it is drawn around, reduced motion and forced colours. Text-free where it can be, so the journeys read in any language.
import type { Locator, Page } from '@playwright/test';
import { expect, holdRequests, hydrated, test } from './fixtures';
import { layoutPrefix } from './form-page';

const DESKTOP_ONLY = 'desktop-only: the side menu and go-to-top are desktop parts';
const MOBILE_ONLY = 'mobile-only: the slide menu is the mobile header';
const STICKY_HEADER_ONLY = 'mobile-only: the mobile header is the one that stays at the top of the window';
const TAG_ROW_ONLY = "mobile-only: the categories scroll sideways in one row on a phone; the desktop wraps them";
const PHONE_SIZES_ONLY = 'mobile-only: the mobile layout sizes its text from a phone\'s width; the desktop keeps its own sizes';

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** Press Tab until `target` has focus (at most `max` presses). */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** True while the focused element is inside the open modal dialog. */
const focusInModal = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog:modal')));

/** The contrast ratio of two CSS colours given as `rgb(…)`/`rgba(…)` (WCAG's relative luminance). */
function contrast(one: string, other: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number);
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const [a = 0, b = 0] = [luminance(one), luminance(other)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

/**
 * The focused element's ring: its style, width and colour, and the background it is drawn on (the element's
 * own where the ring is drawn inside it, else the nearest painted ancestor's).
 */
async function focusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    let behind: Element | null = parseFloat(style.outlineOffset) < 0 ? el : el.parentElement;
    let background = 'rgb(255, 255, 255)';
    for (; behind; behind = behind.parentElement) {
      const [, , , alpha = 1] = (getComputedStyle(behind).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
      if (alpha > 0.5) {
        background = getComputedStyle(behind).backgroundColor;
        break;
      }
    }
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor, background };
  });
  return { ...ring, contrast: contrast(ring.color, ring.background) };
}

test.describe('keyboard', () => {
  test('the mobile menu opens, goes a level down and closes by keyboard; Escape gives focus back to its button', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
    await open(page, '/mTerminal/Support/FAQs');
    const button = page.locator('.m-header__menu-button');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const firstGroup = page.locator('.m-menu [data-group]').first();
    await expect(firstGroup).toBeFocused();
    // Space opens a group (a native button); its Back button takes focus, Enter goes back to the group.
    await page.keyboard.press('Space');
    const back = page.locator('.m-menu__back');
    await expect(back).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(back).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(firstGroup).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the side menu: its two groups in reading order, Tab and Shift+Tab, Enter opens a page', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await open(page, '/Support/FAQs');
    const menu = page.locator('nav.side-menu');
    const links = menu.getByRole('link');
    const names = await links.allTextContents();
    // Each group is a list named by its title.
    await expect(menu.getByRole('list')).toHaveCount(2);
    await tabTo(page, links.first());
    for (const name of names.slice(1)) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(name);
    }
    for (const name of names.slice(0, -1).reverse()) {
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator(':focus')).toHaveText(name);
    }
    await page.keyboard.press('Tab');
    const second = links.nth(1);
    await expect(second).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-current', 'page');
    await expect(page).not.toHaveURL(/\/Support\/FAQs$/);
    // Focus moves to the new page's heading; the next Tab goes on inside the page.
    const heading = page.locator('#main h1');
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#main')))).toBe(true);
  });

  test('Shift+Tab up a long page never leaves focus under the sticky header (WCAG 2.4.11)', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', STICKY_HEADER_ONLY);
    await open(page, '/mTerminal/Support/Downloads');
    await page.locator('footer a').first().focus();
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Shift+Tab');
      const place = await page.evaluate(() => {
        const focused = document.activeElement!;
        const header = document.querySelector('.m-header')!.getBoundingClientRect();
        return { inHeader: Boolean(focused.closest('.m-header')), top: focused.getBoundingClientRect().top, headerBottom: header.bottom, text: focused.textContent?.trim() };
      });
      if (place.inHeader) break;
      expect(place.top, `${place.text} under the header`).toBeGreaterThanOrEqual(place.headerBottom);
    }
  });

  test('Tab down a page brings each control above the "Contact us" button, not under it', async ({ page }, info) => {
    // A form at 320 px on a phone; on a computer the footer's links at the bottom right, where the wider
    // French button ("Nous contacter") once hid the Instagram link whole.
    const mobile = info.project.name === 'mobile';
    await page.setViewportSize(mobile ? { width: 320, height: 568 } : { width: 1280, height: 800 });
    await open(page, mobile ? '/mTerminal/Support/Email_Support' : '/fr/Partnership/Influencer_Program');
    const launcher = page.locator('.chat-launcher');
    const box = (await launcher.boundingBox())!;
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        // A text box is scrolled to where its caret is, its first lines: those must show.
        const bottom = el.tagName === 'TEXTAREA' ? Math.min(r.bottom, r.top + 48) : r.bottom;
        return { name: el.id || el.textContent?.trim(), bottom, left: r.left, right: r.right, launcher: Boolean(el.closest('.chat-launcher')) };
      });
      // Past the page's last control focus leaves the page: the walk is over.
      if (!focused) break;
      if (focused.launcher) continue;
      const across = focused.right > box.x && focused.left < box.x + box.width;
      if (across) expect(focused.bottom, `${focused.name} under the button`).toBeLessThanOrEqual(box.y);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  test("a focused FAQ category tag shows whole in the phone's sideways row", async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', TAG_ROW_ONLY);
    await open(page, '/mTerminal/Support/FAQs');
    const tags = page.locator('.faq-tags button');
    await tags.first().focus();
    const count = await tags.count();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(tags.nth(i)).toBeFocused();
      const { tag, row } = await tags.nth(i).evaluate((el) => ({ tag: el.getBoundingClientRect().toJSON(), row: el.parentElement!.getBoundingClientRect().toJSON() }));
      expect(tag.left, await tags.nth(i).innerText()).toBeGreaterThanOrEqual(row.left);
      expect(tag.right, await tags.nth(i).innerText()).toBeLessThanOrEqual(row.right);
    }
  });

  test('a page opened from the mobile menu takes focus at its heading, and Back does the same', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
    await open(page, '/mTerminal/Support/FAQs');
    await page.locator('.m-header__menu-button').click();
    await page.locator('.m-menu [data-group]').first().click();
    const link = page.locator('.m-menu a[href*="/Support/Downloads"]').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/mTerminal\/Support\/Downloads/);
    await expect(page.locator('#main h1')).toBeFocused();
    await page.goBack();
    await expect(page).toHaveURL(/\/mTerminal\/Support\/FAQs/);
    await expect(page.locator('#main h1')).toBeFocused();
  });

  test('an FAQ opened from the list takes focus at its heading once its answer has come', async ({ page }, info) => {
    await open(page, `${layoutPrefix(info.project.name)}/Support/FAQs`);
    // The item's answer is slow to come: the page waits for it without a heading.
    const release = await holdRequests(page, (url) => /^\/api\/v1\/faq\/\d+$/.test(url.pathname));
    const link = page.locator('#main a[href*="/Support/FAQs/"]').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Support\/FAQs\/\d+/);
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    release();
    await expect(page.locator('#main h1')).toBeFocused();
  });

  // From a later page too, where the new list starts again from its first page.
  test('a new keyword in the FAQ search, a category or an order keeps focus on the control used', async ({ page }, info) => {
    await open(page, `${layoutPrefix(info.project.name)}/Support/FAQs?page=2`);
    const tag = page.locator('.faq-tags button').nth(1);
    await tag.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/category=\d+$/);
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await expect(tag).toBeFocused();

    await open(page, `${layoutPrefix(info.project.name)}/Support/FAQs?page=2`);
    const order = page.getByRole('radio', { checked: true });
    await order.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/sort=2$/);
    await expect(page.getByRole('radio', { checked: true })).toBeFocused();

    await open(page, `${layoutPrefix(info.project.name)}/Support/FAQs?page=2`);
    const field = page.getByRole('searchbox').first();
    await field.fill('wifi');
    await field.press('Enter');
    await expect(page).toHaveURL(/wifi/);
    await expect(field).toBeFocused();
  });

  test('a form dialog keeps focus inside; Escape closes it and focus goes to the first field to fix', async ({ page }, info) => {
    await open(page, `${layoutPrefix(info.project.name)}/Support/Beta_Testing`);
    const submit = page.locator('form[method="post"] button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    // A native modal dialog: the page behind is inert.
    expect(await dialog.evaluate((el) => el.matches('dialog:modal'))).toBe(true);
    expect(await focusInModal(page)).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInModal(page), `focus after ${key}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    const first = page.locator('[aria-invalid="true"]').first();
    await expect(first).toBeFocused();
    // The error is the field's description, and its region is polite: a screen reader reads it out.
    const errorId = (await first.getAttribute('aria-describedby'))?.split(' ').pop() ?? '';
    const error = page.locator(`[id="${errorId}"]`);
    await expect(error).not.toBeEmpty();
    await expect(error).toHaveAttribute('aria-live', 'polite');
  });
});

// A control of each kind, reached by Tab, shows a ring of at least 2 px at 3:1 against what surrounds it.
const RINGS: { name: string; project: 'desktop' | 'mobile'; path: string; target: string }[] = [
  { name: 'side menu link', project: 'desktop', path: '/Support/FAQs', target: 'nav.side-menu a' },
  { name: 'primary button', project: 'desktop', path: '/Support/FAQs', target: 'form[role="search"] button[type="submit"]' },
  { name: 'text field', project: 'desktop', path: '/Support/Beta_Testing', target: 'form[method="post"] input[type="text"]' },
  { name: 'tag button', project: 'desktop', path: '/Support/Beta_Testing', target: 'form[method="post"] button[aria-pressed]' },
  { name: 'footer link (dark)', project: 'desktop', path: '/Support/Cloud_Service', target: '.site-footer a' },
  { name: 'menu button', project: 'mobile', path: '/mTerminal/Support/FAQs', target: '.m-header__menu-button' },
  { name: 'mobile menu item (ring inside)', project: 'mobile', path: '/mTerminal/Support/FAQs', target: '.m-menu [data-group]' },
];

test.describe('visible focus', () => {
  for (const ring of RINGS) {
    test(ring.name, async ({ page }, info) => {
      test.skip(info.project.name !== ring.project, `a control of the ${ring.project} layout: the other project's browser is sent to its own layout`);
      await open(page, ring.path);
      if (ring.target.startsWith('.m-menu')) {
        await tabTo(page, page.locator('.m-header__menu-button'));
        await page.keyboard.press('Enter');
      }
      await tabTo(page, page.locator(ring.target).first(), 80);
      const look = await focusRing(page);
      expect(look.style).not.toBe('none');
      expect(look.width).toBeGreaterThanOrEqual(2);
      expect(look.contrast).toBeGreaterThanOrEqual(3);
    });
  }

  test('the floating buttons, over the dark footer: a white halo keeps the dark ring plain', async ({ page }, info) => {
    const mobile = info.project.name === 'mobile';
    // A short window, so that the page scrolls far enough for the back-to-top button to show.
    if (!mobile) await page.setViewportSize({ width: 1366, height: 500 });
    await open(page, `${mobile ? '/mTerminal' : ''}/Support/FAQs`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const selector of mobile ? ['.chat-launcher'] : ['.go-to-top', '.chat-launcher']) {
      const button = page.locator(selector);
      await expect(button).toBeVisible();
      await button.focus();
      const look = await button.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        const halo = style.boxShadow.match(/^(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/);
        // What the page shows just outside the halo, to the button's left: the ground the ring must stand out on.
        const ground = document
          .elementsFromPoint(box.left - (parseFloat(halo?.[2] ?? '0') + 2), box.top + box.height / 2)
          .find((under) => !el.contains(under) && !/rgba\(0, 0, 0, 0\)|transparent/.test(getComputedStyle(under).backgroundColor));
        return {
          visible: el.matches(':focus-visible'),
          ring: style.outlineColor,
          reach: parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
          halo: halo?.[1] ?? 'none',
          spread: parseFloat(halo?.[2] ?? '0'),
          inFooter: Boolean(ground?.closest('.site-footer')),
          ground: ground ? getComputedStyle(ground).backgroundColor : 'none',
        };
      });
      expect(look, selector).toMatchObject({ visible: true, inFooter: true });
      expect(look.spread, selector).toBeGreaterThan(look.reach);
      expect(contrast(look.ring, look.halo), selector).toBeGreaterThanOrEqual(3);
      expect(contrast(look.halo, look.ground), selector).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('go-to-top jumps at once; the header menu and the button do not animate', async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', DESKTOP_ONLY);
    await page.setViewportSize({ width: 1366, height: 400 });
    await open(page, '/Support/FAQs');
    await page.evaluate(() => window.scrollTo(0, 600));
    const toTop = page.locator('.go-to-top');
    await expect(toTop).toBeVisible();
    await expect(toTop).toHaveCSS('animation-name', 'none');
    await toTop.click();
    // No smooth scroll to wait for: the page is at the top as soon as the click is handled.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('.header-menu--support .header-menu__button').click();
    await expect(page.locator('.header-menu--support .header-menu__list')).toHaveCSS('animation-name', 'none');
  });

  test('the loading ring fades in place instead of turning', async ({ page }) => {
    await open(page, '/Support/FAQs');
    // A ring as the pages show one while they wait, measured against the site's stylesheet.
    const animation = await page.evaluate(() => {
      const dot = document.body.appendChild(document.createElement('span'));
      dot.className = 'spinner__dot';
      const name = getComputedStyle(dot).animationName;
      dot.remove();
      return name;
    });
    expect(animation).toBe('spinner-fade');
  });

  test('the mobile menu and its mask appear without sliding or fading', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
    await open(page, '/mTerminal/Support/FAQs');
    await page.locator('.m-header__menu-button').click();
    for (const part of ['.m-menu', '.m-menu__track', '.m-mask']) {
      await expect(page.locator(part)).toHaveCSS('transition-duration', '0s');
    }
  });
});

test.describe('forced colours (a Windows contrast theme)', () => {
  test.use({ contextOptions: { forcedColors: 'active' } });

  /** The background of each element, to tell the chosen one from the others. */
  const backgrounds = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((elements) => elements.map((e) => getComputedStyle(e).backgroundColor));

  test('a choice shown by its colour stays visible: the chosen category, document type and page', async ({ page }, info) => {
    const prefix = layoutPrefix(info.project.name);
    await open(page, `${prefix}/Support/FAQs?category=1&page=1`);
    const tags = await backgrounds(page, '.tag');
    expect(tags[0]).not.toBe(tags[1]);
    await open(page, `${prefix}/Support/Regulatory_Compliance?type=psti`);
    const [eu, psti] = await backgrounds(page, '.doc-type__option span');
    expect(psti).not.toBe(eu);
    if (info.project.name === 'desktop') {
      await open(page, '/Support/FAQs?page=2');
      const pages = await backgrounds(page, '.pagination__page');
      expect(pages[1]).not.toBe(pages[0]);
    }
  });
});

test.describe('touch targets on a narrow phone', () => {
  // Below 375 px the mobile layout's rem is smaller than 16 px: the controls still keep 44 px.
  test.use({ viewport: { width: 320, height: 640 } });

  test('the lists\' search, tags, sort, pager and the FAQ item\'s way back are at least 44 px tall', async ({ page }, info) => {
    test.skip(info.project.name !== 'mobile', PHONE_SIZES_ONLY);
    const small: string[] = [];
    const measure = async (selector: string) => {
      for (const box of await page.locator(selector).evaluateAll((els) =>
        els.filter((e) => e.getClientRects().length).map((e) => ({ what: e.outerHTML.slice(0, 60), ...e.getBoundingClientRect().toJSON() as DOMRect })),
      )) {
        if (box.height < 44 - 0.5) small.push(`${page.url()}: ${box.what} is ${Math.round(box.height)} px tall`);
      }
    };
    await open(page, '/mTerminal/de/Support/FAQs');
    await measure('.faq-search input, .faq-search button, .tag, .faq-sort__option span, .pagination a, .pagination select');
    await open(page, '/mTerminal/fr/Support/Regulatory_Compliance');
    await measure('.pagination a, .pagination select, .pagination input');
    await open(page, '/mTerminal/ja/Support/FAQs/12.html');
    await measure('.back-link');
    expect(small).toEqual([]);
  });

  test("the cloud notice's Details link and its focus ring stay clear of the sticky header above it", async ({ page, request }, info) => {
    test.skip(info.project.name !== 'mobile', PHONE_SIZES_ONLY);
    const notice = (await (await request.get('/api/v1/cloudService')).json()).Data as { NOTICE_SWITCH: number };
    test.skip(notice.NOTICE_SWITCH !== 1, 'the demo content shows no cloud notice');
    for (const lang of ['en', 'ja']) {
      await open(page, `/mTerminal${lang === 'en' ? '' : `/${lang}`}/Support/FAQs`);
      const link = page.locator('.service-notice__link');
      await link.focus();
      const box = (await link.boundingBox())!;
      const header = (await page.locator('.m-header').boundingBox())!;
      expect(box.height, lang).toBeGreaterThanOrEqual(44 - 0.5);
      // The ring: 3 px wide, 2 px off the link.
      expect(box.y - 5, lang).toBeGreaterThanOrEqual(header.y + header.height);
    }
  });
});
