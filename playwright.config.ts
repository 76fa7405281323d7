// End-to-end tests against the production build, in Debian's Chromium, for a desktop and an iPhone profile.
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3102);
// The real SMTP server the e2e site sends its mail to, and where the tests read what arrived
// (scripts/e2e-server.mjs). Set here so the test workers, which load this file too, see the same values.
process.env.E2E_MAIL_DIR ??= path.join(os.tmpdir(), `support-e2e-mail-${PORT}`);
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // On CI a test.only left in a spec fails the run instead of quietly running that test alone.
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace costs every test its snapshots; only a retry (CI) records one, for the failure it
    // repeats. Run with --trace on to record one locally.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      use: { ...devices['iPhone 13'], browserName: 'chromium', launchOptions },
    },
  ],
  webServer: {
    // The production build, on a throw-away data directory that the e2e script creates and removes.
    command: `node scripts/e2e-server.mjs`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      NODE_ENV: 'production',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      SITE_URL: `http://127.0.0.1:${PORT}`,
      // The browser's X-Forwarded-For names the visitor (tests/e2e/fixtures.ts), as a load balancer would.
      TRUST_PROXY: 'loopback',
      E2E_MAIL_DIR: process.env.E2E_MAIL_DIR,
    },
  },
});
