// The browser half of the forms' guard in Chromium, before any form page of the site uses it: a page with
// one guarded form (tests/e2e/form-guard/), built by Vite as the site is built, served with the site's
// kind of CSP (scripts and workers from 'self' only) next to a demo form route protected by the real guard
// with the site's real challenge work (tests/helpers/form-guard-page.ts). How long the solver takes is
// measured by npm run bench:form-guard on the same page.
import { openSolver, startGuardedPage, type GuardedPage, type SolveWhere } from '../helpers/form-guard-page';
import { expect, test } from './fixtures';

let site: GuardedPage;
let baseURL: string;

test.beforeAll(async () => {
  site = await startGuardedPage();
  baseURL = site.baseURL;
});

test.afterAll(async () => {
  await site.close();
});

test('a guarded form: the challenge starts on the first touch, is solved in a worker, and a repeat is answered, not run again', async ({ page }) => {
  const challengeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/formChallenge')) challengeCalls.push(request.url());
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${baseURL}/`);
  const name = page.getByLabel('Name');
  await expect(name).toBeVisible();
  expect(challengeCalls).toEqual([]);

  await name.click();
  await expect.poll(() => challengeCalls).toEqual([`${baseURL}/api/v1/formChallenge?form=ticket`]);
  await expect.poll(() => workers.length).toBe(1);
  expect(workers[0]).toMatch(new RegExp(`^${baseURL}/assets/challenge\\.worker-[\\w-]+\\.js$`));

  await name.fill('Ada');
  const result = page.getByRole('status', { name: 'Result' });
  const runsBefore = site.demo.runs();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result).toHaveText(/^\{"run":\d+,"fields":\["name"\],"name":"Ada"\}$/);
  const first = await result.textContent();
  expect(site.demo.runs()).toBe(runsBefore + 1);

  // Sent again (a double click, a retry): the same answer, and the handler did not run again.
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result).toHaveText(first!);
  expect(site.demo.runs()).toBe(runsBefore + 1);

  // A new form: a new key and a new challenge, so it runs.
  await page.getByRole('button', { name: 'New form' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(result).toHaveText(new RegExp(`^\\{"run":${runsBefore + 2},`));
  expect(challengeCalls).toHaveLength(2);
});

test('the honeypot is out of sight, out of the tab order, labelled to stay empty, and sent as it is', async ({ page }) => {
  await page.goto(`${baseURL}/`);
  const honeypot = page.locator('input[name="homepage"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByLabel('Leave this field empty')).toHaveCount(1);
  await expect(honeypot.locator('..')).toHaveAttribute('aria-hidden', 'true');
  const box = await honeypot.locator('..').boundingBox();
  expect(box!.width * box!.height).toBeLessThanOrEqual(1);

  // The keyboard goes from the field to the button, past the honeypot.
  await page.getByLabel('Name').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();

  // A script that fills every field: the value goes to the server, which refuses it (tests/api/form-guard.test.ts).
  const sent: unknown[] = [];
  await page.route('**/api/v1/demo', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: { Code: 200, Msg: 'success', Data: 'seen' } });
  });
  await honeypot.fill('https://spam.example', { force: true });
  await page.getByLabel('Name').fill('Bot');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status', { name: 'Result' })).toHaveText('"seen"');
  expect(sent).toEqual([{ name: 'Bot', homepage: 'https://spam.example', altcha: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/) }]);
});

test('solutions found in a worker and on the page are accepted, and a worker leaves the page free on a slow CPU', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the solver is the same in both layouts');
  const solver = await openSolver(page, site);
  const solve = async (where: SolveWhere) => {
    const { altcha } = await solver.solve(await site.services.challenges.create('ticket'), where);
    // Every answer the browser found is one the server accepts.
    expect(await site.services.challenges.verify('ticket', altcha)).toMatchObject({ ok: true });
  };

  await solve('page');
  // On a CPU slowed 4× (a mid-range phone), starting the worker can itself be one task over 50 ms; the
  // solving never is, so two solves stay at most one.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await solver.resetLongTasks();
  await solve('worker');
  await solve('worker');
  expect(await solver.longTasks()).toBeLessThanOrEqual(1);
});
