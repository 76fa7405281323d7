// The outbox and its delivery worker against a real SMTP server (smtp-server, in this process, on a random
// port): delivery, outages and restarts, racing workers, expired leases, header injection, the .eml fallback.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { InvalidMailError } from '../../server/mail/message';
import { claimDue } from '../../server/mail/outbox';
import { SMTP_SOCKET_TIMEOUT_MS, createEmlSender, createSmtpSender, type MailSender } from '../../server/mail/senders';
import { LEASE_MS, startMailWorker } from '../../server/mail/worker';
import type { MailMessage } from '../../server/mail/types';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads';
import { createMailBench, decodeWords, MAIL_FROM, type MailBench } from '../helpers/mail';
import { startTestSmtp, type TestSmtp } from '../helpers/smtp';

let bench: MailBench;
let smtp: TestSmtp;
const senders: MailSender[] = [];

/** A pooled SMTP sender on the test server, closed after the test. */
function smtpSender(url = smtp.url): MailSender {
  const sender = createSmtpSender({ url, poolSize: 2, connectionTimeoutMs: 2000, socketTimeoutMs: 2000 });
  senders.push(sender);
  return sender;
}

const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: ['support@hearthly.example'],
  subject: 'Ticket T-7K3M9Q',
  text: 'A new ticket.',
  topic: 'ticket T-7K3M9Q',
  ...over,
});

const header = (mail: { headers: [string, string][] }, name: string) => mail.headers.filter(([n]) => n === name).map(([, v]) => v);

beforeEach(async () => {
  bench = await createMailBench();
  smtp = await startTestSmtp();
});
afterEach(async () => {
  for (const s of senders.splice(0)) s.close();
  await smtp.stop();
  await bench.close();
});

describe('delivery', () => {
  it('sends every field: recipients, Reply-To, subject, text, HTML, attachments, the Message-ID fixed when queued', async () => {
    const photo = Buffer.from('\xff\xd8\xff\xe0 not really a jpeg', 'latin1');
    const opened: string[] = [];
    const open = async (url: string) => {
      opened.push(url);
      if (url.endsWith('-gone.png')) throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
      return Readable.from([photo]);
    };
    const queued = await bench.outbox.enqueue(
      bench.db,
      message({
        to: ['support@hearthly.example', 'Jane Doe <jane.doe@example.com>'],
        replyTo: 'Visitor Name <visitor@example.org>',
        subject: 'Ticket T-7K3M9Q: Tür klemmt – ドアが閉まらない',
        text: 'Details of the ticket.\nSecond line.',
        html: '<p>Details of the <b>ticket</b>.</p>',
        attachments: [
          { filename: 'photo.jpg', contentType: 'image/jpeg', storageUrl: 'https://files.example/uploads/1_a-photo.jpg' },
          { filename: 'gone.png', storageUrl: 'https://files.example/uploads/2_b-gone.png' },
        ],
      }),
    );
    expect(queued.messageId).toMatch(/^<[0-9a-f]{32}@hearthly\.example>$/);
    expect(await bench.row(queued.id)).toMatchObject({ status: 'pending', attempts: 0, next_attempt_at: bench.clock.now });

    const worker = bench.worker(smtpSender(), { open });
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await smtp.receivedCount(1);

    expect(mail!.from).toBe(MAIL_FROM);
    expect(mail!.to).toEqual(['support@hearthly.example', 'jane.doe@example.com']);
    expect(header(mail!, 'message-id')).toEqual([queued.messageId]);
    expect(header(mail!, 'from')).toEqual([`Hearthly <${MAIL_FROM}>`]);
    expect(header(mail!, 'to')).toEqual(['support@hearthly.example, Jane Doe <jane.doe@example.com>']);
    expect(header(mail!, 'reply-to')).toEqual(['Visitor Name <visitor@example.org>']);
    expect(header(mail!, 'subject').map(decodeWords)).toEqual(['Ticket T-7K3M9Q: Tür klemmt – ドアが閉まらない']);
    expect(header(mail!, 'date')).toEqual([new Date(bench.clock.now).toUTCString().replace('GMT', '+0000')]);
    expect(header(mail!, 'x-mailer')).toEqual([]);
    expect(mail!.body).toContain('Details of the ticket.');
    expect(mail!.body).toContain('<p>Details of the <b>ticket</b>.</p>');
    expect(mail!.body).toMatch(/Content-Type: image\/jpeg; name=photo\.jpg\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename=photo\.jpg/);
    expect(mail!.body).toContain(photo.toString('base64'));
    // The file that cannot be read is left out; the message goes without it, its text and the log say so.
    expect(opened).toEqual(['https://files.example/uploads/1_a-photo.jpg', 'https://files.example/uploads/2_b-gone.png']);
    expect(mail!.body.match(/filename=[\w.]+/g)).toEqual(['filename=photo.jpg']);
    expect(mail!.body).toContain('sent: gone.png. Each is linked above.');
    expect(bench.logs.find((l) => l.includes('mail attachment left out'))).toMatch(/"attachment":2.*ENOENT/);

    expect(await bench.row(queued.id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: bench.clock.now, lease_owner: null, last_error: null });
    expect(await worker.runOnce()).toBe(0);
    // The log names the message by its number and topic; never an address, never the SMTP password.
    const log = bench.logs.join('\n');
    expect(log).toContain('"msg":"mail sent"');
    expect(log).not.toMatch(/@example\.(com|org)|support@/);
    expect(log).not.toContain(smtp.password);
  });

  it('shows the subject as written when it holds what a mail program would decode as other text', async () => {
    const lookalike = 'Refund =?utf-8?q?APPROVED_by_support?=';
    await bench.outbox.enqueue(bench.db, message({ subject: `Ticket T-7K3M9Q: ${lookalike}` }));
    expect(await bench.worker(smtpSender()).runOnce()).toBe(1);
    const [mail] = await smtp.receivedCount(1);
    const subject = header(mail!, 'subject')[0]!.trim();
    // Sent as encoded words that decode to exactly the text, never as the look-alike itself.
    expect(subject).not.toContain('?q?');
    expect(decodeWords(subject)).toBe(`Ticket T-7K3M9Q: ${lookalike}`);
  });

  it('queues in the caller\'s transaction: both land or neither, and nothing is sent while queueing', async () => {
    const failing = bench.db.transaction().execute(async (trx) => {
      await bench.outbox.enqueue(trx, message({ topic: 'rolled back' }));
      await trx.insertInto('setting').values({ key: 'TICKET', value: 'stored with its mail' }).execute();
      throw new Error('the ticket could not be stored');
    });
    await expect(failing).rejects.toThrow('the ticket could not be stored');
    expect(await bench.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    const queued = await bench.db.transaction().execute(async (trx) => {
      await trx.insertInto('setting').values({ key: 'TICKET', value: 'stored with its mail' }).execute();
      return bench.outbox.enqueue(trx, message({ topic: 'committed' }));
    });
    expect(await bench.row(queued.id)).toMatchObject({ topic: 'committed', status: 'pending', attempts: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('leaves out a file that opens too slowly, reads too slowly or is too large, and closes what it opened', async () => {
    const stalled = new Readable({ read() {} });
    stalled.push(Buffer.from('first bytes, then nothing'));
    let openLate!: (stream: Readable) => void;
    const late = new Readable({ read() {} });
    const files: Record<string, () => Promise<Readable>> = {
      'late.jpg': () => new Promise((resolve) => (openLate = resolve)),
      'stalled.jpg': async () => stalled,
      'huge.jpg': async () => Readable.from([Buffer.alloc(MAX_UPLOAD_BYTES + 1)]),
      'fine.jpg': async () => Readable.from([Buffer.from('fine bytes')]),
    };
    const names = Object.keys(files);
    const { id } = await bench.outbox.enqueue(
      bench.db,
      message({ attachments: names.map((filename) => ({ filename, contentType: 'image/jpeg', storageUrl: `/uploads/${filename}` })) }),
    );
    const worker = bench.worker(smtpSender(), { open: (url) => files[url.slice('/uploads/'.length)]!(), attachmentReadMs: 50 });
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await smtp.receivedCount(1);
    expect(mail!.body.match(/filename=[\w.]+/g)).toEqual(['filename=fine.jpg']);
    expect(await bench.row(id)).toMatchObject({ status: 'sent' });
    const warnings = bench.logs.filter((l) => l.includes('mail attachment left out')).map((l) => JSON.parse(l) as { attachment: number; error: string });
    expect(warnings.map((w) => [w.attachment, w.error])).toEqual([
      [1, 'reading took longer than 50 ms'],
      [2, 'reading took longer than 50 ms'],
      [3, 'the attachments are larger than one message may carry'],
    ]);
    expect(stalled.destroyed).toBe(true);
    // The file that opens after its time is closed at once.
    const closed = once(late, 'close');
    openLate(late);
    await closed;
  });
});

describe('an attempt within half of its lease', () => {
  it('reads attachments for a quarter of the lease at most, then sends without the rest, in time', async () => {
    // Three files whose storage never answers, each allowed far longer than the quarter of a 2 s lease.
    const never = () => new Promise<Readable>(() => undefined);
    const { id } = await bench.outbox.enqueue(
      bench.db,
      message({ attachments: ['a.jpg', 'b.jpg', 'c.jpg'].map((filename) => ({ filename, contentType: 'image/jpeg', storageUrl: `/uploads/${filename}` })) }),
    );
    const worker = bench.worker(smtpSender(), { open: never, attachmentReadMs: 60_000, leaseMs: 2000 });
    const started = Date.now();
    expect(await worker.runOnce()).toBe(1);
    // Sent before half the lease, after which another worker could not yet claim it either.
    expect(Date.now() - started).toBeLessThan(1000);
    await smtp.receivedCount(1);
    expect(await bench.row(id)).toMatchObject({ status: 'sent' });
    const warnings = bench.logs.filter((l) => l.includes('mail attachment left out')).map((l) => (JSON.parse(l) as { error: string }).error);
    expect(warnings).toEqual([expect.stringMatching(/^reading took longer than (4\d\d|500) ms$/), 'no time was left to read it', 'no time was left to read it']);
  });

  it('waits for the server\'s answer to a sent message longer than a minute (the worker cuts an attempt at half its lease)', () => {
    expect(SMTP_SOCKET_TIMEOUT_MS).toBeGreaterThanOrEqual(LEASE_MS / 2);
  });
});

describe('outages and restarts', () => {
  it('records each failed attempt, waits longer each time, and after a restart delivers exactly once', async () => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    await smtp.stop();

    // The server is down: the attempt fails, the error and the next try are recorded.
    const first = bench.worker(smtpSender());
    expect(await first.runOnce()).toBe(1);
    let row = await bench.row(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lease_owner: null, lease_until: null });
    expect(row.last_error).toMatch(/ECONNREFUSED/);
    expect(row.next_attempt_at).toBe(bench.clock.now + 30_000);
    // Not due before its time.
    bench.clock.now += 29_999;
    expect(await first.runOnce()).toBe(0);

    // Back, but refusing with 451 (try again later): another failed attempt, a longer wait.
    await smtp.start();
    smtp.mode = 'refuse';
    bench.clock.now += 1;
    expect(await first.runOnce()).toBe(1);
    row = await bench.row(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect(row.last_error).toMatch(/451 Mailbox busy, try again later/);
    expect(row.next_attempt_at).toBe(bench.clock.now + 60_000);
    await first.stop();

    // A restart: a new worker (a new process) with a new connection to the same database finds the state there.
    smtp.mode = 'accept';
    const afterRestart = bench.worker(smtpSender(), { db: await bench.connect() });
    expect(await afterRestart.runOnce()).toBe(0);
    bench.clock.now += 60_000;
    expect(await afterRestart.runOnce()).toBe(1);
    expect(await bench.row(id)).toMatchObject({ status: 'sent', attempts: 3, sent_at: bench.clock.now });
    bench.clock.now += 7 * 24 * 3_600_000;
    expect(await afterRestart.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    expect(bench.logs.filter((l) => l.includes('will retry'))).toHaveLength(2);
  });

  it('keeps trying for MAIL_RETRY_HOURS, then marks the message failed', async () => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    await smtp.stop();
    const worker = bench.worker(smtpSender(), { retryMs: 6 * 3_600_000 });
    const waits: number[] = [];
    for (;;) {
      expect(await worker.runOnce()).toBe(1);
      const row = await bench.row(id);
      if (row.status === 'failed') break;
      waits.push(row.next_attempt_at - bench.clock.now);
      bench.clock.now = row.next_attempt_at;
    }
    // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly, until the first failure at least six hours after queueing.
    const minute = 60_000;
    expect(waits).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60].map((m) => m * minute));
    expect(await bench.row(id)).toMatchObject({ status: 'failed', attempts: 13, lease_owner: null });
    expect(bench.logs.at(-1)).toMatch(/"level":"error","msg":"mail not delivered: gave up, marked failed".*"attempt":13/);
    bench.clock.now += 24 * 3_600_000;
    expect(await worker.runOnce()).toBe(0);
  });

  it.each(['501 5.1.3 Bad recipient address syntax', '553 5.1.2 Bad destination system address'])(
    'gives up at once on a message whose every recipient the server cannot take as an address (%s)',
    async (reply) => {
      smtp.refusedRecipients.set('nobody@example.com', reply);
      smtp.refusedRecipients.set('nobody-either@example.com', '501 Syntax error in address');
      const { id } = await bench.outbox.enqueue(bench.db, message({ to: ['nobody@example.com', 'nobody-either@example.com'] }));
      expect(await bench.worker(smtpSender()).runOnce()).toBe(1);
      expect(await bench.row(id)).toMatchObject({ status: 'failed', attempts: 1 });
      expect(bench.logs.at(-1)).toMatch(/"level":"error","msg":"mail not delivered: gave up, marked failed"/);
    },
  );

  it.each([
    ['for now', ['450 4.2.1 Mailbox busy, try again later']],
    ['as "relaying denied", our own relay\'s setting', ['550 5.7.1 Relaying denied']],
    ['as a sender the relay does not let us use', ['553 5.7.1 Sender address rejected: not owned by user']],
    ['as qmail refuses relaying', ['553 sorry, that domain isn\'t in my list of allowed rcpthosts (#5.7.1)']],
    ['for its address, and the other as relaying denied', ['501 5.1.3 Bad recipient address syntax', '550 5.7.1 Relaying denied']],
    ['as relaying denied, and the other for its address', ['550 5.7.1 Relaying denied', '501 5.1.3 Bad recipient address syntax']],
  ])('retries a message whose recipient the server refuses %s', async (_what, replies) => {
    const to = replies.map((_, i) => `later${i}@example.com`);
    replies.forEach((reply, i) => smtp.refusedRecipients.set(to[i]!, reply));
    const { id } = await bench.outbox.enqueue(bench.db, message({ to }));
    expect(await bench.worker(smtpSender()).runOnce()).toBe(1);
    expect(await bench.row(id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it('delivers to the recipients the server takes when it refuses one of them', async () => {
    smtp.refusedRecipients.set('nobody@example.com', '501 5.1.3 Bad recipient address syntax');
    const { id } = await bench.outbox.enqueue(bench.db, message({ to: ['support@hearthly.example', 'nobody@example.com'] }));
    expect(await bench.worker(smtpSender()).runOnce()).toBe(1);
    expect(await bench.row(id)).toMatchObject({ status: 'sent' });
    expect(smtp.received.map((m) => m.to)).toEqual([['support@hearthly.example']]);
  });

  it('answers wrong SMTP credentials as a failed attempt; neither the table nor the log holds them', async () => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    const url = `smtp://outbox:${encodeURIComponent('wrong-Secret-42')}@127.0.0.1:${smtp.port}`;
    expect(await bench.worker(smtpSender(url)).runOnce()).toBe(1);
    const row = await bench.row(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/EAUTH.*535/);
    expect(row.last_error).not.toContain('wrong-Secret-42');
    expect(bench.logs.join('\n')).not.toContain('wrong-Secret-42');
    expect(smtp.received).toHaveLength(0);
  });
});

describe('one sender per message', () => {
  it('two workers racing on the same database deliver each message once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) ids.push((await bench.outbox.enqueue(bench.db, message({ topic: `ticket T-${i}` }))).id);
    const a = bench.worker(smtpSender(), { owner: 'worker-a', concurrency: 3 });
    const b = bench.worker(smtpSender(), { owner: 'worker-b', concurrency: 3, db: await bench.connect() });
    const drain = async (w: typeof a) => {
      let claimed = 0;
      for (let n = await w.runOnce(); n > 0; n = await w.runOnce()) claimed += n;
      return claimed;
    };
    const [byA, byB] = await Promise.all([drain(a), drain(b)]);
    expect(byA + byB).toBe(24);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    const received = await smtp.receivedCount(24);
    const messageIds = received.map((m) => header(m, 'message-id')[0]);
    expect(new Set(messageIds).size).toBe(24);
    const rows = await bench.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  // Each process starts node with a TypeScript loader: a few seconds on a busy machine.
  it('two processes racing on the same database file deliver each message once', { timeout: 60_000 }, async () => {
    for (let i = 0; i < 40; i++) await bench.outbox.enqueue(bench.db, message({ topic: `ticket T-${i}` }));
    // 40 messages, 2 at a time, 25 ms each: one process alone needs half a second, time for the other to join.
    smtp.answerAfterMs = 25;
    const children = [1, 2].map(() =>
      spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/mail-worker-process.ts', bench.file, smtp.url], { stdio: ['pipe', 'pipe', 'inherit'] }),
    );
    const outputs = children.map((child) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      return once(child, 'exit').then(([code]) => ({ code, out }));
    });
    // Both are ready before either starts: they race for the same messages.
    await Promise.all(children.map((child) => Promise.race([once(child.stdout, 'data'), once(child, 'exit')])));
    for (const child of children) child.stdin.end('go\n');
    const results = await Promise.all(outputs);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    const claimed = results.map((r) => Number(/claimed (\d+)/.exec(r.out)?.[1]));
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(40);
    // They did race: both sent messages.
    expect(claimed.every((n) => n > 0)).toBe(true);
    const received = await smtp.receivedCount(40);
    expect(received).toHaveLength(40);
    expect(new Set(received.map((m) => header(m, 'message-id')[0])).size).toBe(40);
    const rows = await bench.db.selectFrom('mail_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('a message whose lease ran out (its worker died mid-send) is claimed again, with the same Message-ID', async () => {
    const { id, messageId } = await bench.outbox.enqueue(bench.db, message());
    // A worker claims it, then dies without a word.
    expect(await claimDue(bench.db, { owner: 'died', now: bench.clock.now, leaseMs: LEASE_MS, limit: 5 })).toHaveLength(1);
    const worker = bench.worker(smtpSender());
    expect(await worker.runOnce()).toBe(0);
    bench.clock.now += LEASE_MS - 1;
    expect(await worker.runOnce()).toBe(0);
    bench.clock.now += 1;
    expect(await worker.runOnce()).toBe(1);
    const [mail] = await smtp.receivedCount(1);
    expect(header(mail!, 'message-id')).toEqual([messageId]);
    expect(await bench.row(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a send that outlives its lease may deliver twice; both copies carry the one Message-ID, and the log says so', async () => {
    const { id, messageId } = await bench.outbox.enqueue(bench.db, message());
    // Worker A's server accepts slowly: A holds the message past its lease.
    let release!: () => void;
    const slow = smtpSender();
    const stalled: MailSender = {
      ...slow,
      send: async (m, meta) => {
        await new Promise<void>((r) => (release = r));
        return slow.send(m, meta);
      },
    };
    const a = bench.worker(stalled, { owner: 'worker-a' });
    const aDone = a.runOnce();
    bench.clock.now += LEASE_MS;
    const b = bench.worker(smtpSender(), { owner: 'worker-b', db: await bench.connect() });
    expect(await b.runOnce()).toBe(1);
    release();
    expect(await aDone).toBe(1);
    const received = await smtp.receivedCount(2);
    expect(received.map((m) => header(m, 'message-id')[0])).toEqual([messageId, messageId]);
    expect(await bench.row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(bench.logs.join('\n')).toContain('mail sent after its lease ran out');
  });
});

describe('header injection', () => {
  const EVIL = 'evil@attacker.example';

  it('a line break in the subject or a file name never makes a header; a name never makes a recipient', async () => {
    const { id } = await bench.outbox.enqueue(
      bench.db,
      message({
        to: [`Bcc: ${EVIL}, X-Injected: 1 <support@hearthly.example>`],
        replyTo: `"Eve, ${EVIL}; Bcc: ${EVIL}" <visitor@example.org>`,
        subject: `Hello\r\nBcc: ${EVIL}\r\nX-Injected: 3\r\n\r\nA body of my own`,
        // SMTP smuggling: an end of data and new commands inside the text.
        text: `Hi\r\n.\r\nMAIL FROM:<${EVIL}>\r\nRCPT TO:<${EVIL}>\r\nDATA\r\nX-Injected: 4\r\n\r\nsmuggled\r\n.\r\n\n.\n`,
        attachments: [{ filename: `a\r\nX-Injected: 5\r\n.jpg`, contentType: 'image/jpeg\r\nX-Injected: 6', storageUrl: 'https://files.example/u/a.jpg' }],
      }),
    );
    await bench.worker(smtpSender(), { open: async () => Readable.from([Buffer.from('x')]) }).runOnce();
    expect(await bench.row(id)).toMatchObject({ status: 'sent' });
    const received = await smtp.receivedCount(1);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.to).toEqual(['support@hearthly.example']);
    const names = mail!.headers.map(([n]) => n);
    expect(names).not.toContain('bcc');
    expect(names).not.toContain('x-injected');
    expect(mail!.raw).not.toMatch(/^Bcc:/im);
    // The one line that starts with X-Injected is the text's own, inside the text part.
    expect(mail!.raw.match(/^X-Injected:.*$/gim)).toEqual(['X-Injected: 4']);
    // The server got the text back whole (the client stuffed its dots, the server took them out again).
    expect(mail!.body).toMatch(/Content-Transfer-Encoding: 7bit\r\n\r\nHi\r\n\.\r\nMAIL FROM:<evil@attacker\.example>\r\nRCPT TO:<evil@attacker\.example>\r\nDATA\r\nX-Injected: 4\r\n\r\nsmuggled/);
    for (const name of ['to', 'reply-to', 'subject', 'from', 'message-id']) expect(header(mail!, name)).toHaveLength(1);
    expect(header(mail!, 'to')).toEqual([`"Bcc: ${EVIL}, X-Injected: 1" <support@hearthly.example>`]);
    expect(header(mail!, 'reply-to')).toEqual([`"Eve, ${EVIL}; Bcc: ${EVIL}" <visitor@example.org>`]);
    expect(decodeWords(header(mail!, 'subject')[0]!)).toBe(`Hello Bcc: ${EVIL} X-Injected: 3 A body of my own`);
    expect(mail!.body).toContain('Content-Disposition: attachment; filename="a X-Injected: 5 .jpg"');
    // Nothing more arrives.
    expect(await bench.worker(smtpSender()).runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it.each([
    ['a recipient with a line break', { to: [`support@hearthly.example\r\nRCPT TO:<${EVIL}>`] }],
    ['a recipient name with a line break', { to: [`Team\r\nBcc: ${EVIL} <support@hearthly.example>`] }],
    ['a recipient with a bare LF', { to: [`support@hearthly.example\nBcc: ${EVIL}`] }],
    ['a recipient name with "<"', { to: [`<${EVIL}> <support@hearthly.example>`] }],
    ['two addresses as one recipient', { to: [`support@hearthly.example, ${EVIL}`] }],
    ['a recipient that is no address', { to: ['support team'] }],
    ['no recipient', { to: [] }],
    ['a Reply-To with a line break', { replyTo: `visitor@example.org\r\nBcc: ${EVIL}` }],
    ['a Reply-To name with a line break', { replyTo: `"Eve\r\nBcc: ${EVIL}" <visitor@example.org>` }],
    ['a Reply-To of two addresses', { replyTo: `visitor@example.org, ${EVIL}` }],
    ['an empty subject', { subject: '\r\n' }],
    ['an attachment without a storage URL', { attachments: [{ filename: 'a.jpg', storageUrl: '' }] }],
    ['an attachment URL with a line break', { attachments: [{ filename: 'a.jpg', storageUrl: 'https://files.example/a.jpg\r\nX: 1' }] }],
  ])('refuses %s when it is queued, and stores nothing', async (_name, over) => {
    await expect(bench.outbox.enqueue(bench.db, message(over as Partial<MailMessage>))).rejects.toThrow(InvalidMailError);
    expect(await bench.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it.each([
    ['a recipient with a line break', { recipients: JSON.stringify([{ name: '', address: `support@hearthly.example>\r\nRCPT TO:<${EVIL}` }]) }, 'a stored recipient is not a valid address'],
    ['a Reply-To with a line break', { reply_to: JSON.stringify({ name: 'x', address: `a@example.com\r\nBcc: ${EVIL}` }) }, 'a stored recipient is not a valid address'],
    ['no recipient', { recipients: '[]' }, 'the stored recipients are not a list of 1 to 20'],
    ['recipients that are not JSON', { recipients: 'support@hearthly.example' }, 'a stored value is not valid JSON'],
    ['an attachment without a name', { attachments: JSON.stringify([{ storageUrl: '/u/a.jpg' }]) }, 'an attachment has no file name'],
  ])('a row changed behind the outbox is checked again: %s is never sent, the message is failed at once', async (_name, change, error) => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    await bench.db.updateTable('mail_outbox').set(change).where('id', '=', id).execute();
    expect(await bench.worker(smtpSender()).runOnce()).toBe(1);
    expect(await bench.row(id)).toMatchObject({ status: 'failed', attempts: 1, last_error: error });
    expect(smtp.received).toHaveLength(0);
  });
});

describe('without SMTP_URL: .eml files', () => {
  it('writes the exact message to DATA_DIR/outbox/<id>-<Message-ID>.eml through a temporary file, and marks it sent', async () => {
    const { id, messageId } = await bench.outbox.enqueue(bench.db, message({ text: 'A new ticket.\nSecond line.\n\nDetails:\nthird', replyTo: 'visitor@example.org', html: '<p>A new ticket.</p>' }));
    const dir = path.join(bench.dataDir, 'outbox');
    expect(await bench.worker(createEmlSender(dir)).runOnce()).toBe(1);
    const name = `${id}-${messageId.slice(1, 33)}.eml`;
    expect(fs.readdirSync(dir)).toEqual([name]);
    const eml = fs.readFileSync(path.join(dir, name), 'utf8');
    expect(eml).toContain(`Message-ID: ${messageId}\r\n`);
    expect(eml).toContain('Reply-To: visitor@example.org\r\n');
    expect(eml).toContain('To: support@hearthly.example\r\n');
    expect(eml).toContain('Auto-Submitted: auto-generated\r\n');
    expect(eml).toContain('<p>A new ticket.</p>');
    // Every line ends in CRLF, the text's own lines as well: no bare LF (RFC 5322).
    expect(eml).toContain('A new ticket.\r\nSecond line.\r\n\r\nDetails:\r\nthird');
    expect(eml.replaceAll('\r\n', '')).not.toContain('\n');
    expect(await bench.row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('is what the server starts without SMTP_URL', async () => {
    const config = loadConfig({ DATA_DIR: bench.dataDir, LOG_LEVEL: 'silent' });
    const { id } = await bench.outbox.enqueue(bench.db, message());
    let resolveSent!: (file: string) => void;
    const sent = new Promise<string>((resolve) => (resolveSent = resolve));
    const logger = { ...bench.logger, info: (msg: string, fields?: Record<string, unknown>) => void (msg === 'mail sent' && resolveSent(String(fields?.response))) };
    const worker = startMailWorker(config, bench.db, logger);
    const file = await sent;
    await worker.stop();
    expect(fs.existsSync(path.join(bench.dataDir, 'outbox', file))).toBe(true);
    expect(await bench.row(id)).toMatchObject({ status: 'sent' });
  });
});

describe('start and stop', () => {
  it('the started worker sends what is queued; stop() waits for the send under way, then claims nothing more', async () => {
    const config = loadConfig({ DATA_DIR: bench.dataDir, SMTP_URL: smtp.url, MAIL_POOL_SIZE: '1' });
    const worker = startMailWorker(config, bench.db, bench.logger);
    const { id: first } = await bench.outbox.enqueue(bench.db, message({ topic: 'first' }));
    await smtp.receivedCount(1);
    await worker.stop();
    expect(await bench.row(first)).toMatchObject({ status: 'sent' });
    const { id: second } = await bench.outbox.enqueue(bench.db, message({ topic: 'second' }));
    expect(await bench.row(second)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(bench.logs.some((l) => l.includes('"msg":"mail worker started"') && l.includes(`"via":"smtp 127.0.0.1:${smtp.port}"`))).toBe(true);
    expect(bench.logs.join('\n')).not.toContain(smtp.password);
  });

  it('stop() lets a send under way finish before it resolves (SIGTERM drains)', async () => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    const real = smtpSender();
    let release!: () => void;
    let sending!: () => void;
    const started = new Promise<void>((r) => (sending = r));
    let closed = false;
    const worker = bench.worker({
      ...real,
      send: async (m, meta) => {
        sending();
        await new Promise<void>((r) => (release = r));
        return real.send(m, meta);
      },
      close: () => {
        closed = true;
        real.close();
      },
    });
    worker.start();
    await started;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    expect(closed).toBe(false);
    release();
    await stopping;
    expect(closed).toBe(true);
    expect(await bench.row(id)).toMatchObject({ status: 'sent' });
    expect(smtp.received).toHaveLength(1);
  });
});

