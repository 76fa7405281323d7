// What search engines read: /sitemap.xml (every indexed page and FAQ item in its languages, desktop
// addresses with their language versions and mobile page), /robots.txt, the share picture, and the head of
// the pages (canonical, hreflang, description in the page's language, Open Graph, JSON-LD, noindex).
import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/i18n';
import { faqItemPath, pageRoute, type PageId } from '../../shared/routes';
import { INDEXED_FIXED_PAGES, OG_LOCALES, absoluteUrl, plainText } from '../../shared/seo';
import { seoRouter, urlsetXml } from '../../server/http/seo';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

const SITE = 'https://support.hearthly.example';
// An item with English text only, whose answer reads "</script>" and tries to open a script of its own.
const SCRIPT_ITEM = {
  id: 900,
  lang: 'en',
  category_id: 1,
  title: 'Can an answer say </script>?',
  content: '<p>It can: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; stays text.</p>',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: `${SITE}/` });
  await t.services.db.insertInto('faq').values(SCRIPT_ITEM).execute();
  await t.services.contentVersion.refresh();
});
afterAll(() => t.close());

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as T;
const faqIds = readJson<{ faqs: { id: number }[] }>('content/faq/en.json').faqs.map((f) => f.id);

interface Link {
  rel: string;
  hreflang?: string;
  media?: string;
  href: string;
}
interface UrlEntry {
  loc: string;
  'xhtml:link': Link[];
}

/** The languages each indexed fixed page is written in: all of them, but the security advisory policy. */
const pageLanguages = (id: PageId): readonly Language[] => (id === 'securityAdvisoryPolicy' ? ['en', 'ja'] : LANGUAGES);

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => name === 'url' || name === 'xhtml:link' || name === 'sitemap' });

async function sitemap(app: express.Express | TestApp['app'], url = '/sitemap.xml') {
  const res = await request(app).get(url);
  expect(res.status, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(XMLValidator.validate(res.text)).toBe(true);
  return parser.parse(res.text) as { urlset?: { url: UrlEntry[] }; sitemapindex?: { sitemap: { loc: string }[] } };
}

let mainSitemap: Promise<UrlEntry[]> | undefined;
/** The site's /sitemap.xml entries, read once. */
const siteEntries = () => (mainSitemap ??= sitemap(t.app).then((parsed) => parsed.urlset!.url));

describe('/sitemap.xml', () => {
  it('lists every indexed page in every language and every FAQ item in each of its languages, by desktop address', async () => {
    const entries = await siteEntries();
    const locs = entries.map((e) => e.loc);
    const expected = [
      ...INDEXED_FIXED_PAGES.flatMap((id) => pageLanguages(id).map((lang) => absoluteUrl(SITE, pageRoute(id).pattern, 'desktop', lang))),
      ...faqIds.flatMap((id) => LANGUAGES.map((lang) => absoluteUrl(SITE, faqItemPath(id), 'desktop', lang))),
      `${SITE}${faqItemPath(SCRIPT_ITEM.id)}`,
    ];
    expect(new Set(locs)).toEqual(new Set(expected));
    expect(locs).toHaveLength(expected.length);
    expect(INDEXED_FIXED_PAGES).not.toContain('failPage');
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/support\.hearthly\.example\/(?!\/)(?!mTerminal)/);
  });

  it('names each entry its language versions, reciprocally, with x-default, and its mobile page', async () => {
    const entries = await siteEntries();
    const byLoc = new Map(entries.map((e) => [e.loc, e]));
    const hreflangs = (e: UrlEntry) => e['xhtml:link'].filter((l) => l.hreflang);
    for (const entry of entries) {
      const alternates = hreflangs(entry);
      const xDefault = alternates.filter((l) => l.hreflang === 'x-default');
      expect(xDefault, entry.loc).toHaveLength(1);
      expect(alternates.map((l) => l.href)).toContain(entry.loc);
      for (const alternate of alternates) {
        expect(alternate.rel).toBe('alternate');
        // Each language version lists the same set back.
        const other = byLoc.get(alternate.href);
        expect(other, alternate.href).toBeDefined();
        expect(hreflangs(other!)).toEqual(alternates);
      }
      const mobile = entry['xhtml:link'].filter((l) => l.media);
      const desktopOnly = /\/policies\//.test(entry.loc);
      expect(mobile.map((l) => [l.media, l.href]), entry.loc).toEqual(
        desktopOnly ? [] : [['only screen and (max-width: 640px)', entry.loc.replace(SITE, `${SITE}/mTerminal`)]],
      );
    }
    const english = byLoc.get(`${SITE}/Support/Downloads`)!;
    expect(hreflangs(english).map((l) => l.hreflang)).toEqual([...LANGUAGES, 'x-default']);
    expect(hreflangs(english).at(-1)!.href).toBe(`${SITE}/Support/Downloads`);
    // A policy's language versions are its texts in those languages.
    expect(hreflangs(byLoc.get(`${SITE}/policies/privacy-policy`)!).map((l) => l.href)).toEqual([
      ...LANGUAGES.map((lang) => (lang === 'en' ? `${SITE}/policies/privacy-policy` : `${SITE}/${lang}/policies/privacy-policy?appLanguage=${lang}`)),
      `${SITE}/policies/privacy-policy`,
    ]);
    // The security advisory policy is written in English and Japanese only: the other languages' pages
    // show the English text, and are left out.
    expect(hreflangs(byLoc.get(`${SITE}/ja/security-advisory-policy?appLanguage=ja`)!).map((l) => l.href)).toEqual([
      `${SITE}/security-advisory-policy`,
      `${SITE}/ja/security-advisory-policy?appLanguage=ja`,
      `${SITE}/security-advisory-policy`,
    ]);
    // An item with English text only has no other language versions.
    expect(hreflangs(byLoc.get(`${SITE}/Support/FAQs/900.html`)!).map((l) => l.hreflang)).toEqual(['en', 'x-default']);
  });

  it('becomes a sitemap index of numbered files when the entries do not fit one file', async () => {
    const all = await siteEntries();
    const app = express().use(seoRouter({ siteUrl: SITE }, t.services.db, 100));
    const files = (await sitemap(app)).sitemapindex!.sitemap.map((s) => s.loc);
    expect(files).toEqual(Array.from({ length: Math.ceil(all.length / 100) }, (_, i) => `${SITE}/sitemap-${i + 1}.xml`));
    const parts = await Promise.all(files.map((file) => sitemap(app, file.slice(SITE.length))));
    expect(parts.flatMap((part) => part.urlset!.url.map((e) => e.loc))).toEqual(all.map((e) => e.loc));
    expect((await request(app).get(`/sitemap-${files.length + 1}.xml`)).status).toBe(404);
    // With everything in one file there are no numbered files.
    expect((await request(t.app).get('/sitemap-1.xml').set('User-Agent', USER_AGENTS.desktop)).status).toBe(302);
  });
});

describe('the sitemap XML', () => {
  it('escapes what XML gives a meaning to in an address', () => {
    const xml = urlsetXml("https://s.example/a&b'<c>", [{ canonical: '/Support/FAQs', lang: 'de', languages: ['de'], mobile: true }]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const entry = (parser.parse(xml) as { urlset: { url: UrlEntry[] } }).urlset.url[0]!;
    expect(entry.loc).toBe("https://s.example/a&b'<c>/de/Support/FAQs");
    expect(xml).toContain('<loc>https://s.example/a&amp;b&apos;&lt;c&gt;/de/Support/FAQs</loc>');
  });
});

describe('/robots.txt', () => {
  it('allows the pages, keeps crawlers out of the API and the uploads, and names the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text.trimEnd().split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /uploads',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
    ]);
  });
});

describe('the share picture', () => {
  it('is a 1200 × 630 PNG', async () => {
    const res = await request(t.app).get('/og-image.png').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.body as Buffer;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

/** The <link>, <meta> and JSON-LD of a page's HTML. */
function readHead(html: string) {
  const attrs = (tag: string) =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&')]));
  const links = [...html.matchAll(/<link [^>]*>/g)].map((m) => attrs(m[0]));
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((m) => attrs(m[0]));
  const meta = (key: string) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  return {
    canonical: links.filter((l) => l.rel === 'canonical').map((l) => l.href),
    hreflang: links.filter((l) => l.hreflang).map((l) => [l.hreflang, l.href]),
    mobile: links.filter((l) => l.media).map((l) => l.href),
    meta,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&'),
    jsonLd,
  };
}

const seoTexts = (lang: Language) => readJson<{ description: Record<string, string> }>(`locales/${lang}/seo.json`).description;
const faqText = (lang: Language, id: number) =>
  plainText(readJson<{ faqs: { id: number; content: string }[] }>(`content/faq/${lang}.json`).faqs.find((f) => f.id === id)!.content, lang);

interface HeadCase {
  path: string;
  device: 'desktop' | 'iphone';
  lang: Language;
  /** The page's id, for its description (fixed pages), or an FAQ item's number. */
  page: PageId | number;
  canonical: string | null;
  /** Layout of the hreflang addresses (none for a page that is not indexed). */
  alternates: 'desktop' | 'mobile' | null;
  mobileAlternate: string | null;
  jsonLd: string[];
  /** Names in the BreadcrumbList, home first. */
  crumbs?: string[];
  /** The page's language versions, when not every language. */
  languages?: readonly Language[];
}

const HEAD_CASES: HeadCase[] = [
  { path: '/Support/FAQs', device: 'desktop', lang: 'en', page: 'faqList', canonical: '/Support/FAQs', alternates: 'desktop', mobileAlternate: '/mTerminal/Support/FAQs', jsonLd: ['BreadcrumbList'], crumbs: ['Hearthly', 'FAQs'] },
  { path: '/de/Support/FAQs/12.html', device: 'desktop', lang: 'de', page: 12, canonical: '/de/Support/FAQs/12.html', alternates: 'desktop', mobileAlternate: '/mTerminal/de/Support/FAQs/12.html', jsonLd: ['FAQPage', 'BreadcrumbList'] },
  // Japanese: sentences joined without a space, cut after a sentence (no "。…").
  { path: '/ja/Support/FAQs/45.html', device: 'desktop', lang: 'ja', page: 45, canonical: '/ja/Support/FAQs/45.html', alternates: 'desktop', mobileAlternate: '/mTerminal/ja/Support/FAQs/45.html', jsonLd: ['FAQPage', 'BreadcrumbList'] },
  { path: '/mTerminal/ja/Support/Downloads', device: 'iphone', lang: 'ja', page: 'downloads', canonical: '/ja/Support/Downloads', alternates: 'mobile', mobileAlternate: null, jsonLd: ['BreadcrumbList'], crumbs: ['Hearthly', 'サポート', 'ダウンロード'] },
  { path: '/es/Support/Resource_Library/Disclaimer', device: 'desktop', lang: 'es', page: 'resourceDisclaimer', canonical: '/es/Support/Resource_Library/Disclaimer', alternates: 'desktop', mobileAlternate: '/mTerminal/es/Support/Resource_Library/Disclaimer', jsonLd: ['BreadcrumbList'], crumbs: ['Hearthly', 'Soporte', 'Biblioteca de recursos', 'Exención de responsabilidad'] },
  // A policy's address in a language names its text's language too: the path alone shows the English text.
  { path: '/fr/policies/privacy-policy?appLanguage=fr', device: 'iphone', lang: 'fr', page: 'privacyPolicy', canonical: '/fr/policies/privacy-policy?appLanguage=fr', alternates: 'desktop', mobileAlternate: null, jsonLd: ['BreadcrumbList'] },
  { path: '/mTerminal/ja/security-advisory-policy?appLanguage=ja', device: 'iphone', lang: 'ja', page: 'securityAdvisoryPolicy', canonical: '/ja/security-advisory-policy?appLanguage=ja', alternates: 'mobile', mobileAlternate: null, jsonLd: ['BreadcrumbList'], languages: ['en', 'ja'] },
  { path: '/security-advisory-policy', device: 'desktop', lang: 'en', page: 'securityAdvisoryPolicy', canonical: '/security-advisory-policy', alternates: 'desktop', mobileAlternate: '/mTerminal/security-advisory-policy', jsonLd: ['BreadcrumbList'], languages: ['en', 'ja'] },
  // A policy showing another language's text is a copy of that language's page: English for want of a
  // German text, French as the query asks, English again where the query names none.
  { path: '/de/security-advisory-policy?appLanguage=de', device: 'desktop', lang: 'de', page: 'securityAdvisoryPolicy', canonical: '/security-advisory-policy', alternates: null, mobileAlternate: '/mTerminal/security-advisory-policy', jsonLd: ['BreadcrumbList'] },
  { path: '/de/policies/privacy-policy?appLanguage=fr', device: 'desktop', lang: 'de', page: 'privacyPolicy', canonical: '/fr/policies/privacy-policy?appLanguage=fr', alternates: null, mobileAlternate: null, jsonLd: ['BreadcrumbList'] },
  { path: '/ja/policies/terms-of-service', device: 'desktop', lang: 'ja', page: 'termsOfService', canonical: '/policies/terms-of-service', alternates: null, mobileAlternate: null, jsonLd: ['BreadcrumbList'] },
  { path: '/mTerminal/it/Support/Email_Support', device: 'iphone', lang: 'it', page: 'emailSupport', canonical: '/it/Support/Email_Support', alternates: 'mobile', mobileAlternate: null, jsonLd: ['BreadcrumbList'] },
  { path: '/FailPage', device: 'desktop', lang: 'en', page: 'failPage', canonical: null, alternates: null, mobileAlternate: null, jsonLd: [] },
];

describe('the descriptions of the fixed pages', () => {
  it.each(LANGUAGES)('in %s are at most 155 characters, the brand filled in', (lang) => {
    for (const [page, text] of Object.entries(seoTexts(lang))) {
      expect([...text.replaceAll('{{brand}}', 'Hearthly')].length, `${lang} ${page}`).toBeLessThanOrEqual(155);
    }
  });
});

describe('the head of a page', () => {
  it.each(HEAD_CASES)('$path', async (c) => {
    const res = await request(t.app).get(c.path).set('User-Agent', USER_AGENTS[c.device]);
    const head = readHead(res.text);
    expect(res.text).toContain(`<html lang="${c.lang}"`);
    expect(head.canonical).toEqual(c.canonical ? [`${SITE}${c.canonical}`] : []);
    expect(head.mobile).toEqual(c.mobileAlternate ? [`${SITE}${c.mobileAlternate}`] : []);
    const [description] = head.meta('description');
    if (typeof c.page === 'number') {
      expect(faqText(c.lang, c.page).startsWith(description!.replace(/…$/, ''))).toBe(true);
      expect([...description!].length).toBeLessThanOrEqual(155);
      expect(description).not.toMatch(/[。！？]…$/);
    } else if (c.page !== 'failPage') {
      expect(description).toBe(seoTexts(c.lang)[c.page]!.replaceAll('{{brand}}', 'Hearthly'));
    }
    expect(head.meta('robots')).toEqual(c.canonical ? [] : ['noindex']);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(c.jsonLd);
    if (c.crumbs) {
      const list = head.jsonLd.find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; position: number }[] };
      expect(list.itemListElement.map((item) => item.name)).toEqual(c.crumbs);
    }
    if (!c.alternates) return expect(head.hreflang).toEqual([]);

    const prefix = c.alternates === 'mobile' ? '/mTerminal' : '';
    const path = c.canonical!.split('?')[0]!.replace(new RegExp(`^/${c.lang}(?=/)`), '');
    const languages = c.languages ?? LANGUAGES;
    expect(head.hreflang).toEqual([
      ...languages.map((lang) => [lang, absoluteUrl(SITE, path, c.alternates!, lang)]),
      ['x-default', `${SITE}${prefix}${path}`],
    ]);
    expect(head.meta('og:title')).toEqual([head.title]);
    expect(head.meta('og:url')).toEqual(head.canonical);
    expect(head.meta('og:description')).toEqual([description]);
    expect(head.meta('og:type')).toEqual([typeof c.page === 'number' ? 'article' : 'website']);
    expect(head.meta('og:locale')).toEqual([OG_LOCALES[c.lang]]);
    expect(head.meta('og:locale:alternate')).toEqual(languages.filter((lang) => lang !== c.lang).map((lang) => OG_LOCALES[lang]));
    expect(head.meta('og:image')).toEqual([`${SITE}/og-image.png`]);
    expect(head.meta('twitter:card')).toEqual(['summary_large_image']);
  });

  it('gives the unknown-language 404 noindex and nothing to index', async () => {
    const res = await request(t.app).get('/xx/Support/FAQs').set('User-Agent', USER_AGENTS.desktop);
    expect(res.status).toBe(404);
    const head = readHead(res.text);
    expect([head.meta('robots'), head.canonical, head.hreflang, head.jsonLd]).toEqual([['noindex'], [], [], []]);
  });

  it('keeps an answer reading </script> inside its JSON-LD, as plain text', async () => {
    const res = await request(t.app).get('/Support/FAQs/900.html').set('User-Agent', USER_AGENTS.desktop);
    expect(res.text).not.toContain('<script>alert(1)');
    const [faqPage, breadcrumbs] = readHead(res.text).jsonLd as [
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] },
      { itemListElement: { name: string; item: string }[] },
    ];
    expect(faqPage.mainEntity).toEqual([
      { '@type': 'Question', name: SCRIPT_ITEM.title, acceptedAnswer: { '@type': 'Answer', text: 'It can: </script><script>alert(1)</script> stays text.' } },
    ]);
    expect(breadcrumbs.itemListElement.map((item) => [item.name, item.item])).toEqual([
      ['Hearthly', 'https://www.hearthly.example'],
      ['FAQs', `${SITE}/Support/FAQs`],
      [SCRIPT_ITEM.title, `${SITE}/Support/FAQs/900.html`],
    ]);
  });

  it("points a policy showing another language's text to that language's page, its trail too", async () => {
    const res = await request(t.app).get('/de/policies/privacy-policy?appLanguage=fr').set('User-Agent', USER_AGENTS.desktop);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div class="policy__body" lang="fr"');
    const head = readHead(res.text);
    const french = `${SITE}/fr/policies/privacy-policy?appLanguage=fr`;
    expect([head.canonical, head.meta('og:url'), head.meta('og:locale'), head.meta('og:locale:alternate')]).toEqual([[french], [french], [OG_LOCALES.fr], []]);
    const breadcrumbs = head.jsonLd[0] as { itemListElement: { name: string; item: string }[] };
    expect(breadcrumbs.itemListElement.map((item) => item.item)).toEqual(['https://www.hearthly.example', french]);
  });

  it('points an item shown in English for want of a translation to the English page, without language versions', async () => {
    const res = await request(t.app).get('/de/Support/FAQs/900.html').set('User-Agent', USER_AGENTS.desktop);
    expect(res.status).toBe(200);
    const head = readHead(res.text);
    expect(head.canonical).toEqual([`${SITE}/Support/FAQs/900.html`]);
    expect(head.hreflang).toEqual([]);
    expect(head.meta('og:locale:alternate')).toEqual([]);
    // Its phone page is the English page's, the one that page names.
    expect(head.mobile).toEqual([`${SITE}/mTerminal/Support/FAQs/900.html`]);
    // The text is English, and so is the page its trail ends on.
    expect(head.meta('og:locale')).toEqual([OG_LOCALES.en]);
    const breadcrumbs = head.jsonLd[1] as { itemListElement: { item: string }[] };
    expect(breadcrumbs.itemListElement.at(-1)!.item).toBe(`${SITE}/Support/FAQs/900.html`);
  });
});
