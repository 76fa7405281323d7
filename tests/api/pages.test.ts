// Server-rendered pages: status codes, the data in the HTML, the CSP nonce, errors. Rendered for every
// request (PAGE_CACHE_MB=0): the cached pages have tests of their own (page-cache.test.ts).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';
import type { EntryServer } from '../../server/http/render';

let t: TestApp;
const UNCACHED = { PAGE_CACHE_MB: '0' };
beforeAll(async () => {
  t = await createTestApp(UNCACHED);
});
afterAll(() => t.close());

const page = (url: string, ua: string = USER_AGENTS.desktop) => request(t.app).get(url).set('User-Agent', ua);

function ssrState(html: string) {
  const match = /window\.__SSR__=(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('no state in the page');
  return JSON.parse(match[1]!);
}

describe('GET /healthz', () => {
  it('answers 200 when ready', async () => {
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('the FAQ list page', () => {
  it('streams the whole document with the list rendered and its data for SWR', async () => {
    const res = await page('/Support/FAQs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="en" class="layout-desktop"/);
    const state = ssrState(res.text);
    const listKey = Object.keys(state.fallback).find((k) => k.startsWith('/api/v1/faqList'))!;
    expect(listKey).toBe('/api/v1/faqList?keyword=&lang=en&pageIndex=1&pageSize=10&sort=1');
    const first = state.fallback[listKey].pageData[0];
    expect(res.text).toContain(`href="/Support/FAQs/${first.id}.html"`);
    expect(state.fallback['/api/v1/cloudService?lang=en']).toBeDefined();
  });

  it('renders a search from the URL', async () => {
    const res = await page('/Support/FAQs?keyword=garage&sort=2');
    const state = ssrState(res.text);
    expect(Object.keys(state.fallback)).toContain('/api/v1/faqList?keyword=garage&lang=en&pageIndex=1&pageSize=10&sort=2');
    expect(res.text).toContain('value="garage"');
    // The screen shows no count, screen readers are told it: of all pages, for the keyword.
    const total: number = state.fallback['/api/v1/faqList?keyword=garage&lang=en&pageIndex=1&pageSize=10&sort=2'].total;
    expect(total).toBeGreaterThan(1);
    expect(res.text).toContain(`<p class="faq-results__summary visually-hidden" role="status">${total} articles found for “\u2068garage\u2069”</p>`);
  });

  it('keeps a keyword’s own direction inside it: a right-to-left override cannot turn the sentence around', async () => {
    const res = await page(`/Support/FAQs?keyword=${encodeURIComponent('\u202egarage')}`);
    // The keyword sits in Unicode's first-strong isolate, the override inside it; the closing quote is outside.
    expect(res.text).toMatch(/role="status">\d+ articles? found for “\u2068\u202egarage\u2069”<\/p>/);
  });

  it('tells screen readers the count in the page’s language, with no keyword too', async () => {
    const ja = await page('/ja/Support/FAQs?keyword=%E3%83%AA%E3%82%BB%E3%83%83%E3%83%88');
    const jaTotal: number = Object.values(ssrState(ja.text).fallback as Record<string, { total?: number }>).find((v) => v.total !== undefined)!.total!;
    expect(ja.text).toContain(`role="status">「\u2068リセット\u2069」の検索結果：${jaTotal}件</p>`);
    const all = await page('/de/Support/FAQs');
    const deTotal: number = Object.values(ssrState(all.text).fallback as Record<string, { total?: number }>).find((v) => v.total !== undefined)!.total!;
    expect(all.text).toContain(`role="status">${deTotal} Artikel</p>`);
  });

  it('says, when a search finds nothing, what to try next, with a link to Email Support in the page’s language and layout', async () => {
    const cases: [string, string, string, string][] = [
      ['/Support/FAQs?keyword=qqzzxxyy', USER_AGENTS.desktop, 'Try other or fewer words, or ask us through ', '/Support/Email_Support'],
      ['/de/Support/FAQs?keyword=qqzzxxyy', USER_AGENTS.desktop, 'Versuchen Sie es mit anderen oder weniger Wörtern, oder fragen Sie uns über den ', '/de/Support/Email_Support'],
      ['/mTerminal/ja/Support/FAQs?keyword=qqzzxxyy', USER_AGENTS.android, '別の言葉や、より少ない言葉でお試しいただくか、', '/mTerminal/ja/Support/Email_Support'],
    ];
    for (const [url, ua, words, href] of cases) {
      const res = await page(url, ua);
      expect(res.status, url).toBe(200);
      expect(res.text, url).toMatch(new RegExp(`<p class="faq-results__hint">${words}<a href="${href}"[^>]*>[^<]+</a>`));
    }
    // A search that finds something shows no such line.
    expect((await page('/Support/FAQs?keyword=garage')).text).not.toContain('faq-results__hint');
  });

  it('writes into its language links the query as the page reads it, not an over-long one', async () => {
    const plain = await page('/Support/FAQs?keyword=garage');
    const long = await page(`/Support/FAQs?keyword=${'garage'.repeat(2_400)}`);
    const cut = 'garage'.repeat(34).slice(0, 200);
    expect(long.text).toContain(`href="/de/Support/FAQs?keyword=${cut}"`);
    expect(long.text).not.toContain(`keyword=${cut}g`);
    // 14 kB more in the address, a few kB more in the page (the keyword cut to 200 in each place it is shown).
    expect(long.text.length - plain.text.length).toBeLessThan(10_000);
  });

  it('renders German under /de with <html lang="de">', async () => {
    const res = await page('/de/Support/FAQs');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<html lang="de"');
    expect(ssrState(res.text).resources).toHaveProperty('de');
    expect(ssrState(res.text).resources).not.toHaveProperty('en');
  });

  it('names the language switch with the colon of the page’s language', async () => {
    for (const [url, label] of [['/Support/FAQs', 'Language: '], ['/fr/Support/FAQs', 'Langue\u00a0: '], ['/ja/Support/FAQs', '言語： ']]) {
      expect((await page(url!)).text).toContain(`<span class="visually-hidden">${label}</span>`);
    }
  });

  it('renders the mobile layout under /mTerminal for a phone', async () => {
    const res = await page('/mTerminal/Support/FAQs', USER_AGENTS.iphone);
    expect(res.status).toBe(200);
    expect(res.text).toContain('class="layout-mobile"');
    expect(Object.keys(ssrState(res.text).fallback)).toContain('/api/v1/productCategory?lang=en&type=all');
  });

  it('puts the same fresh nonce in the CSP and on every script', async () => {
    const a = await page('/Support/FAQs');
    const b = await page('/Support/FAQs');
    const nonceOf = (res: { headers: Record<string, string> }) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
    const nonce = nonceOf(a);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(b));
    // JSON-LD data blocks are never executed, so they need no nonce.
    const scripts = [...a.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !attrs!.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(a.headers['content-security-policy']).toContain("object-src 'none'");
  });

  it('cannot be broken out of its state script', async () => {
    const res = await page('/Support/FAQs?keyword=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('</script><script>alert(1)');
  });
  it('sends a category that is no longer there to the list without it, from page 1, keeping the rest of the query', async () => {
    const res = await page('/de/Support/FAQs?category=999&page=3&keyword=reset&sort=2&utm_source=news');
    expect(res.status).toBe(302);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.location).toBe('/de/Support/FAQs?keyword=reset&sort=2&utm_source=news');
    const mobile = await page('/mTerminal/Support/FAQs?category=999', USER_AGENTS.android);
    expect(mobile.headers.location).toBe('/mTerminal/Support/FAQs');
    expect((await page('/Support/FAQs?category=4')).status).toBe(200);
  });
  // Past the end of the list, as the browser's script does: to its last page, the rest of the query kept.
  it.each([
    ['/Support/FAQs?page=99', USER_AGENTS.desktop, '/Support/FAQs?page=9'],
    ['/mTerminal/ja/Support/FAQs?page=99&size=20&utm_source=news', USER_AGENTS.iphone, '/mTerminal/ja/Support/FAQs?size=20&utm_source=news&page=5'],
    ['/Support/FAQs?keyword=hub&page=99', USER_AGENTS.desktop, '/Support/FAQs?keyword=hub&page=2'],
    ['/Support/FAQs?keyword=qqzzxxyy&page=2', USER_AGENTS.desktop, '/Support/FAQs?keyword=qqzzxxyy'],
    ['/Support/Regulatory_Compliance?page=99', USER_AGENTS.desktop, '/Support/Regulatory_Compliance?page=3'],
    ['/Support/Regulatory_Compliance?type=psti&page=5', USER_AGENTS.desktop, '/Support/Regulatory_Compliance?type=psti&page=2'],
  ])('sends %s, past the end of its list, to its last page', async (url, ua, location) => {
    const res = await page(url, ua);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(location);
    expect((await page(location, ua)).status).toBe(200);
  });
  it.each(['/Support/FAQs?page=9', '/Support/Regulatory_Compliance?page=3'])('renders %s, the last page of its list', async (url) => {
    expect((await page(url)).status).toBe(200);
  });
  it.each(['abc', '', '1.5', '-1', '0', '%3Cscript%3E'])('sends category=%s, no category number, to the list without it', async (category) => {
    const res = await page(`/Support/FAQs?keyword=reset&category=${category}&page=2`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/Support/FAQs?keyword=reset');
  });
});

describe('the FAQ item page', () => {
  it('renders title and sanitised content', async () => {
    const res = await page('/Support/FAQs/78.html');
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<h1 id="faq-item-title" lang="en">[^<]*compatib/i);
  });

  it('sends a missing item to the FailPage of its layout and language', async () => {
    const res = await page('/Support/FAQs/999999.html');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/FailPage');
    const mobile = await page('/mTerminal/Support/FAQs/999999.html', USER_AGENTS.android);
    expect(mobile.headers.location).toBe('/mTerminal/FailPage');
    const german = await page('/de/Support/FAQs/999999.html');
    expect(german.headers.location).toBe('/de/FailPage');
    // Like every redirect, it keeps the query (the chat still opens there).
    expect((await page('/de/Support/FAQs/999999.html?contact=1&x=2')).headers.location).toBe('/de/FailPage?contact=1&x=2');
  });
});

describe('addresses as written', () => {
  // Letter case counts and a trailing slash makes another address, for the files and the API as for the
  // pages: robots.txt's rules are case-sensitive, and one thing has one address.
  it.each([
    ['/sitemap.xml', '/SITEMAP.XML'],
    ['/sitemap.xml', '/sitemap.xml/'],
    ['/robots.txt', '/Robots.txt'],
    ['/healthz', '/Healthz'],
    ['/locales/de/common.json', '/Locales/de/common.json'],
    ['/.well-known/security.txt', '/.WELL-KNOWN/security.txt'],
    ['/api/v1/cloudService', '/API/V1/cloudService'],
    ['/api/v1/cloudService', '/api/v1/cloudService/'],
    ['/api/v1/faqCategory?lang=en', '/api/v1/FAQCategory?lang=en'],
  ])('%s answers; %s is another, unknown address', async (own, other) => {
    expect((await page(own)).status).toBe(200);
    expect([302, 404]).toContain((await page(other)).status);
  });
});

describe('error pages', () => {
  it('answers the FailPage with 404', async () => {
    const res = await page('/FailPage');
    expect(res.status).toBe(404);
    expect(res.text).toContain('This Page is Not Found');
    expect(res.text).toContain('<title>This Page is Not Found | Hearthly Support</title>');
  });

  it('answers an unknown language with 404 "This page could not be found."', async () => {
    const res = await page('/xx/Support/FAQs');
    expect(res.status).toBe(404);
    // Rendered without the page cache, and kept by no browser or CDN, as the cache keeps no 404.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain('This page could not be found.');
    expect(res.text).toContain('Back to the home page');
    expect(res.text).toContain('<title>Page not found | Hearthly Support</title>');
  });

  it('answers an unknown language in the mobile layout with the same page, after the device rules', async () => {
    const moved = await page('/xx/mTerminal/Support/FAQs', USER_AGENTS.android);
    expect([moved.status, moved.headers.location]).toEqual([302, '/mTerminal/xx/Support/FAQs']);
    const res = await page('/mTerminal/xx/Support/FAQs', USER_AGENTS.android);
    expect(res.status).toBe(404);
    expect(res.text).toContain('This page could not be found.');
    expect(res.text).toContain('<title>Page not found | Hearthly Support</title>');
  });

  it('answers 500 with an error page when rendering fails', async () => {
    const broken = await createTestApp(UNCACHED, {
      loadEntry: async () => {
        const entry = await import('../../client/entry-server');
        return {
          ...entry,
          renderDocument: () => {
            throw new Error('boom');
          },
        } as unknown as EntryServer;
      },
    });
    const res = await request(broken.app).get('/Support/FAQs').set('User-Agent', USER_AGENTS.desktop);
    expect(res.status).toBe(500);
    expect(res.text).toContain('Something went wrong');
    expect(broken.logs.some((l) => l.includes('boom'))).toBe(true);
    await broken.close();
  });

  it('refuses other methods on pages', async () => {
    const res = await request(t.app).post('/Support/FAQs').set('User-Agent', USER_AGENTS.desktop);
    expect(res.status).toBe(405);
  });

  // The routers of single files would answer OPTIONS with 200 and their methods: every path but the API's
  // answers it as any other method it does not take.
  it.each([
    ['OPTIONS', '/Support/FAQs'],
    ['OPTIONS', '/robots.txt'],
    ['OPTIONS', '/sitemap.xml'],
    ['OPTIONS', '/.well-known/security.txt'],
    ['OPTIONS', '/locales/en/common.json'],
    ['OPTIONS', '/favicon.ico'],
    ['POST', '/robots.txt'],
    ['DELETE', '/sitemap.xml'],
  ])('answers %s %s with 405 and the methods it takes', async (method, path) => {
    const res = await request(t.app)[method === 'OPTIONS' ? 'options' : method === 'POST' ? 'post' : 'delete'](path).set('User-Agent', USER_AGENTS.desktop);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('streaming', () => {
  it.each([
    ['/Support/FAQs', USER_AGENTS.desktop],
    ['/mTerminal/Support/FAQs', USER_AGENTS.iphone],
    ['/Support/FAQs/78.html', USER_AGENTS.desktop],
    ['/de/Support/Compatibility_Check?manufacturer=Chamberlain&model=B970', USER_AGENTS.desktop],
    ['/Support/Regulatory_Compliance', USER_AGENTS.desktop],
    ['/policies/privacy-policy', USER_AGENTS.iphone],
  ])('sends %s finished, not as a spinner to be swapped by script', async (url, ua) => {
    const res = await page(url, ua);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<!--$?-->');
    expect(res.text).not.toContain('class="spinner"');
  });

  it('compresses pages', async () => {
    const res = await page('/Support/FAQs').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('gives crawlers the finished document', async () => {
    const res = await page('/Support/FAQs/78.html', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    expect(res.text).toContain('</html>');
    expect(res.text).toMatch(/faq-item-title/);
  });

  it('ends the response cleanly when a part fails after the shell was sent', async () => {
    const { createElement, Suspense, use } = await import('react');
    const failing = Promise.reject(new Error('late failure'));
    failing.catch(() => undefined);
    const Late = () => {
      use(failing);
      return null;
    };
    const broken = await createTestApp(UNCACHED, {
      loadEntry: async () => {
        const entry = await import('../../client/entry-server');
        return {
          ...entry,
          renderDocument: () =>
            createElement('html', null, createElement('body', null, createElement(Suspense, { fallback: 'loading' }, createElement(Late)))),
        } as unknown as EntryServer;
      },
    });
    const res = await request(broken.app).get('/Support/FAQs').set('User-Agent', USER_AGENTS.desktop);
    expect(res.status).toBe(200);
    expect(res.text).toContain('loading');
    expect(broken.logs.some((l) => l.includes('late failure'))).toBe(true);
    await broken.close();
  });
});

describe('static files', () => {
  it('serves the favicon', async () => {
    const res = await request(t.app).get('/favicon.svg');
    expect(res.status).toBe(200);
  });

  it('serves /favicon.ico, which tools ask for without reading the page: an icon of 16, 32 and 48 pixels', async () => {
    const res = await request(t.app).get('/favicon.ico').buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
    const ico = res.body as Buffer;
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
  });

  it('serves /apple-touch-icon.png, which a phone asks for when the site is added to its home screen', async () => {
    const res = await request(t.app).get('/apple-touch-icon.png');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.body as Buffer;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('answers a missing asset with 404, not a redirect', async () => {
    const res = await request(t.app).get('/files/nothing.pdf');
    expect(res.status).toBe(404);
  });
});
