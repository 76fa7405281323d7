// A half-filled form kept in sessionStorage, so a reload in the same tab (or a change of language, a new
// page load) brings it back. Read once the page is interactive (the server renders the empty form, so
// hydration matches), written on every change from then on, removed when the form is empty again.
// Storage that is blocked or full only loses the draft.
import { useEffect, useRef, useState } from 'react';
import { useOnPageRestored } from '../page-restore';

export interface DraftCodec<V> {
  /** The draft in storage, or null when it is missing or not a draft of this form. */
  parse(raw: string | null): V | null;
  isEmpty(values: V): boolean;
}

/** What is kept under `key` in the tab's sessionStorage; null when nothing is, or storage is blocked. */
export function readInTab(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keep `value` (as JSON) under `key` in the tab, or forget it (null). Storage blocked or full keeps nothing. */
export function keepInTab(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing is kept beyond the page.
  }
}

/** Forget a form's draft (after a successful submission). */
export function clearSessionDraft(key: string): void {
  keepInTab(key, null);
}

/** True once the stored draft has been read (and handed to `restore`). */
export function useSessionDraft<V>(key: string, values: V, codec: DraftCodec<V>, restore: (draft: V) => void): boolean {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const draft = codec.parse(readInTab(key));
    if (draft) restore(draft);
    setReady(true);
    // Read once, when the page becomes interactive.
  }, []);

  useEffect(() => {
    if (ready) keepInTab(key, codec.isEmpty(values) ? null : values);
  }, [ready, values, key, codec]);

  // A page brought back from the back/forward cache shows the form as it was when the visitor left it;
  // the draft may have moved on since (typed on after a change of language, sent). Its next keystroke
  // would write the older form over it: such a page loads anew instead, and shows the draft as a reload does.
  const shown = useRef(values);
  shown.current = values;
  useOnPageRestored(() => {
    if (!ready) return;
    const kept = codec.isEmpty(shown.current) ? null : JSON.stringify(shown.current);
    if (readInTab(key) !== kept) location.reload();
  });

  return ready;
}

/**
 * A copy of a form's values kept in sessionStorage apart from its draft (a ticket that was not sent): read
 * once the page is interactive, so it survives a reload in the tab; null when there is none.
 */
export function useSessionCopy<V>(key: string, codec: DraftCodec<V>): [V | null, (next: V | null) => void] {
  const [copy, setCopy] = useState<V | null>(null);
  useEffect(() => {
    setCopy(codec.parse(readInTab(key)));
    // Read once, when the page becomes interactive.
  }, []);
  const keep = (next: V | null) => {
    setCopy(next);
    keepInTab(key, next);
  };
  return [copy, keep];
}
