// /.well-known/security.txt (RFC 9116): where to report a vulnerability, for people and tools that look
// there first. Made from the configuration when it is served: the report page and SECURITY_EMAIL as
// contacts (the form first, as the policy prefers it), the policy, the languages the security team
// reads, and an expiry half a year ahead, so the file is never stale while the site runs
// (docs/decisions/0014-security-advisory.md). /security.txt, the legacy place, redirects here.
import { Router } from 'express';
import type { Config } from '../config';
import { siteRouter } from './routing';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** How far ahead the file says it expires: well under the year RFC 9116 recommends at most. */
export const SECURITY_TXT_VALID_DAYS = 180;
const DAY_MS = 24 * 3600 * 1000;

/** The file's text for the site at `siteUrl`, served at `now`. */
export function securityTxt(config: Pick<Config, 'siteUrl' | 'SECURITY_EMAIL'>, now: Date): string {
  // From midnight UTC, so the file stays the same all day (and caches well).
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(today + SECURITY_TXT_VALID_DAYS * DAY_MS);
  return [
    `Contact: ${config.siteUrl}/Support/Security_Advisory`,
    `Contact: mailto:${config.SECURITY_EMAIL}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Policy: ${config.siteUrl}/security-advisory-policy`,
    'Preferred-Languages: en, ja',
    `Canonical: ${config.siteUrl}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}

export function securityTxtRouter(config: Config, now: () => Date = () => new Date()): Router {
  const router = siteRouter();
  router.get(SECURITY_TXT_PATH, (_req, res) => {
    res.type('text/plain; charset=utf-8').set('Cache-Control', 'public, max-age=3600').send(securityTxt(config, now()));
  });
  // The top-level place older tools look at: a same-site redirect, never to another host.
  router.get('/security.txt', (_req, res) => {
    res.redirect(301, SECURITY_TXT_PATH);
  });
  return router;
}
