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
}

export function contentVersion(db: Db, intervalMs = 1000, now: () => number = Date.now): ContentVersion {
  let version = 0;
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<number> | null = null;

  function refresh(): Promise<number> {
    reading ??= db
      .selectFrom('content_version')
      .select('version')
      .executeTakeFirst()
      .then((row) => (version = row?.version ?? 0))
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
  };
}
