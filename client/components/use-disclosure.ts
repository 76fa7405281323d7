// A disclosure (a button that shows and hides a panel of links), the pattern of the header's Support
// menu and language switch: Enter/Space toggle (the native button), Escape closes and returns focus to
// the button, a pointer press outside or focus leaving closes, arrow keys move between the links; a page
// brought back by Back or Forward from the browser's memory shows it closed.
// Starts closed on the server and on the first client render, so hydration always matches.
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useOnPageRestored } from './page-restore';

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

export function useDisclosure<Panel extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<Panel>(null);
  // Where focus goes once the panel is shown, when it was opened with an arrow key.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  /** Close, optionally returning focus to the button (not after a click elsewhere). */
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusInside) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  // Back to a page left by one of the panel's links (another language): shown closed, as after a load.
  useOnPageRestored(() => setOpen(false));

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const where = focusOnOpen.current;
    focusOnOpen.current = null;
    const panel = panelRef.current;
    const item = edgeItem(panel, where);
    if (item || !panel) {
      item?.focus();
      return;
    }
    // Its links are still on their way (the Products menu shows "Loading…" until its categories come):
    // focus goes to them when they come, unless the visitor has taken it elsewhere meanwhile.
    const button = buttonRef.current;
    const observer = new MutationObserver(() => {
      const found = edgeItem(panel, where);
      if (!found) return;
      observer.disconnect();
      if (document.activeElement === button || panel.contains(document.activeElement)) found.focus();
    });
    observer.observe(panel, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [open]);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': open,
    'aria-controls': panelId,
    onClick: () => setOpen((value) => !value),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      event.preventDefault();
      const where = event.key === 'ArrowDown' ? 'first' : 'last';
      if (open) {
        edgeItem(panelRef.current, where)?.focus();
      } else {
        focusOnOpen.current = where;
        setOpen(true);
      }
    },
  };

  const panelProps = {
    ref: panelRef,
    id: panelId,
    hidden: !open,
    onKeyDown: (event: KeyboardEvent<Panel>) => {
      const items = itemsOf(panelRef.current);
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      let next: number;
      if (event.key === 'ArrowDown') next = (index + 1) % items.length;
      else if (event.key === 'ArrowUp') next = index <= 0 ? items.length - 1 : index - 1;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = items.length - 1;
      else return;
      event.preventDefault();
      items[next]?.focus();
    },
  };

  const rootProps = {
    ref: rootRef,
    // Tabbing away from the button and its panel closes the panel (React's onBlur is focusout).
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      const next = event.relatedTarget as Node | null;
      if (next && !rootRef.current?.contains(next)) setOpen(false);
    },
  };

  return { open, close, buttonProps, panelProps, rootProps };
}

function itemsOf(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(ITEM_SELECTOR)) : [];
}

function edgeItem(panel: HTMLElement | null, where: 'first' | 'last'): HTMLElement | undefined {
  const items = itemsOf(panel);
  return where === 'first' ? items[0] : items[items.length - 1];
}
