// The upload settings: local by default; with UPLOAD_DRIVER=oss every OSS_* setting it needs, refused in
// one start-up line when missing or malformed, and never a secret in that line or in what the browser gets.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ossOrigin, publicConfig } from '../../server/config';

const OSS = {
  UPLOAD_DRIVER: 'oss',
  OSS_REGION: 'oss-eu-central-1',
  OSS_BUCKET: 'hearthly-support',
  OSS_ACCESS_KEY_ID: 'LTAI5tExampleKeyId',
  OSS_ACCESS_KEY_SECRET: 'TheSecret-ThatMustNeverShow',
  OSS_ROLE_ARN: 'acs:ram::1234567890123456:role/support-upload',
  OSS_PUBLIC_BASE_URL: 'https://files.hearthly.example',
};

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('upload settings', () => {
  it('uploads to the site itself by default', () => {
    const config = loadConfig({});
    expect(config.UPLOAD_DRIVER).toBe('local');
    expect(publicConfig(config).upload).toEqual({ driver: 'local', endpoint: '/uploads' });
  });

  it('needs no OSS setting for the local driver', () => {
    expect(loadConfig({ UPLOAD_DRIVER: 'local', OSS_BUCKET: '' }).OSS_BUCKET).toBeUndefined();
  });

  it('names every missing OSS setting in one line', () => {
    const message = refusal({ UPLOAD_DRIVER: 'oss' });
    expect(message).not.toContain('\n');
    for (const name of ['OSS_REGION', 'OSS_BUCKET', 'OSS_ACCESS_KEY_ID', 'OSS_ACCESS_KEY_SECRET', 'OSS_ROLE_ARN', 'OSS_PUBLIC_BASE_URL']) {
      expect(message).toContain(`${name}: required when UPLOAD_DRIVER=oss`);
    }
  });

  it.each([
    [{ UPLOAD_DRIVER: 's3' }, /UPLOAD_DRIVER/],
    [{ OSS_REGION: 'cn-hangzhou' }, /OSS_REGION: must be an OSS region id/],
    [{ OSS_BUCKET: 'Support_Files' }, /OSS_BUCKET: must be a bucket name/],
    [{ OSS_ACCESS_KEY_ID: 'key id' }, /OSS_ACCESS_KEY_ID/],
    [{ OSS_ROLE_ARN: 'arn:aws:iam::1:role/x' }, /OSS_ROLE_ARN: must be a RAM role ARN/],
    [{ OSS_PUBLIC_BASE_URL: 'ftp://files.example' }, /OSS_PUBLIC_BASE_URL/],
    [{ OSS_PUBLIC_BASE_URL: `https://files.example/${'x'.repeat(300)}` }, /OSS_PUBLIC_BASE_URL: must be at most 300 characters long/],
    [{ OSS_PUBLIC_BASE_URL: 'https://files.example.com/?x=1' }, /OSS_PUBLIC_BASE_URL: must be an address without a query or fragment/],
    [{ OSS_PUBLIC_BASE_URL: 'https://files.example.com/#files' }, /OSS_PUBLIC_BASE_URL: must be an address without a query or fragment/],
    [{ OSS_ENDPOINT: 'javascript:alert(1)' }, /OSS_ENDPOINT/],
    [{ OSS_STS_ENDPOINT: 'sts.aliyuncs.com' }, /OSS_STS_ENDPOINT/],
    [{ OSS_STS_DURATION_SECONDS: '600' }, /OSS_STS_DURATION_SECONDS/],
    [{ OSS_STS_DURATION_SECONDS: '7200' }, /OSS_STS_DURATION_SECONDS/],
  ])('refuses %j', (bad, field) => {
    expect(refusal({ ...OSS, ...bad })).toMatch(field);
  });

  it('never repeats the secret when it is refused', () => {
    const secret = 'has a space-0123456789';
    const message = refusal({ ...OSS, OSS_ACCESS_KEY_SECRET: secret });
    expect(message).toMatch(/OSS_ACCESS_KEY_SECRET/);
    expect(message).not.toContain(secret);
  });

  it('reads a complete OSS configuration with its defaults', () => {
    const config = loadConfig(OSS);
    expect(config.OSS_PUBLIC_BASE_URL).toBe('https://files.hearthly.example/');
    expect(config.OSS_STS_ENDPOINT).toBe('https://sts.aliyuncs.com');
    expect(config.OSS_STS_DURATION_SECONDS).toBe(900);
    expect(config.OSS_ENDPOINT).toBeUndefined();
  });

  it('tells the browser where files go and nothing else', () => {
    const config = loadConfig(OSS);
    const upload = publicConfig(config).upload;
    expect(upload).toEqual({ driver: 'oss', region: 'oss-eu-central-1', bucket: 'hearthly-support', endpoint: null, publicBaseUrl: 'https://files.hearthly.example/' });
    const text = JSON.stringify(publicConfig(config));
    for (const secret of [OSS.OSS_ACCESS_KEY_SECRET, OSS.OSS_ACCESS_KEY_ID, OSS.OSS_ROLE_ARN]) expect(text).not.toContain(secret);
  });

  it('lets the browser connect to the bucket host, or to the endpoint when one is set', () => {
    expect(ossOrigin(loadConfig(OSS))).toBe('https://hearthly-support.oss-eu-central-1.aliyuncs.com');
    expect(ossOrigin(loadConfig({ ...OSS, OSS_ENDPOINT: 'https://upload.hearthly.example/' }))).toBe('https://upload.hearthly.example');
  });
});
