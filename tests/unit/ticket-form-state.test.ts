// The Email Support form's state: what it sends, which field shows which error, the "same as email
// address" choice, the subject tags, the draft kept in the tab, and Confirm counting a double click once.
import { describe, expect, it } from 'vitest';
import type { SupportOption } from '../../shared/api';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads';
import { firstCallWithin } from '../../client/components/form/form-dialogs';
import { toggledTag } from '../../client/components/form/tag-group';
import {
  EMPTY_TICKET,
  TICKET_FIELD_ORDER,
  ticketDraft,
  ticketErrors,
  ticketPayload,
  ticketTransitions,
  type TicketChoices,
  type TicketValues,
} from '../../client/pages/email-support/state';

const option = (id: number, name: string): SupportOption => ({ id, name, information: `About ${name}` });
const choices: TicketChoices = {
  categories: [option(1, 'Ersatz'), option(4, 'Fehlerbehebung')],
  models: [option(1, 'HG100'), option(4, 'HP110')],
  subjects: [option(1, 'Gerät nicht erreichbar'), option(5, 'Fehlende Teile')],
};

const FILLED: TicketValues = {
  ...EMPTY_TICKET,
  userName: 'Jane',
  email: 'jane@example.com',
  site: 'Germany',
  categoryId: '4',
  modelId: '1',
  subjectTagId: '5',
  subjectText: 'Screws',
  details: 'Two screws missing.',
};
const ctx = { choices, layout: 'desktop' as const, detailsMax: 2000 };
const keys = (values: TicketValues, over: Partial<typeof ctx> = {}) =>
  Object.fromEntries(Object.entries(ticketErrors(values, { ...ctx, ...over })).map(([field, issue]) => [field, issue!.key]));

describe('the payload', () => {
  it('sends the chosen names in the page language, the subject as tag,text and the device of the layout', () => {
    expect(ticketPayload(FILLED, choices, 'mobile')).toEqual({
      userName: 'Jane',
      email: 'jane@example.com',
      meross_account: '',
      site: 'Germany',
      ticket: 'Fehlerbehebung',
      modelNum: 'HG100',
      orderNum: '',
      subject: 'Fehlende Teile,Screws',
      details: 'Two screws missing.',
      attachments: '',
      device: 2,
    });
    expect(ticketPayload(FILLED, choices, 'desktop').device).toBe(1);
  });

  it('sends the text alone without a tag, and the attachments comma-joined', () => {
    const files = [
      { name: 'a.jpg', url: 'https://f/uploads/a.jpg', size: 10 },
      { name: 'b.mp4', url: 'https://f/uploads/b.mp4', size: 20 },
    ];
    const payload = ticketPayload({ ...FILLED, subjectTagId: '', attachments: files }, choices, 'desktop');
    expect(payload.subject).toBe('Screws');
    expect(payload.attachments).toBe('https://f/uploads/a.jpg,https://f/uploads/b.mp4');
  });

  it('sends an id that is no longer offered as no choice', () => {
    expect(ticketPayload({ ...FILLED, categoryId: '99', subjectTagId: '42' }, choices, 'desktop')).toMatchObject({
      ticket: '',
      subject: 'Screws',
    });
  });
});

describe('errors by field', () => {
  it('an empty form: every required field, under the field the visitor sees', () => {
    expect(keys(EMPTY_TICKET)).toEqual({
      userName: 'errors.usernameRequired',
      email: 'errors.emailRequired',
      site: 'errors.siteRequired',
      categoryId: 'errors.ticketRequired',
      modelId: 'errors.modelRequired',
      subjectText: 'errors.subjectRequired',
      details: 'errors.detailRequired',
    });
    // Each is a field the form shows, so submit can focus it.
    for (const field of Object.keys(keys(EMPTY_TICKET))) expect(TICKET_FIELD_ORDER).toContain(field);
  });

  it('a filled form has none; a tag alone is a subject', () => {
    expect(keys(FILLED)).toEqual({});
    expect(keys({ ...FILLED, subjectText: '' })).toEqual({});
    expect(keys({ ...FILLED, subjectTagId: '', subjectText: ' ' })).toEqual({ subjectText: 'errors.subjectRequired' });
  });

  it.each([
    [{ email: 'jane@' }, { email: 'errors.emailFormat' }],
    [{ account: 'a\nb' }, { account: 'errors.controlCharacters' }],
    [{ categoryId: '99' }, { categoryId: 'errors.ticketRequired' }],
    [{ site: 'Atlantis' }, { site: 'errors.siteRequired' }],
  ])('%j → %j', (change, expected) => expect(keys({ ...FILLED, ...change })).toEqual(expected));

  it("keeps the details within the server's limit", () => {
    const details = 'x'.repeat(101);
    expect(ticketErrors({ ...FILLED, details }, { ...ctx, detailsMax: 100 }).details).toEqual({
      field: 'details',
      key: 'errors.tooLong',
      values: { max: 100 },
    });
    expect(keys({ ...FILLED, details: ` ${'x'.repeat(100)} ` }, { detailsMax: 100 })).toEqual({});
  });

  it('leaves the attachments\' total and running uploads to the uploader', () => {
    const file = (size: number, i: number) => ({ name: `${i}.mp4`, url: `https://f/${i}.mp4`, size });
    expect(keys({ ...FILLED, attachments: [file(MAX_UPLOAD_BYTES, 0), file(1, 1)] })).toEqual({});
  });
});

describe('same as email address', () => {
  it('copies the e-mail address while on and follows its changes; off keeps the copy', () => {
    let v = ticketTransitions.email(EMPTY_TICKET, 'a@example.com');
    expect(v.account).toBe('');
    v = ticketTransitions.sameAsEmail(v, true);
    expect(v).toMatchObject({ sameAsEmail: true, account: 'a@example.com' });
    v = ticketTransitions.email(v, 'b@example.com');
    expect(v.account).toBe('b@example.com');
    v = ticketTransitions.sameAsEmail(v, false);
    expect(v).toMatchObject({ sameAsEmail: false, account: 'b@example.com' });
    v = ticketTransitions.email(v, 'c@example.com');
    expect(v.account).toBe('b@example.com');
  });

  it('sends the e-mail address as the account while on', () => {
    const v = ticketTransitions.sameAsEmail({ ...FILLED, account: 'old' }, true);
    expect(ticketPayload(v, choices, 'desktop').meross_account).toBe('jane@example.com');
  });
});

describe('subject tags', () => {
  it.each([
    ['', '3', '3'],
    ['3', '5', '5'],
    ['5', '5', ''],
  ])('chosen %j, pressing %j chooses %j', (selected, pressed, next) => expect(toggledTag(selected, pressed)).toBe(next));
});

describe('the draft', () => {
  it('round-trips the values and the finished uploads', () => {
    const values = { ...FILLED, attachments: [{ name: 'a.jpg', url: 'https://f/a.jpg', size: 3 }] };
    expect(ticketDraft.parse(JSON.stringify(values))).toEqual(values);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ userName: 'x' })],
    ['a wrong type', JSON.stringify({ ...FILLED, sameAsEmail: 'yes' })],
    ['a bad upload', JSON.stringify({ ...FILLED, attachments: [{ name: 'a', url: 'u', size: -1 }] })],
  ])('ignores %s', (_what, raw) => expect(ticketDraft.parse(raw)).toBeNull());

  it('is empty only when every field is', () => {
    expect(ticketDraft.isEmpty(EMPTY_TICKET)).toBe(true);
    expect(ticketDraft.isEmpty({ ...EMPTY_TICKET, sameAsEmail: true })).toBe(false);
    expect(ticketDraft.isEmpty({ ...EMPTY_TICKET, attachments: [{ name: 'a', url: 'u', size: 1 }] })).toBe(false);
  });
});

describe('Confirm', () => {
  it('counts the clicks within 200 ms as one', () => {
    let now = 1000;
    let calls = 0;
    const confirm = firstCallWithin(() => calls++, 200, () => now);
    confirm();
    now += 50;
    confirm();
    now += 149;
    confirm();
    expect(calls).toBe(1);
    now += 1;
    confirm();
    expect(calls).toBe(2);
  });
});
