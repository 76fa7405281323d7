import path from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { publicConfig } from '../../server/config';
import { databaseTarget } from '../../server/db/database';

describe('configuration', () => {
  it('has working defaults: port 3002, local environment, data in ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3002);
    expect(config.APP_ENV).toBe('local');
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PARTNERSHIP_EMAIL).toBe('partnership@hearthly.example');
  });

  it('reads a setting that is set but empty (PORT= in an env file) as unset: its default', () => {
    const names = ['PORT', 'HOST', 'DATA_DIR', 'LOG_LEVEL', 'MAIN_SITE_URL', 'PAGE_CACHE_MB', 'PAGE_CACHE_STALE_SECONDS', 'MAIL_POOL_SIZE', 'SMTP_URL', 'FORM_CHALLENGE', 'APP_ENV'];
    const empty = loadConfig(Object.fromEntries(names.map((name) => [name, ''])));
    const unset = loadConfig({});
    for (const name of names) expect(empty[name as keyof typeof empty], name).toEqual(unset[name as keyof typeof unset]);
    expect(empty.PAGE_CACHE_MB).toBe(96);
  });

  it.each<[Record<string, string>, RegExp]>([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /^Invalid configuration: PORT: must be from 1 to 65535$/],
    [{ MAIL_POOL_SIZE: '0' }, /^Invalid configuration: MAIL_POOL_SIZE: must be from 1 to 20$/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL: must be one of debug, info, warn, error or silent$/],
    [{ FORM_CHALLENGE: 'no' }, /^Invalid configuration: FORM_CHALLENGE: must be on or off$/],
    [{ SUPPORT_EMAIL: 'not-an-email' }, /^Invalid configuration: SUPPORT_EMAIL: must be an e-mail address of at most 254 characters$/],
    // Number() would read these as 3199, 1000, 0 and 5: a typo must not become another port or turn the cache off.
    [{ PORT: '0x0C7F' }, /PORT: must be a whole number in decimal digits/],
    [{ PORT: '1e3' }, /PORT: must be a whole number/],
    [{ PORT: '3002.0' }, /PORT: must be a whole number/],
    [{ PAGE_CACHE_MB: '  ' }, /PAGE_CACHE_MB: must be a whole number/],
    [{ MAIL_RETRY_HOURS: ' 5' }, /MAIL_RETRY_HOURS: must be a whole number/],
    [{ HEADERS_TIMEOUT_MS: '-1' }, /HEADERS_TIMEOUT_MS: must be a whole number/],
    [{ BRAND_NAME: ' ' }, /BRAND_NAME: must not be blank/],
    [{ DATA_DIR: '   ' }, /DATA_DIR: must not be blank/],
    [{ HOST: '999.1.1.1' }, /HOST: must be an IP address or a host name/],
    [{ HOST: 'my host' }, /HOST: must be an IP address or a host name/],
    [{ HOST: '-bad.example' }, /HOST/],
    [{ APP_ENV: 'staging' }, /APP_ENV/],
    [{ SUPPORT_EMAIL: 'not-an-address' }, /SUPPORT_EMAIL/],
    [{ PARTNERSHIP_EMAIL: 'partners at hearthly' }, /PARTNERSHIP_EMAIL/],
    // Longer than an address the mail can be sent to (254 characters): every ticket's mail would fail.
    [{ SUPPORT_EMAIL: `${'a'.repeat(64)}@${'b'.repeat(60)}.${'b'.repeat(60)}.${'b'.repeat(60)}.${'b'.repeat(60)}.example.com` }, /SUPPORT_EMAIL: must be an e-mail address of at most 254 characters/],
    [{ MAIL_FROM: `${'a'.repeat(64)}@${'c'.repeat(60)}.${'c'.repeat(60)}.${'c'.repeat(60)}.${'c'.repeat(60)}.example.com` }, /MAIL_FROM/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
    [{ SMTP_URL: 'smtp://' }, /SMTP_URL: must name the mail server/],
    [{ SMTP_URL: 'notaurl' }, /SMTP_URL: must be a URL: smtp:\/\/host:port or smtps:\/\/host:465$/],
    [{ SMTP_URL: 'smtps://:587' }, /SMTP_URL/],
    [{ MAIL_POOL_SIZE: '0' }, /MAIL_POOL_SIZE/],
    [{ MAIL_RETRY_HOURS: '721' }, /MAIL_RETRY_HOURS/],
    [{ MAIN_SITE_URL: 'javascript:alert(1)' }, /MAIN_SITE_URL/],
    // A path, query, fragment or user, also where the URL parser would tidy it away ("/a/..", "https://@host").
    ...[
      'https://support.example.com/?a=b',
      'https://support.example.com/#top',
      'https://example.com/help/',
      'https://user:secret@support.example.com',
      'https://user@support.example.com',
      'https://support.example.com/a/..',
      'https://support.example.com/.',
      'https://support.example.com/%2e',
      'https://support.example.com\\',
      'https://@support.example.com',
      'https://support.example.com/?',
      'https://support.example.com/#',
    ].map((SITE_URL): [Record<string, string>, RegExp] => [{ SITE_URL }, /SITE_URL: must be the site's address alone/]),
    [{ SITE_URL: 'not a url' }, /SITE_URL: must be an http\(s\) URL/],
    [{ SITE_URL: 'https://exa mple.com' }, /SITE_URL: must be an http\(s\) URL/],
    [{ DATABASE_URL: 'postgres://root@127.0.0.1:5432/' }, /DATABASE_URL: must be a PostgreSQL URL/],
    [{ DATABASE_URL: 'postgres://root@127.0.0.1:5432' }, /DATABASE_URL: must be a PostgreSQL URL/],
    [{ FORM_CHALLENGE: 'maybe' }, /FORM_CHALLENGE: must be on or off/],
    [{ FORM_CHALLENGE: 'OFF' }, /FORM_CHALLENGE/],
    [{ FORM_SECRET: 'short' }, /FORM_SECRET: must be at least 32 characters$/],
    [{ FORM_SECRET: ' '.repeat(40) }, /FORM_SECRET: must be at least 32 characters besides spaces/],
    [{ FORM_SECRET: 'k'.repeat(513) }, /FORM_SECRET: must be at most 512 characters$/],
    [{ CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js', CHAT_KEY: 'k'.repeat(201) }, /CHAT_KEY: must be at most 200 characters$/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY: must be a number of proxies/],
    [{ TRUST_PROXY: 'loopbak' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.1, 300.1.1.1' }, /TRUST_PROXY/],
    [{ CHAT_SCRIPT_URL: 'https://chat.example.com/widget.js' }, /CHAT_KEY: CHAT_SCRIPT_URL and CHAT_KEY are set together/],
    [{ CHAT_KEY: 'site-key' }, /CHAT_KEY: CHAT_SCRIPT_URL and CHAT_KEY are set together/],
  ])('refuses %j with one clear line', (env, field) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(field);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it.each(['1', '2', 'loopback', 'loopback, linklocal, uniquelocal', '10.0.0.1', '10.0.0.0/8, 192.168.1.0/24', 'fd00::/8', '::1'])(
    'takes TRUST_PROXY=%s, in a form Express reads',
    (value) => {
      const config = loadConfig({ TRUST_PROXY: value });
      expect(config.TRUST_PROXY).toBe(value);
      const app = express();
      expect(() => app.set('trust proxy', /^\d+$/.test(value) ? Number(value) : value)).not.toThrow();
    },
  );

  it.each([
    [undefined, 'http://localhost:3002'],
    ['https://support.example.com', 'https://support.example.com'],
    ['https://support.example.com//', 'https://support.example.com'],
    ['https://Support.EXAMPLE.com/', 'https://support.example.com'],
    ['https://support.example.com:443', 'https://support.example.com'],
    ['http://127.0.0.1:8080/', 'http://127.0.0.1:8080'],
    ['http://[::1]:3002', 'http://[::1]:3002'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('builds its links on SITE_URL=%s as %s', (SITE_URL, siteUrl) => {
    expect(loadConfig(SITE_URL === undefined ? {} : { SITE_URL }).siteUrl).toBe(siteUrl);
  });

  it.each(['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost', 'support-site.internal'])('listens on HOST=%s', (HOST) => {
    expect(loadConfig({ HOST }).HOST).toBe(HOST);
  });

  it('reads numbers written in decimal digits, up to their limits', () => {
    const config = loadConfig({ PORT: '8080', PAGE_CACHE_MB: '0', MAIL_RETRY_HOURS: '720', HEADERS_TIMEOUT_MS: '100' });
    expect([config.PORT, config.PAGE_CACHE_MB, config.MAIL_RETRY_HOURS, config.HEADERS_TIMEOUT_MS]).toEqual([8080, 0, 720, 100]);
  });

  it('turns the form challenge on unless FORM_CHALLENGE=off; FORM_SECRET is optional', () => {
    expect(loadConfig({}).FORM_CHALLENGE).toBe('on');
    expect(loadConfig({ FORM_CHALLENGE: '' }).FORM_CHALLENGE).toBe('on');
    expect(loadConfig({ FORM_CHALLENGE: 'off' }).FORM_CHALLENGE).toBe('off');
    expect(loadConfig({ FORM_SECRET: '' }).FORM_SECRET).toBeUndefined();
    expect(loadConfig({ FORM_SECRET: 'k'.repeat(40) }).FORM_SECRET).toBe('k'.repeat(40));
  });

  it('never puts FORM_SECRET in an error line or in what the browser gets', () => {
    const secret = 'x'.repeat(600);
    expect(() => loadConfig({ FORM_SECRET: secret })).toThrow(/FORM_SECRET/);
    try {
      loadConfig({ FORM_SECRET: secret });
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
    expect(JSON.stringify(publicConfig(loadConfig({ FORM_SECRET: 'k'.repeat(40) })))).not.toContain('k'.repeat(40));
  });

  it('accepts the four environments', () => {
    for (const APP_ENV of ['local', 'development', 'test', 'production']) expect(loadConfig({ APP_ENV }).APP_ENV).toBe(APP_ENV);
  });

  it('hands the browser a whitelist without secrets', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example:587' });
    const text = JSON.stringify(publicConfig(config));
    expect(text).not.toContain('secret');
    expect(Object.keys(publicConfig(config)).sort()).toEqual(
      ['appEnv', 'brandName', 'chatKey', 'chatScriptUrl', 'mainSiteUrl', 'securityEmail', 'siteUrl', 'supportEmail', 'upload'].sort(),
    );
  });

  describe('the database', () => {
    it('is the SQLite file in DATA_DIR unless DATABASE_URL is set; the pool holds 10 connections', () => {
      const config = loadConfig({ DATA_DIR: 'somewhere', DATABASE_URL: '' });
      expect(config.DATABASE_URL).toBeUndefined();
      expect(databaseTarget(config)).toBe(path.resolve('somewhere', 'support.sqlite'));
      expect(config.DATABASE_POOL_SIZE).toBe(10);
    });

    it.each(['postgres://support:pw@db.internal:5432/support', 'postgresql://db.internal/support', 'postgres://u@127.0.0.1/d?sslmode=require'])(
      'takes the PostgreSQL URL %s as the database',
      (url) => {
        const config = loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '25' });
        expect(databaseTarget(config)).toBe(url);
        expect(config.DATABASE_POOL_SIZE).toBe(25);
      },
    );

    it.each([
      ['mysql://user:hunter2@db.internal/support', /DATABASE_URL: must be a PostgreSQL URL/],
      ['postgresql://', /DATABASE_URL: must be a PostgreSQL URL/],
      ['/var/lib/support.sqlite', /DATABASE_URL: must be a PostgreSQL URL/],
    ])('refuses DATABASE_URL=%s with one line that does not repeat it', (url, message) => {
      expect(() => loadConfig({ DATABASE_URL: url })).toThrow(message);
      try {
        loadConfig({ DATABASE_URL: url });
      } catch (error) {
        expect((error as Error).message).not.toContain(url);
        expect((error as Error).message).not.toContain('hunter2');
        expect((error as Error).message).not.toContain('\n');
      }
    });

    it.each(['0', '101', 'many'])('refuses DATABASE_POOL_SIZE=%s', (size) => {
      expect(() => loadConfig({ DATABASE_POOL_SIZE: size })).toThrow(/DATABASE_POOL_SIZE/);
    });

    it('never hands the database URL to the browser', () => {
      const config = loadConfig({ DATABASE_URL: 'postgres://support:hunter2@db.internal/support' });
      expect(JSON.stringify(publicConfig(config))).not.toContain('hunter2');
      expect(JSON.stringify(publicConfig(config))).not.toContain('db.internal');
    });
  });
});
