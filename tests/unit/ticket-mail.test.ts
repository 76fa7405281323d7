// The two messages of a ticket: the support team's carries every field (and the English names beside the
// visitor's), Reply-To the visitor, attachments linked and the small ones attached; the acknowledgement
// is in the visitor's language with the reference and a copy of the request.
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketSchema } from '../../shared/forms/ticket';
import { createI18n, type SiteI18n } from '../../server/i18n';
import { ATTACH_FILE_MAX, ATTACH_TOTAL_MAX, attachedFiles, cut, cutBetween, mailFileSize } from '../../server/services/mail-parts';
import { REFERENCE_ALPHABET, newReference } from '../../server/services/references';
import { ticketAckMail, ticketMail, type TicketRecord } from '../../server/services/ticket-mail';
import { REFERENCE_PATTERN } from '../../server/services/tickets';
import type { CheckedUpload } from '../../server/storage/types';

const file = (name: string, size: number, mime = 'image/jpeg'): CheckedUpload => ({
  url: `https://files.example/uploads/1_${'a'.repeat(32)}-${name}`,
  key: `uploads/1_${'a'.repeat(32)}-${name}`,
  name,
  size,
  mime,
});

const ticket = ticketSchema.parse({
  userName: 'Jane Doe',
  email: 'jane@example.com',
  meross_account: 'jane-app',
  site: 'United Kingdom',
  ticket: 'Ersatz',
  modelNum: 'HG100 – Smarter WLAN-Garagentoröffner',
  orderNum: '202-1234567-123456',
  subject: 'Gerät nicht erreichbar,seit Montag',
  details: 'The opener shows offline.\nI restarted the router.',
  attachments: '',
  device: 2,
});

const record: TicketRecord = {
  reference: 'T-7K3M9Q2X',
  ticket,
  site: 'United Kingdom',
  category: { name: 'Ersatz', english: 'Replacement' },
  model: { name: 'HG100 – Smarter WLAN-Garagentoröffner', english: 'HG100 – Smart Wi-Fi Garage Door Opener' },
  subject: { tag: { name: 'Gerät nicht erreichbar', english: 'Device offline' }, text: 'seit Montag' },
  attachments: [file('door.jpg', 1_258_291), file('noise.mp4', 20_000_000, 'video/mp4')],
  lang: 'de',
  createdAt: new Date('2026-11-23T14:27:05Z'),
};
const ctx = { brandName: 'Hearthly', supportEmail: 'support@hearthly.example', siteUrl: 'https://support.hearthly.example' };

let i18n: SiteI18n;
beforeAll(async () => {
  i18n = await createI18n();
});

describe('the ticket mail to support', () => {
  const mail = ticketMail(record, ctx);

  it('contains every field of the ticket', () => {
    for (const value of [
      'T-7K3M9Q2X',
      'Jane Doe',
      'jane@example.com',
      'jane-app',
      'United Kingdom',
      'Ersatz (English: Replacement)',
      'HG100 – Smarter WLAN-Garagentoröffner (English: HG100 – Smart Wi-Fi Garage Door Opener)',
      '202-1234567-123456',
      'Gerät nicht erreichbar (English: Device offline)',
      'seit Montag',
      'The opener shows offline.\nI restarted the router.',
      'mobile (device 2)',
      'Deutsch (de)',
      '2026-11-23 14:27 UTC',
      record.attachments[0]!.url,
      record.attachments[1]!.url,
    ]) {
      expect(mail.text).toContain(value);
    }
  });

  it('labels each field', () => {
    expect(mail.text).toMatch(/^Username: +Jane Doe$/m);
    expect(mail.text).toMatch(/^Email address: +jane@example.com$/m);
    expect(mail.text).toMatch(/^Account: +jane-app$/m);
    expect(mail.text).toMatch(/^Amazon site: +United Kingdom$/m);
    expect(mail.text).toMatch(/^Amazon order number: +202-1234567-123456$/m);
    expect(mail.text).toMatch(/^Subject tag: +Gerät nicht erreichbar \(English: Device offline\)$/m);
    expect(mail.text).toMatch(/^Subject: +seit Montag$/m);
    expect(mail.text).toMatch(/^Attachments \(2, 20\.27 MB in total\):$/m);
    expect(mail.text).toMatch(/^1\. door\.jpg \(1\.20 MB, image\/jpeg, attached\): https:/m);
    expect(mail.text).toMatch(/^2\. noise\.mp4 \(19\.07 MB, video\/mp4\): https:/m);
  });

  it('goes to support with Reply-To the visitor; its subject has the reference and the English category', () => {
    expect(mail.to).toEqual(['support@hearthly.example']);
    expect(mail.replyTo).toBe('jane@example.com');
    expect(mail.subject).toBe('[T-7K3M9Q2X] Replacement: Device offline – seit Montag');
    expect(mail.topic).toBe('ticket T-7K3M9Q2X');
  });

  it('attaches the small files and links them all', () => {
    expect(mail.attachments).toEqual([{ filename: 'door.jpg', contentType: 'image/jpeg', storageUrl: record.attachments[0]!.url }]);
    expect(mail.text).toContain('\nFiles marked attached (each up to 5 MB, 6 MB together) are also attached to this message.\n');
  });

  it('marks each file it attaches in the list, and no other', () => {
    const files = [file('a.jpg', 1_000_000), file('b.mp4', 6_000_000, 'video/mp4'), file('c.jpg', 4_000_000), file('d.jpg', 2_000_000)];
    const text = ticketMail({ ...record, attachments: files }, ctx).text;
    expect(text.match(/^\d\. .*$/gm)!.map((line) => line.replace(/: https:.*/, ''))).toEqual([
      '1. a.jpg (976.6 KB, image/jpeg, attached)',
      '2. b.mp4 (5.72 MB, video/mp4)',
      '3. c.jpg (3.81 MB, image/jpeg, attached)',
      '4. d.jpg (1.91 MB, image/jpeg)',
    ]);
  });

  it('says nothing of attached files when none is small enough', () => {
    const text = ticketMail({ ...record, attachments: [file('noise.mp4', 20_000_000, 'video/mp4')] }, ctx).text;
    expect(text).not.toContain('attached');
  });

  it('links files the site serves itself from its public address', () => {
    const local = { ...record.attachments[0]!, url: `/uploads/1_${'b'.repeat(32)}-door.jpg` };
    const text = ticketMail({ ...record, attachments: [local] }, ctx).text;
    expect(text).toContain(`: https://support.hearthly.example/uploads/1_${'b'.repeat(32)}-door.jpg`);
  });

  it('shows absent optional fields as a dash, and no attachments', () => {
    const bare = ticketMail({ ...record, ticket: { ...ticket, meross_account: '', orderNum: '' }, attachments: [] }, ctx);
    expect(bare.text).toMatch(/^Account: +—$/m);
    expect(bare.text).toMatch(/^Amazon order number: +—$/m);
    expect(bare.text).toMatch(/^Attachments: —$/m);
    expect(bare.attachments).toBeUndefined();
  });

  it('names a category once when the visitor chose it in English', () => {
    const english = ticketMail({ ...record, category: { name: 'Refund', english: 'Refund' } }, ctx);
    expect(english.text).toMatch(/^Ticket category: +Refund$/m);
  });

  it('cuts a long subject in the header (the body has it whole)', () => {
    const long = ticketMail({ ...record, ticket: { ...ticket, subject: 'x'.repeat(300) }, subject: { tag: null, text: 'x'.repeat(300) } }, ctx);
    expect(long.subject.length).toBe(150);
    expect(long.subject.endsWith('…')).toBe(true);
    expect(long.text).toContain('x'.repeat(300));
  });

  it.each([
    ['a tag and words', { tag: { name: 'Gerät nicht erreichbar', english: 'Device offline' }, text: 'seit Montag' }, 'Gerät nicht erreichbar (English: Device offline)', 'seit Montag', 'Device offline – seit Montag'],
    ['a tag alone', { tag: { name: 'Device offline', english: 'Device offline' }, text: '' }, 'Device offline', '—', 'Device offline'],
    ['words alone', { tag: null, text: 'Plug, the outdoor one, is offline' }, '—', 'Plug, the outdoor one, is offline', 'Plug, the outdoor one, is offline'],
  ])('gives the subject tag and the words apart: %s', (_case, subject, tagRow, textRow, header) => {
    const mail = ticketMail({ ...record, subject }, ctx);
    expect(mail.text).toContain(`Subject tag:         ${tagRow}\n`);
    expect(mail.text).toContain(`Subject:             ${textRow}\n`);
    expect(mail.subject).toBe(`[T-7K3M9Q2X] Replacement: ${header}`);
  });
});

describe('attached files', () => {
  it.each([
    ['each at most 5 MB', [ATTACH_FILE_MAX, ATTACH_FILE_MAX + 1], [0]],
    ['at most 6 MB together, in order', [3_000_000, 3_000_000, 3_000_000, 200_000], [0, 1, 3]],
    ['exactly the total', [ATTACH_FILE_MAX, ATTACH_TOTAL_MAX - ATTACH_FILE_MAX, 1], [0, 1]],
  ])('%s', (_rule, sizes, kept) => {
    const files = sizes.map((size, i) => file(`f${i}.jpg`, size));
    expect(attachedFiles(files).map((a) => a.filename)).toEqual(kept.map((i) => `f${i}.jpg`));
  });

  it('keep a message within what a relay takes by default (Postfix: 10,240,000 bytes), in base64 with its line breaks', () => {
    expect([ATTACH_FILE_MAX, ATTACH_TOTAL_MAX]).toEqual([5 * 1_048_576, 6 * 1_048_576]);
    // 4 characters for 3 bytes, and CRLF after every 76 characters: under 9 MB with the text and headers.
    const encoded = Math.ceil(ATTACH_TOTAL_MAX / 3) * 4 * (78 / 76);
    expect(encoded).toBeLessThan(8_700_000);
  });
});

describe('sizes in the mails to the staff', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1.0 KB'],
    [5_210, '5.1 KB'],
    [1_048_370, '1023.8 KB'],
    [1_048_575, '1.00 MB'],
    [1_048_576, '1.00 MB'],
    [52_428_800, '50.00 MB'],
  ])('%i bytes → %s', (bytes, shown) => {
    expect(mailFileSize(bytes)).toBe(shown);
  });
});

describe('the acknowledgement to the visitor', () => {
  const ack = (lang: 'de' | 'en' | 'fr' | 'ja') => {
    const instance = i18n.forLanguage(lang);
    return ticketAckMail({ ...record, lang }, (key, options) => instance.t(key, options), ctx);
  };

  it('goes to the visitor, replies to support, in their language', () => {
    const mail = ack('de');
    expect(mail.to).toEqual(['jane@example.com']);
    expect(mail.replyTo).toBe('support@hearthly.example');
    expect(mail.subject).toBe('Ihre Anfrage an den Hearthly-Support (T-7K3M9Q2X)');
    expect(mail.topic).toBe('ticket-ack T-7K3M9Q2X');
    expect(mail.text).toMatch(/^Hallo,$/m);
    // The reference to quote, a paragraph of its own.
    expect(mail.text).toContain('\n\nIhre Referenznummer lautet T-7K3M9Q2X.');
    expect(mail.attachments).toBeUndefined();
  });

  // Anyone can give any address in the form: what the sender typed must not reach it under the brand's name.
  it.each(['en', 'de', 'fr', 'ja'] as const)('in %s, carries nothing the sender typed: only fixed words and the reference', (lang) => {
    const mail = ack(lang);
    for (const typed of [ticket.userName, ticket.meross_account, ticket.orderNum, ticket.subject, ticket.details, 'door.jpg']) {
      expect(mail.text).not.toContain(typed);
    }
    expect(mail.text).toContain('T-7K3M9Q2X');
  });

  it('ends with the team\'s name', () => {
    expect(ack('en').text).toMatch(/Kind regards,\nThe Hearthly Support team$/);
  });

  it('has no untranslated key in any language', () => {
    for (const lang of ['en', 'de', 'ja'] as const) expect(ack(lang).text).not.toMatch(/ticket:|ack\.|fields\./);
  });
});

describe('references', () => {
  it('are T- and 8 characters without look-alikes', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OIL]/);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const reference = newReference('T');
      expect(reference).toMatch(REFERENCE_PATTERN);
      seen.add(reference);
    }
    expect(seen.size).toBe(2000);
  });
});

describe('cutBetween', () => {
  it.each([
    ['fits whole', ['A ', 'name', ' (NL)'], 20, 'A name (NL)'],
    ['the value gives way', ['A ', 'long name here', ' (NL)'], 12, 'A long… (NL)'],
    ['never half an emoji', ['A ', 'x😀😀😀', ' (NL)'], 10, 'A x… (NL)'],
    ['fixed words too long: cut whole', ['A long prefix ', 'name', ' (NL)'], 8, 'A long …'],
  ] as const)('%s', (_, [before, value, after], max, expected) => {
    const result = cutBetween(before, value, after, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });
});

describe('cut', () => {
  it.each([
    ['short', 10, 'short'],
    ['exactly10!', 10, 'exactly10!'],
    ['eleven char', 10, 'eleven ch…'],
    // An emoji is two UTF-16 units: a cut that would fall between them falls before it.
    ['x😀😀😀😀😀', 5, 'x😀…'],
    ['xx😀😀😀😀', 5, 'xx😀…'],
    ['日本語のタイトルです', 5, '日本語の…'],
  ])('%j to %i → %j', (text, max, expected) => {
    const result = cut(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
    expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });
});
