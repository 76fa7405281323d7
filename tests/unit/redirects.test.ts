// resolveRedirect: the device rules and the route redirects (home, aliases, FAQ item form, Transfer,
// language prefix), plus hostile input. Cases are written once with a language
// placeholder and run without and with a language prefix, without and with a query string, for both
// devices.
import { describe, expect, it } from 'vitest';
import { resolveRedirect, type RedirectResult } from '../../server/http/redirects';
import { LANGUAGES, type Language } from '../../shared/i18n';
import { PAGES, matchPagePath } from '../../shared/routes';

type Device = 'desktop' | 'mobile';
const DEVICES: readonly Device[] = ['desktop', 'mobile'];
const QUERIES = ['', '?contact=1&x=%20y'];

/**
 * Expected outcome, in a compact notation with {L} for the language prefix ('' or '/de'):
 *   'page desktop /Support/FAQs'  a page in that layout with that canonical path (lang from {L});
 *   '302 /mTerminal{L}/FailPage'  a redirect with that status to that location (plus the query);
 *   '404 mobile'                   the unknown-language 404 in that layout.
 */
type Expect = string;
interface Case {
  rule: string;
  path: string;
  desktop: Expect;
  mobile: Expect;
}

const c = (rule: string, path: string, desktop: Expect, mobile: Expect = desktop): Case => ({ rule, path, desktop, mobile });

const CASES: Case[] = [
  // Rule 2: the mobile prefix, and a language segment on either side of it.
  c('2 mobile prefix', '/mTerminal{L}/Support/Downloads', '302 {L}/Support/Downloads', 'page mobile /Support/Downloads'),
  c('2 lang before mTerminal', '/de/mTerminal/Support/Downloads', '302 /de/Support/Downloads', '302 /mTerminal/de/Support/Downloads'),
  c('2 lang before mTerminal', '/ja/mTerminal/Support/FAQs/3.html', '302 /ja/Support/FAQs/3.html', '302 /mTerminal/ja/Support/FAQs/3.html'),
  c('2 prefix is case-sensitive', '/mterminal{L}/Support/FAQs', '302 /Transfer'),
  c('2 doubled prefix is unknown', '/mTerminal/mTerminal{L}/Support/FAQs', '302 /Transfer'),
  c('2 prefix not first', '{L}/Support/mTerminal/FAQs', '302 {L}/Transfer'),

  // Rule 3: the default language has no prefix.
  c('3 en stripped', '/en/Support/FAQs', '302 /Support/FAQs', '302 /mTerminal/Support/FAQs'),
  c('3 en stripped', '/mTerminal/en/Support/FAQs', '302 /Support/FAQs', '302 /mTerminal/Support/FAQs'),
  c('3 en stripped', '/en/mTerminal/Support/Cloud_Service', '302 /Support/Cloud_Service', '302 /mTerminal/Support/Cloud_Service'),
  c('3 en stripped', '/en/Support/FAQs/9.html', '302 /Support/FAQs/9.html', '302 /mTerminal/Support/FAQs/9.html'),
  c('3 en stripped (no device dependence: 301)', '/en/policies/privacy-policy', '301 /policies/privacy-policy'),
  c('3 en stripped (no device dependence: 301)', '/mTerminal/en/policies/terms-of-service', '301 /policies/terms-of-service'),
  c('3 en alone is home', '/en', '302 /Support/FAQs', '302 /mTerminal/Support/FAQs'),
  c('3 en with alias, one hop', '/en/support', '302 /Support/FAQs', '302 /mTerminal/Support/FAQs'),
  c('3 en with unknown path', '/en/nowhere', '302 /Transfer'),
  c('3 en with Transfer', '/en/Transfer', '302 /FailPage', '302 /mTerminal/FailPage'),

  // Rule 4: an unsupported language in front of a known path is a 404 (in the device's layout, at the
  // one address form: the device rules hold for it too, /Transfer included); in front of an unknown one,
  // the path is simply unknown.
  c('4 unknown language alone', '/xx', '404 desktop', '302 /mTerminal/xx'),
  c('4 unknown language alone', '/mTerminal/zz', '302 /zz', '404 mobile'),
  c('4 unknown language, page', '/pt/Support/FAQs', '404 desktop', '302 /mTerminal/pt/Support/FAQs'),
  c('4 unknown language, region tag', '/pt-BR/Support/FAQs', '404 desktop', '302 /mTerminal/pt-BR/Support/FAQs'),
  c('4 unknown language, region tag', '/zh-Hant/Support/Downloads', '404 desktop', '302 /mTerminal/zh-Hant/Support/Downloads'),
  c('4 unknown language, mobile page', '/mTerminal/ko/Support/FAQs', '302 /ko/Support/FAQs', '404 mobile'),
  c('4 unknown language before mTerminal', '/ko/mTerminal/Support/FAQs', '302 /ko/Support/FAQs', '302 /mTerminal/ko/Support/FAQs'),
  c('4 unknown language, odd slashes', '//mTerminal\\ko/Support/FAQs', '302 /ko/Support/FAQs', '302 /mTerminal/ko/Support/FAQs'),
  c('4 unknown language, desktop-only page', '/mTerminal/ko/policies/privacy-policy', '302 /ko/policies/privacy-policy'),
  c('4 unknown language, home', '/xx/home', '404 desktop', '302 /mTerminal/xx/home'),
  c('4 unknown language, alias', '/xx/support/eudoc', '404 desktop', '302 /mTerminal/xx/support/eudoc'),
  c('4 unknown language, FAQ item', '/xx/Support/FAQs/12', '404 desktop', '302 /mTerminal/xx/Support/FAQs/12'),
  // Transfer is exempt from the device rules: its 404 stays in the layout its address names.
  c('4 unknown language, Transfer', '/xx/Transfer', '404 desktop'),
  c('4 unknown language, mobile Transfer', '/mTerminal/xx/Transfer', '404 mobile'),
  c('4 unknown language before mTerminal, Transfer', '/xx/mTerminal/Transfer', '302 /mTerminal/xx/Transfer'),
  c('4 unknown language, Transfer, odd slashes', '//xx//Transfer/', '302 /xx/Transfer'),
  c('4 unknown language, unknown path', '/xx/nowhere', '302 /Transfer'),
  c('4 unknown language, unknown path', '/mTerminal/xx/nowhere', '302 /Transfer'),
  c('4 upper-case is not a language', '/EN/Support/FAQs', '302 /Transfer'),
  c('4 three letters are not a language', '/deu/Support/FAQs', '302 /Transfer'),

  // Rule 5: home.
  c('5 home', '{L}/', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('5 home', '{L}/home', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('5 home', '{L}/Home', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('5 home', '/mTerminal{L}', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('5 home', '/mTerminal{L}/', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('5 home', '/mTerminal{L}/home', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),

  // Rule 6: aliases, under every prefix, straight to the final location.
  c('6 alias', '{L}/Support', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('6 alias', '{L}/support', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('6 alias', '{L}/Support/FAQ', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('6 alias', '{L}/Support/FAQ/12', '302 {L}/Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('6 alias', '{L}/Support/FAQ/12.html', '302 {L}/Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('6 alias', '{L}/Support/FAQ/abc', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('6 alias', '{L}/support/eudoc', '302 {L}/Support/Regulatory_Compliance', '302 /mTerminal{L}/Support/Regulatory_Compliance'),
  // Listed with the mobile routes, the Email Support alias works under any prefix, like every alias.
  c('6 alias', '/mTerminal{L}/email', '302 {L}/Support/Email_Support', '302 /mTerminal{L}/Support/Email_Support'),
  c('6 alias', '{L}/email', '302 {L}/Support/Email_Support', '302 /mTerminal{L}/Support/Email_Support'),
  // The Beta Testing page and its aliases; /Free_Products leads to the free products to test.
  c('6 alias', '{L}/free/products', '302 {L}/Support/Beta_Testing', '302 /mTerminal{L}/Support/Beta_Testing'),
  c('6 alias', '{L}/Partnership/Beta_Testing', '302 {L}/Support/Beta_Testing', '302 /mTerminal{L}/Support/Beta_Testing'),
  c('6 alias', '{L}/Free_Products', '302 {L}/Support/Beta_Testing', '302 /mTerminal{L}/Support/Beta_Testing'),
  c('6 alias', '{L}/Support/Influencer_Program', '302 {L}/Partnership/Influencer_Program', '302 /mTerminal{L}/Partnership/Influencer_Program'),
  c('6 alias', '/mTerminal{L}/Support/Loyalty_Program', '302 {L}/Partnership/Loyalty_Program', '302 /mTerminal{L}/Partnership/Loyalty_Program'),
  c('6 parent alias', '{L}/support/Loyalty_Program', '302 {L}/Partnership/Loyalty_Program', '302 /mTerminal{L}/Partnership/Loyalty_Program'),
  c('6 alias', '/mTerminal{L}/free/products', '302 {L}/Support/Beta_Testing', '302 /mTerminal{L}/Support/Beta_Testing'),
  c('6 alias', '/mTerminal{L}/Free_Products', '302 {L}/Support/Beta_Testing', '302 /mTerminal{L}/Support/Beta_Testing'),
  c('6 the page itself', '{L}/Support/Beta_Testing', 'page desktop /Support/Beta_Testing', '302 /mTerminal{L}/Support/Beta_Testing'),
  c('6 the page itself', '/mTerminal{L}/Support/Beta_Testing', '302 {L}/Support/Beta_Testing', 'page mobile /Support/Beta_Testing'),
  c('6 alias', '/mTerminal{L}/support', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  // The parent's aliases carry its children, aliases and FAQ items included.
  c('6 parent alias', '{L}/support/Downloads', '302 {L}/Support/Downloads', '302 /mTerminal{L}/Support/Downloads'),
  c('6 parent alias', '/mTerminal{L}/support/FAQs', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('6 parent alias', '{L}/support/FAQ', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('6 parent alias', '{L}/support/FAQs/12.html', '302 {L}/Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('6 parent alias', '{L}/support/FAQ/12', '302 {L}/Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('6 parent alias', '{L}/support/FAQs/abc', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('6 parent alias', '{L}/Free_Products/Email_Support', '302 {L}/Support/Email_Support', '302 /mTerminal{L}/Support/Email_Support'),
  c('6 parent alias', '{L}/Free_Products/Resource_Library/Disclaimer', '302 {L}/Support/Resource_Library/Disclaimer', '302 /mTerminal{L}/Support/Resource_Library/Disclaimer'),
  c('6 parent alias', '{L}/support/Nowhere', '302 {L}/Transfer'),
  c('6 parent alias', '{L}/support/support/FAQs', '302 {L}/Transfer'),
  c('6 parent alias, then the Partnership alias', '{L}/support/Influencer_Program', '302 {L}/Partnership/Influencer_Program', '302 /mTerminal{L}/Partnership/Influencer_Program'),
  c('6 no other Partnership page under the parent', '{L}/Support/Partner_Program', '302 {L}/Transfer'),
  // The Partnership pages, under their own parent.
  c('6 the page itself', '{L}/Partnership/Influencer_Program', 'page desktop /Partnership/Influencer_Program', '302 /mTerminal{L}/Partnership/Influencer_Program'),
  c('6 the page itself', '/mTerminal{L}/Partnership/Influencer_Program', '302 {L}/Partnership/Influencer_Program', 'page mobile /Partnership/Influencer_Program'),
  c('6 the page itself', '{L}/Partnership/Loyalty_Program', 'page desktop /Partnership/Loyalty_Program', '302 /mTerminal{L}/Partnership/Loyalty_Program'),
  c('6 the page itself', '/mTerminal{L}/Partnership/Loyalty_Program', '302 {L}/Partnership/Loyalty_Program', 'page mobile /Partnership/Loyalty_Program'),
  c('6 the page itself, trailing slash', '{L}/Partnership/Loyalty_Program/', '302 {L}/Partnership/Loyalty_Program', '302 /mTerminal{L}/Partnership/Loyalty_Program'),
  c('6 path is case-sensitive', '{L}/partnership/influencer_program', '302 {L}/Transfer'),
  c('6 alias is case-sensitive', '{L}/Support/eudoc', '302 {L}/Transfer'),
  c('6 alias is case-sensitive', '{L}/Free/Products', '302 {L}/Transfer'),

  // Rule 7: FAQ item paths.
  c('7 FAQ item', '{L}/Support/FAQs/12.html', 'page desktop /Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('7 FAQ item', '/mTerminal{L}/Support/FAQs/12.html', '302 {L}/Support/FAQs/12.html', 'page mobile /Support/FAQs/12.html'),
  c('7 bare id', '{L}/Support/FAQs/12', '302 {L}/Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('7 bare id', '/mTerminal{L}/Support/FAQs/78', '302 {L}/Support/FAQs/78.html', '302 /mTerminal{L}/Support/FAQs/78.html'),
  c('7 bad id', '{L}/Support/FAQs/abc', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 bad id', '{L}/Support/FAQs/12a', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 bad id', '{L}/Support/FAQs/abc.html', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 bad id', '{L}/Support/FAQs/12.htm', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 bad id', '{L}/Support/FAQs/-1.html', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 bad id', '{L}/Support/FAQs/12.html/x', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 bad id', '/mTerminal{L}/Support/FAQs/abc', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 id 0 is no item', '{L}/Support/FAQs/0.html', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 id 0 is no item', '{L}/Support/FAQs/000', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 id too long', '{L}/Support/FAQs/1000000000.html', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 id too long', '{L}/Support/FAQs/99999999999999999999999.html', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 leading zeros dropped', '{L}/Support/FAQs/0012.html', '302 {L}/Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('7 leading zeros dropped, however many', `{L}/Support/FAQs/${'0'.repeat(20)}1.html`, '302 {L}/Support/FAQs/1.html', '302 /mTerminal{L}/Support/FAQs/1.html'),
  c('7 leading zeros dropped, however many', `{L}/Support/FAQs/${'0'.repeat(20)}12`, '302 {L}/Support/FAQs/12.html', '302 /mTerminal{L}/Support/FAQs/12.html'),
  c('7 id 0 is no item', `{L}/Support/FAQs/${'0'.repeat(20)}.html`, '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('7 largest id', '{L}/Support/FAQs/999999999.html', 'page desktop /Support/FAQs/999999999.html', '302 /mTerminal{L}/Support/FAQs/999999999.html'),

  // Rule 8: Transfer sends each device to its FailPage.
  c('8 Transfer', '{L}/Transfer', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('8 Transfer', '/mTerminal{L}/Transfer', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),
  c('8 Transfer', '{L}/Transfer/', '302 {L}/FailPage', '302 /mTerminal{L}/FailPage'),

  // Rule 9: unknown paths go to /Transfer, whatever the device (Transfer is exempt from the device rules).
  c('9 unknown', '{L}/nowhere', '302 {L}/Transfer'),
  c('9 unknown', '{L}/Support/Nope', '302 {L}/Transfer'),
  c('9 unknown', '/mTerminal{L}/nowhere', '302 {L}/Transfer'),
  c('9 unknown', '/mTerminal{L}/About_US', '302 {L}/Transfer'),
  c('9 unknown', '/mTerminal{L}/list', '302 {L}/Transfer'),
  c('9 unknown', '/mTerminal{L}/Partnership', '302 {L}/Transfer'),
  c('9 unknown', '{L}/Support/FAQs.html', '302 {L}/Transfer'),
  c('9 unknown', '{L}/index.html', '302 {L}/Transfer'),
  c('9 unknown with Transfer in it', '{L}/TransferX', '302 {L}/Transfer'),
  c('9 unknown with Transfer in it', '{L}/Support/Transfer', '302 {L}/Transfer'),
  c('9 unknown with Transfer in it', '{L}/Transfer/x', '302 {L}/Transfer'),
  c('9 unknown with Transfer in it', '/mTerminal{L}/Transfer/Support/FAQs', '302 {L}/Transfer'),

  // Rule 10: device rules, and alias + device + language in one hop.
  c('10 one hop', '/en/mTerminal/support', '302 /Support/FAQs', '302 /mTerminal/Support/FAQs'),
  c('10 one hop', '/de/mTerminal/Support/FAQ/7', '302 /de/Support/FAQs/7.html', '302 /mTerminal/de/Support/FAQs/7.html'),
  c('10 one hop', '/mTerminal/en/Support/FAQ', '302 /Support/FAQs', '302 /mTerminal/Support/FAQs'),
  c('10 normalised slashes', '{L}/Support//FAQs', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('10 normalised slashes', '{L}/Support/FAQs/', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),
  c('10 backslash', '{L}\\Support\\Downloads', '302 {L}/Support/Downloads', '302 /mTerminal{L}/Support/Downloads'),
  c('10 percent-encoded letters', '{L}/Support/FAQ%73', '302 {L}/Support/FAQs', '302 /mTerminal{L}/Support/FAQs'),

  // Rule 11: privacy and terms exist only as desktop pages; a phone reads them there.
  c('11 privacy', '{L}/policies/privacy-policy', 'page desktop /policies/privacy-policy'),
  c('11 privacy', '/mTerminal{L}/policies/privacy-policy', '301 {L}/policies/privacy-policy'),
  c('11 terms', '{L}/policies/terms-of-service', 'page desktop /policies/terms-of-service'),
  c('11 terms', '/mTerminal{L}/policies/terms-of-service', '301 {L}/policies/terms-of-service'),
  c('11 terms, trailing slash', '{L}/policies/terms-of-service/', '301 {L}/policies/terms-of-service'),
  c(
    '11 security advisory policy',
    '{L}/security-advisory-policy',
    'page desktop /security-advisory-policy',
    '302 /mTerminal{L}/security-advisory-policy',
  ),
  c(
    '11 security advisory policy',
    '/mTerminal{L}/security-advisory-policy',
    '302 {L}/security-advisory-policy',
    'page mobile /security-advisory-policy',
  ),

  // Rule 12: the mobile FailPage is a page.
  c('12 FailPage', '/mTerminal{L}/FailPage', '302 {L}/FailPage', 'page mobile /FailPage'),
  c('12 FailPage', '{L}/FailPage', 'page desktop /FailPage', '302 /mTerminal{L}/FailPage'),
];

// Rule 10 over the whole route table: every page in both layouts for both devices.
for (const page of PAGES) {
  const canonical = page.pattern.replace('{id}', '42');
  const mobileLayout = page.layouts.includes('mobile');
  CASES.push(
    c(
      `10 ${page.id} desktop path`,
      `{L}${canonical}`,
      `page desktop ${canonical}`,
      mobileLayout ? `302 /mTerminal{L}${canonical}` : `page desktop ${canonical}`,
    ),
    c(
      `10 ${page.id} mobile path`,
      `/mTerminal{L}${canonical}`,
      `${mobileLayout ? 302 : 301} {L}${canonical}`,
      mobileLayout ? `page mobile ${canonical}` : `301 {L}${canonical}`,
    ),
  );
}

interface Row {
  name: string;
  path: string;
  search: string;
  device: Device;
  expected: RedirectResult;
}

function expand(cases: Case[]): Row[] {
  const rows: Row[] = [];
  for (const testCase of cases) {
    const prefixes: [string, Language][] = testCase.path.includes('{L}') ? [['', 'en'], ['/de', 'de'], ['/ja', 'ja']] : [['', 'en']];
    for (const [prefix, lang] of prefixes) {
      for (const search of QUERIES) {
        for (const device of DEVICES) {
          const path = testCase.path.replaceAll('{L}', prefix) || '/';
          const expected = parseExpect(testCase[device].replaceAll('{L}', prefix), lang, search);
          rows.push({ name: `rule ${testCase.rule}: ${device} ${path}${search}`, path, search, device, expected });
        }
      }
    }
  }
  return rows;
}

function parseExpect(spec: string, lang: Language, search: string): RedirectResult {
  const [head = '', ...rest] = spec.split(' ');
  const tail = rest.join(' ');
  if (head === '404') return { kind: 'unknownLanguage', layout: rest[0] === 'mobile' ? 'mobile' : 'desktop' };
  if (head === 'page') {
    const [layout, canonicalPath = ''] = rest;
    const page = matchPagePath(canonicalPath);
    if (!page) throw new Error(`no page at ${canonicalPath}`);
    return { kind: 'page', page, layout: layout === 'mobile' ? 'mobile' : 'desktop', lang, canonicalPath };
  }
  const status = head === '301' ? 301 : 302;
  return { kind: 'redirect', location: `${tail || '/'}${search}`, status };
}

const ROWS = expand(CASES);

describe('resolveRedirect rules', () => {
  it.each(ROWS)('$name', ({ path, search, device, expected }) => {
    expect(resolveRedirect({ path, search, device })).toEqual(expected);
  });

  it('covers every rule for both devices, with and without query and language', () => {
    const rules = new Set(CASES.map((testCase) => testCase.rule.split(' ')[0]));
    expect([...rules].sort((a, b) => Number(a) - Number(b))).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(ROWS.some((row) => row.search !== '' && row.path.startsWith('/de'))).toBe(true);
  });

  it('keeps the query string unchanged on every redirect (rule 13)', () => {
    const result = resolveRedirect({ path: '/Support/FAQs', search: '?contact=1', device: 'mobile' });
    expect(result).toEqual({ kind: 'redirect', location: '/mTerminal/Support/FAQs?contact=1', status: 302 });
    const odd = '?a=%2F%2Fx&b=//y&c=\\z&d=%E0%A4%A&&=';
    expect(resolveRedirect({ path: '/nowhere', search: odd, device: 'desktop' })).toEqual({
      kind: 'redirect',
      location: `/Transfer${odd}`,
      status: 302,
    });
  });

  it('gives lang, layout and canonical path for a page (rule 14)', () => {
    expect(resolveRedirect({ path: '/mTerminal/fr/Support/FAQs/12.html', search: '', device: 'mobile' })).toEqual({
      kind: 'page',
      page: { id: 'faqItem', params: { faqId: 12 } },
      layout: 'mobile',
      lang: 'fr',
      canonicalPath: '/Support/FAQs/12.html',
    });
    for (const lang of LANGUAGES) {
      const prefix = lang === 'en' ? '' : `/${lang}`;
      expect(resolveRedirect({ path: `${prefix}/Support/Downloads`, search: '', device: 'desktop' })).toEqual({
        kind: 'page',
        page: { id: 'downloads', params: {} },
        layout: 'desktop',
        lang,
        canonicalPath: '/Support/Downloads',
      });
    }
  });
});

// Rule 1: hostile input never throws and never yields an off-site or header-splitting Location.
const HOSTILE_PATHS = [
  '//evil.com',
  '//evil.com/Support/FAQs',
  '/\\evil.com',
  '\\\\evil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  '/mTerminal//evil.com',
  '/mTerminal/%2F%2Fevil.com',
  '/de//evil.com',
  '/%09/evil.com',
  '/\t/evil.com',
  '/%0a/evil.com',
  '/Support%0d%0aSet-Cookie:x',
  '/Support\r\nSet-Cookie: x',
  '/%00/Support/FAQs',
  '/..%2f..%2fetc/passwd',
  '/../../etc/passwd',
  '/./Support/FAQs',
  '/%E0%A4%A',
  '/%',
  '/%zz',
  '/Support/FAQs/1%2F..%2F..',
  '/Support/FAQs/%2e%2e',
  '/https://evil.com',
  '/http:%2F%2Fevil.com',
  '/javascript:alert(1)',
  '/@evil.com',
  '/Support/FAQs/12.html@evil.com',
  '/%E2%80%AE/Support',
  '/\u2028/Support/FAQs',
  '/' + 'a'.repeat(10_000),
  '/Support/' + 'FAQs/'.repeat(2_000),
  '/' + '%2F'.repeat(4_000),
  '/Support/FAQs/' + '9'.repeat(10_000),
  '',
  'evil.com',
];
const HOSTILE_QUERIES = ['', '?a=1%0d%0aX: y', '?a=1\r\nX: y', '?a=\u0000b\tc', 'a=1', '?//evil.com', '?\\evil.com'];

function assertSafeLocation(location: string): void {
  // One leading slash, then neither a second slash nor a backslash: never protocol-relative.
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(location).not.toMatch(/[\r\n\t\0]/);
  // eslint-disable-next-line no-control-regex
  expect(location).not.toMatch(/[\u0000-\u001f\u007f]/);
  const url = new URL(location, 'https://support.example');
  expect(url.origin).toBe('https://support.example');
}

describe('resolveRedirect on hostile input (rule 1)', () => {
  const rows = HOSTILE_PATHS.flatMap((path) =>
    HOSTILE_QUERIES.flatMap((search) =>
      DEVICES.map((device) => ({
        name: `${device} ${JSON.stringify(path.slice(0, 60))} ${JSON.stringify(search)}`,
        path,
        search,
        device,
      })),
    ),
  );
  it.each(rows)('$name', ({ path, search, device }) => {
    const result = resolveRedirect({ path, search, device });
    if (result.kind === 'redirect') {
      assertSafeLocation(result.location);
      expect(chain(result.location, device).length).toBeLessThanOrEqual(3);
    }
  });

  it.each([
    ['//evil.com', '/Transfer'],
    ['/\\evil.com', '/Transfer'],
    ['/%2F%2Fevil.com', '/Transfer'],
    ['/%5Cevil.com', '/Transfer'],
    ['/mTerminal//evil.com', '/Transfer'],
    ['/%09/evil.com', '/Transfer'],
    ['/Support%0d%0aSet-Cookie:x', '/Transfer'],
    ['/..%2f..%2fetc/passwd', '/Transfer'],
    ['/%E0%A4%A', '/Transfer'],
    ['/' + 'a'.repeat(10_000), '/Transfer'],
    ['/Support/FAQs/1%2F..%2F..', '/FailPage'],
  ])('%s goes to %s on desktop', (path, location) => {
    expect(resolveRedirect({ path, search: '', device: 'desktop' })).toEqual({ kind: 'redirect', location, status: 302 });
  });

  it('removes control characters from the query but keeps the rest unchanged', () => {
    expect(resolveRedirect({ path: '/nowhere', search: '?a=1\r\nX: y', device: 'desktop' })).toEqual({
      kind: 'redirect',
      location: '/Transfer?a=1X: y',
      status: 302,
    });
    expect(resolveRedirect({ path: '/nowhere', search: '?a=1%0d%0aX: y', device: 'desktop' })).toEqual({
      kind: 'redirect',
      location: '/Transfer?a=1%0d%0aX: y',
      status: 302,
    });
  });

  it('treats a path with a mobile prefix and a percent-encoded slash like any other unknown path', () => {
    expect(resolveRedirect({ path: '/mTerminal/%2F%2Fevil.com', search: '', device: 'mobile' })).toEqual({
      kind: 'redirect',
      location: '/Transfer',
      status: 302,
    });
  });
});

/** Follow redirects from a location; returns the hops taken. Throws past 10 hops. */
function chain(start: string, device: Device): string[] {
  const hops: string[] = [];
  let location = start;
  for (;;) {
    const queryAt = location.indexOf('?');
    const path = queryAt === -1 ? location : location.slice(0, queryAt);
    const search = queryAt === -1 ? '' : location.slice(queryAt);
    const result = resolveRedirect({ path, search, device });
    if (result.kind !== 'redirect') return hops;
    hops.push(result.location);
    if (hops.length > 10) throw new Error(`redirect loop from ${start}: ${hops.join(' -> ')}`);
    location = result.location;
  }
}

// Rule 15: no loops and no long chains. Every combination of prefixes and path tails, for both devices,
// reaches a page (or the unknown-language 404) within three redirects; and a page reached by redirect
// is a page for that device.
describe('redirect chains (rule 15)', () => {
  const prefixes = [
    ...['', '/mTerminal', '/de', '/en', '/xx', '/pt-BR', '/mTerminal/de', '/mTerminal/en', '/mTerminal/xx'],
    ...['/de/mTerminal', '/en/mTerminal', '/xx/mTerminal', '/mTerminal/mTerminal', '/de/de', '//', '/\\', '/%2F'],
  ];
  const tails = [
    '',
    '/',
    '/home',
    '/Home',
    '/Support',
    '/support',
    '/Free_Products',
    '/Free_Products/FAQs',
    '/support/Downloads',
    '/support/FAQ/5',
    '/Support/FAQ',
    '/Support/FAQ/5',
    '/Support/FAQ/5.html',
    '/Support/FAQ/x',
    '/Support/FAQs/',
    '/Support/FAQs/5',
    '/Support/FAQs/05.html',
    '/Support/FAQs/x',
    '/Support/FAQs/x.html',
    '/Support/FAQs/5/6',
    '/support/eudoc',
    '/free/products',
    '/Partnership/Beta_Testing',
    '/Partnership',
    '/partnership/loyalty_program',
    '/email',
    '/Transfer',
    '/Transfer/x',
    '/xTransfer',
    '/FailPage',
    '/nowhere',
    '/About_US',
    '/list',
    '/mTerminal',
    '/en',
    '/%E0%A4%A',
    '/%2F%2Fevil.com',
    ...PAGES.map((page) => page.pattern.replace('{id}', '1')),
    ...PAGES.map((page) => `${page.pattern.replace('{id}', '1')}/`),
  ];
  const paths = prefixes.flatMap((prefix) => tails.map((tail) => `${prefix}${tail}` || '/'));

  it(`holds for ${paths.length} paths x 2 devices x 2 queries`, () => {
    let redirects = 0;
    for (const path of paths) {
      for (const device of DEVICES) {
        for (const search of ['', '?contact=1']) {
          const first = resolveRedirect({ path, search, device });
          if (first.kind !== 'redirect') continue;
          redirects += 1;
          assertSafeLocation(first.location);
          expect(first.location.endsWith(search)).toBe(true);
          const hops = [first.location, ...chain(first.location, device)];
          expect(hops.length, `${device} ${path}: ${hops.join(' -> ')}`).toBeLessThanOrEqual(3);
          const last = hops[hops.length - 1]!;
          const lastPath = last.slice(0, last.length - search.length);
          const final = resolveRedirect({ path: lastPath, search, device });
          // A page, or the unknown-language 404, in the layout its address names.
          expect(final.kind, `${device} ${path} ends on ${last}`).not.toBe('redirect');
          if (final.kind !== 'redirect') expect(final.layout === 'mobile').toBe(lastPath.startsWith('/mTerminal/'));
        }
      }
    }
    expect(redirects).toBeGreaterThan(1000);
  });

  it('takes an unknown path through exactly two hops: Transfer, then the FailPage', () => {
    for (const device of DEVICES) {
      expect(chain('/nowhere', device)).toEqual(['/Transfer', device === 'mobile' ? '/mTerminal/FailPage' : '/FailPage']);
      expect(chain('/de/nowhere', device)).toEqual(['/de/Transfer', device === 'mobile' ? '/mTerminal/de/FailPage' : '/de/FailPage']);
    }
  });
});
