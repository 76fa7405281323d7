// npm run bench:form-guard (also part of npm run bench): how long the browser takes to solve a form's
// challenge, in a worker (as the forms do) and on the page in slices (the fallback), at full speed and
// with the CPU throttled 4× (Chromium's emulation of a mid-range phone), against Node solving the same
// challenges with altcha-lib on a server core: the baseline, measured in the same run. Also counts the
// page's long tasks (over 50 ms) while solving, what makes a page feel stuck. Each solution found is
// checked by the server's own verifier. Fresh challenges of the site's real work (CHALLENGE_WORK) each
// time; FORM_GUARD_SAMPLES sets how many (default 12). Decision 0011 records the figures.
import { performance } from 'node:perf_hooks';
import { chromium } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHALLENGE_WORK } from '../server/services/form-challenges';
import { openSolver, startGuardedPage } from '../tests/helpers/form-guard-page';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { median } from './median';

const SAMPLES = Number(process.env.FORM_GUARD_SAMPLES ?? 12);

interface Sample {
  ms: number;
  counter: number;
}

const { cost, counterMin, counterMax } = CHALLENGE_WORK;
/** Millions of iterations of the average challenge: its drawn counter (+1) times the cost. */
const AVERAGE_MILLIONS = (((counterMin + counterMax) / 2) * cost) / 1e6;

/** The counter a solution names (the browser sends it base64-encoded JSON). */
const counterOf = (altcha: string): number => JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')).solution.counter;

/**
 * A row of the table. The counter drawn for a challenge sets its work (counter × cost iterations), so the
 * time per million iterations compares runs better than the times themselves.
 */
function row(label: string, samples: Sample[], longTasks?: number) {
  const times = samples.map((s) => s.ms);
  const perMillion = median(samples.map((s) => (s.ms * 1e6) / ((s.counter + 1) * cost)));
  const average = perMillion * AVERAGE_MILLIONS;
  console.log(
    `  ${label.padEnd(34)} ${median(times).toFixed(0).padStart(5)} ms (${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)})` +
      `   ${perMillion.toFixed(0).padStart(4)} ms/M   average challenge ${average.toFixed(0).padStart(5)} ms` +
      (longTasks === undefined ? '' : `   long tasks ${longTasks}`),
  );
  return average;
}

async function main() {
  const site = await startGuardedPage();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const solver = await openSolver(page, site);
    const cdp = await page.context().newCDPSession(page);
    console.log(
      `Form challenge: PBKDF2/SHA-256, cost ${cost}, counter ${counterMin}–${counterMax} (${AVERAGE_MILLIONS} million iterations on average), ` +
        `${SAMPLES} fresh challenges each; median solve (range), per million iterations, the average challenge at that rate:`,
    );

    const averages: Record<string, number> = {};
    for (const rate of [1, 4]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      for (const where of ['worker', 'page'] as const) {
        await solver.resetLongTasks();
        const samples: Sample[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          const challenge = await site.services.challenges.create('ticket');
          const { ms, altcha } = await solver.solve(challenge, where);
          const verdict = await site.services.challenges.verify('ticket', altcha);
          if (!verdict.ok) throw new Error(`the server refused a solution the browser found (${where}, ${rate}×)`);
          samples.push({ ms, counter: counterOf(altcha) });
        }
        const longTasks = await solver.longTasks();
        averages[`${where}@${rate}`] = row(`Chromium ${where === 'worker' ? 'worker' : 'page (slices)'}, CPU ${rate}×`, samples, longTasks);
      }
    }

    const node: Sample[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const challenge = await site.services.challenges.create('ticket');
      const start = performance.now();
      const solution = await solveChallenge({ challenge, deriveKey });
      node.push({ ms: performance.now() - start, counter: solution!.counter });
    }
    const baseline = row('Node, altcha-lib (baseline)', node);
    console.log(
      `  Chromium worker / Node, average challenge: ${(averages['worker@1']! / baseline).toFixed(2)} at full speed, ` +
        `${(averages['worker@4']! / baseline).toFixed(2)} throttled 4×`,
    );
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
