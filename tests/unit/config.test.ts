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
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ APP_ENV: 'staging' }, /APP_ENV/],
    [{ SUPPORT_EMAIL: 'not-an-address' }, /SUPPORT_EMAIL/],
    [{ SMTP_URL: 'http://mail.example' }, /SMTP_URL/],
    [{ MAIN_SITE_URL: 'javascript:alert(1)' }, /MAIN_SITE_URL/],
  ])('refuses %j with one clear line', (env, field) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).toMatch(field);
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('accepts the four environments', () => {
    for (const APP_ENV of ['local', 'development', 'test', 'production']) expect(loadConfig({ APP_ENV }).APP_ENV).toBe(APP_ENV);
  });

  it('hands the browser a whitelist without secrets', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://user:secret@mail.example:587' });
    const text = JSON.stringify(publicConfig(config));
    expect(text).not.toContain('secret');
    expect(Object.keys(publicConfig(config)).sort()).toEqual(
      ['appEnv', 'brandName', 'chatKey', 'chatScriptUrl', 'mainSiteUrl', 'securityEmail', 'supportEmail', 'upload'].sort(),
    );
  });
});
