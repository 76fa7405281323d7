// The mail of a security advisory, to the security team (SECURITY_EMAIL), in English: the reference, when
// it arrived, the page's language, the title, and every file linked (from the site's address) with the
// small ones attached. The form takes no e-mail address, so there is no Reply-To and no acknowledgement:
// the reporter's contact details, if any, are in the report itself.
import type { Advisory } from '../../shared/forms/advisory';
import { LANGUAGE_NAMES, type Language } from '../../shared/i18n';
import type { MailMessage } from '../mail/types';
import type { CheckedUpload } from '../storage/types';
import { attachedFiles, attachmentList, cut, table, utc } from './mail-parts';

/** A stored advisory, as the mail tells it. */
export interface AdvisoryRecord {
  reference: string;
  advisory: Advisory;
  files: CheckedUpload[];
  lang: Language;
  createdAt: Date;
}

export interface AdvisoryMailContext {
  securityEmail: string;
  /** This site's public address: stored files served by the site (/uploads/…) are linked from it. */
  siteUrl: string;
}

/** The title is cut here in the mail's Subject header (the body has it whole). */
const SUBJECT_HEADER_MAX = 150;

export function advisoryMail(record: AdvisoryRecord, ctx: AdvisoryMailContext): MailMessage {
  const { reference, advisory, files } = record;
  const attached = attachedFiles(files);
  const lines = [
    `Security advisory ${reference}`,
    '',
    table([
      ['Received', utc(record.createdAt)],
      ['Page language', `${LANGUAGE_NAMES[record.lang]} (${record.lang})`],
    ]),
    '',
    'Title:',
    advisory.title,
    '',
    attachmentList(files, attached, ctx.siteUrl),
    '',
    'The form takes no e-mail address: the reporter\'s contact details, if they gave any, are in the report.',
    `Please quote ${reference} in every message about this report.`,
  ];
  return {
    to: [ctx.securityEmail],
    subject: cut(`[${reference}] Security advisory: ${advisory.title}`, SUBJECT_HEADER_MAX),
    text: lines.join('\n'),
    ...(attached.length > 0 ? { attachments: attached } : {}),
    topic: `advisory ${reference}`,
  };
}
