// The inline script that asks for a page's scripts (server/http/page-assets.tsx): the preloads and the
// entry modules, in that order, after the first paint of a visible page and a few a task, at once in a
// hidden tab.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ELEMENTS_PER_TASK, scriptsAfterPaint } from '../../server/http/page-assets';

function run(visibility: 'visible' | 'hidden', modules: string[], preloads: string[]) {
  const added: string[] = [];
  // What each insertion into the head brought: one fragment, or one element.
  const insertions: number[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const describe = (el: Record<string, string>) => (el.tag === 'link' ? `${el.rel} ${el.href}` : `${el.type} ${el.src}`);
  // A fragment collects elements; the head receives them when the fragment is inserted, all at once.
  const document = {
    visibilityState: visibility,
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
  vm.runInNewContext(scriptsAfterPaint(modules, preloads), {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { added, insertions, frames, timers };
}

describe('scriptsAfterPaint', () => {
  it('waits for a frame and then the task after its paint on a visible page', () => {
    const { added, frames, timers } = run('visible', ['/assets/entry.js'], ['/assets/react.js', '/assets/page.js']);
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/page.js', 'module /assets/entry.js']);
    expect(timers).toEqual([]);
  });

  it.each([1, ELEMENTS_PER_TASK, ELEMENTS_PER_TASK + 1, 15])('on a visible page, %i scripts go in a few a task, in order', (count) => {
    const preloads = Array.from({ length: count - 1 }, (_, i) => `/assets/chunk-${i}.js`);
    const { added, insertions, frames, timers } = run('visible', ['/assets/entry.js'], preloads);
    frames.shift()!();
    let tasks = 0;
    while (timers.length > 0) {
      timers.shift()!();
      tasks++;
    }
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

  it('cannot be broken out of by a path', () => {
    const script = scriptsAfterPaint(['/assets/</script><script>alert(1)</script>.js'], []);
    expect(script).not.toContain('</script');
  });
});
