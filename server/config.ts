// The one place that reads process.env. A bad value stops start-up with one clear line.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { EMAIL_MAX } from '../shared/forms/fields';
import type { PublicConfig } from '../shared/public-config';
import { STORED_BASE_URL_MAX } from '../shared/uploads';
import { LOCAL_UPLOAD_PATH } from './storage/keys';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const optionalUrl = httpUrl.optional();
// At most as long as an address the mail can be sent to: a longer one would fail every ticket's mail.
const emailProblem = `must be an e-mail address of at most ${EMAIL_MAX} characters`;
const email = z.email({ error: emailProblem }).max(EMAIL_MAX, { error: emailProblem });
/** One of `values`, said in those words when it is not. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be ${values.length > 2 ? 'one of ' : ''}${values.slice(0, -1).join(', ')} or ${values.at(-1)}` });
// The value is not echoed in the message: a database URL may carry a password.
const databaseUrl = z
  .string()
  .refine((u) => {
    if (!/^postgres(ql)?:\/\//i.test(u)) return false;
    try {
      const url = new URL(u);
      // Without a database name the driver would take the user's name for one, a database nobody chose.
      return (url.hostname !== '' || url.searchParams.has('host')) && url.pathname.length > 1;
    } catch {
      return false;
    }
  }, 'must be a PostgreSQL URL: postgres://user:password@host:5432/database');
/**
 * This site's public address: an origin alone (a trailing slash is fine). The site serves from the root,
 * and its links are this plus their path: a path, a query or a fragment here would break every one.
 */
const siteOrigin = httpUrl.refine((u) => {
  // Runs on a value the URL check refused too: that one's own message names the setting.
  if (!URL.canParse(u)) return true;
  // Read as written, not as the URL parser tidies it: "/a/..", "/.", "/%2e", a backslash or an empty
  // user name ("https://@host") all parse to the bare host, yet each is a slip (or a trick) in a setting
  // that every link, the sitemap and the mails are built on: refused, not guessed at. Only a scheme, a
  // host (with a port) and trailing slashes pass; a user name or password would be printed in every link
  // and the start-up log too.
  return /^https?:\/\/[^/?#@\\\s]+\/*$/i.test(u);
}, 'must be the site\'s address alone, such as https://support.example.com: no user name, path, query or fragment');
/**
 * Express's "trust proxy", in the forms it reads: how many proxies stand in front (a number), or which
 * addresses are proxies, comma-separated: loopback, linklocal, uniquelocal, an IP address, or a range in
 * CIDR form. "true" (every address, so any visitor could name their own in X-Forwarded-For and pass every
 * limit per address) is not taken; a typo would stop Express at start-up with a line naming no setting.
 */
function isTrustProxy(value: string): boolean {
  if (/^\d{1,3}$/.test(value)) return true;
  return value.split(',').every((part) => {
    const item = part.trim();
    if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
    const [address = '', bits, ...more] = item.split('/');
    const version = net.isIP(address);
    if (version === 0 || more.length > 0) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
}

/**
 * A whole number from `min` to `max`, written in decimal digits and nothing else: Number() would take
 * "0x0C7F" as 3199, "1e3" as 1000 and "  " as 0, so a typo would quietly become another port, or turn
 * the page cache off.
 */
const whole = (min: number, max: number, fallback: number) => {
  const range = { error: `must be from ${min} to ${max}` };
  return z
    .string()
    .regex(/^\d{1,15}$/, 'must be a whole number in decimal digits')
    .transform(Number)
    .pipe(z.number().min(min, range).max(max, range))
    .default(fallback);
};

/** A duration in milliseconds, from `min` up to one hour. */
const millis = (min: number, fallback: number) => whole(min, 3_600_000, fallback);

/** Text that is not only spaces. */
const text = z.string().regex(/\S/, 'must not be blank');

/**
 * Where the server listens: an IP address, or a host name of letters, digits, hyphens and dots (one that
 * is all digits and dots is taken for a mistyped IPv4 address, such as 999.1.1.1).
 */
function isListenHost(value: string): boolean {
  if (net.isIP(value) !== 0) return true;
  if (value.length > 253 || /^[\d.]+$/.test(value)) return false;
  return value.split('.').every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i.test(label));
}

// Attachments (docs/decisions/0009-uploads.md): `local` keeps them under DATA_DIR/uploads (tus uploads to
// the site); `oss` has the browser send them straight to an Alibaba Cloud OSS bucket with short-lived STS
// credentials. The OSS_* settings are required with `oss` and never reach the browser, except where the
// files go (region, bucket, endpoint, public URL).
const uploadSettings = {
  UPLOAD_DRIVER: oneOf(['local', 'oss']).default('local'),
  OSS_REGION: z.string().regex(/^oss-[a-z0-9-]{1,60}$/, 'must be an OSS region id such as oss-cn-hangzhou').optional(),
  OSS_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lower-case letters, digits and -').optional(),
  OSS_ACCESS_KEY_ID: z.string().regex(/^[A-Za-z0-9]{8,128}$/, 'must be an AccessKey ID (letters and digits)').optional(),
  OSS_ACCESS_KEY_SECRET: z.string().regex(/^\S{8,128}$/, 'must be an AccessKey secret (8-128 characters, no spaces)').optional(),
  OSS_ROLE_ARN: z.string().regex(/^acs:ram::\d+:role\/[\w.@-]+$/, 'must be a RAM role ARN such as acs:ram::1234567890123456:role/support-upload').optional(),
  // A stored file's URL is this plus its key, and the forms take URLs of at most STORED_URL_MAX characters.
  OSS_PUBLIC_BASE_URL: httpUrl
    .refine((u) => !u.includes('?') && !u.includes('#'), 'must be an address without a query or fragment: a file\'s address is this plus its key')
    .transform((u) => (u.endsWith('/') ? u : `${u}/`))
    .refine((u) => u.length <= STORED_BASE_URL_MAX, `must be at most ${STORED_BASE_URL_MAX} characters long`)
    .optional(),
  OSS_ENDPOINT: optionalUrl,
  OSS_STS_ENDPOINT: httpUrl.default('https://sts.aliyuncs.com'),
  OSS_STS_DURATION_SECONDS: whole(900, 3600, 900),
};
const OSS_REQUIRED = ['OSS_REGION', 'OSS_BUCKET', 'OSS_ACCESS_KEY_ID', 'OSS_ACCESS_KEY_SECRET', 'OSS_ROLE_ARN', 'OSS_PUBLIC_BASE_URL'] as const;
function requireOssSettings(c: { UPLOAD_DRIVER: 'local' | 'oss' } & Partial<Record<(typeof OSS_REQUIRED)[number], string>>, ctx: z.RefinementCtx) {
  if (c.UPLOAD_DRIVER !== 'oss') return;
  for (const name of OSS_REQUIRED) {
    if (c[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'required when UPLOAD_DRIVER=oss' });
  }
}

export const configSchema = z.object({
  APP_ENV: oneOf(['local', 'development', 'test', 'production']).default('local'),
  NODE_ENV: oneOf(['development', 'production', 'test']).default('production'),
  HOST: z.string().refine(isListenHost, 'must be an IP address or a host name, such as 0.0.0.0, :: or localhost').default('0.0.0.0'),
  PORT: whole(1, 65535, 3002),
  DATA_DIR: text.default('data'),
  // The database (docs/decisions/0023-postgresql.md): unset, the SQLite file support.sqlite in DATA_DIR.
  /** A PostgreSQL database to use instead. It may carry a password: it is never logged nor repeated in errors. */
  DATABASE_URL: databaseUrl.optional(),
  /** Connections to PostgreSQL the server keeps open at most. */
  DATABASE_POOL_SIZE: whole(1, 100, 10),
  MAIN_SITE_URL: httpUrl.default('https://www.hearthly.example'),
  /** This site's public address, for links in e-mails (attachments); unset: http://localhost:PORT. */
  SITE_URL: siteOrigin.optional(),
  BRAND_NAME: text.default('Hearthly'),
  SUPPORT_EMAIL: email.default('support@hearthly.example'),
  SECURITY_EMAIL: email.default('security@hearthly.example'),
  /** Where beta testing applications go; unset: SUPPORT_EMAIL. */
  BETA_EMAIL: email.optional(),
  /** Where Influencer Program and Loyalty Program applications go. */
  PARTNERSHIP_EMAIL: email.default('partnership@hearthly.example'),
  MAIL_FROM: email.default('no-reply@hearthly.example'),
  SMTP_URL: z
    .url({ error: 'must be a URL: smtp://host:port or smtps://host:465' })
    .refine((u) => /^smtps?:\/\//.test(u), 'must start with smtp:// or smtps://')
    // Without a host, nodemailer would quietly try localhost:587.
    .refine((u) => !/^smtps?:/.test(u) || (URL.canParse(u) && new URL(u).hostname !== ''), 'must name the mail server: smtp://host:port')
    .optional(),
  // Outgoing mail: the outbox and its delivery worker (docs/decisions/0010-outbox.md).
  /** SMTP connections the delivery worker keeps open at most, and messages it sends at once. */
  MAIL_POOL_SIZE: whole(1, 20, 2),
  /** How long a message that cannot be delivered is retried before it is marked failed (up to 30 days). */
  MAIL_RETRY_HOURS: whole(1, 720, 72),
  CHAT_SCRIPT_URL: optionalUrl,
  CHAT_KEY: z.string().max(200, 'must be at most 200 characters').optional(),
  TRUST_PROXY: z
    .string()
    .refine(isTrustProxy, 'must be a number of proxies, or loopback, linklocal, uniquelocal, IP addresses or CIDR ranges, comma-separated')
    .optional(),
  LOG_LEVEL: oneOf(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
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
  MAX_CONNECTIONS: whole(1, 100_000, 500),
  // Rendered pages kept in memory (docs/decisions/0018-html-cache.md).
  /**
   * Memory for cached pages, in MB (their plain, gzip and brotli bytes): three quarters for pages without a
   * query, a quarter for those with one; 0 renders every request.
   */
  PAGE_CACHE_MB: whole(0, 4096, 96),
  /** How long a cached page is served as it is. */
  PAGE_CACHE_FRESH_SECONDS: whole(1, 86_400, 60),
  /** How long after that it is still served while it is rendered again in the background. */
  PAGE_CACHE_STALE_SECONDS: whole(0, 86_400, 600),
  /**
   * Pages rendered (not answered from memory) per client address and minute; more are refused with 429.
   * A render costs milliseconds of CPU where a kept page costs microseconds; a person loads a few pages a
   * minute, a school or office behind one address a few dozen that are not kept yet. 0: no limit (a load
   * test from one address, or where a CDN in front limits its clients).
   */
  PAGE_RENDER_LIMIT: whole(0, 1_000_000, 300),
  // The forms' spam and abuse guard (docs/decisions/0011-spam-resistance.md).
  /** The key that signs form challenges; unset: a random key made once and kept in the database. */
  FORM_SECRET: z.string().min(32, 'must be at least 32 characters').max(512, 'must be at most 512 characters').refine((v) => v.trim().length >= 32, 'must be at least 32 characters besides spaces').optional(),
  /** `off` turns the forms' proof-of-work challenge off (trusted scripts, load tests); the other guards stay on. */
  FORM_CHALLENGE: oneOf(['on', 'off']).default('on'),
  ...uploadSettings,
}).superRefine(requireOssSettings).refine((c) => c.HEADERS_TIMEOUT_MS <= c.REQUEST_TIMEOUT_MS, {
  path: ['HEADERS_TIMEOUT_MS'],
  message: 'must not be longer than REQUEST_TIMEOUT_MS',
  // A chat provider needs both its script and its key: one alone would quietly leave the provider unused.
}).refine((c) => (c.CHAT_SCRIPT_URL === undefined) === (c.CHAT_KEY === undefined), {
  path: ['CHAT_KEY'],
  message: 'CHAT_SCRIPT_URL and CHAT_KEY are set together or not at all',
});

export type Config = z.infer<typeof configSchema> & {
  /** DATA_DIR made absolute. */
  dataDir: string;
  /** SITE_URL without a trailing slash, or http://localhost:PORT. */
  siteUrl: string;
};

export class ConfigError extends Error {}

/** The settings from the environment; one that is set but empty (`PORT=` in an env file) takes its default, as an unset one does. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = configSchema.safeParse(given);
  if (!parsed.success) {
    // One problem a variable: the first its checks find (a short FORM_SECRET is not also told about spaces).
    const byVariable = new Map<string, string>();
    for (const issue of parsed.error.issues) {
      const name = issue.path.join('.') || 'env';
      if (!byVariable.has(name)) byVariable.set(name, issue.message);
    }
    const problems = [...byVariable].map(([name, message]) => `${name}: ${message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  // The origin as the URL parser writes it: a host in capitals or in Unicode (IDN) becomes the form links use.
  const siteUrl = parsed.data.SITE_URL ? new URL(parsed.data.SITE_URL).origin : `http://localhost:${parsed.data.PORT}`;
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), siteUrl };
}

export function publicConfig(config: Config): PublicConfig {
  return {
    appEnv: config.APP_ENV,
    mainSiteUrl: config.MAIN_SITE_URL,
    siteUrl: config.siteUrl,
    brandName: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    securityEmail: config.SECURITY_EMAIL,
    chatScriptUrl: config.CHAT_SCRIPT_URL ?? null,
    chatKey: config.CHAT_KEY ?? null,
    upload:
      config.UPLOAD_DRIVER === 'oss'
        ? { driver: 'oss', region: config.OSS_REGION!, bucket: config.OSS_BUCKET!, endpoint: config.OSS_ENDPOINT ?? null, publicBaseUrl: config.OSS_PUBLIC_BASE_URL! }
        : { driver: 'local', endpoint: LOCAL_UPLOAD_PATH },
  };
}

/** Where browsers send attachments with UPLOAD_DRIVER=oss: the endpoint, or the bucket's host in its region. */
export function ossOrigin(config: Config): string {
  return config.OSS_ENDPOINT ? new URL(config.OSS_ENDPOINT).origin : `https://${config.OSS_BUCKET}.${config.OSS_REGION}.aliyuncs.com`;
}

/**
 * What the processes write in DATA_DIR (the database, stored uploads, the .eml outbox) holds visitors'
 * names, addresses and messages: files and folders they create are readable and writable by their own user
 * alone (mode 600 and 700), whatever umask they were started with. Called first by the server and the
 * operators' commands.
 */
export function keepWritesPrivate(): void {
  process.umask(0o077);
}
