// The two messages of a beta testing application: the application for the beta team (English, every
// field, the country's and the categories' English names, Reply-To the applicant) and the
// acknowledgement to the applicant (their language, its reference and none of what they typed, Reply-To
// the beta team).
import type { BetaApplication } from '../../shared/forms/beta';
import type { Translate } from '../../shared/forms/issues';
import type { Language } from '../../shared/i18n';
import type { MailMessage } from '../mail/types';
import { NONE, cutBetween, languageLine, orNone, table, utc } from './mail-parts';

/** A chosen product category as the applicant saw it and in English. */
export interface ChosenCategory {
  id: number;
  title: string;
  english: string;
}

/** A stored application, as the messages tell it. */
export interface BetaRecord {
  /** BT- and 8 characters: what the applicant quotes. */
  reference: string;
  application: BetaApplication;
  /** The country's name in English and in the page's language. */
  country: { name: string; english: string };
  categories: ChosenCategory[];
  lang: Language;
  createdAt: Date;
}

export interface BetaMailContext {
  brandName: string;
  /** Where applications go (BETA_EMAIL, else SUPPORT_EMAIL); the acknowledgement's Reply-To. */
  betaEmail: string;
}

const SUBJECT_HEADER_MAX = 150;

/** The chosen categories in English, one numbered line each (a title may hold a comma or "&"). */
const titles = (categories: readonly ChosenCategory[]) =>
  categories.length === 0 ? [`Products to test: ${NONE}`] : ['Products to test:', ...categories.map((c, i) => `${i + 1}. ${c.english}`)];

/** The application for the beta team. */
export function betaMail(record: BetaRecord, ctx: BetaMailContext): MailMessage {
  const { application: a, reference } = record;
  const lines = [
    `Beta testing application ${reference}`,
    '',
    table([
      ['Received', utc(record.createdAt)],
      ['Page language', languageLine(record.lang)],
    ]),
    '',
    table([
      ['Username', a.username],
      ['Email address', a.email],
      ['Country', `${record.country.english} (${a.country})`],
      ['Social media', orNone(a.so_media)],
    ]),
    '',
    ...titles(record.categories),
    '',
    'Note:',
    a.note,
    '',
    `Reply to this message to answer ${a.username}: replies go to ${a.email}.`,
  ];
  return {
    to: [ctx.betaEmail],
    replyTo: a.email,
    subject: cutBetween(`Beta testing application ${reference}: `, a.username, ` (${record.country.english})`, SUBJECT_HEADER_MAX),
    text: lines.join('\n'),
    topic: `beta ${reference}`,
  };
}

/**
 * The acknowledgement to the applicant, in the language of the page they applied from: fixed words only,
 * nothing the form's sender typed (anyone can give any address in the form; see ticketAckMail).
 */
export function betaAckMail(record: BetaRecord, t: Translate, ctx: BetaMailContext): MailMessage {
  const { application: a, reference } = record;
  const lines = [
    t('beta:ack.greeting'),
    '',
    t('beta:ack.received', { brand: ctx.brandName }),
    '',
    t('beta:ack.reference', { reference }),
    '',
    t('beta:ack.notYou'),
    '',
    t('beta:ack.regards'),
    t('beta:ack.team', { brand: ctx.brandName }),
  ];
  return {
    to: [a.email],
    replyTo: ctx.betaEmail,
    subject: t('beta:ack.subject', { brand: ctx.brandName, reference }),
    text: lines.join('\n'),
    topic: `beta-ack ${reference}`,
  };
}
