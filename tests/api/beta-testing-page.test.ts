// The Beta Testing page as the server renders it: one view for both layouts, the product categories of
// every type as tags with their icons in the page's language, every field with its label and required
// mark, the countries in the page's language by ISO code, social media on the mobile form only.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldLabels as labels } from '../helpers/form-html';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);
const tags = (html: string) => [...html.matchAll(/<button type="button" class="tag tag--icon" aria-pressed="false"><img class="tag__icon" src="([^"]+)"[^>]*\/>([^<]+)<\/button>/g)].map((m) => [m[2], m[1]]);

describe('the Beta Testing page', () => {
  it.each([
    ['/Support/Beta_Testing', USER_AGENTS.desktop, 'page beta-page', ['*Username', '*Email Address', '*Country', '*Note']],
    ['/mTerminal/Support/Beta_Testing', USER_AGENTS.iphone, 'm-page beta-page beta-page--mobile', ['*Username', '*Email Address', '*Country', '*Note', 'Social Media']],
  ])('%s renders the form', async (url, ua, sectionClass, fieldLabels) => {
    const res = await page(url, ua);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`class="${sectionClass}"`);
    expect(res.text).toContain('<title>Beta Testing | Hearthly Support</title>');
    expect(labels(res.text)).toEqual(fieldLabels);
    // The product categories of every type, in display order, each with its icon.
    expect(tags(res.text)).toEqual([
      ['Smart Plugs', '/files/icons/plug.svg'],
      ['Switches &amp; Dimmers', '/files/icons/switch.svg'],
      ['Lighting', '/files/icons/bulb.svg'],
      ['Garage Door', '/files/icons/garage.svg'],
      ['Climate', '/files/icons/climate.svg'],
      ['Security &amp; Sensors', '/files/icons/shield.svg'],
      ['Hubs &amp; Bridges', '/files/icons/hub.svg'],
      ['Accessories', '/files/icons/accessories.svg'],
    ]);
    expect(res.text).toMatch(/role="group" aria-labelledby="[^"]+" aria-describedby="[^"]+"/);
    expect(res.text).toContain('>Products you would like to test</p>');
    // The countries by ISO code; the note's counter at its limit.
    expect(res.text).toContain('<option value="" selected="">Select your country</option>');
    expect(res.text).toContain('<option value="DE">Germany</option>');
    expect(res.text).toContain('<option value="ZW">Zimbabwe</option>');
    expect(res.text).toContain('2,000/2,000');
    // Sending waits for the page to be interactive.
    expect(res.text).toMatch(/<button type="submit" class="[^"]*" disabled="">Submit<\/button>/);
  });

  it('speaks the language of its address', async () => {
    const res = await page('/de/Support/Beta_Testing');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Betatest | Hearthly Support</title>');
    expect(labels(res.text)).toEqual(['*Benutzername', '*E-Mail-Adresse', '*Land', '*Anmerkung']);
    expect(res.text).toContain('Smarte Steckdosen</button>');
    expect(res.text).toContain('<option value="DE">Deutschland</option>');
    expect(res.text).toContain('>Senden</button>');
    const ja = await page('/mTerminal/ja/Support/Beta_Testing', USER_AGENTS.android);
    expect(labels(ja.text)).toEqual(['*ユーザー名', '*メールアドレス', '*国', '*備考', 'SNS']);
    expect(ja.text).toContain('スマートプラグ</button>');
  });

  it('is highlighted in both groups of the side menu, and announced as the current page in the first', async () => {
    const res = await page('/Support/Beta_Testing');
    const links = [...res.text.matchAll(/<a class="side-menu__link is-current"([^>]*) href="\/Support\/Beta_Testing"/g)].map((match) => match[1]);
    expect(links).toEqual([' aria-current="page"', '']);
  });
});
