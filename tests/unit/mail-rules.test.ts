// The outbox's pure rules as tables: which addresses a message may carry, how header text is made one line,
// which marks of a team mail's list of files a message sent without some of them loses, how long the worker
// waits between attempts, which refusals are about a message's size, what an error looks
// like in the table and the log, and when the SMTP credentials need an encrypted connection.
import { describe, expect, it } from 'vitest';
import { cleanMessage, headerText, InvalidMailError, newMessageId, oneLine, parseMailbox, withoutAttachedMarks } from '../../server/mail/message';
import { decodeWords } from '../helpers/mail';
import { describeError, retryDelay, safeLine, sizeRefusal } from '../../server/mail/worker';
import { credentialsNeedTls } from '../../server/mail/senders';

describe('parseMailbox', () => {
  it.each([
    ['support@hearthly.example', { name: '', address: 'support@hearthly.example' }],
    ['  jane.doe+tickets@example.co.uk  ', { name: '', address: 'jane.doe+tickets@example.co.uk' }],
    ['Jane Doe <jane@example.com>', { name: 'Jane Doe', address: 'jane@example.com' }],
    ['"Doe, Jane" <jane@example.com>', { name: 'Doe, Jane', address: 'jane@example.com' }],
    ['<jane@example.com>', { name: '', address: 'jane@example.com' }],
    ['Bcc: evil@attacker.example <jane@example.com>', { name: 'Bcc: evil@attacker.example', address: 'jane@example.com' }],
    ['Zoë Müller <zoe@example.de>', { name: 'Zoë Müller', address: 'zoe@example.de' }],
    ["o'brien@example.ie", { name: '', address: "o'brien@example.ie" }],
  ])('%j → %j', (value, mailbox) => {
    expect(parseMailbox(value)).toEqual(mailbox);
  });

  it.each([
    ['', 'empty'],
    ['jane', 'no @'],
    ['jane@example', 'no dot in the domain'],
    ['jane@example.com\r\nBcc: evil@attacker.example', 'CRLF after the address'],
    ['jane@example.com\nBcc: evil@attacker.example', 'LF after the address'],
    ['jane@example.com\r', 'a lone CR'],
    ['Jane\r\nBcc: evil@attacker.example <jane@example.com>', 'CRLF in the name'],
    ['Jane\t<jane@example.com>', 'a tab'],
    ['jane@example.com\u0000', 'NUL'],
    ['jane@example.com, evil@attacker.example', 'two addresses'],
    ['jane@example.com; evil@attacker.example', 'two addresses with ;'],
    ['<evil@attacker.example> <jane@example.com>', 'brackets in the name'],
    ['Jane <jane@example.com> evil@attacker.example', 'text after the brackets'],
    ['Jane <jane doe@example.com>', 'a space in the address'],
    ['undisclosed-recipients:;', 'a group'],
    [`${'a'.repeat(250)}@example.com`, 'longer than 254 characters'],
  ])('refuses %j (%s)', (value) => {
    expect(() => parseMailbox(value)).toThrow(InvalidMailError);
  });
});

describe('oneLine', () => {
  it.each([
    ['Ticket T-7K3M9Q', 'Ticket T-7K3M9Q'],
    ['Hello\r\nBcc: evil@attacker.example', 'Hello Bcc: evil@attacker.example'],
    ['a\rb\nc\u0000d\u007fe\u001bf', 'a b c d e f'],
    ['  spaced \t\t out  ', 'spaced out'],
    ['Max\u2028Country: DE\u0085x\u2029y', 'Max Country: DE x y'],
    ['Tür – ドア 🙂', 'Tür – ドア 🙂'],
  ])('%j → %j', (value, line) => {
    expect(oneLine(value, 100)).toBe(line);
  });

  it('cuts to the longest length', () => {
    expect(oneLine('x'.repeat(600), 500)).toHaveLength(500);
  });
});

describe('headerText', () => {
  // Text a mail program would decode into other text is sent whole as encoded words that decode to it exactly.
  it.each([
    ['My subject =?utf-8?q?URGENT_refund?=', true],
    ['=?UTF-8?B?SGk=?=', true],
    ['a =?iso-8859-1?Q?caf=E9 ?= b', true],
    ['Tür klemmt =?utf-8?b?w7w=?= ドアが閉まらない, and a longer tail of text to go past one word of 45 bytes', true],
    ['Ticket T-7K3M9Q: Tür klemmt – ドアが閉まらない', false],
    ['What is =? and ?= in a sentence', false],
    ['Reset =?utf-8?x?abc?=', false],
  ])('%j', (value, encoded) => {
    const out = headerText(value);
    if (!encoded) return expect(out).toBe(value);
    expect(out).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=( =\?UTF-8\?B\?[A-Za-z0-9+/=]+\?=)*$/);
    for (const word of out.split(' ')) expect(word.length).toBeLessThanOrEqual(75);
    expect(decodeWords(out)).toBe(value);
  });
});

describe('cleanMessage', () => {
  const base = { to: ['support@hearthly.example'], subject: 'S', text: 'T', topic: 'ticket T-1' };

  it('keeps the text and HTML as they are, makes the subject, topic and file names one line, drops a bad content type', () => {
    expect(
      cleanMessage({
        ...base,
        subject: 'Line\r\nbreak',
        text: 'Para 1\r\n\r\nPara 2\n',
        html: '<p>x</p>\n',
        topic: 'ticket\nT-1',
        attachments: [
          { filename: '../a\r\n.jpg', contentType: 'image/jpeg\r\nX: 1', storageUrl: 'https://files.example/u/a.jpg' },
          { filename: 'b.PNG', contentType: 'IMAGE/PNG', storageUrl: '/uploads/b.png' },
        ],
      }),
    ).toEqual({
      to: [{ name: '', address: 'support@hearthly.example' }],
      replyTo: null,
      subject: 'Line break',
      text: 'Para 1\r\n\r\nPara 2\n',
      html: '<p>x</p>\n',
      attachments: [
        { filename: '.._a .jpg', storageUrl: 'https://files.example/u/a.jpg' },
        { filename: 'b.PNG', contentType: 'image/png', storageUrl: '/uploads/b.png' },
      ],
      topic: 'ticket T-1',
    });
  });

  it('makes a line or paragraph separator in the text a line break, which mail programs show as one', () => {
    const clean = cleanMessage({ ...base, text: 'Details:\nLine 1\u2028Line 2\u2029\u2029Paragraph 2\r\nEnd' });
    expect(clean.text).toBe('Details:\nLine 1\nLine 2\n\nParagraph 2\r\nEnd');
  });

  it.each([
    [{ to: [] }, /needs a recipient/],
    [{ to: Array.from({ length: 21 }, (_, i) => `a${i}@example.com`) }, /at most 20 recipients/],
    [{ subject: ' \r\n ' }, /needs a subject/],
    [{ text: '  ' }, /needs a text/],
    [{ topic: '' }, /needs a topic/],
    [{ replyTo: 'not an address' }, /not a valid e-mail address/],
  ])('refuses %j', (over, message) => {
    expect(() => cleanMessage({ ...base, ...over })).toThrow(message);
  });
});

describe('withoutAttachedMarks', () => {
  // A ticket as the site writes it: the visitor's details first (here written to look like a list), then
  // the list of files, then fixed words.
  const details = ['Details:', 'Attachments (1, 1.00 MB in total):', '1. real.png (900 KB, image/png, attached): see below', ''];
  const list = [
    'Attachments (3, 3.00 MB in total):',
    '1. real.png (1.00 MB, image/png, attached): https://s.example/uploads/1_a-real.png',
    '2. odd, attached): name.png (1.00 MB, image/png, attached): https://s.example/uploads/1_b-odd.png',
    '3. plain.pdf (1.00 MB, application/pdf): https://s.example/uploads/1_c-plain.pdf',
    'Files marked attached (each up to 5 MB, 6 MB together) are also attached to this message.',
  ];
  const text = [...details, ...list, '', 'Reply to this message to answer Jane.'].join('\n');
  const unmarkedLine = (line: string) => line.replace(/, attached\)(: https)/, ')$1');

  it.each([
    ['the first of two attached', new Set([0]), [unmarkedLine(list[1]!), list[2]!, list[3]!, list[4]!], [{ number: 1, name: 'real.png' }]],
    ['a name that holds the mark itself', new Set([1]), [list[1]!, unmarkedLine(list[2]!), list[3]!, list[4]!], [{ number: 2, name: 'odd, attached): name.png' }]],
    ['both: the sentence about the marks goes too', new Set([0, 1]), [unmarkedLine(list[1]!), unmarkedLine(list[2]!), list[3]!], [{ number: 1, name: 'real.png' }, { number: 2, name: 'odd, attached): name.png' }]],
    ['all', 'all' as const, [unmarkedLine(list[1]!), unmarkedLine(list[2]!), list[3]!], [{ number: 1, name: 'real.png' }, { number: 2, name: 'odd, attached): name.png' }]],
  ])('%s; the visitor\'s text before the list is left as it was', (_case, left, lines, items) => {
    const result = withoutAttachedMarks(text, left);
    expect(result.text).toBe([...details, list[0]!, ...lines, '', 'Reply to this message to answer Jane.'].join('\n'));
    expect(result.items).toEqual(items);
  });

  it('leaves a text without a list of files as it is', () => {
    const plain = 'Attachments (see the report): none of ours\n1. a.png (1 MB, image/png, attached): x';
    expect(withoutAttachedMarks(plain, 'all')).toEqual({ text: plain, items: [] });
  });
});

describe('sizeRefusal', () => {
  // What nodemailer's errors carry: the command it failed at, the reply's code and the reply.
  const refusal = (command: string, response: string) => ({ code: command === 'DATA' ? 'EMESSAGE' : 'EENVELOPE', command, response, responseCode: Number(response.slice(0, 3)) });
  it.each([
    [refusal('DATA', '552 5.3.4 Error: message file too big'), true],
    [refusal('DATA', '552 Message size exceeds fixed maximum message size'), true],
    [refusal('MAIL FROM', '552 5.3.4 Message size exceeds fixed limit'), true],
    [refusal('DATA', '554 5.3.4 Message too big for system'), true],
    [refusal('DATA', '550 5.2.3 Message length exceeds administrative limit'), true],
    [refusal('DATA', '451 4.3.0 Error: queue file write error'), false],
    [refusal('DATA', '554 5.7.1 Message rejected as spam'), false],
    [refusal('MAIL FROM', '553 5.7.1 Sender address rejected: not owned by user'), false],
    // At RCPT TO a 552 is a recipient's limit (RFC 5321 reads it as 452), not the message's size.
    [refusal('RCPT TO', '552 5.2.2 Mailbox full'), false],
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET', command: 'CONN' }), false],
    [null, false],
  ])('%j → %s', (error, expected) => {
    expect(sizeRefusal(error)).toBe(expected);
  });
});

describe('newMessageId', () => {
  it('is <32 random hex digits@the domain of MAIL_FROM>, different every time', () => {
    const a = newMessageId('no-reply@mail.hearthly.example');
    expect(a).toMatch(/^<[0-9a-f]{32}@mail\.hearthly\.example>$/);
    expect(newMessageId('no-reply@mail.hearthly.example')).not.toBe(a);
  });
});

describe('retryDelay', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [50, 3_600_000],
    [10_000, 3_600_000],
  ])('after attempt %i waits %i ms', (attempt, ms) => {
    expect(retryDelay(attempt)).toBe(ms);
  });

  it('takes other values (the tests of the worker use them)', () => {
    expect([1, 2, 3, 4].map((a) => retryDelay(a, { firstMs: 10, maxMs: 50 }))).toEqual([10, 20, 40, 50]);
  });
});

describe('describeError and safeLine', () => {
  const secrets = ['outbox-user', 'S3cret!pw', 'p@ss:word'];
  it.each([
    [Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }), 'ESOCKET: connect ECONNREFUSED 127.0.0.1:25'],
    [Object.assign(new Error('Invalid login: 535 Authentication failed'), { code: 'EAUTH' }), 'EAUTH: Invalid login: 535 Authentication failed'],
    [new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <jane@example.com>: unknown"), "Can't send mail - all recipients were rejected: 550 5.1.1 <<address>>: unknown"],
    [new Error('login outbox-user with S3cret!pw failed\nsecond line'), 'login *** with *** failed'],
    [new Error('login with p@ss:word failed'), 'login with *** failed'],
    ['a plain string', 'a plain string'],
    [null, 'null'],
  ])('%s → %j', (error, line) => {
    expect(describeError(error, secrets)).toBe(line);
  });

  it('is at most 300 characters', () => {
    expect(safeLine('x'.repeat(1000))).toHaveLength(300);
  });
});

describe('SMTP credentials go over an encrypted connection only', () => {
  it.each([
    ['smtp://outbox:secret@mail.example.com:587', true],
    ['smtp://outbox@mail.example.com:587', true],
    ['smtp://:secret@mail.example.com:25', true],
    ['smtp://outbox:secret@10.0.0.5:25', true],
    ['smtp://outbox:secret@[2001:db8::25]:587', true],
    // Encrypted from the start.
    ['smtps://outbox:secret@mail.example.com:465', false],
    // Nothing secret to send.
    ['smtp://mail.example.com:25', false],
    // A relay on this machine: nothing crosses the network.
    ['smtp://outbox:secret@localhost:1025', false],
    ['smtp://outbox:secret@LOCALHOST:1025', false],
    ['smtp://outbox:secret@mail.localhost:1025', false],
    ['smtp://outbox:secret@127.0.0.1:2525', false],
    ['smtp://outbox:secret@127.1.2.3:2525', false],
    ['smtp://outbox:secret@[::1]:2525', false],
    // Names that only look local.
    ['smtp://outbox:secret@localhost.example.com:25', true],
    ['smtp://outbox:secret@127.0.0.1.example.com:25', true],
  ])('%s → %s', (url, needed) => {
    expect(credentialsNeedTls(url)).toBe(needed);
  });
});
