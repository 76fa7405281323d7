// The Partnership forms' rules, as the browser and the server both apply them: the required fields and
// their messages, the channel links (http(s) addresses, one to five, each once), the audience and focus
// choices, the order number's pattern, the product as an id; and the forms' state in the browser (what
// they send, the channel inputs added and removed).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_INFLUENCER,
  influencerErrors,
  influencerPayload,
  withChannelAdded,
  withChannelRemoved,
} from '../../client/pages/influencer-program/state';
import { EMPTY_LOYALTY, loyaltyErrors, loyaltyPayload } from '../../client/pages/loyalty-program/state';
import { formIssues } from '../../shared/forms/issues';
import {
  AUDIENCE_SIZES,
  CHANNELS_MAX,
  CHANNEL_URL_MAX,
  CONTENT_FOCUSES,
  ORDER_NUMBER_MAX,
  PARTNER_NAME_MAX,
  PARTNER_NOTE_MAX,
  influencerSchema,
  isChannelUrl,
  isOrderNumber,
  loyaltySchema,
} from '../../shared/forms/partnership';

const INFLUENCER = {
  name: 'Jane',
  email: 'jane@example.com',
  country: 'JP',
  channels: ['https://www.youtube.com/@jane'],
  audience: '1k-10k',
  focus: 'reviews',
  note: '',
};
const LOYALTY = { name: 'Max', email: 'max@example.com', country: 'AT', orderNumber: '123-4567890-1234567', productId: 2, note: '' };

const issuesOf = (schema: typeof influencerSchema | typeof loyaltySchema, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : Object.fromEntries(formIssues(parsed.error).map((i) => [i.field, i.key]));
};
const influencer = (change: Record<string, unknown>) => issuesOf(influencerSchema, { ...INFLUENCER, ...change });
const loyalty = (change: Record<string, unknown>) => issuesOf(loyaltySchema, { ...LOYALTY, ...change });

const english = JSON.parse(fs.readFileSync(path.resolve('locales/en/forms.json'), 'utf8')) as { errors: Record<string, string> };

describe('channel links', () => {
  it.each([
    ['https://www.youtube.com/@jane', true],
    ['http://janedoe.example/blog?lang=en#top', true],
    ['https://www.instagram.com/jane.doe/', true],
    ['https://xn--ls8h.la/', true],
    ['https://例え.jp/チャンネル', true],
    ['youtube.com/@jane', false],
    ['www.youtube.com/@jane', false],
    ['javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['ftp://files.example.com/', false],
    ['mailto:jane@example.com', false],
    ['https://localhost/', false],
    ['https://example./', false],
    ['https://jane:pw@example.com/', false],
    ['https://jane@example.com/', false],
    ['https://exa mple.com/', false],
    ['https://example.com/a b', false],
    ['//example.com/', false],
    ['', false],
    ['https://a.com"onmouseover="alert(1)', false],
    ['https://a.com/<script>alert(1)</script>', false],
    ['https://a.com/`x`', false],
    ['https://a.com/a\\b', false],
    ['https://a.com/\ud800', false],
    ['https://youtube.com/@ian\u0000', false],
    ['https://youtube.com/@a\u0000b', false],
    ['https://youtube.com/@c\u0001\u001b[31m\u007fx', false],
    ['https://youtube.com/@c\u0085', false],
    ['https://127.0.0.1/', false],
    ['https://192.0.2.1:8080/channel', false],
    ['https://[::1]/', false],
    ['https://a_b.example.com/', false],
    ['https://-a.example.com/', false],
    ['https://a.123/', false],
    ['https://аррӏе.com/', true],
    ['https://YouTube.COM/@Jane', true],
    ["https://example.com/jane's-channel", true],
    ['https://example.com/%E4%BE%8B?q=a+b&x=%22', true],
    ['https://example.com/\u{1f600}', true],
    // Direction overrides and isolates would show the link in the team's mail as another address.
    ['https://vimeo.com/\u202eexe.gnp', false],
    ['https://vimeo.com/\u202aa', false],
    ['https://vimeo.com/\u2066a\u2069', false],
    // A character no reader sees, which the URL parser drops from the host: kept, the text would not be the address.
    ['https://ex\u200bample.com/', false],
    ['https://example.com/@ja\u00adne', false],
    ['https://example.com/\u200e', false],
    // Port 0 reaches nothing; another port is a port.
    ['https://x.example:0/', false],
    ['https://x.example:8443/', true],
  ])('%j is a channel link: %s', (value, ok) => {
    expect(isChannelUrl(value)).toBe(ok);
  });

  it.each([
    [[], 'errors.channelsRequired'],
    [['   ', ''], 'errors.channelsRequired'],
    [null, 'errors.channelsRequired'],
    ['https://a.example/', 'errors.channelsInvalid'],
    [[7], 'errors.channelsInvalid'],
    [['https://a.example/', 'nope'], 'errors.channelUrl'],
    [[`https://a.example/${'x'.repeat(CHANNEL_URL_MAX)}`], 'errors.tooLong'],
    [Array.from({ length: CHANNELS_MAX + 1 }, (_, i) => `https://s${i}.example/`), 'errors.tooManyChannels'],
  ])('channels %j: %s', (channels, key) => {
    expect(influencer({ channels })).toEqual({ channels: key });
  });

  it('takes up to five, trimmed, each once, in order; blank entries are dropped', () => {
    const five = Array.from({ length: CHANNELS_MAX }, (_, i) => `https://s${i}.example/`);
    expect(influencer({ channels: five })).toEqual({});
    const parsed = influencerSchema.parse({ ...INFLUENCER, channels: [' https://b.example/ ', '', 'https://a.example/', 'https://b.example/'] });
    expect(parsed.channels).toEqual(['https://b.example/', 'https://a.example/']);
    // A link given twice counts once toward the five.
    expect(influencer({ channels: [...five, ` ${five[0]}`] })).toEqual({});
  });

  it.each([
    // The same channel written another way: once, as first written.
    [['https://youtube.com/@a', 'https://YOUTUBE.com/@a', 'https://youtube.com/@a/', 'http://www.youtube.com/@a#videos'], ['https://youtube.com/@a']],
    [['https://instagram.com/hanako/', 'https://instagram.com/hanako'], ['https://instagram.com/hanako/']],
    // Different channels: a path's case, another path, another query, another port.
    [['https://example.com/A', 'https://example.com/a'], ['https://example.com/A', 'https://example.com/a']],
    [['https://youtube.com/@a', 'https://youtube.com/@a/shorts'], ['https://youtube.com/@a', 'https://youtube.com/@a/shorts']],
    [['https://youtube.com/watch?v=1', 'https://youtube.com/watch?v=2'], ['https://youtube.com/watch?v=1', 'https://youtube.com/watch?v=2']],
    [['https://a.example:8443/x', 'https://a.example/x'], ['https://a.example:8443/x', 'https://a.example/x']],
    // Typed full-width (a Japanese input method), with an ideographic space around it: read as ASCII, and
    // then the same channel as the one typed in ASCII.
    [['\u3000ｈｔｔｐｓ：／／ｙｏｕｔｕｂｅ．ｃｏｍ／＠ｔａｒｏ\u3000', 'https://youtube.com/@taro'], ['https://youtube.com/@taro']],
    [['https://www。youtube。com/@hanako'], ['https://www.youtube.com/@hanako']],
  ])('channels %j are kept as %j', (channels, kept) => {
    expect(influencerSchema.parse({ ...INFLUENCER, channels }).channels).toEqual(kept);
  });
});

describe('influencer schema', () => {
  it('an empty application names the required fields in order, in the words of the messages', () => {
    const parsed = influencerSchema.safeParse({});
    const keys = formIssues(parsed.error!).map((i) => i.key.replace('errors.', ''));
    expect(keys.map((k) => english.errors[k])).toEqual([
      'name is required',
      'email address is required',
      'country address is required',
      'at least one channel link is required',
      'audience size is required',
      'content focus is required',
    ]);
  });

  it.each([
    ['name', 'x'.repeat(PARTNER_NAME_MAX + 1), 'errors.tooLong'],
    ['name', 'Jane\nDoe', 'errors.controlCharacters'],
    ['name', 'Max\u2028Country: Germany', 'errors.controlCharacters'],
    ['name', 'Max\u0085x', 'errors.controlCharacters'],
    ['email', 'jane@', 'errors.emailFormat'],
    ['country', 'ZZ', 'errors.countryRequired'],
    ['audience', 'lots', 'errors.audienceRequired'],
    ['audience', 1000, 'errors.audienceRequired'],
    ['focus', 'Reviews', 'errors.focusRequired'],
    ['note', 'x'.repeat(PARTNER_NOTE_MAX + 1), 'errors.tooLong'],
    ['note', 'a\u0007b', 'errors.controlCharactersText'],
  ])('%s = %j: %s', (field, value, key) => {
    expect(influencer({ [field]: value })).toEqual({ [field]: key });
  });

  it('takes every audience size and content focus of the lists, and a note with line breaks or none', () => {
    for (const audience of AUDIENCE_SIZES) expect(influencer({ audience })).toEqual({});
    for (const focus of CONTENT_FOCUSES) expect(influencer({ focus })).toEqual({});
    expect(influencer({ note: 'one\ntwo' })).toEqual({});
    expect(influencer({ note: undefined })).toEqual({});
  });
});

describe('loyalty schema', () => {
  it.each([
    ['123-4567890-1234567', true],
    ['302-1234567-123456', true],
    ['HS-100234', true],
    ['#10045', true],
    ['A1B2', true],
    ['12', false],
    ['#123', false],
    ['ABCDEF', false],
    ['123--456', false],
    ['-12345', false],
    ['12345-', false],
    ['123 456 789', false],
    ['123_456', false],
    ['１２３４５', false],
    ['<b>1234</b>', false],
  ])('%j is an order number: %s', (value, ok) => {
    expect(isOrderNumber(value)).toBe(ok);
  });

  it.each([
    ['orderNumber', '', 'errors.orderNumberRequired'],
    ['orderNumber', undefined, 'errors.orderNumberRequired'],
    ['orderNumber', 'last week', 'errors.orderNumberFormat'],
    ['orderNumber', '1'.repeat(ORDER_NUMBER_MAX + 1), 'errors.tooLong'],
    ['orderNumber', 1234567, 'errors.notText'],
    ['productId', null, 'errors.productRequired'],
    ['productId', '2', 'errors.productRequired'],
    ['productId', 0, 'errors.productRequired'],
    ['productId', 2.5, 'errors.productRequired'],
    // A whole number no product can have (ids are 32-bit) is one not in the list; past 2^53 no whole number.
    ['productId', 1e12, 'errors.productUnknown'],
    ['productId', 2147483647, 'errors.productUnknown'],
    ['productId', 2 ** 53, 'errors.productRequired'],
    ['name', '', 'errors.nameRequired'],
    ['name', '\u200f\u200e', 'errors.nameRequired'],
    ['orderNumber', '\u200b', 'errors.orderNumberRequired'],
  ])('%s = %j: %s', (field, value, key) => {
    expect(loyalty({ [field]: value })).toEqual({ [field]: key });
  });

  it('trims the order number and keeps it as written', () => {
    expect(loyaltySchema.parse({ ...LOYALTY, orderNumber: '  hs-100234 ' }).orderNumber).toBe('hs-100234');
  });

  it.each([
    // A Japanese input method in full-width mode types the digits full-width and the minus key as the
    // long-vowel mark; other keyboards and pasted text bring the dashes and the minus sign.
    ['１２３－４５６７８９０－１２３４５６７', '123-4567890-1234567'],
    ['１２３ー４５６７８９０ー１２３４５６７', '123-4567890-1234567'],
    ['１２３ｰ４５６７８９０ｰ１２３４５６７', '123-4567890-1234567'],
    ['123\u20104567890\u20141234567', '123-4567890-1234567'],
    ['123\u22124567890\u22121234567', '123-4567890-1234567'],
    ['＃１００４５', '#10045'],
    ['\u3000ＨＳ－１００２３４\u3000', 'HS-100234'],
  ])('reads the order number %j as %j', (orderNumber, kept) => {
    expect(loyalty({ orderNumber })).toEqual({});
    expect(loyaltySchema.parse({ ...LOYALTY, orderNumber }).orderNumber).toBe(kept);
  });

  it.each(['１２３　４５６', '１２３ーー４５６', 'ＡＢＣＤＥＦ'])('still refuses %j, read as ASCII', (orderNumber) => {
    expect(loyalty({ orderNumber })).toEqual({ orderNumber: 'errors.orderNumberFormat' });
  });

  it('reads a full-width e-mail address as ASCII', () => {
    expect(loyalty({ email: 'ｍａｘ＠ｅｘａｍｐｌｅ．ａｔ' })).toEqual({});
    expect(loyaltySchema.parse({ ...LOYALTY, email: 'ｍａｘ＠ｅｘａｍｐｌｅ．ａｔ' }).email).toBe('max@example.at');
  });
});

describe('the forms in the browser', () => {
  it('the influencer form sends its channel inputs without the blank ones, and checks what it sends', () => {
    const values = { ...INFLUENCER, channels: ['', 'https://a.example/', '  '] };
    expect(influencerPayload(values).channels).toEqual(['https://a.example/']);
    expect(influencerErrors(values)).toEqual({});
    expect(Object.keys(influencerErrors(EMPTY_INFLUENCER))).toEqual(['name', 'email', 'country', 'channels', 'audience', 'focus']);
  });

  it.each([
    [[''], 'add', ['', '']],
    [['a', 'b', 'c', 'd'], 'add', ['a', 'b', 'c', 'd', '']],
    [['a', 'b', 'c', 'd', 'e'], 'add', ['a', 'b', 'c', 'd', 'e']],
    [['a', 'b', 'c'], 1, ['a', 'c']],
    [['a'], 0, ['']],
  ] as const)('channel inputs %j, %s: %j', (channels, action, expected) => {
    expect(action === 'add' ? withChannelAdded(channels) : withChannelRemoved(channels, action)).toEqual(expected);
  });

  it('the loyalty form sends the chosen product as a number, and none as null', () => {
    expect(loyaltyPayload({ ...EMPTY_LOYALTY, productId: '7' }).productId).toBe(7);
    expect(loyaltyPayload(EMPTY_LOYALTY).productId).toBeNull();
    expect(loyaltyErrors({ ...LOYALTY, productId: '2' })).toEqual({});
    expect(Object.keys(loyaltyErrors(EMPTY_LOYALTY))).toEqual(['name', 'email', 'country', 'orderNumber', 'productId']);
  });
});
