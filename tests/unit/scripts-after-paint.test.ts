// The inline script that asks for a page's scripts (server/http/page-assets.tsx): the preloads and the
// entry modules, in that order, after the first paint of a visible page, at once in a hidden tab.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint } from '../../server/http/page-assets';

function run(visibility: 'visible' | 'hidden', modules: string[], preloads: string[]) {
  const added: string[] = [];
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
        for (const el of 'children' in node ? node.children : [node]) added.push(describe(el as Record<string, string>));
      },
    },
  };
  vm.runInNewContext(scriptsAfterPaint(modules, preloads), {
    document,
    requestAnimationFrame: (f: () => void) => frames.push(f),
    setTimeout: (f: () => void) => timers.push(f),
  });
  return { added, frames, timers };
}

describe('scriptsAfterPaint', () => {
  it('waits for a frame and then the task after its paint on a visible page', () => {
    const { added, frames, timers } = run('visible', ['/assets/entry.js'], ['/assets/react.js', '/assets/page.js']);
    expect(added).toEqual([]);
    frames.shift()!();
    expect(added).toEqual([]);
    timers.shift()!();
    expect(added).toEqual(['modulepreload /assets/react.js', 'modulepreload /assets/page.js', 'module /assets/entry.js']);
  });

  it('asks at once in a tab that paints nothing', () => {
    const { added, frames } = run('hidden', ['/assets/entry.js'], []);
    expect(frames).toEqual([]);
    expect(added).toEqual(['module /assets/entry.js']);
  });

  it('cannot be broken out of by a path', () => {
    const script = scriptsAfterPaint(['/assets/</script><script>alert(1)</script>.js'], []);
    expect(script).not.toContain('</script');
  });
});
