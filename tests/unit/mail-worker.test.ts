// The delivery worker with a fake sender in place of the SMTP server: the headers of every message, what its
// text says of attachments left out, and a message refused for its size, sent again at once without its
// attachments (docs/decisions/0010-outbox.md).
import { Readable } from 'node:stream';
import type { SendMailOptions } from 'nodemailer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MailSender } from '../../server/mail/senders';
import type { MailMessage } from '../../server/mail/types';
import { createMailBench, type MailBench } from '../helpers/mail';

let bench: MailBench;
beforeEach(async () => {
  bench = await createMailBench();
});
afterEach(async () => {
  await bench.close();
});

const SECRET = 'S3cret-pw';
const TEXT = [
  'Support ticket T-7K3M9Q2X',
  '',
  'Attachments (2, 2.00 MB in total):',
  '1. door.jpg (1.00 MB, image/jpeg, attached): https://support.hearthly.example/uploads/1_a-door.jpg',
  '2. noise.jpg (1.00 MB, image/jpeg, attached): https://support.hearthly.example/uploads/1_a-noise.jpg',
  'Files marked attached (each up to 5 MB, 6 MB together) are also attached to this message.',
  '',
  // The visitor's own text, which may read like the list: never changed.
  'Details:',
  '1. door.jpg (1.00 MB, image/jpeg, attached): as I wrote',
  '',
].join('\n');
/** TEXT as a message without the files `names` tells (or any) says it: their marks gone, the sentence too once none is left. */
const unmarked = (names: string[] | 'all') =>
  TEXT.split('\n')
    .map((line, i) => (i >= 3 && i <= 4 && (names === 'all' || names.some((n) => line.startsWith(`${i - 2}. ${n} (`))) ? line.replace(', attached):', '):') : line))
    .filter((line, i) => !(i === 5 && names === 'all'))
    .join('\n');

const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: ['support@hearthly.example'],
  subject: '[T-7K3M9Q2X] Replacement: Device offline',
  text: TEXT,
  attachments: [
    { filename: 'door.jpg', contentType: 'image/jpeg', storageUrl: '/uploads/1_a-door.jpg' },
    { filename: 'noise.jpg', contentType: 'image/jpeg', storageUrl: '/uploads/1_a-noise.jpg' },
  ],
  topic: 'ticket T-7K3M9Q2X',
  ...over,
});

/** Every stored file reads as a few bytes, except those whose URL holds "gone". */
const open = async (url: string) => {
  if (url.includes('gone')) throw new Error('ENOENT: no such file');
  return Readable.from([Buffer.from(`bytes of ${url}`)]);
};

/** An error as nodemailer's SMTP connection makes it of a refusal: the command, the reply and its code. */
const refusal = (command: 'MAIL FROM' | 'DATA', response: string) =>
  Object.assign(new Error(`${command === 'DATA' ? 'Message failed' : 'Mail command failed'}: ${response}`), {
    code: command === 'DATA' ? 'EMESSAGE' : 'EENVELOPE',
    command,
    response,
    responseCode: Number(response.slice(0, 3)),
  });

/** A sender that keeps what it was given and answers each send with the next of `failures` (none: accepted). */
function fakeSender(...failures: Error[]): MailSender & { sent: SendMailOptions[] } {
  const sent: SendMailOptions[] = [];
  return {
    sent,
    description: 'fake',
    secrets: [SECRET],
    async send(m) {
      sent.push(m);
      const failure = failures.shift();
      if (failure) throw failure;
      return { rejected: 0, response: '250 2.0.0 Ok: queued as 4ZxK1' };
    },
    close() {},
  };
}

const filenames = (m: SendMailOptions | undefined) => (m?.attachments ?? []).map((a) => a.filename);
const warnings = (text: string) => bench.logs.filter((l) => l.includes('"level":"warn"') && l.includes(text));

describe('every message', () => {
  it.each([
    ['with attachments', message()],
    ['without attachments', message({ attachments: [] })],
  ])('says it was generated automatically (Auto-Submitted, RFC 3834): %s', async (_case, m) => {
    await bench.outbox.enqueue(bench.db, m);
    const sender = fakeSender();
    expect(await bench.worker(sender, { open }).runOnce()).toBe(1);
    expect(sender.sent[0]!.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });
});

describe('attachments left out when the message is sent', () => {
  it('are named after the text, by name where the text has no list of files', async () => {
    const { id } = await bench.outbox.enqueue(
      bench.db,
      message({
        text: 'Files for the report, linked in the team\'s tracker.',
        attachments: [
          { filename: 'door.jpg', storageUrl: '/uploads/1_a-door.jpg' },
          { filename: 'gone.jpg', storageUrl: '/uploads/1_a-gone.jpg' },
          { filename: 'also gone.png', storageUrl: '/uploads/1_a-also_gone.png' },
        ],
      }),
    );
    const sender = fakeSender();
    expect(await bench.worker(sender, { open }).runOnce()).toBe(1);
    expect(filenames(sender.sent[0])).toEqual(['door.jpg']);
    expect(sender.sent[0]!.text).toBe(
      "Files for the report, linked in the team's tracker.\n\nNot attached after all, as they could not be read when this message was sent: gone.jpg, also gone.png. Each is linked above.",
    );
    expect(await bench.row(id)).toMatchObject({ status: 'sent', last_error: null });
  });

  it('log why by the storage\'s error code, never its message, which names the stored file', async () => {
    const missing = async (url: string) => {
      throw Object.assign(new Error(`ENOENT: no such file or directory, open '/srv/data${url}'`), { code: 'ENOENT' });
    };
    await bench.outbox.enqueue(bench.db, message());
    await bench.worker(fakeSender(), { open: missing }).runOnce();
    const logged = warnings('mail attachment left out').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged.map((l) => [l.attachment, l.error])).toEqual([
      [1, 'ENOENT'],
      [2, 'ENOENT'],
    ]);
    expect(bench.logs.join('\n')).not.toMatch(/1_a-door|door\.jpg|\/srv\/data/);
  });

  it('lose their marks in the list; the others keep theirs', async () => {
    await bench.outbox.enqueue(
      bench.db,
      message({
        attachments: [
          { filename: 'door.jpg', storageUrl: '/uploads/1_a-gone-door.jpg' },
          { filename: 'noise.jpg', storageUrl: '/uploads/1_a-noise.jpg' },
        ],
      }),
    );
    const sender = fakeSender();
    await bench.worker(sender, { open }).runOnce();
    expect(filenames(sender.sent[0])).toEqual(['noise.jpg']);
    expect(sender.sent[0]!.text).toBe(
      `${unmarked(['door.jpg']).trimEnd()}\n\nNot attached after all, as they could not be read when this message was sent: door.jpg (number 1). Each is linked above.`,
    );
    expect(sender.sent[0]!.text).toContain('2. noise.jpg (1.00 MB, image/jpeg, attached)');
    expect(sender.sent[0]!.text).toContain('Files marked attached');
  });

  it('are told apart from a file of the same name by their place in the list', async () => {
    const text = [
      'Attachments (2, 2.00 MB in total):',
      '1. dup.png (1.00 MB, image/png, attached): https://support.hearthly.example/uploads/1_a-dup.png',
      '2. dup.png (1.00 MB, image/png, attached): https://support.hearthly.example/uploads/1_b-gone-dup.png',
      'Files marked attached (each up to 5 MB, 6 MB together) are also attached to this message.',
    ].join('\n');
    await bench.outbox.enqueue(
      bench.db,
      message({
        text,
        attachments: [
          { filename: 'dup.png', storageUrl: '/uploads/1_a-dup.png' },
          { filename: 'dup.png', storageUrl: '/uploads/1_b-gone-dup.png' },
        ],
      }),
    );
    const sender = fakeSender();
    await bench.worker(sender, { open }).runOnce();
    expect(filenames(sender.sent[0])).toEqual(['dup.png']);
    expect(sender.sent[0]!.text).toBe(
      [
        'Attachments (2, 2.00 MB in total):',
        '1. dup.png (1.00 MB, image/png, attached): https://support.hearthly.example/uploads/1_a-dup.png',
        '2. dup.png (1.00 MB, image/png): https://support.hearthly.example/uploads/1_b-gone-dup.png',
        'Files marked attached (each up to 5 MB, 6 MB together) are also attached to this message.',
        '',
        'Not attached after all, as they could not be read when this message was sent: dup.png (number 2). Each is linked above.',
      ].join('\n'),
    );
  });

  it('leave the text as it is when every file is attached', async () => {
    await bench.outbox.enqueue(bench.db, message());
    const sender = fakeSender();
    await bench.worker(sender, { open }).runOnce();
    expect(filenames(sender.sent[0])).toEqual(['door.jpg', 'noise.jpg']);
    expect(sender.sent[0]!.text).toBe(TEXT);
  });
});

describe('a message refused for its size', () => {
  it.each([
    ['after DATA with 552 5.3.4', refusal('DATA', '552 5.3.4 Error: message file too big')],
    ['after DATA with 552 and no enhanced status', refusal('DATA', '552 Message size exceeds fixed maximum message size')],
    ['after DATA with 5.2.3', refusal('DATA', '550 5.2.3 Message length exceeds administrative limit')],
    ['at MAIL FROM', refusal('MAIL FROM', '552 5.3.4 Message size exceeds fixed limit')],
  ])('is sent again at once without its attachments, its text saying why (%s)', async (_case, error) => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    const sender = fakeSender(error);
    expect(await bench.worker(sender, { open }).runOnce()).toBe(1);
    expect(sender.sent).toHaveLength(2);
    const [first, second] = sender.sent;
    expect(filenames(first)).toEqual(['door.jpg', 'noise.jpg']);
    expect(filenames(second)).toEqual([]);
    // The list no longer marks any file attached, nor explains the marks.
    expect(second!.text).toBe(
      `${unmarked('all').trimEnd()}\n\nThe mail server refused this message with its attachments as too large ("${error.response}"), so it was sent without them. Every file is linked above.`,
    );
    expect(second!.text).not.toContain('image/jpeg, attached): https://');
    expect(second!.text).not.toContain('Files marked attached');
    expect(second!.text).toContain('1. door.jpg (1.00 MB, image/jpeg, attached): as I wrote');
    // Everything else is the message as it was.
    const { text: _t1, attachments: _a1, ...restFirst } = first!;
    const { text: _t2, attachments: _a2, ...restSecond } = second!;
    expect(restSecond).toEqual(restFirst);
    // One attempt, sent; the operator's list and the log say how.
    expect(await bench.row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: 'sent without its attachments (too large with them)' });
    const [warning] = warnings('mail refused as too large: sending it again without its attachments');
    expect(JSON.parse(warning!)).toMatchObject({ id, topic: 'ticket T-7K3M9Q2X', attempt: 1, attachments: 2, error: error.response });
  });

  it('quotes the server\'s reply on one line, without addresses or the SMTP credentials', async () => {
    await bench.outbox.enqueue(bench.db, message());
    const sender = fakeSender(refusal('DATA', `552-5.3.4 Message for <support@hearthly.example> too big (user ${SECRET})\r\n552 5.3.4 See the limits`));
    await bench.worker(sender, { open }).runOnce();
    expect(sender.sent[1]!.text).toContain('as too large ("552-5.3.4 Message for <<address>> too big (user ***)"), so it was sent without them.');
    expect(bench.logs.join('\n')).not.toContain(SECRET);
  });

  it('names only the size refusal when files were left out as well: none is attached', async () => {
    await bench.outbox.enqueue(bench.db, message({ attachments: [...message().attachments!, { filename: 'gone.jpg', storageUrl: '/uploads/1_a-gone.jpg' }] }));
    const sender = fakeSender(refusal('DATA', '552 5.3.4 Error: message file too big'));
    await bench.worker(sender, { open }).runOnce();
    expect(sender.sent[0]!.text).toContain('Not attached after all');
    expect(sender.sent[1]!.text).not.toContain('Not attached after all');
    expect(sender.sent[1]!.text).toMatch(/so it was sent without them\. Every file is linked above\.$/);
  });

  it('whose second send fails too is a failed attempt, and the next attempt sends the message as stored', async () => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    const sender = fakeSender(refusal('DATA', '552 5.3.4 Error: message file too big'), refusal('DATA', '451 4.3.0 Error: queue file write error'));
    const worker = bench.worker(sender, { open });
    expect(await worker.runOnce()).toBe(1);
    expect(sender.sent).toHaveLength(2);
    const row = await bench.row(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, next_attempt_at: bench.clock.now + 30_000 });
    expect(row.last_error).toBe('EMESSAGE: Message failed: 451 4.3.0 Error: queue file write error');
    expect(warnings('will retry')).toHaveLength(1);

    bench.clock.now += 30_000;
    expect(await worker.runOnce()).toBe(1);
    expect(sender.sent).toHaveLength(3);
    expect(filenames(sender.sent[2])).toEqual(['door.jpg', 'noise.jpg']);
    expect(sender.sent[2]!.text).toBe(TEXT);
    expect(await bench.row(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });

  it('without attachments is not sent again: the attempt fails as any other', async () => {
    const { id } = await bench.outbox.enqueue(bench.db, message({ attachments: [] }));
    const sender = fakeSender(refusal('DATA', '552 5.3.4 Error: message file too big'));
    await bench.worker(sender, { open }).runOnce();
    expect(sender.sent).toHaveLength(1);
    expect(await bench.row(id)).toMatchObject({ status: 'pending', attempts: 1, last_error: 'EMESSAGE: Message failed: 552 5.3.4 Error: message file too big' });
    expect(warnings('mail refused as too large')).toHaveLength(0);
  });

  it('whose every attachment was left out is not sent again either', async () => {
    const { id } = await bench.outbox.enqueue(bench.db, message({ attachments: [{ filename: 'gone.jpg', storageUrl: '/uploads/1_a-gone.jpg' }] }));
    const sender = fakeSender(refusal('DATA', '552 5.3.4 Error: message file too big'));
    await bench.worker(sender, { open }).runOnce();
    expect(sender.sent).toHaveLength(1);
    expect(await bench.row(id)).toMatchObject({ status: 'pending', attempts: 1 });
  });

  it.each([
    ['as spam', refusal('DATA', '554 5.7.1 Message rejected as spam')],
    ['for now', refusal('DATA', '451 4.3.0 Error: queue file write error')],
    ['at RCPT TO, a mailbox full', Object.assign(refusal('MAIL FROM', '552 5.2.2 Mailbox full'), { command: 'RCPT TO' })],
  ])('is told from a message refused otherwise (%s), which is not sent again', async (_case, error) => {
    const { id } = await bench.outbox.enqueue(bench.db, message());
    const sender = fakeSender(error);
    await bench.worker(sender, { open }).runOnce();
    expect(sender.sent).toHaveLength(1);
    expect(await bench.row(id)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('woken when a form queues its mail', () => {
  /** Waits so short that only a look started by wake() can send: the worker's own next look is a minute away. */
  const SOON = { timeout: 2_000, interval: 10 };
  const POLL = { pollMs: 60_000, concurrency: 2 };

  it('looks at once when idle, instead of at its next look a minute later', async () => {
    const sender = fakeSender();
    const worker = bench.worker(sender, { open, ...POLL });
    const { id: first } = await bench.outbox.enqueue(bench.db, message({ topic: 'first' }));
    worker.start();
    await vi.waitFor(async () => expect(await bench.row(first)).toMatchObject({ status: 'sent' }), SOON);
    // The first look has ended (its outcome is recorded): the worker waits for its next one.
    await new Promise((resolve) => setImmediate(resolve));
    const { id: second } = await bench.outbox.enqueue(bench.db, message({ topic: 'second' }));
    worker.wake();
    await vi.waitFor(async () => expect(await bench.row(second)).toMatchObject({ status: 'sent' }), SOON);
    expect(sender.sent).toHaveLength(2);
    await worker.stop();
  });

  it('woken during a look, looks again as soon as it ends', async () => {
    const sender = fakeSender();
    let release!: () => void;
    let sending!: () => void;
    const held = new Promise<void>((resolve) => (sending = resolve));
    const worker = bench.worker(
      {
        ...sender,
        send: async (m, meta) => {
          if (sender.sent.length === 0) {
            sending();
            await new Promise<void>((resolve) => (release = resolve));
          }
          return sender.send(m, meta);
        },
      },
      { open, ...POLL },
    );
    const { id: first } = await bench.outbox.enqueue(bench.db, message({ topic: 'first' }));
    worker.start();
    await held;
    // Queued while the first is being sent: the look under way claimed only the first.
    const { id: second } = await bench.outbox.enqueue(bench.db, message({ topic: 'second' }));
    worker.wake();
    release();
    await vi.waitFor(async () => expect(await bench.row(second)).toMatchObject({ status: 'sent' }), SOON);
    expect(await bench.row(first)).toMatchObject({ status: 'sent' });
    await worker.stop();
  });

  it('does nothing before start() or after stop()', async () => {
    const sender = fakeSender();
    const worker = bench.worker(sender, { open, ...POLL });
    await bench.outbox.enqueue(bench.db, message());
    worker.wake();
    await worker.stop();
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sender.sent).toHaveLength(0);
  });
});
