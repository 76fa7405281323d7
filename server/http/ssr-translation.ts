// react-i18next as the server bundle sees it: everything of the real package, with a useTranslation
// that costs next to nothing. The server build resolves the client's `import … from 'react-i18next'` to
// this module (scripts/build/server-speed.ts); the browser keeps the real one.
//
// Why it is safe on the server: each language has its own i18next instance with every namespace loaded
// at start-up, and it never changes language nor texts (server/i18n.ts). So a namespace's translate
// function can be made once per instance and reused by every component of every render, and a text
// asked for without options, or with options of plain values, is the same string every time and is
// remembered. The real hook builds a
// copy of the instance and a new translate function for each component it is called in, and i18next
// copies all its options for every text: together a fifth of a page's render.
import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { I18nContext, getI18n } from 'react-i18next';
import type { useTranslation as UseTranslation } from 'react-i18next';

export * from 'react-i18next';

type Translation = ReturnType<typeof UseTranslation>;

const made = new WeakMap<I18n, Map<string, Translation>>();

/**
 * Texts remembered per translate function with options: enough for every page's brand, counts and page
 * numbers; past it the memory starts again, so that visitors' keywords cannot make it grow.
 */
const MAX_WITH_OPTIONS = 2000;

/** Options of only strings, numbers and booleans (a brand, a count), as one string; undefined otherwise. */
function optionsKey(options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  let key = '';
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
    if (type === 'string' && (value as string).includes('\u0000')) return undefined;
    key += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return key;
}

/**
 * A translate function that remembers the texts asked for by key alone, and those asked for with options
 * of plain values (the same key and values give the same text on an instance that never changes).
 */
function remembering(fixed: TFunction): TFunction {
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  let withOptions = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return call(key, ...rest);
    if (rest.length === 0) {
      if (!texts.has(key)) texts.set(key, call(key));
      return texts.get(key);
    }
    const options = rest.length === 1 ? optionsKey(rest[0]) : undefined;
    if (options === undefined) return call(key, ...rest);
    const id = key + options;
    if (withOptions.has(id)) return withOptions.get(id);
    const text = call(key, ...rest);
    if (withOptions.size >= MAX_WITH_OPTIONS) withOptions = new Map();
    withOptions.set(id, text);
    return text;
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
