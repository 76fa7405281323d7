// The two messages of a support ticket, in one place: the ticket for the support team (English, every
// field, Reply-To the visitor, attachments linked and the small ones attached) and the acknowledgement
// to the visitor (their language, the reference, and none of what they typed).
import type { Translate } from '../../shared/forms/issues';
import type { Ticket } from '../../shared/forms/ticket';
import type { Language } from '../../shared/i18n';
import type { MailMessage } from '../mail/types';
import type { CheckedUpload } from '../storage/types';
import { NONE, attachedFiles, attachmentList, cut, languageLine, orNone, table, utc } from './mail-parts';

/** A chosen option as the visitor saw it and in English. */
export interface OptionNames {
  name: string;
  english: string;
}

/**
 * The subject read back from its "tag,text" form: the tag the visitor chose from the list, if any, and the
 * words they typed (possibly none).
 */
export interface SubjectParts {
  tag: OptionNames | null;
  text: string;
}

/** A stored ticket, as the messages tell it. */
export interface TicketRecord {
  reference: string;
  ticket: Ticket;
  /** The Amazon site by its English name (the form sends a fixed value: "Netherland" is the Netherlands). */
  site: string;
  category: OptionNames;
  model: OptionNames;
  subject: SubjectParts;
  attachments: CheckedUpload[];
  lang: Language;
  createdAt: Date;
}

export interface MailContext {
  brandName: string;
  supportEmail: string;
  /** This site's public address: stored files served by the site (/uploads/…) are linked from it. */
  siteUrl: string;
}

/** The visitor's subject is cut here in the mail's Subject header (the body has it whole). */
const SUBJECT_HEADER_MAX = 150;

const FORM_NAMES: Record<number, string> = { 1: 'desktop', 2: 'mobile' };

const bothNames = (option: OptionNames) => (option.name === option.english ? option.name : `${option.name} (English: ${option.english})`);
/** A subject as one line: the tag (in the language given) and the visitor's words, each where present. */
const subjectLine = (subject: SubjectParts, tag: 'name' | 'english') => [subject.tag?.[tag], subject.text].filter(Boolean).join(' – ');

/** The ticket for the support team. */
export function ticketMail(record: TicketRecord, ctx: MailContext): MailMessage {
  const { ticket, reference } = record;
  const files = record.attachments;
  const attached = attachedFiles(files);
  const lines = [
    `Support ticket ${reference}`,
    '',
    table([
      ['Received', utc(record.createdAt)],
      ['Form', `${FORM_NAMES[ticket.device] ?? 'unknown'} (device ${ticket.device})`],
      ['Page language', languageLine(record.lang)],
    ]),
    '',
    table([
      ['Username', ticket.userName],
      ['Email address', ticket.email],
      ['Account', orNone(ticket.meross_account)],
      ['Amazon site', record.site],
      ['Ticket category', bothNames(record.category)],
      ['Model number', bothNames(record.model)],
      ['Amazon order number', orNone(ticket.orderNum)],
      ['Subject tag', record.subject.tag ? bothNames(record.subject.tag) : NONE],
      ['Subject', orNone(record.subject.text)],
    ]),
    '',
    'Details:',
    ticket.details,
    '',
    attachmentList(files, attached, ctx.siteUrl),
    '',
    `Reply to this message to answer ${ticket.userName}: replies go to ${ticket.email}.`,
  ];
  return {
    to: [ctx.supportEmail],
    replyTo: ticket.email,
    subject: cut(`[${reference}] ${record.category.english}: ${subjectLine(record.subject, 'english')}`, SUBJECT_HEADER_MAX),
    text: lines.join('\n'),
    ...(attached.length > 0 ? { attachments: attached } : {}),
    topic: `ticket ${reference}`,
  };
}

/**
 * The acknowledgement to the visitor, in the language of the page they sent it from: fixed words and the
 * reference, nothing the form's sender typed. Anyone can give any address in the form, so a text of the
 * sender's (a name, the details, a link) would be theirs to send, under the brand's name, to a stranger.
 */
export function ticketAckMail(record: TicketRecord, t: Translate, ctx: MailContext): MailMessage {
  const { ticket, reference } = record;
  const lines = [
    t('ticket:ack.greeting'),
    '',
    t('ticket:ack.received', { brand: ctx.brandName }),
    '',
    t('ticket:ack.reference', { reference }),
    '',
    t('ticket:ack.notYou'),
    '',
    t('ticket:ack.regards'),
    t('ticket:ack.team', { brand: ctx.brandName }),
  ];
  return {
    to: [ticket.email],
    replyTo: ctx.supportEmail,
    subject: t('ticket:ack.subject', { reference, brand: ctx.brandName }),
    text: lines.join('\n'),
    topic: `ticket-ack ${reference}`,
  };
}
