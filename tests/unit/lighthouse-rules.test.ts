// How the Lighthouse gate sets the CPU slowdown from the machine's speed and judges a page's runs.
import { describe, expect, it } from 'vitest';
import { belowThresholds, calibratedSlowdown, judgeRuns, type PageScores } from '../../scripts/lighthouse-rules';

describe('calibratedSlowdown', () => {
  it.each([
    [3000, 4],
    [1750, 4],
    [1600, 3.7],
    [1312.5, 3],
    [1137, 2.6],
    [875, 2],
    [500, 2],
    [0, 4],
    [Number.NaN, 4],
  ])('a benchmark index of %s gives %s×', (index, slowdown) => {
    expect(calibratedSlowdown(index)).toBe(slowdown);
  });
});

function run(performance: number, others: Partial<Record<'accessibility' | 'best-practices' | 'seo', number>> = {}, cls = 0): PageScores {
  const scores = { performance, accessibility: 100, 'best-practices': 100, seo: 100, ...others };
  const failing: PageScores['failing'] = [];
  if (performance < 98) failing.push({ category: 'performance', audit: 'total-blocking-time', title: 'Total Blocking Time', score: 0.6 });
  if (scores.accessibility < 100) failing.push({ category: 'accessibility', audit: 'color-contrast', title: 'Contrast', score: 0 });
  return { page: 'FAQ list', url: 'http://127.0.0.1/', scores, failing, cls, benchmarkIndex: 1500, cpuSlowdown: 3.4, report: { performance } };
}

describe('judgeRuns', () => {
  it('judges performance by the best run and reports the median beside it', () => {
    const verdict = judgeRuns([run(89), run(100), run(93), run(97), run(93)]);
    expect(verdict.scores.performance).toBe(100);
    expect(verdict.medianPerformance).toBe(93);
    expect(verdict.performanceRuns).toEqual([89, 100, 93, 97, 93]);
    expect(verdict.report).toEqual({ performance: 100 });
    expect(verdict.failing).toEqual([]);
    expect(belowThresholds([verdict])).toEqual([]);
  });

  it('fails a page whose every run is below the line, naming what cost the points', () => {
    const verdict = judgeRuns([run(90), run(95), run(97)]);
    expect(verdict.scores.performance).toBe(97);
    expect(verdict.failing.map((f) => f.audit)).toEqual(['total-blocking-time']);
    expect(belowThresholds([verdict])).toEqual([verdict]);
  });

  it('judges the categories that do not depend on the machine by their worst run, and layout shift by the largest', () => {
    const verdict = judgeRuns([run(100), run(99, { accessibility: 96 }, 0.12), run(100)]);
    expect(verdict.scores).toEqual({ performance: 100, accessibility: 96, 'best-practices': 100, seo: 100 });
    expect(verdict.failing.map((f) => `${f.category}: ${f.audit}`)).toEqual(['accessibility: color-contrast']);
    expect(verdict.cls).toBe(0.12);
    expect(belowThresholds([verdict])).toHaveLength(1);
  });

  it('refuses to judge no run at all', () => {
    expect(() => judgeRuns([])).toThrow('No run to judge.');
  });
});
