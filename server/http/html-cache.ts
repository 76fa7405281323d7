// The rendered pages kept in memory (docs/decisions/0018-html-cache.md): by key, each with the content
// version it was rendered from. An entry is served as it is while fresh, served and rendered again in
// the background while stale (after a background render that kept nothing, the next waits a little), and
// rendered again before answering once expired. However many visitors
// ask for a key at once, it is rendered once. The entries' bytes are bounded: the least recently used
// go first. An entry of another content version than the current one is never served. A cache may keep
// a key only once it has been asked for a second time (`secondAsk`): a stream of keys each asked once (made
// up to push the pages out) then renders, but keeps nothing and so pushes nothing out.

export interface CacheTimes {
  /** How long an entry is served without rendering it again. */
  freshMs: number;
  /** How long after that it is still served, while it is rendered again in the background. */
  staleMs: number;
}

export interface HtmlCacheOptions<V> extends CacheTimes {
  maxBytes: number;
  /** The bytes an entry holds (its body and encodings). */
  sizeOf(value: V): number;
  /** The current content version (cheap: asked on every look-up). */
  version(): number;
  now?(): number;
  /** A background render failed (the stale entry stays until it expires). */
  onRefreshError?(key: string, error: unknown): void;
  /** Keep a key's render only when the key is asked for the second time (not counting those who join a render). */
  secondAsk?: boolean;
}

/** The keys asked for once, remembered for a second ask: at most this many (then forgotten all at once). */
export const ASKED_ONCE_MAX = 4096;

export type Freshness = 'fresh' | 'stale';

interface Entry<V> {
  value: V;
  version: number;
  storedAt: number;
  size: number;
  /** No background render begins before this time: one that gave nothing to keep, or failed, was the last. */
  retryAt: number;
}

/**
 * How long a stale entry waits before it is rendered again, after a background render gave nothing to keep
 * (its data failed) or failed (at most; the fresh time when shorter): while the database is down, each
 * stale page costs a render every ten seconds, not one for every visitor.
 */
export const REFRESH_RETRY_MS = 10_000;

/** What a render gives: a value to keep, or one to hand out once without keeping it. */
export interface Rendered<V> {
  value: V;
  keep: boolean;
}

export interface HtmlCache<V> {
  /** A usable entry, how fresh it is and its age (ms); a stale one starts its background render with `render`. */
  get(key: string, render: () => Promise<Rendered<V>>): { value: V; freshness: Freshness; ageMs: number } | undefined;
  /** Render (once for all who ask at the same time), keep the value if it may be kept, and hand it out. */
  fill(key: string, render: () => Promise<Rendered<V>>): Promise<V>;
  /** Bytes held and entries, for tests and logs. */
  stats(): { bytes: number; entries: number };
}

export function createHtmlCache<V>(options: HtmlCacheOptions<V>): HtmlCache<V> {
  const now = options.now ?? Date.now;
  const retryMs = Math.min(options.freshMs, REFRESH_RETRY_MS);
  const entries = new Map<string, Entry<V>>();
  /** The renders under way, with the content version each began from. */
  const rendering = new Map<string, { version: number; promise: Promise<V> }>();
  let bytes = 0;
  let seenVersion = Number.NaN;
  const askedOnce = new Set<string>();

  /**
   * Whether a render of `key` begun now may be kept: always, or (secondAsk) when the key was asked for
   * before (a render that could not be kept, a failure, still counts as that first ask).
   */
  function askedBefore(key: string): boolean {
    if (!options.secondAsk || entries.has(key) || askedOnce.has(key)) return true;
    if (askedOnce.size >= ASKED_ONCE_MAX) askedOnce.clear();
    askedOnce.add(key);
    return false;
  }

  function remove(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  }

  /** A new content version drops every entry: none of them may be served again. */
  function checkVersion(): number {
    const version = options.version();
    if (version !== seenVersion) {
      entries.clear();
      bytes = 0;
      seenVersion = version;
    }
    return version;
  }

  function store(key: string, value: V, version: number) {
    // Rendered from content that has changed since: not kept, and what the new content gave stays.
    if (version !== checkVersion()) return;
    remove(key);
    const size = options.sizeOf(value) + key.length;
    if (size > options.maxBytes) return;
    entries.set(key, { value, version, storedAt: now(), size, retryAt: 0 });
    bytes += size;
    for (const [oldest] of entries) {
      if (bytes <= options.maxBytes) break;
      remove(oldest);
    }
  }

  function fill(key: string, render: () => Promise<Rendered<V>>): Promise<V> {
    const version = checkVersion();
    const running = rendering.get(key);
    // A render that began from older content is not joined: it may show what has changed since.
    if (running?.version === version) return running.promise;
    const admit = askedBefore(key);
    const promise: Promise<V> = render()
      .then(({ value, keep }) => {
        if (keep && admit) {
          askedOnce.delete(key);
          store(key, value, version);
        }
        return value;
      })
      .finally(() => {
        if (rendering.get(key)?.promise === promise) rendering.delete(key);
      });
    rendering.set(key, { version, promise });
    return promise;
  }

  return {
    get(key, render) {
      const version = checkVersion();
      const entry = entries.get(key);
      if (!entry) return undefined;
      const age = now() - entry.storedAt;
      if (entry.version !== version || age >= options.freshMs + options.staleMs) {
        remove(key);
        return undefined;
      }
      // Most recently used: to the end of the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      if (age < options.freshMs) return { value: entry.value, freshness: 'fresh', ageMs: age };
      if (rendering.get(key)?.version !== version && now() >= entry.retryAt) {
        // Still the entry served after its render: that render kept nothing, and the next one waits.
        const wait = () => {
          if (entries.get(key) === entry) entry.retryAt = now() + retryMs;
        };
        fill(key, render).then(wait, (error: unknown) => {
          wait();
          options.onRefreshError?.(key, error);
        });
      }
      return { value: entry.value, freshness: 'stale', ageMs: age };
    },
    fill,
    stats: () => ({ bytes, entries: entries.size }),
  };
}
