// Submissions kept for a while and then deleted: the delete runs at most once a day per process, when
// the next submission arrives and on the server's own hourly round (Services.purgeExpired), so that a form
// nobody sends for months keeps nothing past its time either.
const DAY_MS = 24 * 3600 * 1000;

/**
 * A purge to call before each submission is stored: once per UTC day it runs `remove` with the moment
 * (ISO 8601) before which rows are older than `days`.
 */
export function dailyPurge(days: number, remove: (before: string) => Promise<unknown>): (now: Date) => Promise<void> {
  let purgedOn: string | null = null;
  return async (now) => {
    const day = now.toISOString().slice(0, 10);
    if (purgedOn === day) return;
    await remove(new Date(now.getTime() - days * DAY_MS).toISOString());
    purgedOn = day;
  };
}
