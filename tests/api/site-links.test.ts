// No page of the site links to a page that is not there: every page of the sitemap (of the FAQ items,
// the first three of each language: their links differ only by the item) is read as a desktop and as a
// phone sees it, and every link of the site's own on it (an <a href> or a <link href> naming a path of
// this site) must reach a page (200) in at most two redirects, never the FailPage.
import request from 'supertest';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAIL_PATH } from '../../shared/routes';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

const SITE = 'https://support.hearthly.example';

let t: TestApp;
beforeAll(async () => {
  // One address reads every page in both layouts (a crawler): far over a visitor's limit of rendered pages.
  t = await createTestApp({ SITE_URL: `${SITE}/`, PAGE_RENDER_LIMIT: '0' });
});
afterAll(() => t.close());

/** The path and query of every address of the sitemap (desktop pages; their mobile pages come from the phone's visit). */
async function sitemapPaths(): Promise<string[]> {
  const res = await request(t.app).get('/sitemap.xml');
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(res.text) as { urlset: { url: { loc: string }[] } };
  const paths = parsed.urlset.url.map((entry) => {
    const url = new URL(entry.loc);
    return url.pathname + url.search;
  });
  const itemsSeen = new Map<string, number>();
  return paths.filter((path) => {
    const item = /^(.*)\/Support\/FAQs\/\d+\.html$/.exec(path);
    if (!item) return true;
    const seen = (itemsSeen.get(item[1]!) ?? 0) + 1;
    itemsSeen.set(item[1]!, seen);
    return seen <= 3;
  });
}

/** The site's own paths a page links to: hrefs that are paths, or absolute URLs of the site. */
function ownLinks(html: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)) {
    const href = match[1]!.replace(/&amp;/g, '&');
    if (href.startsWith(SITE)) links.add(href.slice(SITE.length) || '/');
    else if (href.startsWith('/') && !href.startsWith('//')) links.add(href);
  }
  // Files (stylesheets, downloads, pictures) are not pages: the static tests answer for them.
  return [...links].filter((link) => !/^\/(assets|files|uploads|api)\//.test(link) && !/\.(css|png|svg|ico|xml|txt|webmanifest)$/.test(link));
}

/** Where a path ends for a user agent: the final status and path, after at most `hops` redirects. */
async function follow(path: string, userAgent: string, hops = 2): Promise<{ status: number; path: string; chain: string[] }> {
  const chain = [path];
  let current = path;
  for (;;) {
    const res = await request(t.app).get(current).set('User-Agent', userAgent);
    if (res.status !== 301 && res.status !== 302) return { status: res.status, path: current, chain };
    if (chain.length > hops) return { status: res.status, path: current, chain };
    const location = new URL(res.headers.location as string, 'http://site.test');
    current = location.pathname + location.search;
    chain.push(current);
  }
}

describe('links between the pages', () => {
  it('tells a link that ends on the FailPage from one that reaches its page', async () => {
    expect(ownLinks(`<a href="${SITE}/de/Support/Downloads">x</a><a href="/Support/Nowhere?a=1&amp;b=2">y</a><a href="//elsewhere.example/x">z</a><link href="/assets/a.css">`)).toEqual([
      '/de/Support/Downloads',
      '/Support/Nowhere?a=1&b=2',
    ]);
    const broken = await follow('/Support/Nowhere', USER_AGENTS.desktop);
    expect(broken.chain).toEqual(['/Support/Nowhere', '/Transfer', FAIL_PATH]);
    expect(await follow('/support/Downloads', USER_AGENTS.iphone)).toMatchObject({ status: 200, path: '/mTerminal/Support/Downloads' });
  });

  it.each([
    ['desktop', USER_AGENTS.desktop],
    ['phone', USER_AGENTS.iphone],
  ])('every link of the site on every page reaches a page, as a %s sees it', async (_device, userAgent) => {
    const pages = await sitemapPaths();
    expect(pages.length).toBeGreaterThan(80);
    const checked = new Map<string, string>();
    const broken: string[] = [];
    for (const page of pages) {
      const reached = await follow(page, userAgent);
      expect(reached.status, `${page} (${reached.chain.join(' → ')})`).toBe(200);
      const html = (await request(t.app).get(reached.path).set('User-Agent', userAgent)).text;
      for (const link of ownLinks(html)) {
        if (checked.has(link)) continue;
        const end = await follow(link, userAgent);
        const failPage = end.path.split('?')[0]!.endsWith(FAIL_PATH);
        const verdict = end.status === 200 && !failPage ? 'ok' : `${end.status} via ${end.chain.join(' → ')}`;
        checked.set(link, verdict);
        if (verdict !== 'ok') broken.push(`${link} on ${reached.path}: ${verdict}`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(50);
    // A few hundred renders: seconds alone, longer beside the other test files on two cores.
  }, 90_000);
});
