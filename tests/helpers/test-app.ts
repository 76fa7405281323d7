// Builds the real app for supertest: a real SQLite file in a fresh temporary DATA_DIR (or a fresh PostgreSQL
// database with TEST_DATABASE_URL, tests/helpers/test-database.ts), the demo content loaded, the real renderer (client/entry-server through vitest's transform).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { createApp, type AppDeps } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { seedContent } from '../../server/db/seed';
import { createLogger, type Logger } from '../../server/logger';
import { createServices, type Services } from '../../server/services';
import { createFormGuardServices } from '../../server/services/form-guard';
import type { TicketIntake } from '../../server/services/tickets';
import { createI18n } from '../../server/i18n';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: Services;
  config: Config;
  dataDir: string;
  /** The app's database, for a test that opens it again (as another process would). */
  database: string;
  /** Lines the app logged (JSON strings). */
  logs: string[];
  close(): Promise<void>;
}

/**
 * `overrides`: the app's dependencies other than the real ones, and `now`, a clock for the forms' guard (its
 * rate limits' windows, its challenges' expiry) instead of the real one. `intake`: the outbox and upload
 * storage of ticket intake (without them POST /supportCenter/sendEmail is not offered).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { now, ...overrides }: Partial<AppDeps> & { now?: () => number } = {},
  intake?: TicketIntake,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'support-test-'));
  const config = loadConfig({ APP_ENV: 'test', NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env });
  const database = await createTestDatabase(path.join(dataDir, 'support.sqlite'));
  const { db, close } = await openDatabase(database.target);
  await seedContent(db, path.resolve('content'));
  const services = createServices(config, db, intake);
  if (now) services.formGuard = createFormGuardServices(config, db, { now });
  // As the server does: the content's version known before the first request, so that its page is kept.
  await services.contentVersion.refresh();
  const logs: string[] = [];
  const logger: Logger = createLogger('info', (line) => logs.push(line));
  const app = createApp({
    config,
    services,
    logger,
    i18n: await createI18n(),
    loadEntry: () => import('../../client/entry-server'),
    assets: () => ({ scripts: ['/assets/entry-client.js'], styles: ['/assets/entry-client.css'] }),
    ...overrides,
  });
  return {
    app,
    services,
    config,
    dataDir,
    database: database.target,
    logs,
    close: async () => {
      await close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Limits for API tests that send many forms from one address: the rate limits stay on but far away, so a
 * test of the form's own rules is not stopped by them (the guard's tests check the real limits).
 */
export const GENEROUS_LIMITS: Partial<AppDeps> = {
  formGuardRules: {
    rateLimits: { post: { max: 10_000, windowSeconds: 60 }, upload: { max: 10_000, windowSeconds: 60 } },
    forms: { ticket: { rateLimit: { max: 10_000, windowSeconds: 60 } }, advisory: { rateLimit: { max: 10_000, windowSeconds: 60 } } },
  },
};

/** Headers of a form as a trusted script sends it (FORM_CHALLENGE=off): a fresh Idempotency-Key each time. */
export function formHeaders(lang = 'en'): Record<string, string> {
  return { 'Accept-Language': lang, 'Idempotency-Key': crypto.randomUUID().replaceAll('-', '') };
}

export const USER_AGENTS = {
  desktop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
} as const;

/** Bad input answers 4xx in the envelope with a readable Msg, never a 500. */
export async function expectRefusal(response: Promise<Response> | Response, status = 400, msg?: RegExp): Promise<Response> {
  const res = await response;
  const where = res.request?.url ?? '';
  expect(res.status, where).toBe(status);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  expect(res.body.Code, where).toBe(status);
  expect(typeof res.body.Msg).toBe('string');
  expect(res.body.Msg.length).toBeGreaterThan(0);
  expect(res.body.Data).toBeNull();
  if (msg) expect(res.body.Msg).toMatch(msg);
  return res;
}

/**
 * A superagent serializer that writes a body's bytes as they are: given a Buffer and a JSON type, superagent
 * would write the Buffer out as JSON. It writes what a serializer returns; its types say a string only.
 */
export const asBytes = ((bytes: Buffer) => bytes) as unknown as (body: unknown) => string;
