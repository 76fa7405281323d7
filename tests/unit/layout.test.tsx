// The layout shells' rules (the support menu highlight, the mobile menu's states) as tables, and the
// server render of both shells: landmarks, highlight, year, closed menus, no inline styles.
import fs from 'node:fs';
import path from 'node:path';
import i18next, { type Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { PARTNERSHIP_ITEMS, SUPPORT_ITEMS, ariaCurrent, highlightedLabel, isHighlighted, isSupportPath, mainSiteLink, productListLink } from '../../client/components/support-nav';
import { cloudServiceCall } from '../../client/data/cloud-service';
import { productCategoryCall } from '../../client/data/product-category';
import { pageAtPath } from '../../client/page-definition';
import { DesktopLayout } from '../../client/layouts/desktop/desktop-layout';
import { INITIAL_MENU, menuPhase, menuReducer, type MenuAction, type MenuState } from '../../client/layouts/mobile/menu-state';
import { MobileLayout } from '../../client/layouts/mobile/mobile-layout';
import { SiteContext, type Site } from '../../client/site-context';
import type { CloudService } from '../../shared/api';
import { LANGUAGES, type Language } from '../../shared/i18n';
import { basename, type Layout } from '../../shared/routes';
import { TEST_PUBLIC_CONFIG } from '../helpers/public-config';

describe('support menu highlight', () => {
  const cases: [string, string | null][] = [
    ['/Support/FAQs', 'faqs'],
    ['/Support/FAQs/12.html', 'faqs'],
    ['/Support/FAQs/78.html', 'faqs'],
    ['/Support/Email_Support', 'emailSupport'],
    ['/Support/Compatibility_Check', 'compatibilityCheck'],
    ['/Support/Downloads', 'downloads'],
    ['/Support/Resource_Library', 'resourceLibrary'],
    ['/Support/Resource_Library/Disclaimer', 'resourceLibrary'],
    ['/Support/Cloud_Service', 'cloudService'],
    ['/Support/Security_Advisory', 'securityAdvisory'],
    ['/Support/Regulatory_Compliance', 'regulatoryCompliance'],
    ['/Support/Beta_Testing', 'betaTesting'],
    ['/Partnership/Influencer_Program', null],
    ['/Partnership/Loyalty_Program', null],
    ['/FailPage', null],
    ['/policies/privacy-policy', null],
    ['/security-advisory-policy', null],
  ];
  it.each(cases)('%s highlights %s', (pathname, key) => {
    const highlighted = SUPPORT_ITEMS.filter((item) => isHighlighted(item, pathname)).map((item) => item.key);
    expect(highlighted).toEqual(key ? [key] : []);
  });

  it.each([
    ['/Support/FAQs', 'faqs', 'page'],
    ['/Support/FAQs/78.html', 'faqs', 'true'],
    ['/Support/Resource_Library', 'resourceLibrary', 'page'],
    ['/Support/Resource_Library/Disclaimer', 'resourceLibrary', 'true'],
    ['/Support/Downloads', 'downloads', 'page'],
    ['/Support/Downloads', 'faqs', undefined],
  ])('on %s, the %s item says aria-current=%s (the page itself, or the page it is within)', (pathname, key, expected) => {
    expect(ariaCurrent(SUPPORT_ITEMS.find((item) => item.key === key)!, pathname)).toBe(expected);
  });

  it('reads underscores as spaces in the last segment', () => {
    expect(highlightedLabel('/Support/Compatibility_Check')).toBe('Compatibility Check');
    expect(highlightedLabel('/Support/FAQs/5.html')).toBe('FAQs');
    expect(highlightedLabel('/Support/Resource_Library/Disclaimer')).toBe('Resource Library');
  });

  it('shows the side menu on /Support pages only', () => {
    expect(isSupportPath('/Support/FAQs')).toBe(true);
    expect(isSupportPath('/Support/FAQs/1.html')).toBe(true);
    expect(isSupportPath('/FailPage')).toBe(false);
    expect(isSupportPath('/policies/terms-of-service')).toBe(false);
    expect(isSupportPath('/Supporting')).toBe(false);
    expect(isSupportPath('/Partnership/Loyalty_Program')).toBe(true);
    expect(isSupportPath('/Partnership')).toBe(false);
  });

  it.each([
    ['/Support/Beta_Testing', 'betaTesting'],
    ['/Partnership/Influencer_Program', 'influencerProgram'],
    ['/Partnership/Loyalty_Program', 'loyaltyProgram'],
    ['/Support/FAQs', null],
  ])('the Partnership group: %s highlights %s', (pathname, key) => {
    expect(PARTNERSHIP_ITEMS.filter((item) => isHighlighted(item, pathname)).map((item) => item.key)).toEqual(key ? [key] : []);
  });
});

describe('mobile menu states: closed, level one, level two, back', () => {
  const run = (...actions: MenuAction[]) => actions.reduce<MenuState>(menuReducer, INITIAL_MENU);

  it('starts closed', () => expect(menuPhase(INITIAL_MENU)).toBe('closed'));
  it('opens at level one', () => expect(menuPhase(run({ type: 'toggle' }))).toBe('levelOne'));
  it('enters a group at level two', () => {
    const state = run({ type: 'open' }, { type: 'enter', group: 'homeAutomation' });
    expect(menuPhase(state)).toBe('levelTwo');
    expect(state.group).toBe('homeAutomation');
  });
  it('goes back to level one, keeping the group for the slide', () => {
    const state = run({ type: 'open' }, { type: 'enter', group: 'support' }, { type: 'back' });
    expect(menuPhase(state)).toBe('levelOne');
    expect(state.group).toBe('support');
  });
  it('closes from any level and reopens at level one', () => {
    expect(menuPhase(run({ type: 'open' }, { type: 'enter', group: 'support' }, { type: 'close' }))).toBe('closed');
    expect(menuPhase(run({ type: 'open' }, { type: 'enter', group: 'support' }, { type: 'toggle' }, { type: 'toggle' }))).toBe('levelOne');
  });
  it('ignores level moves while closed and keeps the same state object when nothing changes', () => {
    expect(run({ type: 'enter', group: 'support' })).toBe(INITIAL_MENU);
    expect(run({ type: 'back' })).toBe(INITIAL_MENU);
    expect(run({ type: 'close' })).toBe(INITIAL_MENU);
  });
});

describe('links', () => {
  it('joins the main site URL without a doubled slash', () => {
    expect(mainSiteLink('https://main.example/', '/mTerminal/About_US')).toBe('https://main.example/mTerminal/About_US');
    expect(productListLink('https://main.example', 7, 'mobile')).toBe('https://main.example/mTerminal/list?category_id=7');
    expect(productListLink('https://main.example/', 7, 'desktop')).toBe('https://main.example/list?category_id=7');
  });
  it('names the page at a path: the resolved one without matching, another only if the layout has it', () => {
    const resolved = { page: { id: 'faqList', params: {} } as const, canonicalPath: '/Support/FAQs' };
    expect(pageAtPath(resolved, '/Support/FAQs', 'mobile')).toBe(resolved.page);
    expect(pageAtPath(resolved, '/Support/FAQs/12.html', 'desktop')).toEqual({ id: 'faqItem', params: { faqId: 12 } });
    expect(pageAtPath(resolved, '/policies/privacy-policy', 'desktop')).toEqual({ id: 'privacyPolicy', params: {} });
    expect(pageAtPath(resolved, '/policies/privacy-policy', 'mobile')).toBeNull();
    expect(pageAtPath(resolved, '/Support/FAQs/0.html', 'desktop')).toBeNull();
    expect(pageAtPath(resolved, '/nowhere', 'desktop')).toBeNull();
  });
});

function readResources(): Resource {
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    const dir = path.resolve('locales', lng);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      (resources[lng] ??= {})[file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return resources;
}

const resources = readResources();

function render(layout: Layout, lang: Language, pathname: string, cloud: Partial<CloudService> = {}): string {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    resources,
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const site: Site = {
    lang,
    layout,
    year: 2031,
    config: TEST_PUBLIC_CONFIG,
  };
  const fallback = {
    [cloudServiceCall(lang).key]: { CLOUD_STATUS: 1, NOTICE_SWITCH: 0, CLOUD_STATUS_CONTENT_PC: '', lang: 'en', ...cloud },
    [productCategoryCall('all', lang).key]: {
      category: [{ id: 3, title: 'Lighting', icon: '/files/icons/bulb.svg', activeIcon: '/files/icons/bulb-active.svg', type: 'smart' }],
    },
  };
  const Layout = layout === 'mobile' ? MobileLayout : DesktopLayout;
  const base = basename(layout, lang);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <SiteContext.Provider value={site}>
        <SWRConfig value={{ fallback }}>
          <StaticRouter location={`${base}${pathname}`} basename={base || undefined}>
            <Layout>
              <p>page</p>
            </Layout>
          </StaticRouter>
        </SWRConfig>
      </SiteContext.Provider>
    </I18nextProvider>,
  );
}

describe('server render of the shells', () => {
  it('desktop: landmarks, highlighted FAQs on an item page, year, closed menus, no inline style', () => {
    const html = render('desktop', 'en', '/Support/FAQs/78.html');
    expect(html).toContain('<header class="site-header"');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<footer class="site-footer site-footer--desktop"');
    expect(html).toMatch(/<nav class="side-menu" aria-label="Support pages">/);
    // The FAQs item is highlighted as the page the item is within, not as the page shown.
    expect(html).toMatch(/class="side-menu__link is-current" aria-current="true" href="\/Support\/FAQs"/);
    expect(html).toContain('© 2031 Hearthly. All rights reserved.');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('aria-expanded="true"');
    expect(html).toContain('<span class="cloud-indicator__label">Cloud</span> <span class="cloud-indicator__state">All systems normal</span>');
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).not.toContain('go-to-top');
  });

  it('desktop: the header leads to the shop, products and About Us on the main site and to the free products here', () => {
    const html = render('desktop', 'de', '/Support/Beta_Testing');
    const nav = html.slice(html.indexOf('<nav class="site-header__nav"'), html.indexOf('</nav>'));
    expect(nav).toContain('href="https://main.example/shop">Onlineshop</a>');
    expect(nav).toContain('href="https://main.example/About_US">Über uns</a>');
    expect(nav).toContain('class="header-link is-current" aria-current="page" href="/de/Support/Beta_Testing">Gratisprodukte</a>');
    expect(nav).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Produkte<svg/);
    // The menus' lists are filled when they open: no category is in the page until then.
    expect(nav).not.toContain('category_id=');
    expect(render('desktop', 'de', '/Support/FAQs')).toContain('class="header-link" href="/de/Support/Beta_Testing"');
  });

  const NOTICE = { NOTICE_SWITCH: 1, CLOUD_STATUS_CONTENT_PC: 'Wartung am 28. November.\nDie App reagiert langsamer.', lang: 'de' };
  it.each([
    ['desktop', '/Support/FAQs', NOTICE, true],
    ['mobile', '/Support/Downloads', NOTICE, true],
    ['desktop', '/FailPage', NOTICE, true],
    // The Cloud Service page shows the notice in full.
    ['desktop', '/Support/Cloud_Service', NOTICE, false],
    ['mobile', '/Support/Cloud_Service', NOTICE, false],
    // Switched off, or on with nothing to say.
    ['desktop', '/Support/FAQs', { ...NOTICE, NOTICE_SWITCH: 0 }, false],
    ['mobile', '/Support/FAQs', { ...NOTICE, CLOUD_STATUS_CONTENT_PC: '  ' }, false],
  ] as const)('%s %s: the cloud notice as a banner: %j → %s', (layout, pathname, cloud, shown) => {
    const html = render(layout, 'de', pathname, cloud);
    if (!shown) {
      expect(html).not.toContain('service-notice');
      return;
    }
    expect(html).toContain('<aside class="service-notice" aria-label="Servicehinweis">');
    expect(html).toContain('<p class="service-notice__text">Wartung am 28. November.\nDie App reagiert langsamer.</p>');
    expect(html).toMatch(/<a class="service-notice__link" href="(\/mTerminal)?\/de\/Support\/Cloud_Service">Details<\/a>/);
  });

  it('marks an English notice on a page of another language', () => {
    expect(render('desktop', 'ja', '/Support/FAQs', { NOTICE_SWITCH: 1, CLOUD_STATUS_CONTENT_PC: 'Maintenance tonight.', lang: 'en' })).toContain(
      '<p class="service-notice__text" lang="en">Maintenance tonight.</p>',
    );
  });

  it('desktop: no side menu on the FailPage', () => {
    expect(render('desktop', 'en', '/FailPage')).not.toContain('side-menu');
  });

  it('mobile (German): closed menu, categories, policy links at the desktop paths, translated texts', () => {
    const html = render('mobile', 'de', '/Support/FAQs');
    expect(html).toContain('class="m-header"');
    expect(html).toMatch(/class="m-menu" aria-label="Menü"/);
    expect(html).not.toContain('m-menu is-open');
    expect(html).toContain('href="/de/policies/privacy-policy?appLanguage=de"');
    expect(html).toContain('href="/de/policies/terms-of-service?appLanguage=de"');
    expect(html).toContain('href="https://main.example/mTerminal/About_US"');
    expect(html).toContain('© 2031 Hearthly. Alle Rechte vorbehalten.');
    // Level two is empty until a group is entered; the language links keep the page.
    expect(html).not.toContain('category_id=3');
    expect(html).toContain('href="/mTerminal/fr/Support/FAQs"');
    expect(html).not.toMatch(/\sstyle=/);
  });
});

describe('layout texts', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
    );
  const english = keys(resources.en!.layout).sort();
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has exactly the English keys', (lng) => {
    expect(keys(resources[lng]!.layout).sort()).toEqual(english);
  });
});
