// The two messages of a support ticket, in one place: the ticket for the support team (English, every
// field, Reply-To the visitor, attachments linked and the small ones attached) and the acknowledgement
// to the visitor (their language, the reference and a copy of what they sent).
import type { Translate } from '../../shared/forms/issues';
import type { Ticket } from '../../shared/forms/ticket';
import type { Language } from '../../shared/i18n';
import { formatMegabytes } from '../../shared/uploads';
import type { MailAttachment, MailMessage } from '../mail/types';
import type { CheckedUpload } from '../storage/types';
import { NONE, cut, languageLine, orNone, table, utc } from './mail-text';

/** A chosen option as the visitor saw it and in English. */
export interface OptionNames {
  name: string;
  english: string;
}

/** A stored ticket, as the messages tell it. */
export interface TicketRecord {
  reference: string;
  ticket: Ticket;
  category: OptionNames;
  model: OptionNames;
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

/** Files up to this size are attached to the support mail as well as linked… */
export const ATTACH_FILE_MAX = 5 * 1024 * 1024;
/** …as long as the attached files stay within this together. */
export const ATTACH_TOTAL_MAX = 10 * 1024 * 1024;
/** The visitor's subject is cut here in the mail's Subject header (the body has it whole). */
const SUBJECT_HEADER_MAX = 150;

const FORM_NAMES: Record<number, string> = { 1: 'desktop', 2: 'mobile' };

const bothNames = (option: OptionNames) => (option.name === option.english ? option.name : `${option.name} (English: ${option.english})`);
const totalSize = (files: readonly CheckedUpload[]) => files.reduce((sum, f) => sum + f.size, 0);

/** The files attached to the support mail: the small ones, in order, within the total. */
export function attachedFiles(files: readonly CheckedUpload[]): MailAttachment[] {
  const attached: MailAttachment[] = [];
  let total = 0;
  for (const file of files) {
    if (file.size > ATTACH_FILE_MAX || total + file.size > ATTACH_TOTAL_MAX) continue;
    total += file.size;
    attached.push({ filename: file.name, contentType: file.mime, storageUrl: file.url });
  }
  return attached;
}

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
      ['Amazon site', ticket.site],
      ['Ticket category', bothNames(record.category)],
      ['Model number', bothNames(record.model)],
      ['Amazon order number', orNone(ticket.orderNum)],
      ['Subject', ticket.subject],
    ]),
    '',
    'Details:',
    ticket.details,
    '',
    files.length === 0
      ? `Attachments: ${NONE}`
      : [
          `Attachments (${files.length}, ${formatMegabytes(totalSize(files))} MB in total):`,
          ...files.map((f, i) => `${i + 1}. ${f.name} (${formatMegabytes(f.size)} MB, ${f.mime}): ${new URL(f.url, `${ctx.siteUrl}/`).href}`),
          ...(attached.length > 0 ? [`${attached.length} of them (each up to ${ATTACH_FILE_MAX / 1_048_576} MB) also attached to this message.`] : []),
        ].join('\n'),
    '',
    `Reply to this message to answer ${ticket.userName}: replies go to ${ticket.email}.`,
  ];
  return {
    to: [ctx.supportEmail],
    replyTo: ticket.email,
    subject: cut(`[${reference}] ${record.category.english}: ${ticket.subject}`, SUBJECT_HEADER_MAX),
    text: lines.join('\n'),
    ...(attached.length > 0 ? { attachments: attached } : {}),
    topic: `ticket ${reference}`,
  };
}

/** The acknowledgement to the visitor, in the language of the page they sent it from. */
export function ticketAckMail(record: TicketRecord, t: Translate, ctx: MailContext): MailMessage {
  const { ticket, reference } = record;
  const label = (field: string) => t(`ticket:fields.${field}.label`);
  const copy = table([
    [label('userName'), ticket.userName],
    [label('email'), ticket.email],
    [label('meross_account'), orNone(ticket.meross_account)],
    [label('site'), t(`ticket:sites.${ticket.site}`)],
    [label('ticket'), record.category.name],
    [label('modelNum'), record.model.name],
    [label('orderNum'), orNone(ticket.orderNum)],
    [label('subject'), ticket.subject],
    [label('attachments'), record.attachments.length === 0 ? NONE : record.attachments.map((f) => f.name).join(', ')],
  ]);
  const lines = [
    t('ticket:ack.greeting', { name: ticket.userName }),
    '',
    t('ticket:ack.received', { brand: ctx.brandName }),
    t('ticket:ack.reference', { reference }),
    '',
    t('ticket:ack.copy'),
    '',
    copy,
    '',
    `${label('details')}:`,
    ticket.details,
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
