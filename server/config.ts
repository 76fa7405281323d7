// The one place that reads process.env. A bad value stops start-up with one clear line.
import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = z.preprocess(emptyToUndefined, httpUrl.optional());
const email = z.email();
/** A duration in milliseconds, from `min` up to one hour. */
const millis = (min: number, fallback: number) => z.coerce.number().int().min(min).max(3_600_000).default(fallback);

export const configSchema = z.object({
  APP_ENV: z.enum(['local', 'development', 'test', 'production']).default('local'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3002),
  DATA_DIR: z.string().min(1).default('data'),
  MAIN_SITE_URL: httpUrl.default('https://www.hearthly.example'),
  BRAND_NAME: z.string().min(1).default('Hearthly'),
  SUPPORT_EMAIL: email.default('support@hearthly.example'),
  SECURITY_EMAIL: email.default('security@hearthly.example'),
  MAIL_FROM: email.default('no-reply@hearthly.example'),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .url()
      .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  // Outgoing mail: the outbox and its delivery worker (docs/decisions/0010-outbox.md).
  /** SMTP connections the delivery worker keeps open at most, and messages it sends at once. */
  MAIL_POOL_SIZE: z.coerce.number().int().min(1).max(20).default(2),
  /** How long a message that cannot be delivered is retried before it is marked failed (up to 30 days). */
  MAIL_RETRY_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  CHAT_SCRIPT_URL: optionalUrl,
  CHAT_KEY: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // How long the HTTP server waits for clients (docs/decisions/0007-abuse-limits.md).
  /** From a connection's (or request's) first byte until its headers are complete. */
  HEADERS_TIMEOUT_MS: millis(100, 10_000),
  /** From a request's first byte until its body is fully received: one 5 MB upload chunk on a slow link. */
  REQUEST_TIMEOUT_MS: millis(100, 300_000),
  /** How long an idle keep-alive connection is kept: above the load balancer's 60 s, so it closes first. */
  KEEP_ALIVE_TIMEOUT_MS: millis(100, 65_000),
  /** A socket on which nothing moves for this long is closed. */
  SOCKET_TIMEOUT_MS: millis(100, 60_000),
  /** Open connections at most; further ones are refused until some close. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(100_000).default(500),
  // The forms' spam and abuse guard (docs/decisions/0011-spam-resistance.md).
  /** The key that signs form challenges; unset: a random key made once and kept in the database. */
  FORM_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').max(512).optional()),
  /** `off` turns the forms' proof-of-work challenge off (trusted scripts, load tests); the other guards stay on. */
  FORM_CHALLENGE: z.preprocess(emptyToUndefined, z.enum(['on', 'off'], { error: 'must be on or off' }).default('on')),
}).refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
  path: ['HEADERS_TIMEOUT_MS'],
  message: 'must not be longer than REQUEST_TIMEOUT_MS',
});

export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR made absolute. */
  dataDir: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

export function publicConfig(config: Config): PublicConfig {
  return {
    appEnv: config.APP_ENV,
    mainSiteUrl: config.MAIN_SITE_URL,
    brandName: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    securityEmail: config.SECURITY_EMAIL,
    chatScriptUrl: config.CHAT_SCRIPT_URL ?? null,
    chatKey: config.CHAT_KEY ?? null,
    upload: { driver: 'local', endpoint: '/uploads' },
  };
}
