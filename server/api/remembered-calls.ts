// The answers of the GET calls that read the content alone, kept while the content stays the same. A page
// that is rendered (the page cache missed: a new search, a filter, a page asked for the first time) and the
// API itself then read the database only for what changed: the FAQ list page asked its categories, the
// cloud notice and its settings from the database on every render. An answer is kept with the content
// version it was read at (services/content-version.ts) and read again once the version has moved, as the
// page cache does (docs/decisions/0018-html-cache.md).
import type { GetCallData, GetCallName, GetCallParams } from '../../shared/api';
import type { GetCallLoaders } from './get-calls';

/**
 * The calls whose answer is the content's alone. Not the FAQ list, whose "most popular" order follows the
 * reads (not content: they do not move the version) and whose searches are kept by the FAQ service's own
 * index; nor the documents, which never list one deleted, even before the change is read (their rows
 * are read anew for every answer).
 */
const REMEMBERED: ReadonlySet<GetCallName> = new Set<GetCallName>([
  'faqCategory',
  'faqItem',
  'userManual',
  'resourceLibrary',
  'compatibleManufacturer',
  'compatibleModels',
  'productCategory',
  'modelNumber',
  'ticketCategory',
  'subject',
  'cloudService',
  'fieldLimitConfig',
  'feedback',
]);

/**
 * Answers kept at most, and their size at most (as JSON: about the bytes an answer holds in memory), the
 * one used longest ago going first. Searches of the manuals and resources make new keys, and so does
 * every text language a policy is asked in (most of them answered with the English text).
 */
export const REMEMBERED_ANSWERS = 2000;
export const REMEMBERED_BYTES = 16 * 1024 * 1024;

interface Kept {
  version: number;
  answer: Promise<unknown>;
  /** Its size once it has come (0 until then). */
  bytes: number;
}

/** The same parameters make the same key, whatever order they were given in. */
function keyOf(name: GetCallName, params: object): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${name} ${JSON.stringify(entries)}`;
}

/**
 * An answer is shared by every request that asks for it: nothing may change it. Outside production it is
 * frozen, so that a change throws in the tests instead of showing in another visitor's page.
 */
function frozen<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/**
 * `loaders`, with the content calls' answers kept per content `version()`. Concurrent requests for an
 * answer not kept yet share one read; a failed read is not kept (the next request tries again).
 */
export function rememberedCalls(
  loaders: GetCallLoaders,
  version: () => number,
  options: { max?: number; maxBytes?: number; freeze?: boolean } = {},
): GetCallLoaders {
  const max = options.max ?? REMEMBERED_ANSWERS;
  const maxBytes = options.maxBytes ?? REMEMBERED_BYTES;
  const freeze = options.freeze ?? process.env.NODE_ENV !== 'production';
  // In the order of their last use, the oldest first.
  const kept = new Map<string, Kept>();
  let bytes = 0;

  function drop(key: string): void {
    const entry = kept.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    kept.delete(key);
  }

  function trim(): void {
    while (kept.size > max || bytes > maxBytes) drop(kept.keys().next().value!);
  }

  function remembered<N extends GetCallName>(name: N): (params: GetCallParams[N]) => Promise<GetCallData[N]> {
    const load = loaders[name] as (params: GetCallParams[N]) => Promise<GetCallData[N]>;
    return (params) => {
      const key = keyOf(name, params as object);
      const now = version();
      const found = kept.get(key);
      if (found && found.version === now) {
        // Used again: the newest in the map's order.
        kept.delete(key);
        kept.set(key, found);
        return found.answer as Promise<GetCallData[N]>;
      }
      drop(key);
      const answer = load(params).then((data) => (freeze ? frozen(data) : data));
      const entry: Kept = { version: now, answer, bytes: 0 };
      kept.set(key, entry);
      trim();
      answer.then(
        (data) => {
          if (kept.get(key) !== entry) return;
          entry.bytes = JSON.stringify(data).length;
          bytes += entry.bytes;
          trim();
        },
        () => {
          if (kept.get(key) === entry) drop(key);
        },
      );
      return answer;
    };
  }

  const out = { ...loaders };
  for (const name of REMEMBERED) (out as Record<GetCallName, unknown>)[name] = remembered(name);
  return out;
}
