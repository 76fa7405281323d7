// GET /healthz's look at the database: a server whose database does not answer cannot take a form or
// render a page that is not kept, so a load balancer should send its visitors to another (503). The
// address is public: however many probes come at once, one query runs, and its answer holds for a second.
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Logger } from '../logger';

/** How long the database may take to answer `SELECT 1` before it counts as down (within a probe's usual 3 s). */
export const DATABASE_ANSWER_MS = 2_000;
/** How long one look's answer is given to the probes that follow. */
const ANSWER_HOLDS_MS = 1_000;

export interface DatabaseProbeOptions {
  timeoutMs?: number;
  holdsMs?: number;
  now?: () => number;
}

/** Whether the database answers now: true or false, never a throw. */
export function databaseProbe(db: Db, logger: Logger, { timeoutMs = DATABASE_ANSWER_MS, holdsMs = ANSWER_HOLDS_MS, now = Date.now }: DatabaseProbeOptions = {}): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  const look = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([sql`SELECT 1`.execute(db), late]);
      return true;
    } catch (error) {
      // The driver's message only (a PostgreSQL error names the database, never the password).
      logger.warn('health: the database does not answer', { error: error instanceof Error ? error.message : String(error) });
      return false;
    } finally {
      clearTimeout(timer);
    }
  };
  return () => {
    const at = now();
    // A look under way is shared; a finished one holds for holdsMs after it began.
    if (!last || at - last.at >= holdsMs) last = { at, answer: look() };
    return last.answer;
  };
}
