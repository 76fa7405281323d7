// The operators' command for the mail outbox (docs/decisions/0010-outbox.md).
//
//   npm run outbox -- --list
//   npm run outbox -- --retry 42
//
// It reads and changes the outbox table in the server's database (DATABASE_URL, else DATA_DIR); the running
// server's delivery worker sends what is due within a few seconds.
import { z } from 'zod';
import { countByStatus, listByStatus, retryNow, type OutboxSummary } from '../mail/outbox';
import { POLL_MS } from '../mail/worker';
import { commandArgs, EXIT, openCommandDatabase, parseCommandLine, runIfCommand, type CommandIo, type Parsed } from './command';

export const USAGE = `Usage: npm run outbox -- [options]
  --list              the failed and pending messages and the latest sent ones: topic, attempts,
                      next try, last error (never addresses or content)
  --limit N           how many of each state --list shows (default 20, at most 1000)
  --retry ID          make message ID due now; a failed one gets a new round of tries (repeatable)
  --help              print this help
The database is the one DATABASE_URL names, else the one in DATA_DIR (default ./data).`;

const argsSchema = z
  .object({
    list: z.boolean().optional(),
    // Decimal digits only, as every number the site reads: "0x14", "2.0" or "1e3" are refused, not reread.
    limit: z
      .string()
      .regex(/^[1-9]\d{0,3}$/, '--limit must be a number from 1 to 1000')
      .transform(Number)
      .pipe(z.number().max(1000, '--limit must be a number from 1 to 1000'))
      .optional(),
    retry: z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,14}$/, '--retry needs a message number (see --list)')
          .transform(Number),
      )
      .optional(),
    help: z.boolean().optional(),
  })
  .refine((a) => a.help || a.list || a.retry, { error: 'nothing to do: give --list or --retry ID' })
  .refine((a) => a.limit === undefined || a.list, { error: '--limit goes with --list' });

export type OutboxArgs = z.infer<typeof argsSchema>;

export interface OutboxDeps extends CommandIo {
  /** The clock (tests fix it). */
  now?: () => number;
}

/** Command-line words → validated arguments, or the one line that says what is wrong. */
export function parseOutboxArgs(argv: string[]): Parsed<OutboxArgs> {
  return parseCommandLine(
    argv,
    {
      list: { type: 'boolean' },
      limit: { type: 'string' },
      retry: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
    argsSchema,
  );
}

/** A time as the list shows it: UTC to the second, and how far from now. */
export function when(at: number, now: number): string {
  const iso = new Date(at).toISOString().replace('T', ' ').replace(/\.\d{3}Z$/, 'Z');
  const seconds = Math.round((at - now) / 1000);
  if (seconds === 0) return `${iso} (now)`;
  const abs = Math.abs(seconds);
  const span =
    abs < 60 ? `${abs}s` : abs < 3600 ? `${Math.floor(abs / 60)}m ${abs % 60}s` : abs < 172_800 ? `${Math.floor(abs / 3600)}h ${Math.floor((abs % 3600) / 60)}m` : `${Math.floor(abs / 86_400)}d`;
  return `${iso} (${seconds > 0 ? `in ${span}` : `${span} ago`})`;
}

function table(rows: OutboxSummary[], now: number): string[] {
  const head = ['ID', 'TOPIC', 'ATTEMPTS', 'NEXT TRY / SENT', 'LAST ERROR'];
  const cells = rows.map((r) => [
    String(r.id),
    r.topic,
    String(r.attempts),
    r.status === 'sent'
      ? `sent ${when(r.sent_at ?? r.created_at, now)}`
      : r.status === 'failed'
        ? 'none (failed)'
        : r.lease_until !== null && r.lease_until > now
          ? `sending (lease until ${when(r.lease_until, now)})`
          : r.next_attempt_at <= now
            ? 'due now'
            : when(r.next_attempt_at, now),
    r.last_error ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((v, i) => (i === c.length - 1 ? v : v.padEnd(widths[i]!))).join('  ').trimEnd();
  return [line(head), ...cells.map(line)].map((l) => `  ${l}`);
}

export async function runOutbox(argv: string[], deps: OutboxDeps): Promise<number> {
  const command = commandArgs('outbox', parseOutboxArgs(argv), USAGE, deps);
  if ('exit' in command) return command.exit;
  const { args } = command;
  // The server creates the database; this command never makes an empty one.
  const opened = await openCommandDatabase('outbox', deps, { create: false });
  if (!opened) return EXIT.failed;
  const { db, close } = opened;
  const now = (deps.now ?? Date.now)();
  let code: number = EXIT.ok;
  try {
    for (const messageId of args.retry ?? []) {
      const outcome = await retryNow(db, messageId, now);
      if (!outcome.ok) {
        code = EXIT.failed;
        if (outcome.reason === 'missing') deps.err(`outbox: there is no message ${messageId}`);
        else deps.err(`outbox: message ${messageId} (${outcome.row.topic}) was sent ${when(outcome.row.sent_at ?? now, now)}; it is not sent again`);
        continue;
      }
      const { row, was } = outcome;
      const leased = row.lease_until !== null && row.lease_until > now;
      deps.out(
        was === 'failed'
          ? `Message ${row.id} (${row.topic}) was failed: it is due now, with a new round of tries.`
          : leased
            ? `Message ${row.id} (${row.topic}) is being sent right now (lease until ${when(row.lease_until!, now)}).`
            : `Message ${row.id} (${row.topic}) is due now.`,
      );
    }
    if (args.retry?.length && code === EXIT.ok) {
      deps.out(`A running server sends what is due within ${POLL_MS / 1000} seconds (see --list).`);
    }

    if (args.list) {
      const limit = args.limit ?? 20;
      const counts = await countByStatus(db, now);
      deps.out(`Outbox: ${counts.failed} failed, ${counts.pending} pending (${counts.due} due now), ${counts.sent} sent.`);
      for (const status of ['failed', 'pending', 'sent'] as const) {
        const rows = await listByStatus(db, status, limit);
        const title = { failed: 'Failed (retry with --retry ID)', pending: 'Pending', sent: 'Sent, latest first' }[status];
        const more = counts[status] > rows.length ? ` (the first ${rows.length} of ${counts[status]})` : '';
        deps.out('');
        deps.out(`${title}${more}:`);
        if (rows.length === 0) deps.out('  (none)');
        else for (const line of table(rows, now)) deps.out(line);
      }
    }
    return code;
  } catch (error) {
    deps.err(`outbox: ${(error as Error).message}`);
    return EXIT.failed;
  } finally {
    await close();
  }
}

runIfCommand(import.meta.url, 'outbox', runOutbox);
