// pageHandler over HTTP: the device and route redirects as a browser sees them (status, Location,
// caching headers), for desktop Chrome, iPhone, iPad and Android user agents, and the page it resolved.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageHandler } from '../../server/http/redirects';
import { matchPagePath } from '../../shared/routes';

const UA = {
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
} as const;
type Agent = keyof typeof UA;
const PHONES: readonly Agent[] = ['iphone', 'ipad', 'android'];

function makeApp() {
  return express().use(
    pageHandler(async (_req, res, page) => {
      res.json(page);
    }),
  );
}
const app = makeApp();

type Outcome = { status: 301 | 302; location: string } | { page: Record<string, unknown> };
const redirect = (status: 301 | 302, location: string): Outcome => ({ status, location });
const page = (layout: string, canonicalPath: string, lang = 'en'): Outcome => ({
  page: { kind: 'page', page: matchPagePath(canonicalPath), layout, lang, canonicalPath },
});
const unknownLanguage = (layout = 'desktop'): Outcome => ({ page: { kind: 'unknownLanguage', layout } });

// [path, agent, outcome]. Phone rows are repeated for iPhone, iPad and Android below.
type Row = [string, Agent | 'phone', Outcome];
const ROWS: Row[] = [
  // Device rules: a phone is sent to /mTerminal, a desktop away from it.
  ['/Support/FAQs', 'desktop', page('desktop', '/Support/FAQs')],
  ['/Support/FAQs', 'phone', redirect(302, '/mTerminal/Support/FAQs')],
  ['/mTerminal/Support/FAQs', 'desktop', redirect(302, '/Support/FAQs')],
  ['/mTerminal/Support/FAQs', 'phone', page('mobile', '/Support/FAQs')],
  ['/Support/Resource_Library/Disclaimer', 'phone', redirect(302, '/mTerminal/Support/Resource_Library/Disclaimer')],
  ['/mTerminal/Support/Compatibility_Check', 'desktop', redirect(302, '/Support/Compatibility_Check')],
  // Language prefix.
  ['/de/Support/Downloads', 'desktop', page('desktop', '/Support/Downloads', 'de')],
  ['/de/Support/Downloads', 'phone', redirect(302, '/mTerminal/de/Support/Downloads')],
  ['/mTerminal/ja/Support/Downloads', 'phone', page('mobile', '/Support/Downloads', 'ja')],
  ['/ja/mTerminal/Support/Downloads', 'phone', redirect(302, '/mTerminal/ja/Support/Downloads')],
  ['/en/Support/FAQs?x=1', 'desktop', redirect(302, '/Support/FAQs?x=1')],
  ['/mTerminal/en/Support/FAQs', 'phone', redirect(302, '/mTerminal/Support/FAQs')],
  ['/en/policies/privacy-policy', 'desktop', redirect(301, '/policies/privacy-policy')],
  ['/xx/Support/FAQs', 'desktop', unknownLanguage()],
  ['/pt-BR', 'phone', redirect(302, '/mTerminal/pt-BR')],
  ['/mTerminal/pt-BR', 'phone', unknownLanguage('mobile')],
  ['/xx/mTerminal/Support/FAQs', 'phone', redirect(302, '/mTerminal/xx/Support/FAQs')],
  ['/mTerminal/ko/Support/FAQs', 'desktop', redirect(302, '/ko/Support/FAQs')],
  ['/xx/nowhere', 'desktop', redirect(302, '/Transfer')],
  // Home.
  ['/', 'desktop', redirect(302, '/Support/FAQs')],
  ['/', 'phone', redirect(302, '/mTerminal/Support/FAQs')],
  ['/Home', 'desktop', redirect(302, '/Support/FAQs')],
  ['/home', 'phone', redirect(302, '/mTerminal/Support/FAQs')],
  ['/mTerminal', 'phone', redirect(302, '/mTerminal/Support/FAQs')],
  ['/mTerminal/home', 'desktop', redirect(302, '/Support/FAQs')],
  ['/de/home', 'desktop', redirect(302, '/de/Support/FAQs')],
  ['/fr', 'phone', redirect(302, '/mTerminal/fr/Support/FAQs')],
  // Aliases, one hop to the final location.
  ['/support', 'desktop', redirect(302, '/Support/FAQs')],
  ['/support', 'phone', redirect(302, '/mTerminal/Support/FAQs')],
  ['/Support', 'desktop', redirect(302, '/Support/FAQs')],
  ['/Support/FAQ', 'desktop', redirect(302, '/Support/FAQs')],
  ['/Support/FAQ/78', 'phone', redirect(302, '/mTerminal/Support/FAQs/78.html')],
  ['/support/eudoc', 'desktop', redirect(302, '/Support/Regulatory_Compliance')],
  ['/es/support/eudoc', 'phone', redirect(302, '/mTerminal/es/Support/Regulatory_Compliance')],
  ['/mTerminal/email', 'phone', redirect(302, '/mTerminal/Support/Email_Support')],
  ['/mTerminal/email', 'desktop', redirect(302, '/Support/Email_Support')],
  ['/de/mTerminal/email', 'phone', redirect(302, '/mTerminal/de/Support/Email_Support')],
  ['/mTerminal/Support/Security_Advisory', 'desktop', redirect(302, '/Support/Security_Advisory')],
  ['/Support/Security_Advisory', 'phone', redirect(302, '/mTerminal/Support/Security_Advisory')],
  ['/mTerminal/ja/Support/Security_Advisory', 'phone', page('mobile', '/Support/Security_Advisory', 'ja')],
  // The Beta Testing page's aliases.
  ['/free/products', 'desktop', redirect(302, '/Support/Beta_Testing')],
  ['/Partnership/Beta_Testing', 'phone', redirect(302, '/mTerminal/Support/Beta_Testing')],
  ['/Free_Products', 'phone', redirect(302, '/mTerminal/Support/Beta_Testing')],
  ['/de/Free_Products', 'desktop', redirect(302, '/de/Support/Beta_Testing')],
  // FAQ items.
  ['/Support/FAQs/12.html', 'desktop', page('desktop', '/Support/FAQs/12.html')],
  ['/mTerminal/Support/FAQs/12.html', 'phone', page('mobile', '/Support/FAQs/12.html')],
  ['/Support/FAQs/12', 'desktop', redirect(302, '/Support/FAQs/12.html')],
  ['/Support/FAQs/12', 'phone', redirect(302, '/mTerminal/Support/FAQs/12.html')],
  ['/Support/FAQs/abc', 'desktop', redirect(302, '/FailPage')],
  ['/Support/FAQs/12a', 'phone', redirect(302, '/mTerminal/FailPage')],
  ['/it/Support/FAQs/abc.html', 'phone', redirect(302, '/mTerminal/it/FailPage')],
  // Transfer and unknown paths.
  ['/Transfer', 'desktop', redirect(302, '/FailPage')],
  ['/Transfer', 'phone', redirect(302, '/mTerminal/FailPage')],
  ['/mTerminal/Transfer', 'desktop', redirect(302, '/FailPage')],
  ['/de/Transfer', 'phone', redirect(302, '/mTerminal/de/FailPage')],
  ['/nowhere', 'desktop', redirect(302, '/Transfer')],
  ['/nowhere', 'phone', redirect(302, '/Transfer')],
  ['/mTerminal/About_US', 'phone', redirect(302, '/Transfer')],
  ['/mTerminal/list?category_id=3', 'phone', redirect(302, '/Transfer?category_id=3')],
  ['/Support/Transfer', 'phone', redirect(302, '/Transfer')],
  ['/de/nowhere', 'desktop', redirect(302, '/de/Transfer')],
  // Privacy and terms: desktop pages for every device; the mobile paths lead there.
  ['/policies/privacy-policy', 'desktop', page('desktop', '/policies/privacy-policy')],
  ['/policies/privacy-policy', 'phone', page('desktop', '/policies/privacy-policy')],
  ['/mTerminal/policies/privacy-policy', 'phone', redirect(301, '/policies/privacy-policy')],
  ['/mTerminal/policies/terms-of-service', 'phone', redirect(301, '/policies/terms-of-service')],
  ['/policies/terms-of-service', 'phone', page('desktop', '/policies/terms-of-service')],
  ['/security-advisory-policy', 'phone', redirect(302, '/mTerminal/security-advisory-policy')],
  ['/mTerminal/security-advisory-policy', 'phone', page('mobile', '/security-advisory-policy')],
  // FailPage in both layouts.
  ['/FailPage', 'desktop', page('desktop', '/FailPage')],
  ['/mTerminal/FailPage', 'phone', page('mobile', '/FailPage')],
  ['/mTerminal/FailPage', 'desktop', redirect(302, '/FailPage')],
  // The query string survives.
  ['/Support/FAQs?contact=1', 'iphone', redirect(302, '/mTerminal/Support/FAQs?contact=1')],
  ['/support?contact=1&lang=de', 'desktop', redirect(302, '/Support/FAQs?contact=1&lang=de')],
  ['/Transfer?contact=1', 'android', redirect(302, '/mTerminal/FailPage?contact=1')],
];

const EXPANDED: [string, Agent, Outcome][] = ROWS.flatMap(([path, agent, outcome]) =>
  agent === 'phone' ? PHONES.map((phone): [string, Agent, Outcome] => [path, phone, outcome]) : [[path, agent, outcome]],
);

describe('pageHandler', () => {
  it.each(EXPANDED)('GET %s as %s', async (path, agent, outcome) => {
    const response = await request(app).get(path).set('User-Agent', UA[agent]).redirects(0);
    if ('page' in outcome) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual(outcome.page);
    } else {
      expect(response.status).toBe(outcome.status);
      expect(response.headers.location).toBe(outcome.location);
    }
  });

  it('marks device redirects as uncacheable and varying by user agent', async () => {
    const response = await request(app).get('/Support/FAQs').set('User-Agent', UA.iphone).redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toMatch(/User-Agent/);
  });

  it('marks a page that another device would be redirected from as varying by user agent', async () => {
    const response = await request(app).get('/Support/FAQs').set('User-Agent', UA.desktop);
    expect(response.status).toBe(200);
    expect(response.headers.vary).toMatch(/User-Agent/);
  });

  it('leaves device-independent redirects cacheable', async () => {
    const response = await request(app).get('/mTerminal/policies/privacy-policy').set('User-Agent', UA.iphone).redirects(0);
    expect(response.status).toBe(301);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.headers.vary ?? '').not.toMatch(/User-Agent/);
  });

  it('treats a request without a user agent as desktop', async () => {
    const response = await request(app).get('/mTerminal/Support/FAQs').unset('User-Agent').redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/Support/FAQs');
  });

  it('answers HEAD like GET', async () => {
    const response = await request(app).head('/support').set('User-Agent', UA.android).redirects(0);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/mTerminal/Support/FAQs');
  });

  it('refuses other methods with 405 instead of redirecting them (a redirected POST would turn into a GET)', async () => {
    const response = await request(app).post('/support').set('User-Agent', UA.iphone).redirects(0);
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD');
    expect(response.headers.location).toBeUndefined();
  });
});

// Hostile paths are sent byte for byte (supertest would normalise some of them through URL parsing).
describe('redirectMiddleware on hostile paths', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer(makeApp());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function rawGet(path: string, userAgent: string): Promise<{ status: number; location: string | undefined }> {
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: { 'User-Agent': userAgent } }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  const HOSTILE: [string, string, string][] = [
    ['//evil.com', '/Transfer', '/Transfer'],
    ['//evil.com/Support/FAQs', '/Transfer', '/Transfer'],
    ['/\\evil.com', '/Transfer', '/Transfer'],
    ['/%2F%2Fevil.com', '/Transfer', '/Transfer'],
    ['/%5Cevil.com', '/Transfer', '/Transfer'],
    ['/mTerminal//evil.com', '/Transfer', '/Transfer'],
    ['/%09/evil.com', '/Transfer', '/Transfer'],
    ['/Support%0d%0aSet-Cookie:x', '/Transfer', '/Transfer'],
    ['/..%2f..%2fetc/passwd', '/Transfer', '/Transfer'],
    ['/%E0%A4%A', '/Transfer', '/Transfer'],
    ['/Support/FAQs/1%2F..%2F..', '/FailPage', '/mTerminal/FailPage'],
    ['/' + 'a'.repeat(10_000), '/Transfer', '/Transfer'],
    ['/nowhere?a=1%0d%0aX:%20y', '/Transfer?a=1%0d%0aX:%20y', '/Transfer?a=1%0d%0aX:%20y'],
    ['/Support//FAQs', '/Support/FAQs', '/mTerminal/Support/FAQs'],
  ];

  it.each(HOSTILE)('%s', async (path, desktopLocation, mobileLocation) => {
    for (const [agent, expected] of [
      ['desktop', desktopLocation],
      ['iphone', mobileLocation],
      ['android', mobileLocation],
    ] as const) {
      const response = await rawGet(path, UA[agent]);
      expect(response.status).toBe(302);
      expect(response.location).toBe(expected);
      expect(response.location).toMatch(/^\/(?![/\\])/);
      expect(response.location).not.toMatch(/[\r\n]/);
    }
  });

  it('never sets a header smuggled through the path or query', async () => {
    const response = await request(app).get('/Support%0d%0aSet-Cookie:x=1?b=%0d%0aSet-Cookie:y=2').redirects(0);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
