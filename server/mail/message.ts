// What a queued message may hold, checked once when it is queued and again when it is sent: no value ever
// becomes a header of its own or another recipient. Addresses with a line break are refused; in free text
// that goes into a header (subject, file names) a line break becomes a space.
import crypto from 'node:crypto';
import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../shared/forms/fields';
import type { MailAttachment, MailMessage } from './types';

/** An address with the name shown beside it ('' for none). */
export interface Mailbox {
  name: string;
  address: string;
}

/** A message as the outbox stores it: every value checked, every one-line value on one line. */
export interface CleanMessage {
  to: Mailbox[];
  replyTo: Mailbox | null;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  topic: string;
}

/** Recipients of one message at most: the site writes to its own team and to the visitor. */
export const MAX_RECIPIENTS = 20;
const NAME_MAX = 200;
export const SUBJECT_MAX = 500;
const TOPIC_MAX = 200;
const FILENAME_MAX = 200;
const STORAGE_URL_MAX = 2000;

// C0 controls (CR and LF included), DEL and the C1 controls (NEL among them); the stuff of header injection.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]+/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// The line and paragraph separators of Unicode, which the forms take as line breaks and mail programs do not.
const LINE_SEPARATORS = /[\u2028\u2029]/g;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;
const anyEmail = z.email();

export class InvalidMailError extends Error {}

/** A one-line value: control characters (line breaks too) become one space; cut to `max` characters. */
export function oneLine(value: string, max: number): string {
  return value.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, max);
}

// What a mail program reads as an RFC 2047 encoded word (as leniently as the programs read it).
const ENCODED_WORD = /=\?[^?]*\?[bq]\?[^?]*\?=/i;
/** UTF-8 bytes per encoded word: 60 characters of base64, 72 with the frame, under the limit of 75. */
const WORD_BYTES = 45;

/**
 * A subject as the reader's mail program will show it: text holding what
 * reads as an encoded word ("=?utf-8?q?…?=") would be decoded there into other text than was typed, so such
 * text goes whole as encoded words (base64 of UTF-8), which decode back to exactly the text. Other text is
 * left as it is (the mail library encodes what is not ASCII).
 */
export function headerText(value: string): string {
  if (!ENCODED_WORD.test(value)) return value;
  const chunks: string[] = [''];
  for (const char of value) {
    if (Buffer.byteLength(chunks[chunks.length - 1]! + char) > WORD_BYTES) chunks.push('');
    chunks[chunks.length - 1] += char;
  }
  // The space between two encoded words is not part of the text (RFC 2047, 6.2).
  return chunks.map((chunk) => `=?UTF-8?B?${Buffer.from(chunk).toString('base64')}?=`).join(' ');
}

/** An address the forms accept (or, for addresses of the configuration, one zod accepts): one addr-spec, no spaces. */
export function isAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && (EMAIL_PATTERN.test(value) || anyEmail.safeParse(value).success);
}

/**
 * "address" or "Name <address>" → a checked mailbox. The whole value must be one line (a line break in a
 * recipient or a Reply-To is refused, never repaired), the address one valid address, and the name cannot
 * hold "<" or ">", so what is between the brackets is the only address.
 */
export function parseMailbox(value: string): Mailbox {
  if (typeof value !== 'string' || HAS_CONTROL.test(value)) throw new InvalidMailError('an address holds a line break or a control character');
  const trimmed = value.trim();
  const angled = /^([^<>]*)<([^<>]*)>$/.exec(trimmed);
  const address = (angled ? angled[2]! : trimmed).trim();
  if (!isAddress(address)) throw new InvalidMailError('not a valid e-mail address');
  const name = angled ? oneLine(angled[1]!, NAME_MAX).replace(/^"(.*)"$/, '$1').trim() : '';
  return { name, address };
}

function cleanAttachment(a: MailAttachment): MailAttachment {
  if (!a || typeof a !== 'object' || typeof a.filename !== 'string') throw new InvalidMailError('an attachment has no file name');
  if (typeof a.storageUrl !== 'string' || a.storageUrl === '' || a.storageUrl.length > STORAGE_URL_MAX || HAS_CONTROL.test(a.storageUrl) || a.storageUrl.includes(' ')) {
    throw new InvalidMailError('an attachment has no valid storageUrl');
  }
  const filename = oneLine(a.filename, FILENAME_MAX).replace(/[/\\]/g, '_') || 'attachment';
  const contentType = a.contentType && CONTENT_TYPE.test(a.contentType) ? a.contentType.toLowerCase() : undefined;
  return { filename, storageUrl: a.storageUrl, ...(contentType ? { contentType } : {}) };
}

/**
 * Check a message before it is queued; throws InvalidMailError for what cannot be sent safely. The text keeps
 * its line breaks, and a line or paragraph separator (U+2028, U+2029), a line break to the forms, becomes
 * one: in a text/plain part mail programs run the lines on either side of it together.
 */
export function cleanMessage(message: MailMessage): CleanMessage {
  if (!Array.isArray(message.to) || message.to.length === 0) throw new InvalidMailError('a message needs a recipient');
  if (message.to.length > MAX_RECIPIENTS) throw new InvalidMailError(`a message has at most ${MAX_RECIPIENTS} recipients`);
  const subject = oneLine(message.subject, SUBJECT_MAX);
  if (subject === '') throw new InvalidMailError('a message needs a subject');
  if (typeof message.text !== 'string' || message.text.trim() === '') throw new InvalidMailError('a message needs a text');
  const topic = oneLine(message.topic, TOPIC_MAX);
  if (topic === '') throw new InvalidMailError('a message needs a topic');
  return {
    to: message.to.map(parseMailbox),
    replyTo: message.replyTo === undefined || message.replyTo === '' ? null : parseMailbox(message.replyTo),
    subject,
    text: message.text.replace(LINE_SEPARATORS, '\n'),
    html: message.html ?? null,
    attachments: (message.attachments ?? []).map(cleanAttachment),
    topic,
  };
}

/** A JSON column of a row, read back; a row that does not parse cannot be sent. */
export function parseStored(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    throw new InvalidMailError('a stored value is not valid JSON');
  }
}

/** A mailbox read back from the table, checked again before it reaches the SMTP envelope. */
export function storedMailbox(value: unknown): Mailbox {
  const m = value as Partial<Mailbox> | null;
  if (!m || typeof m.address !== 'string' || !isAddress(m.address)) throw new InvalidMailError('a stored recipient is not a valid address');
  return { name: typeof m.name === 'string' ? oneLine(m.name, NAME_MAX) : '', address: m.address };
}

/** The stored recipients, checked again. */
export function storedRecipients(json: string): Mailbox[] {
  const list = parseStored(json);
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RECIPIENTS) throw new InvalidMailError('the stored recipients are not a list of 1 to 20');
  return list.map(storedMailbox);
}

/** The stored attachments, checked again. */
export function storedAttachments(json: string): MailAttachment[] {
  const list = parseStored(json);
  if (!Array.isArray(list)) throw new InvalidMailError('the stored attachments are not a list');
  return list.map((a) => cleanAttachment(a as MailAttachment));
}

/** The domain of an address (what follows its last "@"). */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}

/** A new Message-ID: `<32 random hex digits@domain>`, unique without asking anyone. */
export function newMessageId(fromAddress: string): string {
  return `<${crypto.randomBytes(16).toString('hex')}@${domainOf(fromAddress)}>`;
}

/**
 * How a team mail's list of files marks one attached to the message ("1. door.jpg (1.00 MB, image/jpeg,
 * attached): https://…"), and how the sentence after the list that explains the marks begins.
 */
export const ATTACHED_MARK = ', attached)';
export const ATTACHED_EXPLAINED = 'Files marked attached';

/** The first line of a team mail's list of files, as `attachmentList` writes it. */
const LIST_HEADER = /^Attachments \(\d+, [^()]* in total\):$/;

/** A file whose mark a message's text no longer has: its number in the list and its name. */
export interface UnmarkedFile {
  number: number;
  name: string;
}

/**
 * The text of a message sent without some of the files its list marks attached (`left`: their places
 * among the message's attachments, which the list marks in the same order), or without any ('all'): their
 * marks gone, and the sentence about the marks once no mark is left; with the files unmarked. Only the
 * list's own lines are read: the last line that heads a list as the site writes it (a visitor's text comes
 * before the list), to the first blank line. A file's name may hold anything: the mark read is the last one
 * on its line, before the link.
 */
export function withoutAttachedMarks(text: string, left: ReadonlySet<number> | 'all'): { text: string; items: UnmarkedFile[] } {
  const lines = text.split('\n');
  let start = lines.length - 1;
  while (start >= 0 && !LIST_HEADER.test(lines[start]!)) start -= 1;
  if (start < 0) return { text, items: [] };
  let end = lines.findIndex((line, i) => i > start && line.trim() === '');
  if (end < 0) end = lines.length;
  let place = -1;
  let marked = 0;
  const items: UnmarkedFile[] = [];
  const list = lines.slice(start + 1, end).map((line) => {
    const item = /^(\d+)\. /.exec(line);
    const at = line.lastIndexOf(`${ATTACHED_MARK}: `);
    if (!item || at < 0) return line;
    place += 1;
    if (left !== 'all' && !left.has(place)) {
      marked += 1;
      return line;
    }
    // The name ends where the size and type begin: " (1.00 MB, image/jpeg, attached)".
    const nameEnd = line.lastIndexOf(' (', at);
    items.push({ number: Number(item[1]), name: line.slice(item[0].length, nameEnd > item[0].length ? nameEnd : at) });
    return line.slice(0, at) + ')' + line.slice(at + ATTACHED_MARK.length);
  });
  const kept = marked > 0 ? list : list.filter((line) => !line.startsWith(ATTACHED_EXPLAINED));
  return { text: [...lines.slice(0, start + 1), ...kept, ...lines.slice(end)].join('\n'), items };
}
