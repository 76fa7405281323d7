// The content's version as this process last read it: read again at most once per interval, in the
// background, so that asking costs nothing on a request. A change made by another process (the content
// import, npm run cloud-status) is seen within about one interval. A request starts the read when one is
// due; the server also keeps reading once an interval while nobody asks (`watch`), so that the first
// request after a quiet spell already finds a change made meanwhile.
import type { Db } from '../db/database';

export interface ContentVersion {
  /** The last version read; 0 until the first read has finished. Starts a new read when due. */
  current(): number;
  /** Read now. */
  refresh(): Promise<number>;
  /** Read once every interval from now on, whether or not anyone asks; returns what stops it. */
  watch(): () => void;
  /**
   * Call `listener` whenever a read finds another version than the last (the first read included), before
   * anyone can be told the new one: what is built from the content is dropped before a page that shows the
   * change is rendered.
   */
  onChange(listener: (version: number) => void): void;
}

export function contentVersion(db: Db, intervalMs = 1000, now: () => number = Date.now): ContentVersion {
  let version = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<number> | null = null;
  const listeners: ((version: number) => void)[] = [];

  function changeTo(next: number): number {
    if (next !== version) {
      version = next;
      for (const listener of listeners) listener(next);
    }
    return version;
  }

  function refresh(): Promise<number> {
    reading ??= db
      .selectFrom('content_version')
      .select('version')
      .executeTakeFirst()
      .then((row) => changeTo(row?.version ?? 0))
      // A failed read keeps the last version; the next request tries again.
      .catch(() => version)
      .finally(() => {
        readAt = now();
        reading = null;
      });
    return reading;
  }

  return {
    current() {
      if (now() - readAt >= intervalMs) void refresh();
      return version;
    },
    refresh,
    watch() {
      const timer = setInterval(() => void refresh(), intervalMs);
      // The reads never keep the process alive on their own.
      timer.unref();
      return () => clearInterval(timer);
    },
    onChange(listener) {
      listeners.push(listener);
    },
  };
}
