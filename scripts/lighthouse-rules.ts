// How `npm run lighthouse` turns Lighthouse's runs into a verdict: the CPU slowdown of each mobile run, set
// from the machine's speed, and which of a page's runs the thresholds are held against.
import { throttling } from 'lighthouse/core/config/constants.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The lowest score each category may have (0–100). */
export const THRESHOLDS: Record<Category, number> = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/** One Lighthouse run of a page, or the verdict on all of them (judgeRuns). */
export interface PageScores {
  page: string;
  url: string;
  scores: Record<Category, number>;
  /** Audits that cost points, per category below its threshold: id and score. */
  failing: { category: Category; audit: string; title: string; score: number | null }[];
  cls: number;
  /** The performance score of every run of the page (verdicts only). */
  performanceRuns?: number[];
  /** The median of performanceRuns (verdicts only): printed beside the judged score, not judged. */
  medianPerformance?: number;
  /** Lighthouse's measure of the machine's speed (above 1000 on a typical desktop): low means the scores are not comparable. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (1 for the desktop profile). */
  cpuSlowdown: number;
  report: unknown;
}

// The CPU slowdown. Lighthouse simulates a phone by multiplying the length of every task it watched the
// browser run by a fixed 4, which turns a high-end desktop (a benchmark index of 1,500–2,000) into a
// mid-range phone. On a slower machine the same 4 simulates a slower phone, and a page loses points for
// the machine's sake; Lighthouse's documentation says to calibrate the multiplier from the benchmark
// index then. The rule: 4 stands for a machine in the middle of that bracket (1,750); a slower machine
// gets a multiplier smaller in proportion, so that every machine simulates at most that same phone; a
// faster one keeps 4 (never a faster phone than Lighthouse's own). Never below 2: a machine that would
// need less measures little that a phone would see.

/** Lighthouse's own slowdown of the mobile profile (4). */
export const DEFAULT_CPU_SLOWDOWN = throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** The benchmark index for which the default slowdown stands. */
export const REFERENCE_BENCHMARK_INDEX = 1750;
/** The smallest slowdown the calibration gives. */
export const MIN_CPU_SLOWDOWN = 2;

/** The slowdown for a machine of benchmark index `index`, to one decimal. */
export function calibratedSlowdown(index: number): number {
  if (!Number.isFinite(index) || index <= 0) return DEFAULT_CPU_SLOWDOWN;
  const proportional = (DEFAULT_CPU_SLOWDOWN * index) / REFERENCE_BENCHMARK_INDEX;
  const bounded = Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(MIN_CPU_SLOWDOWN, proportional));
  return Math.round(bounded * 10) / 10;
}

/**
 * The verdict on a page's runs. Performance: its best run, as Lighthouse CI judges a score by default
 * ("optimistic"): whatever else the machine does can only make a run slower, so the best run is the
 * closest to the page's own cost, and a page that got heavier is slower in every run, the best one
 * included. Accessibility, best practices, SEO and layout shift do not depend on the machine's speed:
 * their worst run, so that a fault seen once counts.
 */
export function judgeRuns(runs: readonly PageScores[]): PageScores {
  if (runs.length === 0) throw new Error('No run to judge.');
  const best = runs.reduce((a, b) => (b.scores.performance > a.scores.performance ? b : a));
  const scores = { ...best.scores };
  const failing = best.failing.filter((f) => f.category === 'performance');
  for (const category of CATEGORIES) {
    if (category === 'performance') continue;
    const worst = runs.reduce((a, b) => (b.scores[category] < a.scores[category] ? b : a));
    scores[category] = worst.scores[category];
    failing.push(...worst.failing.filter((f) => f.category === category));
  }
  const performanceRuns = runs.map((r) => r.scores.performance);
  const sorted = [...performanceRuns].sort((a, b) => a - b);
  const medianPerformance = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const cls = Math.max(...runs.map((r) => r.cls));
  return { ...best, scores, failing, cls, performanceRuns, medianPerformance };
}

/** The verdicts below a threshold. */
export function belowThresholds(verdicts: readonly PageScores[]): PageScores[] {
  return verdicts.filter((r) => CATEGORIES.some((c) => r.scores[c] < THRESHOLDS[c]));
}
