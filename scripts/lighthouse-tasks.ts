// What the browser's main thread did during a Lighthouse run, read from the run's trace: its tasks of a
// given length or more, each with the kinds of work inside it. Lighthouse's own report names a task by
// the script it can attribute it to, and a task with no script is "Unattributable"; that hid, on a slow
// machine, that the longest task of a load was the browser committing the navigation (the new document
// and its script context), before any of the page's own work (docs/benchmarks.md). Used by
// `npm run lighthouse -- --tasks`.

/** A trace event as Chromium writes it: the fields read here. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } };
}

/** One main-thread task: when it started after the navigation, how long it ran, and what ran in it. */
export interface TaskSummary {
  /** Milliseconds after the page's navigation started. */
  start: number;
  duration: number;
  /** Milliseconds per kind of work (KINDS), longest first, and the rest of the task as "other". */
  parts: { kind: string; duration: number }[];
}

/** The kinds of work told apart, by the names of Chromium's trace events. */
const KINDS: Record<string, string> = {
  'DocumentLoader::CommitNavigation': 'navigation commit',
  ParseHTML: 'HTML parsing',
  ParseAuthorStyleSheet: 'style sheet parsing',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  'v8.compileModule': 'script compilation',
  'v8.compile': 'script compilation',
  FunctionCall: 'script callbacks',
  'v8.callFunction': 'script callbacks',
  TimerFire: 'script callbacks',
  RunMicrotasks: 'script callbacks',
  EventDispatch: 'script callbacks',
  FireAnimationFrame: 'script callbacks',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
const within = (inner: TraceEvent, outer: TraceEvent) => inner.ts >= outer.ts && end(inner) <= end(outer);

/**
 * The main-frame tasks of `minMs` or longer from the navigation to `pageUrl` on: the renderer thread that
 * started that navigation, its top-level tasks (RunTask), and inside each the outermost events of a listed
 * kind (nested ones count in the event around them). Empty when the trace holds no such navigation.
 */
export function mainThreadTasks(events: readonly TraceEvent[], pageUrl: string, minMs: number): TaskSummary[] {
  const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame === true && e.args.data.documentLoaderURL === pageUrl);
  if (!navigation) return [];
  const thread = events
    .filter((e) => e.ph === 'X' && e.pid === navigation.pid && e.tid === navigation.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || end(b) - end(a));
  const tasks = thread.filter((e) => e.name === 'RunTask' && end(e) > navigation.ts && (e.dur ?? 0) >= minMs * 1000);
  return tasks.map((task) => {
    // The thread is in start order, the longer of two events first: an event that starts before the last
    // outermost one ended is nested in it (or spans the same time under another name) and counts there.
    const byKind = new Map<string, number>();
    let outermostEnd = -Infinity;
    for (const e of thread) {
      if (e === task || !(e.name in KINDS) || !within(e, task) || e.ts < outermostEnd) continue;
      outermostEnd = end(e);
      byKind.set(KINDS[e.name]!, (byKind.get(KINDS[e.name]!) ?? 0) + (e.dur ?? 0) / 1000);
    }
    const listed = [...byKind.values()].reduce((sum, d) => sum + d, 0);
    byKind.set('other', (task.dur ?? 0) / 1000 - listed);
    return {
      start: (task.ts - navigation.ts) / 1000,
      duration: (task.dur ?? 0) / 1000,
      parts: [...byKind.entries()].map(([kind, duration]) => ({ kind, duration })).sort((a, b) => b.duration - a.duration),
    };
  });
}

/** One line a task: length and start in whole milliseconds, then its kinds of work of 1 ms or more. */
export function formatTask(task: TaskSummary): string {
  const parts = task.parts.filter((p) => p.duration >= 1).map((p) => `${p.kind} ${Math.round(p.duration)}`);
  return `${String(Math.round(task.duration)).padStart(5)} ms at ${String(Math.round(task.start)).padStart(5)} ms${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
