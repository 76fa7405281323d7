// One translate function per (i18next instance, namespace, key prefix), shared by every component that
// asks for it, remembering the texts it gave. The server's useTranslation always uses it
// (server/http/ssr-translation.ts); the browser's uses it for namespaces it already holds
// (client/translation.ts).
//
// Why remembering is exact: it is only used where the instance never changes language and a namespace's
// texts never change once they are here. Then a text asked for by key alone, or with options of plain
// values, is the same string every time.
import type { i18n as I18n, TFunction } from 'i18next';
import type { useTranslation as UseTranslation } from 'react-i18next';

/** What react-i18next's useTranslation returns: [t, i18n, ready] with the same three as fields. */
export type Translation = ReturnType<typeof UseTranslation>;

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
 * of plain values (the same key and values give the same text on an instance that never changes), once
 * the key's namespace is here (`settled`): a key of another namespace still on its way ("downloads:title"
 * asked for just after a move) gives the bare key now and its text later.
 */
function remembering(fixed: TFunction, settled: (key: string) => boolean): TFunction {
  const call = fixed as unknown as (...args: unknown[]) => unknown;
  const texts = new Map<string, unknown>();
  let withOptions = new Map<string, unknown>();
  const t = (key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return call(key, ...rest);
    if (rest.length === 0) {
      if (texts.has(key)) return texts.get(key);
      const text = call(key);
      if (settled(key)) texts.set(key, text);
      return text;
    }
    const options = rest.length === 1 ? optionsKey(rest[0]) : undefined;
    if (options === undefined) return call(key, ...rest);
    const id = key + options;
    if (withOptions.has(id)) return withOptions.get(id);
    const text = call(key, ...rest);
    if (!settled(key)) return text;
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
    const own = namespace ?? (instance.options.defaultNS as string | undefined) ?? 'translation';
    // "ns:key" names its namespace; a plain key is the translation's own.
    // Asked only when a text is about to be remembered; a namespace once here stays.
    const separator = instance.options.nsSeparator;
    const here = new Set<string>();
    const settled = (key: string) => {
      const at = typeof separator === 'string' ? key.indexOf(separator) : -1;
      const ns = at > 0 ? key.slice(0, at) : own;
      if (here.has(ns)) return true;
      if (!instance.hasLoadedNamespace(ns)) return false;
      here.add(ns);
      return true;
    };
    const t = remembering(instance.getFixedT(instance.language, namespace ?? null, keyPrefix) as TFunction, settled);
    const result = [t, instance, true] as unknown as Translation & { t: TFunction; i18n: I18n; ready: boolean };
    result.t = t;
    result.i18n = instance;
    result.ready = true;
    translation = result;
    byId.set(id, translation);
  }
  return translation;
}
