// The Email Support page as the server renders it: one view for both layouts, every field with its label
// and required mark, the choices of the page's language, the details limit, the way to the FAQs.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabels as labels } from '../helpers/form-html';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // Rendered for every request: a setting changed here shows at once (a cached page follows the
  // content's version within about a second, page-cache.test.ts).
  t = await createTestApp({ PAGE_CACHE_MB: '0' });
});
afterAll(() => t.close());

const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);

describe('the Email Support page', () => {
  it.each([
    ['/Support/Email_Support', USER_AGENTS.desktop, 'layout-desktop', 'page ticket-page'],
    ['/mTerminal/Support/Email_Support', USER_AGENTS.iphone, 'layout-mobile', 'm-page ticket-page ticket-page--mobile'],
  ])('%s renders the form', async (url, ua, layoutClass, sectionClass) => {
    const res = await page(url, ua);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`class="${layoutClass}"`);
    expect(res.text).toContain(`class="${sectionClass}"`);
    expect(res.text).toContain('<title>Email Support | Hearthly Support</title>');
    expect(labels(res.text)).toEqual([
      '*Username',
      '*Email Address',
      'Account',
      '*Amazon Site',
      '*Ticket Category',
      '*Model Number',
      'Amazon Order Number',
      '*Subject',
      '*Details',
    ]);
    // The choices arrive with the page; the details limit is the server's.
    expect(res.text).toContain('>Garage Door Accessory Request</option>');
    expect(res.text).toContain('>HG100 – Smart Wi-Fi Garage Door Opener</option>');
    expect(res.text).toContain('>Device offline</button>');
    expect(res.text).toContain('<option value="Netherland">Netherlands</option>');
    expect(res.text).toContain('maxLength="2000"');
    expect(res.text).toContain('2,000/2,000');
    expect(res.text).toContain('xxx-xxxxxxx-xxxxxx');
    expect(res.text).toMatch(/<a href="(\/mTerminal)?\/Support\/FAQs"[^>]*>FAQs<\/a>/);
    // Sending waits for the page to be interactive.
    expect(res.text).toMatch(/<button type="submit" class="[^"]*" disabled="">Submit<\/button>/);
  });

  it('speaks the language of its address', async () => {
    const res = await page('/de/Support/Email_Support');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1');
    expect(res.text).toContain('E-Mail-Support');
    expect(res.text).toContain('>Ersatz</option>');
    expect(res.text).toContain('<option value="Netherland">Niederlande</option>');
    expect(res.text).toContain('>Senden</button>');
  });

  it.each([
    ['/fr/Support/Email_Support', ['Allemagne', 'Australie', 'Canada', 'Émirats arabes unis', 'Espagne', 'États-Unis', 'France']],
    ['/ja/Support/Email_Support', ['アメリカ合衆国', 'アラブ首長国連邦', 'イギリス', 'イタリア', 'オーストラリア', 'オランダ', 'カナダ', 'スイス', 'スペイン', 'ドイツ', '日本', 'フランス', 'メキシコ']],
  ])('%s lists the Amazon sites as its language sorts their names', async (url, first) => {
    const res = await page(url);
    const select = /<select id="[^"]*-site"[^>]*>([\s\S]*?)<\/select>/.exec(res.text)![1]!;
    const names = [...select.matchAll(/<option value="[^"]+">([^<]+)<\/option>/g)].map((m) => m[1]);
    expect(names.slice(0, first.length)).toEqual(first);
  });

  it('follows the configured details limit', async () => {
    await t.services.catalog.setSetting('DETAILS_MAX', '500');
    await t.services.contentVersion.refresh();
    try {
      const res = await page('/Support/Email_Support');
      expect(res.text).toContain('maxLength="500"');
      expect(res.text).toContain('500/500');
    } finally {
      await t.services.catalog.setSetting('DETAILS_MAX', '2000');
      await t.services.contentVersion.refresh();
    }
  });
});
