// A half-filled form kept in sessionStorage, so a reload in the same tab (or a change of language, a new
// page load) brings it back. Read once the page is interactive (the server renders the empty form, so
// hydration matches), written on every change from then on, removed when the form is empty again.
// Storage that is blocked or full only loses the draft.
import { useEffect, useState } from 'react';
import * as z from 'zod/mini';
import { useOnPageRestored } from '../page-restore';

export interface DraftCodec<V> {
  /** The draft in storage, or null when it is missing or not a draft of this form. */
  parse(raw: string | null): V | null;
  isEmpty(values: V): boolean;
}

/** The parts a draft is made of, each bounded: a draft is the visitor's, but storage is anyone's to write. */
const text = () => z.string().check(z.maxLength(20_000));
/** Finished uploads, a field a draft's shape cannot tell from its empty value ([]). */
export const draftFiles = () => z.array(z.object({ name: text(), url: text(), size: z.int().check(z.minimum(0)) })).check(z.maxLength(100));

/** The shape of a form's draft: each field of `empty` a text, a list of texts or a tick as it is there, or as `parts` says. */
function draftShape<V extends object>(empty: V, parts: Partial<Record<keyof V, () => z.ZodMiniType>>): z.ZodMiniType<V> {
  const fields = Object.entries(empty).map(([field, value]) => {
    const part = parts[field as keyof V];
    if (part) return [field, part()];
    if (typeof value === 'boolean') return [field, z.boolean()];
    return [field, Array.isArray(value) ? z.array(text()).check(z.maxLength(100)) : text()];
  });
  return z.object(Object.fromEntries(fields)) as unknown as z.ZodMiniType<V>;
}

/**
 * A form's draft codec: a stored draft is read when it has the shape of the form's values (`empty`, and
 * `parts` for what that cannot tell), made when first needed; the values are empty when every field is as
 * in `empty`.
 */
export function draftCodec<V extends object>(empty: V, parts: Partial<Record<keyof V, () => z.ZodMiniType>> = {}): DraftCodec<V> {
  let shape: z.ZodMiniType<V> | undefined;
  return {
    parse(raw) {
      if (!raw) return null;
      try {
        const parsed = (shape ??= draftShape(empty, parts)).safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    isEmpty: (values) => (Object.keys(empty) as (keyof V)[]).every((field) => JSON.stringify(values[field]) === JSON.stringify(empty[field])),
  };
}

/** What this page last read or wrote under each key of the tab's storage (only what storage took). */
const seenInTab = new Map<string, string | null>();

/** What is kept under `key` in the tab's sessionStorage; null when nothing is, or storage is blocked. */
export function readInTab(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    seenInTab.set(key, value);
    return value;
  } catch {
    return null;
  }
}

/** Keep `value` (as JSON) under `key` in the tab, or forget it (null). Storage blocked or full keeps nothing. */
export function keepInTab(key: string, value: unknown): void {
  try {
    const text = value === null ? null : JSON.stringify(value);
    if (text === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
    seenInTab.set(key, text);
  } catch {
    // Nothing is kept beyond the page.
  }
}

/**
 * Whether another page of the tab has changed what is under `key` since this page last read or wrote it.
 * False when this page never could (storage blocked): then it knows of no change.
 */
function changedElsewhereInTab(key: string): boolean {
  if (!seenInTab.has(key)) return false;
  try {
    return sessionStorage.getItem(key) !== seenInTab.get(key);
  } catch {
    return false;
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

  // A page brought back from the back/forward cache shows the form as it was when the visitor left it.
  // When another page of the tab has changed the draft since (typed on after a change of language, sent),
  // its next keystroke would write the older form over it: such a page loads anew instead, and shows the
  // draft as a reload does. What this page did itself (a ticket sent and its draft cleared, the result
  // still shown) and storage that takes nothing leave the page as it was.
  useOnPageRestored(() => {
    if (ready && changedElsewhereInTab(key)) location.reload();
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
