// The inline script that remembers presses of plain buttons made before hydration (earlyTaps in
// server/http/page-assets.tsx), and the entry's side that presses them again (client/early-taps.ts).
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_TAP_BUTTONS, earlyTaps } from '../../server/http/page-assets';
import { replayEarlyTaps } from '../../client/early-taps';

type Listener = (event: { target: unknown }) => void;

/** A button as the script sees it: `closest` finds it from itself or from a child (an icon, a label). */
function button(name: string) {
  const el = { name, closest: (selector: string) => (selector === EARLY_TAP_BUTTONS ? el : null) };
  return el;
}
const child = (parent: ReturnType<typeof button>) => ({ closest: parent.closest });
const outside = { closest: () => null };

function page() {
  const listeners: { type: string; listener: Listener; capture: unknown }[] = [];
  const document = {
    addEventListener: (type: string, listener: Listener, capture: unknown) => listeners.push({ type, listener, capture }),
    removeEventListener: (type: string, listener: Listener) => {
      const at = listeners.findIndex((l) => l.type === type && l.listener === listener);
      if (at !== -1) listeners.splice(at, 1);
    },
  };
  const window: { __earlyTaps?: () => unknown[] } = {};
  vm.runInNewContext(earlyTaps(), { document, window });
  const press = (target: unknown) => {
    for (const { type, listener } of [...listeners]) if (type === 'click') listener({ target });
  };
  return { listeners, window, press };
}

describe('earlyTaps', () => {
  it('listens in the capture phase, so a handler on the way cannot hide a press from it', () => {
    const { listeners } = page();
    expect(listeners).toHaveLength(1);
    expect(listeners[0]).toMatchObject({ type: 'click', capture: true });
  });

  const menu = button('menu');
  const language = button('language');
  it.each([
    { what: 'one press', presses: [menu], taken: [menu] },
    { what: 'a press on an icon inside the button', presses: [child(menu)], taken: [menu] },
    { what: 'presses in a row on one button, made because nothing happened', presses: [menu, menu, child(menu)], taken: [menu] },
    { what: 'presses on two buttons, in order', presses: [language, menu, menu, language], taken: [language, menu, language] },
    { what: 'presses outside a plain button (a link, a submit button, the text)', presses: [outside, null, outside], taken: [] },
  ])('$what', ({ presses, taken }) => {
    const { window, press } = page();
    for (const target of presses) press(target);
    expect(window.__earlyTaps!()).toEqual(taken);
  });

  it('stops listening once the entry has taken the presses over', () => {
    const { window, press, listeners } = page();
    press(menu);
    const taken = window.__earlyTaps!();
    press(language);
    expect(listeners).toEqual([]);
    expect(taken).toEqual([menu]);
  });
});

describe('replayEarlyTaps', () => {
  it('presses again, in order, the buttons still in the document and enabled', () => {
    const pressed: string[] = [];
    const make = (name: string, isConnected: boolean, disabled: boolean) =>
      ({ isConnected, disabled, click: () => pressed.push(name) }) as unknown as HTMLButtonElement;
    replayEarlyTaps([make('language', true, false), make('replaced', false, false), make('disabled', true, true), make('menu', true, false)]);
    expect(pressed).toEqual(['language', 'menu']);
  });
});
