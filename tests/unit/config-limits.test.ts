import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { checkingInterval } from '../../server/http/node-server';

describe('the HTTP server limits in the configuration', () => {
  it('defaults to limits for a site behind a load balancer with a 60 s idle timeout', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HEADERS_TIMEOUT_MS: 10_000,
      REQUEST_TIMEOUT_MS: 300_000,
      KEEP_ALIVE_TIMEOUT_MS: 65_000,
      SOCKET_TIMEOUT_MS: 60_000,
      MAX_CONNECTIONS: 500,
    });
    expect(config.KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it('gives one 5 MB upload chunk time enough at 150 kbit/s', () => {
    const bytes = 5 * 1024 * 1024;
    const seconds = (bytes * 8) / 150_000;
    expect(loadConfig({}).REQUEST_TIMEOUT_MS).toBeGreaterThan(seconds * 1000);
  });

  it.each([
    [{ HEADERS_TIMEOUT_MS: 'soon' }, /HEADERS_TIMEOUT_MS/],
    [{ HEADERS_TIMEOUT_MS: '50' }, /HEADERS_TIMEOUT_MS/],
    [{ REQUEST_TIMEOUT_MS: '1.5' }, /REQUEST_TIMEOUT_MS/],
    [{ KEEP_ALIVE_TIMEOUT_MS: '-1' }, /KEEP_ALIVE_TIMEOUT_MS/],
    [{ SOCKET_TIMEOUT_MS: '7200000' }, /SOCKET_TIMEOUT_MS/],
    [{ MAX_CONNECTIONS: '0' }, /MAX_CONNECTIONS/],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, /HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS/],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [100, 25],
    [400, 100],
    [4000, 1000],
    [10_000, 1000],
  ])('checks connections for a header limit of %i ms every %i ms', (headers, every) => {
    expect(checkingInterval(headers)).toBe(every);
  });
});
