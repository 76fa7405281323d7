// The security headers worked out once (server/http/security-headers.ts) are exactly what helmet sets on
// a response with the same nonce, for each kind of configuration that changes them.
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { fixedHeaders, nextNonce, securityHeaders, securityHeadersWithNonce } from '../../server/http/security-headers';

/** A response that records the headers set on it. */
function recorder(nonce?: string) {
  const headers: Record<string, string> = {};
  const res = {
    locals: nonce === undefined ? {} : { nonce },
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  return { res: res as unknown as Response & { locals: { nonce?: string } }, headers };
}

const CONFIGS: [string, Record<string, string>, boolean][] = [
  ['a local build', { NODE_ENV: 'production', APP_ENV: 'local' }, false],
  ['production with a chat provider and OSS uploads', {
    NODE_ENV: 'production',
    APP_ENV: 'production',
    CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js',
    CHAT_KEY: 'site-key',
    UPLOAD_DRIVER: 'oss',
    OSS_REGION: 'oss-eu-central-1',
    OSS_BUCKET: 'support-uploads',
    OSS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
    OSS_ACCESS_KEY_SECRET: 'example-secret',
    OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/support-upload',
    OSS_PUBLIC_BASE_URL: 'https://files.example.com',
  }, false],
  ['development', { NODE_ENV: 'development', APP_ENV: 'local' }, true],
];

describe('security headers with a fresh nonce', () => {
  it.each(CONFIGS)('are what helmet sets, nonce and all, for %s', (_name, env, dev) => {
    const config = loadConfig(env);
    const helmet = securityHeaders(config, dev);
    const fast = recorder();
    securityHeadersWithNonce(fixedHeaders(helmet))({} as Request, fast.res, () => undefined);
    const nonce = fast.res.locals.nonce!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const reference = recorder(nonce);
    helmet({} as Request, reference.res, () => undefined);
    expect(fast.headers).toEqual(reference.headers);
    expect(fast.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
  });

  it('lets only a configured chat provider load scripts, styles, fonts and frames from its origin', () => {
    const policy = (env: Record<string, string>) =>
      Object.fromEntries(
        fixedHeaders(securityHeaders(loadConfig({ NODE_ENV: 'production', ...env }), false))
          .find(([name]) => name.toLowerCase() === 'content-security-policy')![1]
          .split(';')
          .map((directive) => directive.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      ) as Record<string, string[]>;
    const chat = 'https://chat.example.com';
    const withChat = policy({ CHAT_SCRIPT_URL: `${chat}/widget.js`, CHAT_KEY: 'site-key' });
    for (const directive of ['script-src', 'style-src', 'font-src', 'connect-src', 'frame-src']) expect(withChat[directive]).toContain(chat);
    expect(withChat['style-src']).not.toContain("'unsafe-inline'");
    const without = policy({});
    expect(without['style-src']).toEqual(["'self'"]);
    expect(without['font-src']).toEqual(["'self'"]);
  });

  it('gives every response its own nonce', () => {
    const writer = securityHeadersWithNonce(fixedHeaders(securityHeaders(loadConfig({ NODE_ENV: 'production' }), false)));
    const nonces = new Set(Array.from({ length: 50 }, () => {
      const r = recorder();
      writer({} as Request, r.res, () => undefined);
      return r.res.locals.nonce;
    }));
    expect(nonces.size).toBe(50);
  });

  it('never gives a nonce twice, across many refills of the random pool', () => {
    const given = Array.from({ length: 2000 }, () => nextNonce());
    expect(new Set(given).size).toBe(given.length);
    for (const nonce of given) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
