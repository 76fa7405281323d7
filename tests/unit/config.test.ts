import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { publicConfig } from '../../server/config';

describe('configuration', () => {
  it('has working defaults: port 3002, local environment, data in ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3002);
    expect(config.APP_ENV).toBe('local');
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.PARTNERSHIP_EMAIL).toBe('partnership@hearthly.example');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ APP_ENV: 'staging' }, /APP_ENV/],
    [{ SUPPORT_EMAIL: 'not-an-address' }, /SUPPORT_EMAIL/],
    [{ PARTNERSHIP_EMAIL: 'partners at hearthly' }, /PARTNERSHIP_EMAIL/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
    [{ MAIL_POOL_SIZE: '0' }, /MAIL_POOL_SIZE/],
    [{ MAIL_RETRY_HOURS: '721' }, /MAIL_RETRY_HOURS/],
    [{ MAIN_SITE_URL: 'javascript:alert(1)' }, /MAIN_SITE_URL/],
    [{ FORM_CHALLENGE: 'maybe' }, /FORM_CHALLENGE: must be on or off/],
    [{ FORM_CHALLENGE: 'OFF' }, /FORM_CHALLENGE/],
    [{ FORM_SECRET: 'short' }, /FORM_SECRET: must be at least 32 characters/],
  ])('refuses %j with one clear line', (env, field) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(field);
      expect((error as Error).message).not.toContain('\n');
    }
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
});
