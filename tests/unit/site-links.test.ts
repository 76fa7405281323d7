// Links inside rich text follow the reader's layout and language (shared/site-links.ts): the rewrite of
// an href, of a whole HTML fragment, and which links a click may follow inside the app.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/i18n';
import type { Layout } from '../../shared/routes';
import { inAppPath, localizeHref, localizeLinks } from '../../shared/site-links';

type Case = [href: string, layout: Layout, lang: Language, expected: string];

describe('localizeHref', () => {
  it.each<Case>([
    // Canonical page paths get the reader's prefixes.
    ['/Support/Email_Support', 'desktop', 'en', '/Support/Email_Support'],
    ['/Support/Email_Support', 'desktop', 'de', '/de/Support/Email_Support'],
    ['/Support/Email_Support', 'mobile', 'en', '/mTerminal/Support/Email_Support'],
    ['/Support/FAQs/65.html', 'mobile', 'de', '/mTerminal/de/Support/FAQs/65.html'],
    ['/Support/Compatibility_Check', 'mobile', 'ja', '/mTerminal/ja/Support/Compatibility_Check'],
    ['/security-advisory-policy', 'mobile', 'fr', '/mTerminal/fr/security-advisory-policy?appLanguage=fr'],
    // A page the layout does not have goes to the layout that has it, in the reader's language.
    ['/policies/privacy-policy', 'mobile', 'de', '/de/policies/privacy-policy?appLanguage=de'],
    ['/policies/terms-of-service', 'mobile', 'en', '/policies/terms-of-service'],
    ['/policies/privacy-policy', 'desktop', 'es', '/es/policies/privacy-policy?appLanguage=es'],
    // A policy's text in the reader's language: added to a query and before a fragment, never twice.
    ['/policies/terms-of-service#changes', 'desktop', 'it', '/it/policies/terms-of-service?appLanguage=it#changes'],
    ['/security-advisory-policy?x=1', 'desktop', 'ja', '/ja/security-advisory-policy?x=1&appLanguage=ja'],
    ['/policies/privacy-policy?appLanguage=en', 'desktop', 'de', '/de/policies/privacy-policy?appLanguage=en'],
    ['/policies/privacy-policy?x=1&amp;appLanguage=fr', 'desktop', 'de', '/de/policies/privacy-policy?x=1&amp;appLanguage=fr'],
    // Query and fragment are kept as written.
    ['/Support/Downloads?keyword=HA101', 'mobile', 'de', '/mTerminal/de/Support/Downloads?keyword=HA101'],
    ['/Support/FAQs?keyword=a&amp;sort=2#list', 'desktop', 'it', '/it/Support/FAQs?keyword=a&amp;sort=2#list'],
    ['/Support/FAQs/12.html#step-3', 'mobile', 'es', '/mTerminal/es/Support/FAQs/12.html#step-3'],
    ['/Support/Regulatory_Compliance?type=psti', 'desktop', 'ja', '/ja/Support/Regulatory_Compliance?type=psti'],
    // The root and paths the site does not know are prefixed too: the server then redirects as usual.
    ['/', 'mobile', 'de', '/mTerminal/de'],
    ['/', 'desktop', 'en', '/'],
    ['/Support/Beta_Testing', 'mobile', 'it', '/mTerminal/it/Support/Beta_Testing'],
    // Other sites, other schemes, fragments and relative links are untouched.
    ['https://ifttt.com', 'mobile', 'de', 'https://ifttt.com'],
    ['https://www.hearthly.example/Support/FAQs', 'mobile', 'de', 'https://www.hearthly.example/Support/FAQs'],
    ['http://example.com/x', 'desktop', 'fr', 'http://example.com/x'],
    ['mailto:support@hearthly.example', 'mobile', 'de', 'mailto:support@hearthly.example'],
    ['tel:+441234567890', 'mobile', 'de', 'tel:+441234567890'],
    ['#section', 'mobile', 'de', '#section'],
    ['?keyword=x', 'mobile', 'de', '?keyword=x'],
    ['Support/FAQs', 'mobile', 'de', 'Support/FAQs'],
    ['', 'mobile', 'de', ''],
    // Protocol-relative addresses name another host: untouched.
    ['//evil.example/Support/FAQs', 'mobile', 'de', '//evil.example/Support/FAQs'],
    ['/\\evil.example/Support', 'mobile', 'de', '/\\evil.example/Support'],
    // Paths that already carry a layout or language prefix are left as the author wrote them.
    ['/mTerminal/Support/FAQs', 'desktop', 'de', '/mTerminal/Support/FAQs'],
    ['/de/Support/Downloads', 'mobile', 'ja', '/de/Support/Downloads'],
    ['/mTerminal/ja/Support/FAQs/3.html', 'mobile', 'de', '/mTerminal/ja/Support/FAQs/3.html'],
    ['/en/Support/FAQs', 'mobile', 'de', '/en/Support/FAQs'],
    // Files are the same in every layout and language.
    ['/files/manuals/hg100-user-manual.pdf', 'mobile', 'de', '/files/manuals/hg100-user-manual.pdf'],
    ['/assets/entry.js', 'desktop', 'de', '/assets/entry.js'],
    ['/api/v1/faq/3', 'desktop', 'de', '/api/v1/faq/3'],
    ['/favicon.svg', 'mobile', 'ja', '/favicon.svg'],
  ])('%s in %s/%s → %s', (href, layout, lang, expected) => {
    expect(localizeHref(href, layout, lang)).toBe(expected);
  });
});

describe('localizeLinks', () => {
  it.each<Case>([
    [
      '<p>Write to <a href="/Support/Email_Support">Email Support</a> or read <a href="/Support/FAQs/65.html">FAQ 65</a>.</p>',
      'mobile',
      'de',
      '<p>Write to <a href="/mTerminal/de/Support/Email_Support">Email Support</a> or read <a href="/mTerminal/de/Support/FAQs/65.html">FAQ 65</a>.</p>',
    ],
    [
      '<a href="https://ifttt.com" target="_blank" rel="noopener noreferrer">IFTTT</a> <a href="mailto:support@hearthly.example">mail</a>',
      'mobile',
      'de',
      '<a href="https://ifttt.com" target="_blank" rel="noopener noreferrer">IFTTT</a> <a href="mailto:support@hearthly.example">mail</a>',
    ],
    ['<a title="FAQ" href="/Support/FAQs">list</a>', 'desktop', 'fr', '<a title="FAQ" href="/fr/Support/FAQs">list</a>'],
    ['<a href="/policies/privacy-policy">privacy</a>', 'mobile', 'ja', '<a href="/ja/policies/privacy-policy?appLanguage=ja">privacy</a>'],
    // Only the href of a link: text and other tags that look like paths stay.
    ['<p>/Support/FAQs</p><img src="/files/x.png"><a data-x="1" href="/Support/FAQs">x</a>', 'mobile', 'it', '<p>/Support/FAQs</p><img src="/files/x.png"><a data-x="1" href="/mTerminal/it/Support/FAQs">x</a>'],
    ['<p>No links at all.</p>', 'mobile', 'de', '<p>No links at all.</p>'],
    ['<a href="/Support/FAQs">English desktop</a>', 'desktop', 'en', '<a href="/Support/FAQs">English desktop</a>'],
  ])('%s in %s/%s', (html, layout, lang, expected) => {
    expect(localizeLinks(html, layout, lang)).toBe(expected);
  });
});

describe('localizeLinks with the site address (for paper)', () => {
  const site = 'https://support.hearthly.example';
  it.each<Case>([
    // A page or a file of this site: its whole address, as localised.
    ['<a href="/Support/FAQs/65.html">FAQ</a>', 'mobile', 'de', `<a href="/mTerminal/de/Support/FAQs/65.html" data-address="${site}/mTerminal/de/Support/FAQs/65.html">FAQ</a>`],
    ['<a href="/policies/terms-of-service">terms</a>', 'desktop', 'fr', `<a href="/fr/policies/terms-of-service?appLanguage=fr" data-address="${site}/fr/policies/terms-of-service?appLanguage=fr">terms</a>`],
    ['<a href="/files/manuals/a.pdf?x=1&amp;y=2">PDF</a>', 'desktop', 'en', `<a href="/files/manuals/a.pdf?x=1&amp;y=2" data-address="${site}/files/manuals/a.pdf?x=1&amp;y=2">PDF</a>`],
    // Another site, a mail address, a protocol-relative link: printed by their href, or not at all.
    ['<a href="https://ico.org.uk/">ICO</a>', 'desktop', 'en', '<a href="https://ico.org.uk/">ICO</a>'],
    ['<a href="mailto:a@b.example">mail</a>', 'mobile', 'ja', '<a href="mailto:a@b.example">mail</a>'],
    ['<a href="//evil.example/x">x</a>', 'desktop', 'en', '<a href="//evil.example/x">x</a>'],
  ])('%s in %s/%s', (html, layout, lang, expected) => {
    expect(localizeLinks(html, layout, lang, site)).toBe(expected);
  });

  it('escapes the site address as an attribute', () => {
    expect(localizeLinks('<a href="/Support/FAQs">x</a>', 'desktop', 'en', 'https://a.example/"><b')).toBe(
      '<a href="/Support/FAQs" data-address="https://a.example/&quot;>&lt;b/Support/FAQs">x</a>',
    );
  });
});

describe('inAppPath', () => {
  it.each<[href: string, layout: Layout, lang: Language, expected: string | null]>([
    // A page of the reader's layout and language: the router path, with query and fragment.
    ['/mTerminal/de/Support/FAQs/65.html', 'mobile', 'de', '/Support/FAQs/65.html'],
    ['/mTerminal/de/Support/Downloads?keyword=HA101#top', 'mobile', 'de', '/Support/Downloads?keyword=HA101#top'],
    ['/Support/Cloud_Service', 'desktop', 'en', '/Support/Cloud_Service'],
    ['/ja/Support/Compatibility_Check', 'desktop', 'ja', '/Support/Compatibility_Check'],
    ['/de/policies/privacy-policy', 'desktop', 'de', '/policies/privacy-policy'],
    // Not a page of this layout: a page load (the desktop-only policies from the mobile layout).
    ['/de/policies/privacy-policy', 'mobile', 'de', null],
    // Another language or layout, or a page the site does not have yet: a page load.
    ['/mTerminal/ja/Support/FAQs', 'mobile', 'de', null],
    ['/de/Support/FAQs', 'desktop', 'en', null],
    ['/mTerminal/Support/FAQs', 'desktop', 'en', null],
    ['/mTerminal/de/Support/Email_Support', 'mobile', 'de', '/Support/Email_Support'],
    ['/mTerminal/de/Support/No_Such_Page', 'mobile', 'de', null],
    ['/mTerminal/de', 'mobile', 'de', null],
    // Files, other sites and other schemes are never the router's.
    ['/files/manuals/hg100-user-manual.pdf', 'desktop', 'en', null],
    ['https://ifttt.com', 'desktop', 'en', null],
    ['//evil.example/Support/FAQs', 'desktop', 'en', null],
    ['mailto:support@hearthly.example', 'mobile', 'de', null],
    ['#section', 'mobile', 'de', null],
  ])('%s in %s/%s → %s', (href, layout, lang, expected) => {
    expect(inAppPath(href, layout, lang)).toBe(expected);
  });

  it('follows every link localizeHref writes for a page of the layout', () => {
    for (const [layout, lang] of [['mobile', 'de'], ['desktop', 'en'], ['desktop', 'ja']] as const) {
      expect(inAppPath(localizeHref('/Support/FAQs/65.html?x=1#a', layout, lang), layout, lang)).toBe('/Support/FAQs/65.html?x=1#a');
    }
  });
});
