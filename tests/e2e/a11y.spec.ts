// Accessibility: every page of the route table, on the project's layout, in English and Japanese, has no
// axe violation of WCAG 2.0, 2.1 and 2.2 A and AA; so do the pages with a dialog open and with form errors
// shown. The keyboard journeys that axe cannot see are in a11y-keyboard.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SAMPLES } from '../helpers/upload-samples';
import type { Envelope, FaqListItem, PageData } from '../../shared/api';
import { PAGES, faqItemPath, sitePath, type Layout, type PageRoute } from '../../shared/routes';
import { expect, hydrated, test } from './fixtures';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LANGS = ['en', 'ja'] as const;

const layoutOf = (project: string): Layout => (project === 'mobile' ? 'mobile' : 'desktop');

/** axe's findings in a form that names what to fix. */
async function violations(page: Page) {
  // Only the violations are read: axe then skips the details of what passed, most of its time on a page.
  // Legacy mode runs axe in the page alone: by default the builder also opens a blank page and loads axe
  // (1.5 MB of script) there a second time to put the frames' results together, which doubled the time of
  // every check; the site's pages have no frames (decision 0021).
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
}

/** Soft: a page's other language is still checked after a finding, so one run names everything. */
async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await violations(page), what).toEqual([]);
}

/** The canonical path of a route with real parameters: the first FAQ of the demo content for an item. */
async function canonicalPath(page: Page, route: PageRoute): Promise<string> {
  if (!route.pattern.includes('{')) return route.pattern;
  const answer = await page.request.get('/api/v1/faqList?pageSize=1');
  const body = (await answer.json()) as Envelope<PageData<FaqListItem>>;
  const first = body.Data.pageData[0];
  if (!first) throw new Error('the demo content has no FAQ');
  return faqItemPath(first.id);
}

test.describe('every page passes axe', () => {
  // Two languages, each a page load and an axe run: a busy machine needs more than the usual half minute.
  test.describe.configure({ timeout: 120_000 });
  for (const route of PAGES) {
    test(route.id, async ({ page }, info) => {
      const layout = layoutOf(info.project.name);
      // A page without this layout is read in the desktop one (the policies on a phone).
      const shown = route.layouts.includes(layout) ? layout : 'desktop';
      const canonical = await canonicalPath(page, route);
      for (const lang of LANGS) {
        await page.goto(sitePath(canonical, shown, lang));
        await hydrated(page);
        await expectAccessible(page, `${lang} ${canonical}`);
      }
    });
  }

  test('the 404 page of an unknown language', async ({ page }, info) => {
    await page.goto(sitePath('/xx/Support/FAQs', layoutOf(info.project.name), 'en'));
    await hydrated(page);
    await expectAccessible(page, 'unknown language');
  });
});

/** Open a page of the project's layout in `lang` and wait for hydration. */
async function open(page: Page, layout: Layout, lang: (typeof LANGS)[number], canonical: string): Promise<void> {
  await page.goto(sitePath(canonical, layout, lang));
  await hydrated(page);
}

const submitButton = (page: Page) => page.locator('form[method="post"] button[type="submit"]');

/** Open a form page and press its Submit as soon as it can be pressed. */
async function submitEmpty(page: Page, layout: Layout, lang: (typeof LANGS)[number], canonical: string): Promise<void> {
  await open(page, layout, lang, canonical);
  await expect(submitButton(page)).toBeEnabled();
  await submitButton(page).click();
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

interface OpenState {
  name: string;
  layouts: readonly Layout[];
  /** Bring the page into the state, in a language; returns the checks' labels in order as it reaches them. */
  reach(page: Page, layout: Layout, lang: (typeof LANGS)[number], check: (what: string) => Promise<void>): Promise<void>;
}

/** A layout's menus: open a page, then press each control in turn (the first that matches) and check what it shows. */
function menus(name: string, layout: Layout, canonical: string, steps: readonly { press: string; shown: string; what: string }[]): OpenState {
  return {
    name,
    layouts: [layout],
    async reach(page, _layout, lang, check) {
      await open(page, layout, lang, canonical);
      for (const step of steps) {
        await page.locator(step.press).first().click();
        const shown = page.locator(step.shown).first();
        await expect(shown).toBeVisible();
        // axe reads colours as painted: a dropdown still fading in blends its text with the page behind.
        await shown.evaluate((el) => {
          const panel = el.closest('.menu-dropdown, .m-menu') ?? el;
          return Promise.all(panel.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined)));
        });
        await check(step.what);
      }
    },
  };
}

// Text-free selectors, so that one journey serves every language.
const STATES: OpenState[] = [
  {
    name: 'Beta Testing: an empty submit, its "incomplete" dialog over the errors, then the errors alone',
    layouts: ['desktop', 'mobile'],
    async reach(page, layout, lang, check) {
      await submitEmpty(page, layout, lang, '/Support/Beta_Testing');
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await check('incomplete dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await check('form errors');
    },
  },
  {
    name: 'Email Support: an empty submit shows every error',
    layouts: ['desktop', 'mobile'],
    async reach(page, layout, lang, check) {
      await submitEmpty(page, layout, lang, '/Support/Email_Support');
      await check('form errors');
    },
  },
  {
    name: 'Security Advisory: the errors of an empty submit, then the confirmation dialog',
    layouts: ['desktop', 'mobile'],
    async reach(page, layout, lang, check) {
      await submitEmpty(page, layout, lang, '/Support/Security_Advisory');
      await check('form errors');
      await page.locator('form[method="post"] input[type="text"]').first().fill('Authentication bypass');
      await page.locator('input[type=file]').setInputFiles([{ name: 'report.pdf', mimeType: 'application/pdf', buffer: SAMPLES.pdf }]);
      await expect(page.locator('.uploader__item--done')).toHaveCount(1);
      // A finished file's status on the page itself (behind a dialog, the page is inert and not checked).
      await check('a finished upload');
      await page.locator('form[method="post"] input[type="checkbox"]').check();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      await submitButton(page).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await check('confirmation dialog');
    },
  },
  {
    name: 'the contact panel (?contact=1)',
    layouts: ['desktop', 'mobile'],
    async reach(page, layout, lang, check) {
      await page.goto(`${sitePath('/Support/FAQs', layout, lang)}?contact=1`);
      await hydrated(page);
      await expect(page.getByRole('dialog')).toBeVisible();
      await check('contact panel');
    },
  },
  {
    name: 'an FAQ search that finds nothing, and what to try next',
    layouts: ['desktop', 'mobile'],
    async reach(page, layout, lang, check) {
      await page.goto(`${sitePath('/Support/FAQs', layout, lang)}?keyword=qqzzxxyy`);
      await hydrated(page);
      await expect(page.locator('.faq-results__hint a')).toBeVisible();
      await check('no results');
    },
  },
  menus('the mobile menu, both levels', 'mobile', '/Support/FAQs', [
    { press: '.m-header__menu-button', shown: '.m-menu [data-group]', what: 'menu, level one' },
    { press: '.m-menu [data-group]', shown: '.m-menu__back', what: 'menu, level two' },
  ]),
  menus('the header menus: Products, Support and the language switch', 'desktop', '/Support/Downloads', [
    { press: '.header-menu--products .header-menu__button', shown: '.header-menu--products .menu-dropdown__link', what: 'Products menu' },
    { press: '.header-menu--support .header-menu__button', shown: '.header-menu--support .header-menu__list', what: 'Support menu' },
    { press: '.lang-switch__button', shown: '.lang-switch__list', what: 'language switch' },
  ]),
];

test.describe('open dialogs, menus and form errors pass axe', () => {
  // Two languages and up to three axe runs each: more than a journey's usual half minute on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  for (const state of STATES) {
    test(state.name, async ({ page }, info) => {
      const layout = layoutOf(info.project.name);
      test.skip(!state.layouts.includes(layout), `${layout}: not a part of this layout`);
      // Each state is checked at the top of the page: the mobile header is sticky, and axe reads a control
      // that the focus moved to an invalid field scrolled half under it as a target too small to press.
      const check = async (lang: string, what: string) => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectAccessible(page, `${lang} ${what}`);
      };
      for (const lang of LANGS) await state.reach(page, layout, lang, (what) => check(lang, what));
    });
  }
});
