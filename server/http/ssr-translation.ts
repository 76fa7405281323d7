// react-i18next as the server bundle sees it: everything of the real package, with a useTranslation
// that costs next to nothing. The server build resolves the client's `import … from 'react-i18next'` to
// this module (scripts/build/server-speed.ts); the browser keeps the real one.
//
// Why it is safe on the server: each language has its own i18next instance with every namespace loaded
// at start-up, and it never changes language nor texts (server/i18n.ts). So a namespace's translate
// function can be made once per instance and reused by every component of every render, and a text
// asked for without options is the same string every time and is remembered. The real hook builds a
// copy of the instance and a new translate function for each component it is called in, and i18next
// copies all its options for every text: together a fifth of a page's render.
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n } from 'react-i18next';
import type { useTranslation as UseTranslation } from 'react-i18next';

export * from 'react-i18next';

type Translation = ReturnType<typeof UseTranslation>;

const made = new WeakMap<I18n, Map<string, Translation>>();

/** A translate function that remembers the texts asked for by key alone. */
function remembering(fixed: TFunction): TFunction {
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return call(key, ...rest);
    if (!texts.has(key)) texts.set(key, call(key));
    return texts.get(key);
  };
  return Object.assign(t, { lng: (fixed as { lng?: string }).lng, ns: (fixed as { ns?: unknown }).ns }) as unknown as TFunction;
}

/** The translation of (instance, namespace, key prefix): made once, then shared. */
export function translationFor(instance: I18n, ns?: string | readonly string[], keyPrefix?: string): Translation {
  const namespace = (Array.isArray(ns) ? ns[0] : ns) as string | undefined;
  const id = `${instance.language}\u0000${namespace ?? ''}\u0000${keyPrefix ?? ''}`;
  let byId = made.get(instance);
  if (!byId) made.set(instance, (byId = new Map()));
  let translation = byId.get(id);
  if (!translation) {
    const t = remembering(instance.getFixedT(instance.language, namespace ?? null, keyPrefix) as TFunction);
    const result = [t, instance, true] as unknown as Translation & { t: TFunction; i18n: I18n; ready: boolean };
    result.t = t;
    result.i18n = instance;
    result.ready = true;
    translation = result;
    byId.set(id, translation);
  }
  return translation;
}

export const useTranslation = ((ns?: string | readonly string[], options?: { keyPrefix?: string }) => {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  return translationFor(instance, ns, options?.keyPrefix);
}) as unknown as typeof UseTranslation;
