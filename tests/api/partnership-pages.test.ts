// The Partnership pages as the server renders them: one view for both layouts, the programme's two boxes,
// every field with its label and required mark, the choices in the page's language, the catalogue's
// products on the loyalty form, and the side menu's Partnership group with the page highlighted.
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

describe('the Partnership pages', () => {
  it.each([
    ['/Partnership/Influencer_Program', USER_AGENTS.desktop, 'page partner-page', 'Influencer Program', ['*Name', '*Email Address', '*Country', '*Audience size', '*Content focus', 'Note']],
    ['/mTerminal/Partnership/Influencer_Program', USER_AGENTS.iphone, 'm-page partner-page partner-page--mobile', 'Influencer Program', ['*Name', '*Email Address', '*Country', '*Audience size', '*Content focus', 'Note']],
    ['/Partnership/Loyalty_Program', USER_AGENTS.desktop, 'page partner-page', 'Loyalty Program', ['*Name', '*Email Address', '*Country', '*Order number', '*Product', 'Note']],
    ['/mTerminal/Partnership/Loyalty_Program', USER_AGENTS.iphone, 'm-page partner-page partner-page--mobile', 'Loyalty Program', ['*Name', '*Email Address', '*Country', '*Order number', '*Product', 'Note']],
  ])('%s renders the programme and its form', async (url, ua, sectionClass, title, fieldLabels) => {
    const res = await page(url, ua);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`class="${sectionClass}"`);
    expect(res.text).toContain(`<title>${title} | Hearthly Support</title>`);
    expect(labels(res.text)).toEqual(fieldLabels);
    expect(res.text).toContain('<option value="DE">Germany</option>');
    expect(res.text).toMatch(/<button type="submit" class="[^"]*" disabled="">Submit<\/button>/);
  });

  it('offers the audience sizes and content focuses, and the catalogue products, in the page language', async () => {
    const influencer = await page('/de/Partnership/Influencer_Program');
    expect(influencer.text).toContain('<option value="10k-50k">10.000–50.000</option>');
    expect(influencer.text).toContain('<option value="homeAutomation">Hausautomation</option>');
    expect(influencer.text).toContain('aria-label="Kanal-Link 1"');
    const loyalty = await page('/Partnership/Loyalty_Program');
    expect(loyalty.text).toContain('<option value="4">HP110 – Smart Wi-Fi Plug Mini</option>');
    const ja = await page('/ja/Partnership/Loyalty_Program');
    expect(ja.text).toContain('<option value="4">HP110 – スマートWi-Fiプラグ ミニ</option>');
    expect(labels(ja.text)).toEqual(['*お名前', '*メールアドレス', '*国', '*注文番号', '*製品', '備考']);
  });

  it('shows the side menu with the Partnership group, the page highlighted', async () => {
    const res = await page('/Partnership/Loyalty_Program');
    expect(res.text).toMatch(/class="side-menu__link is-current" aria-current="page" href="\/Partnership\/Loyalty_Program"/);
    expect(res.text).toContain('href="/Partnership/Influencer_Program"');
  });
});
