// The two messages of a Partnership application (Influencer Program, Loyalty Program): the application
// for the partnership team (English, every field, Reply-To the applicant) and the acknowledgement to the
// applicant (their language, the reference and none of what they typed, Reply-To the partnership team).
// Labels and chosen values come from the `partnership` texts, in English for the team.
import type { Translate } from '../../shared/forms/issues';
import type { Language } from '../../shared/i18n';
import type { MailMessage } from '../mail/types';
import { cutBetween, labelIn, languageLine, orNone, table, utc } from './mail-parts';

export type PartnershipProgram = 'influencer' | 'loyalty';

/** A field of the form's own (beyond name, e-mail, country and note): its value for the team and for the applicant. */
export interface ProgramField {
  field: string;
  english: string;
  local: string;
}

/** A stored application, as the messages tell it. */
export interface PartnershipRecord {
  program: PartnershipProgram;
  reference: string;
  name: string;
  email: string;
  /** The ISO code, and the country's name in the page's language and in English. */
  country: { code: string; name: string; english: string };
  fields: ProgramField[];
  /** Several values of one field (the channel links), one per line after the table. */
  list?: { field: string; items: string[] };
  note: string;
  lang: Language;
  createdAt: Date;
}

export interface PartnershipMailContext {
  brandName: string;
  /** PARTNERSHIP_EMAIL: where applications go; the acknowledgement's Reply-To. */
  partnershipEmail: string;
}

const SUBJECT_HEADER_MAX = 150;

/** The message's body in the language of `t`: the table of fields, the list (numbered), the note. */
function body(record: PartnershipRecord, t: Translate, rows: [string, string][], value: (f: ProgramField) => string): string[] {
  const label = (field: string) => t(`partnership:fields.${field}.label`);
  const labelled = labelIn(t);
  const list = record.list ? ['', labelled(label(record.list.field)), ...record.list.items.map((item, i) => `${i + 1}. ${item}`)] : [];
  return [
    table([...rows, ...record.fields.map((f): [string, string] => [label(f.field), value(f)])], labelled),
    ...list,
    '',
    labelled(label('note')),
    orNone(record.note),
  ];
}

/** The application for the partnership team, in English (`english` is the English `t`). */
export function partnershipMail(record: PartnershipRecord, english: Translate, ctx: PartnershipMailContext): MailMessage {
  const programme = english(`partnership:${record.program}.mailTitle`);
  const label = (field: string) => english(`partnership:fields.${field}.label`);
  const lines = [
    `${programme} ${record.reference}`,
    '',
    table([
      ['Received', utc(record.createdAt)],
      ['Page language', languageLine(record.lang)],
    ]),
    '',
    ...body(
      record,
      english,
      [
        [label('name'), record.name],
        [label('email'), record.email],
        [label('country'), `${record.country.english} (${record.country.code})`],
      ],
      (f) => f.english,
    ),
    '',
    `Reply to this message to answer ${record.name}: replies go to ${record.email}.`,
  ];
  return {
    to: [ctx.partnershipEmail],
    replyTo: record.email,
    subject: cutBetween(`${programme} ${record.reference}: `, record.name, ` (${record.country.english})`, SUBJECT_HEADER_MAX),
    text: lines.join('\n'),
    topic: `${record.program} ${record.reference}`,
  };
}

/**
 * The acknowledgement to the applicant, in the language of the page they applied from: fixed words and the
 * reference, nothing the form's sender typed (anyone can give any address in the form; see ticketAckMail).
 */
export function partnershipAckMail(record: PartnershipRecord, t: Translate, ctx: PartnershipMailContext): MailMessage {
  const lines = [
    t('partnership:ack.greeting'),
    '',
    t(`partnership:${record.program}.ack.received`, { brand: ctx.brandName }),
    '',
    t('partnership:ack.reference', { reference: record.reference }),
    '',
    t('partnership:ack.notYou'),
    '',
    t('partnership:ack.regards'),
    t(`partnership:${record.program}.ack.team`, { brand: ctx.brandName }),
  ];
  return {
    to: [record.email],
    replyTo: ctx.partnershipEmail,
    subject: t(`partnership:${record.program}.ack.subject`, { brand: ctx.brandName, reference: record.reference }),
    text: lines.join('\n'),
    topic: `${record.program}-ack ${record.reference}`,
  };
}
