// The inline script that asks for a page's scripts (server/http/page-assets.tsx): the preloads and the
// entry modules, in that order, once the browser reports the first contentful paint of a visible page (or
// after the next frame where it reports no paints), a few a task; at once in a hidden tab.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ELEMENTS_PER_TASK, PAINT_WAIT_MS, scriptsAfterPaint } from '../../server/http/page-assets';

interface Options {
  /** Whether the browser has PerformanceObserver with paint entries. */
  paintEntries?: boolean;
}

function run(visibility: 'visible' | 'hidden', modules: string[], preloads: string[], { paintEntries = false }: Options = {}) {
  const added: string[] = [];
  // What each insertion into the head brought: one fragment, or one element.
  const insertions: number[] = [];
  const frames: (() => void)[] = [];
  const timers: { run: () => void; ms: number }[] = [];
  const observers: { report: (names: string[]) => void; disconnected: boolean; observed: unknown }[] = [];
  const describe = (el: Record<string, string>) => (el.tag === 'link' ? `${el.rel} ${el.href}` : `${el.type} ${el.src}`);
  // A fragment collects elements; the head receives them when the fragment is inserted, all at once.
  const document = {
    visibilityState: visibility as string,
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    createDocumentFragment: () => {
      const children: Record<string, string>[] = [];
      return { children, appendChild: (el: Record<string, string>) => children.push(el) };
    },
    head: {
      appendChild: (node: Record<string, string> | { children: Record<string, string>[] }) => {
        const elements = 'children' in node ? node.children : [node];
        insertions.push(elements.length);
        for (const el of elements) added.push(describe(el as Record<string, string>));
      },
    },
  };
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    entry: (typeof observers)[number];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.entry = {
        disconnected: false,
        observed: undefined,
        report: (names) => {
          if (!this.entry.disconnected) callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
        },
      };
      observers.push(this.entry);
    }
    observe(options: unknown) {
      this.entry.observed = options;
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vm.runInNewContext(scriptsAfterPaint(modules, preloads), {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void, ms = 0) => timers.push({ run: f, ms }),
    ...(paintEntries ? { PerformanceObserver: FakePerformanceObserver } : {}),
  });
  /** Runs the timers due now (0 ms), in order, until none is left. */
  const runDueTimers = () => {
    let tasks = 0;
    for (let due = timers.findIndex((t) => t.ms === 0); due !== -1; due = timers.findIndex((t) => t.ms === 0)) {
      timers.splice(due, 1)[0]!.run();
      tasks++;
    }
    return tasks;
  };
  return { added, insertions, frames, timers, observers, document, runDueTimers };
}

describe('scriptsAfterPaint', () => {
  it('waits for a frame and then the task after its paint where the browser reports no paints', () => {
    const { added, frames, timers } = run('visible', ['/assets/entry.js'], ['/assets/react.js', '/assets/page.js']);
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!.run();
    expect(added).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/page.js', 'module /assets/entry.js']);
    expect(timers).toEqual([]);
  });

  it.each([1, ELEMENTS_PER_TASK, ELEMENTS_PER_TASK + 1, 15])('on a visible page, %i scripts go in a few a task, in order', (count) => {
    const preloads = Array.from({ length: count - 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const { added, insertions, frames, runDueTimers } = run('visible', ['/assets/entry.js'], preloads);
    frames.shift()!();
    const tasks = runDueTimers();
    expect(tasks).toBe(Math.ceil(count / ELEMENTS_PER_TASK));
    expect(insertions.every((n) => n <= ELEMENTS_PER_TASK)).toBe(true);
    expect(added).toEqual([...preloads.map((h) => `modulepreload ${h}`), 'module /assets/entry.js']);
  });

  it('asks at once in a tab that paints nothing', () => {
    const preloads = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    const { added, insertions, frames, timers } = run('hidden', ['/assets/entry.js'], preloads);
    expect(frames).toEqual([]);
    expect(timers).toEqual([]);
    expect(insertions).toEqual([10]);
    expect(added.at(-1)).toBe('module /assets/entry.js');
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    const { added, frames, timers, observers, runDueTimers } = run('visible', ['/assets/entry.js'], ['/assets/react.js'], { paintEntries: true });
    expect(frames).toEqual([]);
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual({ type: 'paint', buffered: true });
    observers[0]!.report(['first-paint']);
    expect(runDueTimers()).toBe(0);
    expect(added).toEqual([]);
    observers[0]!.report(['first-contentful-paint']);
    expect(observers[0]!.disconnected).toBe(true);
    runDueTimers();
    expect(added).toEqual(['modulepreload /assets/react.js', 'module /assets/entry.js']);
    // The fallback, when it comes, asks for nothing more.
    timers.find((t) => t.ms === PAINT_WAIT_MS)!.run();
    runDueTimers();
    expect(added).toHaveLength(2);
  });

  it(`asks anyway when no paint is reported within ${PAINT_WAIT_MS} ms`, () => {
    const { added, timers, observers, runDueTimers } = run('visible', ['/assets/entry.js'], ['/assets/react.js'], { paintEntries: true });
    expect(runDueTimers()).toBe(0);
    timers.find((t) => t.ms === PAINT_WAIT_MS)!.run();
    expect(observers[0]!.disconnected).toBe(true);
    runDueTimers();
    expect(added).toEqual(['modulepreload /assets/react.js', 'module /assets/entry.js']);
  });

  it('asks for the rest at once when the tab went to the background before it started', () => {
    const preloads = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);
    const { insertions, timers, document, runDueTimers } = run('visible', ['/assets/entry.js'], preloads, { paintEntries: true });
    document.visibilityState = 'hidden';
    timers.find((t) => t.ms === PAINT_WAIT_MS)!.run();
    runDueTimers();
    expect(insertions).toEqual([10]);
  });

  it('cannot be broken out of by a path', () => {
    const script = scriptsAfterPaint(['/assets/</script><script>alert(1)</script>.js'], []);
    expect(script).not.toContain('</script');
  });
});
