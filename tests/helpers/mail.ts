// What the mail tests share: a temporary database, a clock the test moves, an outbox and workers on it,
// and a log that keeps its lines.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Db } from '../../server/db/database';
import { createTestDatabase } from './test-database';
import { createLogger, type Logger } from '../../server/logger';
import { createOutbox } from '../../server/mail/outbox';
import { createMailWorker, type MailWorker, type MailWorkerOptions } from '../../server/mail/worker';
import type { MailSender } from '../../server/mail/senders';
import type { Outbox } from '../../server/mail/types';

export const MAIL_FROM = 'no-reply@hearthly.example';
export const FROM = { name: 'Hearthly', address: MAIL_FROM };
export const T0 = Date.UTC(2026, 10, 23, 12, 0, 0);

export interface MailBench {
  dataDir: string;
  /** The database: a SQLite file, or a PostgreSQL URL with TEST_DATABASE_URL. */
  file: string;
  db: Db;
  outbox: Outbox;
  /** The clock every worker and the outbox read. */
  clock: { now: number };
  logs: string[];
  logger: Logger;
  worker(sender: MailSender, options?: Partial<MailWorkerOptions>): MailWorker;
  /** Another connection to the same database (as another process would have). */
  connect(): Promise<Db>;
  row(id: number): ReturnType<typeof selectRow>;
  close(): Promise<void>;
}

const selectRow = (db: Db, id: number) => db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export async function createMailBench(): Promise<MailBench> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-test-'));
  const database = await createTestDatabase(path.join(dataDir, 'support.sqlite'));
  const file = database.target;
  const opened = [await openDatabase(file)];
  const db = opened[0]!.db;
  const clock = { now: T0 };
  const logs: string[] = [];
  const logger = createLogger('debug', (line) => logs.push(line));
  return {
    dataDir,
    file,
    db,
    clock,
    logs,
    logger,
    outbox: createOutbox({ MAIL_FROM }, () => clock.now),
    worker: (sender, options = {}) =>
      createMailWorker({ db, sender, logger, from: FROM, concurrency: 2, retryMs: 72 * 3_600_000, now: () => clock.now, ...options }),
    async connect() {
      const another = await openDatabase(file);
      opened.push(another);
      return another.db;
    },
    row: (id) => selectRow(db, id),
    async close() {
      for (const o of opened) await o.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) of a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
