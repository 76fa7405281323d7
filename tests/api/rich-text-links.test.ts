// FAQ answers and policies are HTML whose site links are canonical paths; the pages render them with the
// reader's layout and language (shared/site-links.ts), while the API keeps sending the canonical HTML.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);
/** The rendered markup without the scripts (the SWR fallback holds the API's canonical HTML). */
const markup = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
const hrefs = (html: string) => [...markup(html).matchAll(/<div class="rich-text"[\s\S]*?<\/div>/g)].flatMap((m) => [...m[0].matchAll(/href="([^"]*)"/g)].map((h) => h[1]));

describe('links in an FAQ answer', () => {
  it('lead to the German mobile pages from a German mobile answer', async () => {
    const res = await page('/mTerminal/de/Support/FAQs/85.html', USER_AGENTS.iphone);
    expect(res.status).toBe(200);
    expect(hrefs(res.text)).toEqual([
      '/mTerminal/de/security-advisory-policy?appLanguage=de',
      '/mTerminal/de/Support/Security_Advisory',
      '/mTerminal/de/Support/FAQs/83.html',
    ]);
  });

  it('lead to the desktop page a phone reads where the mobile layout has none (the privacy policy), its text in the reader\'s language', async () => {
    const res = await page('/mTerminal/ja/Support/FAQs/80.html', USER_AGENTS.iphone);
    expect(hrefs(res.text)).toEqual(['/ja/policies/privacy-policy?appLanguage=ja', '/mTerminal/ja/Support/FAQs/54.html']);
  });

  it('stay canonical for English desktop readers, and other sites stay as they are', async () => {
    expect(hrefs((await page('/Support/FAQs/46.html')).text)).toEqual(['/Support/Compatibility_Check', '/Support/Email_Support']);
    expect(hrefs((await page('/fr/Support/FAQs/23.html')).text)).toEqual(['https://ifttt.com']);
  });

  it('are canonical in the API answer, whatever the language', async () => {
    const res = await request(t.app).get('/api/v1/faq/85?lang=de');
    expect(res.body.Data.content).toContain('href="/Support/FAQs/83.html"');
  });
});

describe('links in a policy', () => {
  it("lead to the pages of the reader's language, a policy's text in the text's language", async () => {
    const res = await page('/de/policies/privacy-policy?appLanguage=de');
    const body = /<div class="policy__body"[\s\S]*?<\/article>/.exec(markup(res.text))![0];
    expect(body).toContain('href="/de/security-advisory-policy?appLanguage=de"');
    expect(body).toContain('href="/de/policies/terms-of-service?appLanguage=de"');
    expect(body).toContain('href="mailto:privacy@hearthly.example"');
    expect(body).toContain('href="https://ico.org.uk/make-a-complaint/"');
    expect(body).not.toMatch(/href="\/(Support|policies|security)/);
  });
});
