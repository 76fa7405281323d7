// The support ticket's rules, as the browser and the server both apply them: every required field and
// its message, the e-mail pattern, the lengths, control characters, the subject's "tag,text" form.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { advisorySchema } from '../../shared/forms/advisory';
import { EMAIL_PATTERN } from '../../shared/forms/fields';
import { MAX_UPLOAD_FILES, STORED_URL_MAX } from '../../shared/uploads';
import { formIssues, issueText } from '../../shared/forms/issues';
import { AMAZON_SITES, DETAILS_HARD_MAX, SUBJECT_TAG_MAX, SUBJECT_TEXT_MAX, composeSubject, ticketSchema } from '../../shared/forms/ticket';

const VALID = {
  userName: 'Jane',
  email: 'jane@example.com',
  meross_account: '',
  site: 'Japan',
  ticket: 'Refund',
  modelNum: 'HP110',
  orderNum: '',
  subject: 'Hello',
  details: 'It broke.',
  attachments: '',
  device: 1,
};

/** The issue keys of a ticket with `change`, by field. */
function issues(change: Record<string, unknown>): Record<string, string> {
  const parsed = ticketSchema.safeParse({ ...VALID, ...change });
  return parsed.success ? {} : Object.fromEntries(formIssues(parsed.error).map((i) => [i.field, i.key]));
}

const english = JSON.parse(fs.readFileSync(path.resolve('locales/en/forms.json'), 'utf8')) as { errors: Record<string, string> };
const say = (key: string, values: Record<string, unknown> = {}) =>
  english.errors[key.replace(/^errors\./, '')]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

describe('ticket schema: required fields and their messages', () => {
  it.each([
    ['userName', '', 'username is required'],
    ['userName', '  \t ', 'username is required'],
    ['userName', undefined, 'username is required'],
    ['email', '', 'email address is required'],
    ['email', null, 'email address is required'],
    ['site', '', 'amazon site is required'],
    ['site', undefined, 'amazon site is required'],
    ['ticket', '', 'ticket category is required'],
    ['modelNum', '', 'model number is required'],
    ['subject', '', 'subject is required'],
    ['details', '\n\n', 'detail is required'],
    // Invisible characters alone are nothing filled in: direction marks, zero-width space and joiner, soft hyphen, BOM.
    ['userName', '\u200f\u200e', 'username is required'],
    ['modelNum', ' \u200b\u200d ', 'model number is required'],
    ['subject', '\u00ad\ufeff', 'subject is required'],
    ['details', '\u200b\n\u2060\n', 'detail is required'],
    // …and the others a reader does not see: the combining grapheme joiner, a variation selector, a Hangul filler.
    ['userName', '\u034f', 'username is required'],
    ['subject', '\ufe0f', 'subject is required'],
    ['userName', '\u3164', 'username is required'],
  ])('%s = %j: "%s"', (field, value, message) => {
    const found = issues({ [field]: value });
    expect(Object.keys(found)).toEqual([field]);
    expect(say(found[field]!)).toBe(message);
  });

  it('a valid ticket has no issue, and the optional fields may be absent', () => {
    expect(issues({})).toEqual({});
    expect(issues({ meross_account: undefined, orderNum: undefined, attachments: undefined })).toEqual({});
  });

  it('an empty ticket names every required field, in order', () => {
    const parsed = ticketSchema.safeParse({ device: 2 });
    expect(parsed.success).toBe(false);
    const messages = formIssues(parsed.error!).map((i) => issueText((key, o) => say(key, o), i, i.field, 'en'));
    expect(messages).toEqual([
      'username is required',
      'email address is required',
      'amazon site is required',
      'ticket category is required',
      'model number is required',
      'subject is required',
      'detail is required',
    ]);
  });
});

describe('ticket schema: the e-mail pattern', () => {
  it.each([
    'jane@example.com',
    'jane.doe@example.co.uk',
    'jane-doe+support@mail.example.com',
    'j_d@sub-domain.example.org',
    'JANE@EXAMPLE.COM',
    '  jane@example.com  ',
    `${'j'.repeat(64)}@${'e'.repeat(63)}.com`,
    // Leading and trailing white space, a final line break included, is trimmed away.
    'jane@example.com\r\n',
    // International domains, in the ASCII form the browser sends (bücher.de, пример.рф).
    'jane@xn--bcher-kva.de',
    'jane@xn--e1afmkfd.xn--p1ai',
    'jane@mail.xn--bcher-kva.example',
  ])('accepts %j', (email) => expect(issues({ email })).toEqual({}));

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@@example.com',
    'jane doe@example.com',
    'jane@exa mple.com',
    '.jane@example.com',
    'jane.@example.com',
    'jane@example..com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@--example.com',
    'jane@example.com--',
    'jane--doe@example.com',
    'jäne@example.com',
    // Past RFC 5321's limits on the parts, which mail servers refuse: 65 characters before the @, a
    // name of 64 in the domain.
    `${'j'.repeat(65)}@example.com`,
    `jane@${'e'.repeat(64)}.com`,
    'jane@example.com,bob@example.com',
  ])('refuses %j: "Email format error"', (email) => {
    const key = issues({ email }).email;
    expect(key && say(key)).toBe('Email format error');
  });

  it('reads every address the pattern takes in the same way, as the way it was written before', () => {
    // The pattern before it was written for linear time, with a run of hyphens as one joint of the
    // domain: the same language, read in many ways.
    const before = /^\w+([-+.]\w+)*@\w+(-+\w+|\.\w+)*\.\w+(-+\w+|\.\w+)*$/;
    const parts = ['a', 'b1', '_', '.', '-', '--', '+', '@', '..', 'x.y', 'ä', ' '];
    const samples: string[] = [];
    for (const a of parts) for (const b of parts) for (const c of parts) for (const d of parts) samples.push(`${a}${b}@${c}${d}.com`, `${a}@${b}${c}${d}`);
    for (const sample of samples) expect(EMAIL_PATTERN.test(sample), sample).toBe(before.test(sample));
  });

  it('refuses a long address that nearly matches, by its length first', () => {
    // 62 kB of "a." after the @ took the pattern of before 5 s of CPU, and this one (200 kB) would take it
    // minutes: the test's time limit is what catches its return. Now the length check stops the field
    // first, and the pattern itself reads each character once.
    const long = `a@${'a.'.repeat(100_000)}a!`;
    expect(issues({ email: long }).email).toBe('errors.tooLong');
    expect(EMAIL_PATTERN.test(long)).toBe(false);
  });

  it.each([
    // Typed with a Japanese input method in full-width mode: the address the visitor sees.
    ['ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ', 'jane@example.com'],
    ['jane＠example.com', 'jane@example.com'],
    ['Ｊａｎｅ．Ｄｏｅ＋ｓｕｐｐｏｒｔ＠ｍａｉｌ．ｅｘａｍｐｌｅ．ｊｐ', 'Jane.Doe+support@mail.example.jp'],
    // The ideographic space is white space: trimmed.
    ['\u3000jane@example.com\u3000', 'jane@example.com'],
    // The ideographic full stop (and its half-width form) a Japanese input method types for ".".
    ['ｊａｎｅ＠ｅｘａｍｐｌｅ。ｃｏｍ', 'jane@example.com'],
    ['jane@example｡co｡jp', 'jane@example.co.jp'],
  ])('reads the full-width address %j as %j, on both sides', (email, kept) => {
    expect(issues({ email })).toEqual({});
    expect(ticketSchema.parse({ ...VALID, email }).email).toBe(kept);
  });

  it('still refuses a full-width address that is no address once read as ASCII', () => {
    expect(issues({ email: 'ｊａｎｅ＠ｅｘａｍｐｌｅ' }).email).toBe('errors.emailFormat');
    expect(issues({ email: 'じぇーん@example.com' }).email).toBe('errors.emailFormat');
  });

  it.each([
    ['１２３－４５６７８９０－１２３４５６', '123-4567890-123456'],
    ['１２３ー４５６７８９０ー１２３４５６', '123-4567890-123456'],
    ['123ｰ4567890ｰ123456', '123-4567890-123456'],
    ['123\u20134567890\u2212123456', '123-4567890-123456'],
    ['ＨＳ－１００２３４', 'HS-100234'],
    ['注文番号なし', '注文番号なし'],
    ['', ''],
  ])('keeps the order number %j as %j', (orderNum, kept) => {
    expect(ticketSchema.parse({ ...VALID, orderNum }).orderNum).toBe(kept);
  });

  it('keeps the account as the e-mail address is kept: copied full-width from it, it is the same address', () => {
    const email = 'ｊａｎｅ＠ｅｘａｍｐｌｅ。ｃｏｍ';
    const ticket = ticketSchema.parse({ ...VALID, email, meross_account: email });
    expect([ticket.email, ticket.meross_account]).toEqual(['jane@example.com', 'jane@example.com']);
    expect(ticketSchema.parse({ ...VALID, meross_account: 'ｍｙ－ａｐｐ　ｎａｍｅ' }).meross_account).toBe('my-app name');
  });

  it('the account is any text, not checked as an e-mail', () => {
    expect(issues({ meross_account: 'my-app-name' })).toEqual({});
  });
});

/** An e-mail address of `length` characters within RFC 5321's limits on its parts (64 before the @, 63 a name). */
function longAddress(length: number): string {
  const names = length - '@'.length - 64 - '.com'.length;
  let domain = '';
  for (let name = 0; domain.length < names; ) {
    if (name === 62 && domain.length < names - 1) {
      domain += '.';
      name = 0;
    } else {
      domain += 'b';
      name++;
    }
  }
  return `${'a'.repeat(64)}@${domain}.com`;
}

describe('ticket schema: lengths, types and controls', () => {
  it.each([
    ['userName', 100],
    ['email', 254],
    ['meross_account', 254],
    ['ticket', 100],
    ['modelNum', 100],
    ['orderNum', 40],
    ['subject', SUBJECT_TEXT_MAX],
    ['details', DETAILS_HARD_MAX],
  ])('%s: at most %i characters', (field, max) => {
    const fill = (n: number) => (field === 'email' ? longAddress(n) : 'a'.repeat(n));
    expect(issues({ [field]: fill(max) })).toEqual({});
    const found = formIssues(ticketSchema.safeParse({ ...VALID, [field]: fill(max + 1) }).error!);
    expect(found).toEqual([{ field, key: 'errors.tooLong', values: { max } }]);
  });

  it.each([
    // Each "㎑" is "kHz" in NFKC, each U+FDFA eighteen characters: short as typed, over the limit as kept.
    ['email', `${'㎑'.repeat(21)}@${`${'㎑'.repeat(21)}.`.repeat(9)}${'㎑'.repeat(21)}.com`, 254],
    ['meross_account', '\ufdfa'.repeat(254), 254],
    ['orderNum', '\ufdfa'.repeat(40), 40],
  ])('%s: the limit holds for the value as kept, after its NFKC form lengthened it', (field, value, max) => {
    expect(value.length).toBeLessThanOrEqual(max);
    const found = formIssues(ticketSchema.safeParse({ ...VALID, [field]: value }).error!);
    expect(found).toEqual([{ field, key: 'errors.tooLong', values: { max } }]);
  });

  it('a length is counted after trimming', () => {
    expect(issues({ userName: `  ${'a'.repeat(100)}  ` })).toEqual({});
  });

  it.each(['userName', 'email', 'meross_account', 'ticket', 'modelNum', 'orderNum', 'subject'])(
    'one-line %s refuses CR, LF, tab and other controls inside it',
    (field) => {
      for (const control of ['\r', '\n', '\r\n', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029', '\u202e', '\u2066']) {
        const value = field === 'email' ? `ja${control}ne@example.com` : `a${control}b`;
        expect(issues({ [field]: value })[field], JSON.stringify(value)).toBe('errors.controlCharacters');
      }
    },
  );

  it.each(['userName', 'meross_account', 'ticket', 'modelNum', 'orderNum', 'subject', 'details'])(
    '%s refuses half of a surrogate pair, and takes a whole one',
    (field) => {
      for (const half of ['\ud800', '\udfff', 'a\ud83db', 'a\ude00b']) {
        expect(issues({ [field]: half })[field], JSON.stringify(half)).toBe('errors.invalidCharacter');
      }
      expect(issues({ [field]: 'a\u{1f600}b' })[field]).toBeUndefined();
    },
  );

  it('the details keep line breaks and tabs but refuse other controls', () => {
    expect(issues({ details: 'line one\r\nline two\n\tindented\u2028line three\u2029' })).toEqual({});
    for (const control of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u007f', '\u0085', '\u202a', '\u202d', '\u202e', '\u2069']) {
      expect(issues({ details: `a${control}b` }).details).toBe('errors.controlCharactersText');
    }
  });

  it('takes the right-to-left and left-to-right marks, which reorder nothing', () => {
    expect(issues({ userName: 'Dana \u200fכהן\u200f', details: 'a\u200eb' })).toEqual({});
  });

  it.each([
    ['userName', 42, 'errors.notText'],
    ['userName', ['Jane'], 'errors.notText'],
    ['details', { text: 'x' }, 'errors.notText'],
    ['site', 'Brazil', 'errors.siteRequired'],
    ['site', 'germany', 'errors.siteRequired'],
    ['device', 0, 'errors.deviceInvalid'],
    ['device', '2', 'errors.deviceInvalid'],
    ['device', undefined, 'errors.deviceInvalid'],
    ['attachments', ['https://x/a.jpg'], 'errors.attachmentsInvalid'],
  ])('%s = %j: %s', (field, value, key) => expect(issues({ [field]: value })).toEqual({ [field]: key }));

  it('takes the 13 Amazon sites by their English names', () => {
    expect(AMAZON_SITES).toHaveLength(13);
    for (const site of AMAZON_SITES) expect(issues({ site })).toEqual({});
  });
});

describe('ticket schema: attachments', () => {
  it('splits the comma-joined URLs, trimming and dropping empty parts', () => {
    const parsed = ticketSchema.parse({ ...VALID, attachments: ' https://f/a.jpg, ,https://f/b.png,' });
    expect(parsed.attachments).toEqual(['https://f/a.jpg', 'https://f/b.png']);
    expect(ticketSchema.parse(VALID).attachments).toEqual([]);
  });

  it('takes at most 20 files', () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://f/${i}.jpg`).join(',');
    expect(issues({ attachments: urls(20) })).toEqual({});
    expect(issues({ attachments: urls(21) })).toEqual({ attachments: 'errors.tooManyFiles' });
    // A URL given twice is one file.
    expect(issues({ attachments: `${urls(20)},https://f/0.jpg` })).toEqual({});
    expect(ticketSchema.parse({ ...VALID, attachments: `${urls(2)},https://f/0.jpg` }).attachments).toEqual(['https://f/0.jpg', 'https://f/1.jpg']);
  });

  it('takes 20 files of the longest URL a stored file may have (names in Japanese, percent-encoded)', () => {
    const url = (i: number) => `https://f/${i}`.padEnd(STORED_URL_MAX, '%E5');
    const longest = Array.from({ length: MAX_UPLOAD_FILES }, (_, i) => url(i));
    expect(issues({ attachments: longest.join(',') })).toEqual({});
    expect(ticketSchema.parse({ ...VALID, attachments: longest.join(',') }).attachments).toEqual(longest);
    expect(advisorySchema.safeParse({ title: 'XSS in the app', files: longest.join(',') }).success).toBe(true);
  });
});

describe('the subject', () => {
  it.each([
    [undefined, 'My door', 'My door'],
    ['Device offline', 'since Monday', 'Device offline,since Monday'],
    ['Device offline', '  ', 'Device offline,'],
    ['', ' text ', 'text'],
  ])('tag %j and text %j make %j', (tag, text, subject) => expect(composeSubject(tag, text)).toBe(subject));

  it('a tag alone is a subject', () => {
    expect(issues({ subject: composeSubject('Missing parts', '') })).toEqual({});
  });

  // The subject box takes SUBJECT_TEXT_MAX characters whatever tag is chosen, and that is the limit a refusal names.
  const text = (n: number) => 'a'.repeat(n);
  const longestTag = 'T'.repeat(SUBJECT_TAG_MAX);
  it.each([
    ['no tag, the longest text', undefined, text(SUBJECT_TEXT_MAX), null],
    ['a tag and the longest text', 'Device offline', text(SUBJECT_TEXT_MAX), null],
    ['the longest tag and the longest text', longestTag, text(SUBJECT_TEXT_MAX), null],
    ['the longest tag alone', longestTag, '', null],
    ['a text with commas and no tag', undefined, `${text(100)}, ${text(100)}, ${text(98)}`, null],
    ['no tag, one character too many', undefined, text(SUBJECT_TEXT_MAX + 1), SUBJECT_TEXT_MAX],
    ['a tag, one character too many', 'Device offline', text(SUBJECT_TEXT_MAX + 1), SUBJECT_TEXT_MAX],
    ['a tag longer than any offered', `${longestTag}T`, text(SUBJECT_TEXT_MAX - 1), SUBJECT_TEXT_MAX],
    ['the longest tag, one character too many', longestTag, text(SUBJECT_TEXT_MAX + 1), SUBJECT_TEXT_MAX],
  ])('%s', (_, tag, typed, max) => {
    const parsed = ticketSchema.safeParse({ ...VALID, subject: composeSubject(tag, typed) });
    if (max === null) expect(parsed.success).toBe(true);
    else expect(formIssues(parsed.error!)).toEqual([{ field: 'subject', key: 'errors.tooLong', values: { max } }]);
  });
});
