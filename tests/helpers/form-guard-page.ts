// A page with one guarded form (tests/e2e/form-guard/), built by Vite as the site is built and served with
// the site's kind of CSP (scripts and workers from 'self' only) next to a demo form route protected by the
// real guard with the site's real challenge work. The browser tests of the guard use it, and so does
// `npm run bench:form-guard`, which times the browser's solver on it.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import type { Challenge } from 'altcha-lib/types';
import express from 'express';
import { build } from 'vite';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { createI18n } from '../../server/i18n';
import { createFormGuardServices, type FormGuardServices } from '../../server/services/form-guard';
import { demoForm, type DemoForm } from './form-guard';

const CSP = "default-src 'self'; script-src 'self'; worker-src 'self'; style-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'";

export interface GuardedPage {
  /** Where the page is served: `${baseURL}/`. */
  baseURL: string;
  /** The guard's services, to make and check challenges beside the page. */
  services: FormGuardServices;
  demo: DemoForm;
  /** Stops the server and removes the build and its database. */
  close(): Promise<void>;
}

/** Builds the page (a few seconds) and serves it on a free port of 127.0.0.1. */
export async function startGuardedPage(): Promise<GuardedPage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-guard-page-'));
  const outDir = path.join(dir, 'page');
  await build({
    configFile: false,
    root: path.resolve('tests/e2e/form-guard'),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const database = await openDatabase(path.join(dir, 'support.sqlite'));
  const services = createFormGuardServices(loadConfig({ DATA_DIR: dir }), database.db);
  const demo = demoForm({ formGuard: services, i18n: await createI18n() });
  demo.app.use((_req, res, next) => {
    res.set('Content-Security-Policy', CSP);
    next();
  });
  demo.app.use(express.static(outDir));
  demo.app.get('/favicon.ico', (_req, res) => void res.status(204).end());
  const server = demo.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    services,
    demo,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Where the page solves a challenge: in a worker (as the forms do) or on the page, in slices. */
export type SolveWhere = 'worker' | 'page';

interface SolvingWindow {
  formGuardSolve(challenge: unknown, where: SolveWhere): Promise<{ ms: number; altcha: string }>;
  longTasks: number;
}

/**
 * Opens the page and waits until its own start-up (its module and the solver's) is over; from then on it
 * counts the main thread's long tasks (over 50 ms), what makes a page feel stuck.
 */
export async function openSolver(page: Page, site: GuardedPage) {
  await page.goto(`${site.baseURL}/`);
  await page.waitForFunction(() => 'formGuardSolve' in window);
  await page.evaluate(() => {
    const w = window as unknown as SolvingWindow;
    w.longTasks = 0;
    new PerformanceObserver((list) => (w.longTasks += list.getEntries().length)).observe({ type: 'longtask', buffered: false });
  });
  return {
    /** Solves the challenge in the page; the field the browser would send, and how long it took. */
    solve: (challenge: Challenge, where: SolveWhere) =>
      page.evaluate(([c, w]) => (window as unknown as SolvingWindow).formGuardSolve(c, w), [challenge, where] as const),
    /** The long tasks counted since the last reset. */
    longTasks: () => page.evaluate(() => (window as unknown as SolvingWindow).longTasks),
    resetLongTasks: () => page.evaluate(() => void ((window as unknown as SolvingWindow).longTasks = 0)),
  };
}
