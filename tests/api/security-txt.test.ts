// /.well-known/security.txt (RFC 9116): served as plain UTF-8 text from the configuration, with the
// report page and SECURITY_EMAIL as contacts, an expiry under a year ahead, the policy, the languages and
// its canonical address; /security.txt redirects to it on the same site, for every device.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_TXT_VALID_DAYS, securityTxt } from '../../server/http/security-txt';
import { createTestApp, USER_AGENTS, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SITE_URL: 'https://support.hearthly.example/', SECURITY_EMAIL: 'psirt@hearthly.example' });
});
afterAll(() => t.close());

/** The fields of a security.txt, in order: [name, value]. */
const fields = (text: string) => text.trimEnd().split('\n').map((line) => /^([\w-]+): (.+)$/.exec(line)!.slice(1));

describe('/.well-known/security.txt', () => {
  it('names the contacts, the expiry, the policy, the languages and its own address', async () => {
    for (const ua of [USER_AGENTS.desktop, USER_AGENTS.iphone]) {
      const res = await request(t.app).get('/.well-known/security.txt').set('User-Agent', ua);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const [contactPage, contactMail, expires, ...rest] = fields(res.text);
      expect(contactPage).toEqual(['Contact', 'https://support.hearthly.example/Support/Security_Advisory']);
      expect(contactMail).toEqual(['Contact', 'mailto:psirt@hearthly.example']);
      expect(expires![0]).toBe('Expires');
      expect(rest).toEqual([
        ['Policy', 'https://support.hearthly.example/security-advisory-policy'],
        ['Preferred-Languages', 'en, ja'],
        ['Canonical', 'https://support.hearthly.example/.well-known/security.txt'],
      ]);
      // RFC 3339, in the future, less than a year ahead.
      expect(expires![1]).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      const ahead = Date.parse(expires![1]!) - Date.now();
      expect(ahead).toBeGreaterThan((SECURITY_TXT_VALID_DAYS - 1) * 86_400_000);
      expect(ahead).toBeLessThan(365 * 86_400_000);
    }
  });

  it('answers HEAD, and the pages it names exist', async () => {
    expect((await request(t.app).head('/.well-known/security.txt')).status).toBe(200);
    for (const path of ['/Support/Security_Advisory', '/security-advisory-policy']) {
      expect((await request(t.app).get(path).set('User-Agent', USER_AGENTS.desktop)).status, path).toBe(200);
    }
  });

  it('counts the expiry from midnight UTC, so the file is the same all day', () => {
    const config = { siteUrl: 'https://s.example', SECURITY_EMAIL: 'security@s.example' };
    const morning = securityTxt(config, new Date('2026-12-31T00:00:01Z'));
    expect(morning).toContain('Expires: 2027-06-29T00:00:00Z\n');
    expect(securityTxt(config, new Date('2026-12-31T23:59:59Z'))).toBe(morning);
    expect(morning.endsWith('\n')).toBe(true);
  });
});

describe('/security.txt', () => {
  it.each([USER_AGENTS.desktop, USER_AGENTS.android])('redirects to the well-known place on the same site (%#)', async (ua) => {
    const res = await request(t.app).get('/security.txt?x=https://evil.example').set('User-Agent', ua);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/.well-known/security.txt');
  });
});
