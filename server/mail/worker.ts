// The delivery worker: claims due messages of the outbox with a lease, sends them, records the outcome, and
// retries failures with a growing delay (docs/decisions/0010-outbox.md). Started by server/main.ts, never by
// the app, so tests build the app without it.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { SendMailOptions } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { UploadStorage } from '../storage/types';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads';
import { InvalidMailError, headerText, oneLine, parseStored, storedAttachments, storedMailbox, storedRecipients, SUBJECT_MAX, withoutAttachedMarks, type Mailbox } from './message';
import { claimDue, markFailed, markSent, type OutboxRow } from './outbox';
import { createEmlSender, createSmtpSender, type MailSender, type SendOutcome } from './senders';

export interface Backoff {
  /** The delay after the first failed attempt; it doubles with each further one. */
  firstMs: number;
  /** The longest delay. */
  maxMs: number;
}

/** 30 s, 1 min, 2 min, 4 min … then once an hour. */
export const DEFAULT_BACKOFF: Backoff = { firstMs: 30_000, maxMs: 3_600_000 };
/** How long a claim holds a message; an attempt (reading its attachments, then sending) is cut off at half of it. */
export const LEASE_MS = 10 * 60_000;
/** How often the worker looks for due messages. */
export const POLL_MS = 5_000;
/** How long reading one attachment from the upload storage may take before the message goes without it. */
const ATTACHMENT_READ_MS = 60_000;
const ERROR_MAX = 300;

/** The delay before the next attempt, after `attempt` attempts (1 = the first) failed. */
export function retryDelay(attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  return Math.min(backoff.firstMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)), backoff.maxMs);
}

/** A line for the table and the log: one line, short, no e-mail address and none of `secrets`. */
export function safeLine(text: string, secrets: readonly string[] = []): string {
  let line = oneLine(text, 2000);
  for (const secret of secrets) if (secret.length >= 3) line = line.split(secret).join('***');
  return line.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '<address>').slice(0, ERROR_MAX);
}

/** An error as a safe line: its code and its first line (secrets are the SMTP user name and password). */
export function describeError(error: unknown, secrets: readonly string[] = []): string {
  const e = error as { code?: unknown; message?: unknown } | null;
  const message = String(e?.message ?? error).split(/\r?\n/)[0]!;
  const code = typeof e?.code === 'string' && !message.includes(e.code) ? `${e.code}: ` : '';
  return safeLine(`${code}${message}`, secrets);
}

export interface MailWorkerOptions {
  db: Db;
  sender: MailSender;
  logger: Logger;
  /** The sender of every message (MAIL_FROM and the brand's name). */
  from: Mailbox;
  /** The upload storage's open(url); without it attachments are left out (the text links them). */
  open?: UploadStorage['open'];
  /** Messages sent at once (MAIL_POOL_SIZE). */
  concurrency: number;
  /** How long a message is retried before it is marked failed (MAIL_RETRY_HOURS). */
  retryMs: number;
  backoff?: Backoff;
  leaseMs?: number;
  pollMs?: number;
  attachmentReadMs?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
  /** This worker's name in the lease; unique per process by default. */
  owner?: string;
}

export interface MailWorker {
  readonly owner: string;
  /** Look for due messages now and every few seconds, until stop(). */
  start(): void;
  /** Claim the due messages once (as many as `concurrency`) and send them; resolves with how many it claimed. */
  runOnce(): Promise<number>;
  /**
   * Look now instead of at the next look (a form's mail was just queued); while a look is under way,
   * another follows as soon as it ends. Nothing before start() or after stop().
   */
  wake(): void;
  /** Claim nothing more, let the sends under way finish, close the transport. */
  stop(): Promise<void>;
}

/** The enhanced status code of an SMTP reply ("552 5.3.4 …" → "5.3.4"), if it has one. */
function enhancedStatus(response: unknown): string | undefined {
  return typeof response === 'string' ? /^\d{3}[ -](\d\.\d{1,3}\.\d{1,3})\b/.exec(response)?.[1] : undefined;
}

/**
 * Whether the server refused a message for its size: at MAIL FROM or after DATA, with 552 (storage
 * exceeded) or an enhanced status saying so (5.3.4, too big for the system; 5.2.3, too big for the
 * mailbox). Such a refusal comes again on every attempt.
 */
export function sizeRefusal(error: unknown): boolean {
  const e = error as { command?: unknown; responseCode?: unknown; response?: unknown } | null;
  if (e?.command !== 'MAIL FROM' && e?.command !== 'DATA') return false;
  const status = enhancedStatus(e.response);
  return e.responseCode === 552 || status === '5.3.4' || status === '5.2.3';
}

/** The text with a note after it, a blank line between. */
const withNote = (text: string, note: string) => `${text.trimEnd()}\n\n${note}`;

/** An attachment that could not be read: its place among the message's attachments, and its name. */
interface LeftOut {
  index: number;
  filename: string;
}

/**
 * The text of a message sent without the attachments `leftOut`: their marks gone from the list, and a note
 * naming them by their numbers in the list (two files may share a name), or by name where there is no list.
 */
function withLeftOutNoted(text: string, leftOut: readonly LeftOut[]): string {
  const unmarked = withoutAttachedMarks(text, new Set(leftOut.map((a) => a.index)));
  const named = unmarked.items.length === leftOut.length ? unmarked.items.map((item) => `${item.name} (number ${item.number})`) : leftOut.map((a) => a.filename);
  return withNote(unmarked.text, `Not attached after all, as they could not be read when this message was sent: ${named.join(', ')}. Each is linked above.`);
}

/** A failure of the worker's own, whose message holds nothing of a stored file (no path, no name). */
class Unreadable extends Error {}

/**
 * Why an attachment could not be read, for the log: the worker's own words, or the storage's error code
 * ("ENOENT", "NoSuchKey"); never the storage's message, which names the file's path or URL, whose random
 * part is what guards a visitor's file.
 */
function unreadReason(error: unknown): string {
  if (error instanceof Unreadable) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z][A-Za-z0-9_.-]{0,60}$/.test(code) ? code : 'the storage could not read it';
}

/**
 * Whether one RCPT TO refusal is about the address itself, which no retry mends: 501 (the address cannot be
 * read), or 553 whose enhanced status says so (5.1.x, a bad mailbox). A 553 of policy (5.7.x, "sender not
 * owned by user") or without an enhanced status (qmail's "not in my list of allowed rcpthosts") is the
 * relay's setting, as a 550 "relaying denied" is: those are retried.
 */
function addressRefusal(reply: unknown): boolean {
  const r = reply as { responseCode?: unknown; response?: unknown } | null;
  const status = enhancedStatus(r?.response);
  if (r?.responseCode === 501) return status === undefined || /^5\.[15]\./.test(status);
  return r?.responseCode === 553 && status !== undefined && status.startsWith('5.1.');
}

export function createMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, sender, logger, from, open, concurrency, retryMs } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const pollMs = options.pollMs ?? POLL_MS;
  const attachmentReadMs = options.attachmentReadMs ?? ATTACHMENT_READ_MS;
  const now = options.now ?? Date.now;
  const owner = options.owner ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

  /**
   * The attachments that can be read by `until` (each within attachmentReadMs); a file that cannot is left
   * out and logged (the text links it), and named in `leftOut`.
   */
  async function readAttachments(row: OutboxRow, until: number): Promise<{ read: NonNullable<SendMailOptions['attachments']>; leftOut: LeftOut[] }> {
    const list = storedAttachments(row.attachments);
    const read: NonNullable<SendMailOptions['attachments']> = [];
    const leftOut: LeftOut[] = [];
    let budget = MAX_UPLOAD_BYTES;
    for (const [index, a] of list.entries()) {
      try {
        if (!open) throw new Unreadable('no upload storage to read attachments from');
        const left = until - Date.now();
        if (left <= 0) throw new Unreadable('no time was left to read it');
        const content = await readAttachment(open, a.storageUrl, budget, Math.min(attachmentReadMs, left));
        budget -= content.length;
        read.push({ filename: a.filename, content, ...(a.contentType ? { contentType: a.contentType } : {}) });
      } catch (error) {
        leftOut.push({ index, filename: a.filename });
        logger.warn('mail attachment left out: cannot read it', { id: row.id, topic: row.topic, attachment: index + 1, error: unreadReason(error) });
      }
    }
    return { read, leftOut };
  }

  async function build(row: OutboxRow, readUntil: number): Promise<SendMailOptions> {
    const { read, leftOut } = await readAttachments(row, readUntil);
    // The text says which files it attaches (the team mails mark them): it names those left out after all.
    const text = leftOut.length > 0 ? withLeftOutNoted(row.text, leftOut) : row.text;
    return {
      from,
      to: storedRecipients(row.recipients),
      ...(row.reply_to ? { replyTo: storedMailbox(parseStored(row.reply_to)) } : {}),
      // Shown as it was written, even where it holds what reads as an encoded word (headerText). The mail
      // library already sends names in quotes and file names encoded whole where they hold one.
      subject: headerText(oneLine(row.subject, SUBJECT_MAX)),
      text,
      ...(row.html !== null ? { html: row.html } : {}),
      attachments: read,
      messageId: row.message_id,
      // The time the message was complete and ready to go: when it was queued, the same on every attempt.
      date: new Date(row.created_at),
      // Every message is sent by the site itself, never by a person (RFC 3834): a vacation responder does
      // not answer it, into the team's mailbox (the acknowledgements' Reply-To).
      headers: { 'Auto-Submitted': 'auto-generated' },
      xMailer: false,
    };
  }

  /**
   * Send the message; one the server refuses for its size (`sizeRefusal`) while it carries attachments is
   * sent again at once without them, its text saying so (it links every file): with them, the next attempt
   * and every one after it would be refused alike, for days. A failure of that second send fails the
   * attempt, and the next one starts again from the message as stored.
   */
  async function send(row: OutboxRow, message: SendMailOptions, cut: number): Promise<SendOutcome & { withoutAttachments: boolean }> {
    const signal = () => AbortSignal.timeout(Math.max(1, cut - Date.now()));
    try {
      return { ...(await sender.send(message, { id: row.id, signal: signal() })), withoutAttachments: false };
    } catch (error) {
      const attached = message.attachments?.length ?? 0;
      if (attached === 0 || !sizeRefusal(error)) throw error;
      const response = (error as { response?: unknown }).response;
      const reply = typeof response === 'string' ? safeLine(response.split(/\r?\n/)[0]!, sender.secrets) : describeError(error, sender.secrets);
      logger.warn('mail refused as too large: sending it again without its attachments', { id: row.id, topic: row.topic, attempt: row.attempts, attachments: attached, error: reply });
      const note = `The mail server refused this message with its attachments as too large ("${reply}"), so it was sent without them. Every file is linked above.`;
      const outcome = await sender.send({ ...message, text: withNote(withoutAttachedMarks(row.text, 'all').text, note), attachments: [] }, { id: row.id, signal: signal() });
      return { ...outcome, withoutAttachments: true };
    }
  }

  async function deliver(row: OutboxRow): Promise<void> {
    // The whole attempt, reading the attachments included, ends by half the lease, long before another
    // worker may claim the message: the first quarter for the files, the rest (and what they left) to send.
    const start = Date.now();
    const cut = start + Math.max(1, Math.floor(leaseMs / 2));
    let outcome;
    try {
      const message = await build(row, start + Math.floor(leaseMs / 4));
      outcome = await send(row, message, cut);
    } catch (error) {
      await failed(row, error);
      return;
    }
    // Accepted: from here on a failure must not make it a failed attempt (that would send it again).
    const refused = outcome.rejected > 0 ? `; the server refused ${outcome.rejected} recipient(s)` : '';
    const note = outcome.withoutAttachments ? `sent without its attachments (too large with them)${refused}` : refused ? `sent${refused}` : null;
    const held = await markSent(db, row.id, owner, now(), note);
    logger.info('mail sent', { id: row.id, topic: row.topic, attempt: row.attempts, response: safeLine(outcome.response, sender.secrets) });
    if (outcome.rejected > 0) logger.warn('mail sent, but some recipients were refused', { id: row.id, topic: row.topic, refused: outcome.rejected });
    if (!held) logger.warn('mail sent after its lease ran out: another worker may have sent it as well, with the same Message-ID', { id: row.id, topic: row.topic });
  }

  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    const at = now();
    const reason = describeError(error, sender.secrets);
    // A message that cannot be built from its row will not get better with time, nor one whose every
    // recipient the server could not read as an address (docs/decisions/0010-outbox.md).
    const giveUp = error instanceof InvalidMailError || unreadableRecipients(error) || at - row.trying_since >= retryMs;
    const nextAttemptAt = giveUp ? null : at + retryDelay(row.attempts, backoff);
    await markFailed(db, row.id, owner, { error: reason, nextAttemptAt });
    const fields = { id: row.id, topic: row.topic, attempt: row.attempts, error: reason };
    if (nextAttemptAt === null) logger.error('mail not delivered: gave up, marked failed', fields);
    else logger.warn('mail not delivered yet: will retry', { ...fields, nextAttemptAt: new Date(nextAttemptAt).toISOString() });
  }

  /** Every recipient refused at RCPT TO for its address itself (see `addressRefusal`), each by its own reply. */
  function unreadableRecipients(error: unknown): boolean {
    const e = error as { code?: unknown; command?: unknown; rejectedErrors?: unknown } | null;
    if (e?.code !== 'EENVELOPE' || e.command !== 'RCPT TO') return false;
    const replies = Array.isArray(e.rejectedErrors) && e.rejectedErrors.length > 0 ? (e.rejectedErrors as unknown[]) : [e];
    return replies.every(addressRefusal);
  }

  async function runOnce(): Promise<number> {
    const rows = await claimDue(db, { owner, now: now(), leaseMs, limit: concurrency });
    await Promise.all(
      rows.map((row) =>
        deliver(row).catch((error: unknown) => {
          // Only the table can fail here (after the send): the lease runs out and the message is tried again.
          logger.error('mail outbox: cannot record a delivery', { id: row.id, error: describeError(error, sender.secrets) });
        }),
      ),
    );
    return rows.length;
  }

  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** Woken while a look was under way: the next one starts when it ends. */
  let wokenMeanwhile = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    timer = undefined;
    running = runOnce()
      .then(
        (claimed) => (claimed >= concurrency ? 0 : pollMs),
        (error: unknown) => {
          logger.error('mail outbox: cannot claim messages', { error: describeError(error, sender.secrets) });
          return pollMs;
        },
      )
      .then((wait) => {
        running = undefined;
        schedule(wokenMeanwhile ? 0 : wait);
        wokenMeanwhile = false;
      });
  }

  return {
    owner,
    runOnce,
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    wake() {
      if (!started || stopped) return;
      if (running) {
        wokenMeanwhile = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      sender.close();
      if (started) logger.info('mail worker stopped', { owner });
    },
  };
}

/** A promise that fails after `ms`, and the way to call it off. */
function deadline(ms: number): { expired: Promise<never>; clear(): void } {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Unreadable(`reading took longer than ${ms} ms`)), ms);
  });
  return { expired, clear: () => clearTimeout(timer) };
}

/** A stored file's bytes through `open`: refused when there are more than `max`, or opening and reading take over `ms`. */
async function readAttachment(open: UploadStorage['open'], url: string, max: number, ms: number): Promise<Buffer> {
  const limit = deadline(ms);
  const opening = open(url);
  try {
    const stream = await Promise.race([opening, limit.expired]);
    const reading = readAll(stream, max);
    reading.catch(() => undefined); // its failure after the deadline won is of no interest
    try {
      return await Promise.race([reading, limit.expired]);
    } finally {
      stream.destroy();
    }
  } catch (error) {
    // A stream that opens after the deadline is closed at once.
    opening.then((stream) => stream.destroy(), () => undefined);
    throw error;
  } finally {
    limit.clear();
  }
}

async function readAll(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > max) throw new Unreadable('the attachments are larger than one message may carry');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The worker of the running server: SMTP over SMTP_URL, or .eml files in DATA_DIR/outbox without it. */
export function startMailWorker(config: Config, db: Db, logger: Logger, open?: UploadStorage['open']): MailWorker {
  const sender = config.SMTP_URL
    ? createSmtpSender({ url: config.SMTP_URL, poolSize: config.MAIL_POOL_SIZE })
    : createEmlSender(path.join(config.dataDir, 'outbox'));
  const worker = createMailWorker({
    db,
    sender,
    logger,
    from: { name: oneLine(config.BRAND_NAME, 100), address: config.MAIL_FROM },
    open,
    concurrency: config.MAIL_POOL_SIZE,
    retryMs: config.MAIL_RETRY_HOURS * 3_600_000,
  });
  if (!config.SMTP_URL) {
    logger[config.APP_ENV === 'production' ? 'warn' : 'info']('SMTP_URL is not set: mail is written as .eml files, not sent');
  }
  logger.info('mail worker started', { via: sender.description, owner: worker.owner });
  worker.start();
  return worker;
}
