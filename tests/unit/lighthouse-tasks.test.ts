// How `npm run lighthouse -- --tasks` reads a run's trace: the main-frame thread of the page's
// navigation, its long tasks from that navigation on, and the outermost work of each kind inside them.
import { describe, expect, it } from 'vitest';
import { formatTask, mainThreadTasks, type TraceEvent } from '../../scripts/lighthouse-tasks';

const PAGE = 'http://127.0.0.1:3000/mTerminal/Support/Email_Support';
const MAIN = { pid: 7, tid: 1 };

/** A complete event on the page's main thread, times in milliseconds. */
function x(name: string, startMs: number, durationMs: number, where = MAIN): TraceEvent {
  return { name, ph: 'X', ...where, ts: startMs * 1000, dur: durationMs * 1000 };
}

function navigation(url: string, atMs: number, where = MAIN): TraceEvent {
  return { name: 'navigationStart', ph: 'R', ...where, ts: atMs * 1000, args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } } };
}

describe('mainThreadTasks', () => {
  const events: TraceEvent[] = [
    navigation('about:blank', 0),
    navigation(PAGE, 100),
    // Before the page's navigation: left out.
    x('RunTask', 10, 40),
    x('ParseHTML', 12, 30),
    // The commit: the context's creation and the first parse nested in it count as the commit.
    x('RunTask', 100, 60),
    x('DocumentLoader::CommitNavigation', 101, 50),
    x('LocalWindowProxy::Initialize', 102, 40),
    x('ParseHTML', 143, 6),
    x('UpdateLayoutTree', 152, 4),
    // Too short to list.
    x('RunTask', 170, 9),
    x('Layout', 171, 8),
    // Style and layout, twice each, and the same span under two names counted once.
    x('RunTask', 200, 30),
    x('UpdateLayoutTree', 200, 5),
    x('Layout', 205, 10),
    x('UpdateLayoutTree', 215, 3),
    x('Layout', 218, 7),
    x('v8.evaluateModule', 226, 2),
    x('EvaluateScript', 226, 2),
    // Another thread and another process: not the page's main thread.
    x('RunTask', 300, 80, { pid: 7, tid: 2 }),
    x('RunTask', 300, 80, { pid: 8, tid: 1 }),
  ];

  it('lists the long tasks from the navigation on, each with its outermost work by kind and the rest as other', () => {
    expect(mainThreadTasks(events, PAGE, 10)).toEqual([
      {
        start: 0,
        duration: 60,
        parts: [
          { kind: 'navigation commit', duration: 50 },
          { kind: 'other', duration: 6 },
          { kind: 'style', duration: 4 },
        ],
      },
      {
        start: 100,
        duration: 30,
        parts: [
          { kind: 'layout', duration: 17 },
          { kind: 'style', duration: 8 },
          { kind: 'other', duration: 3 },
          { kind: 'script evaluation', duration: 2 },
        ],
      },
    ]);
  });

  it('lowers the bar when asked', () => {
    expect(mainThreadTasks(events, PAGE, 5).map((t) => t.duration)).toEqual([60, 9, 30]);
  });

  it('finds nothing when the trace has no navigation to the page', () => {
    expect(mainThreadTasks(events, 'http://127.0.0.1:3000/Support/FAQs', 10)).toEqual([]);
  });
});

describe('formatTask', () => {
  it('gives whole milliseconds and drops work under one', () => {
    expect(
      formatTask({
        start: 241.4,
        duration: 52.6,
        parts: [
          { kind: 'navigation commit', duration: 45.2 },
          { kind: 'paint', duration: 0.4 },
        ],
      }),
    ).toBe('   53 ms at   241 ms: navigation commit 45');
    expect(formatTask({ start: 5, duration: 12, parts: [] })).toBe('   12 ms at     5 ms');
  });
});
