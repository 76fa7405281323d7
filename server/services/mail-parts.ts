// Pieces of the plain-text mails the forms queue for the site's own teams (the support ticket, the
// security advisory): aligned "Label: value" lines, times in UTC, the attachments linked from the site's
// address, and the small ones attached as well.
import type { Translate } from '../../shared/forms/issues';
import { LANGUAGE_NAMES, type Language } from '../../shared/i18n';
import { formatMegabytes } from '../../shared/uploads';
import { ATTACHED_EXPLAINED, ATTACHED_MARK } from '../mail/message';
import type { MailAttachment } from '../mail/types';
import type { CheckedUpload } from '../storage/types';

/** Files up to this size are attached to a team's mail as well as linked… */
export const ATTACH_FILE_MAX = 5 * 1024 * 1024;
/**
 * …as long as the attached files stay within this together. Base64 makes 6 MiB about 8.6 MB in the message
 * (4 bytes for 3, and a line break every 76 characters), under 9 MB with the text: within the 10,240,000
 * bytes a Postfix relay takes by default (message_size_limit), as within most relays' limits. With 10 MiB
 * a message came to about 14 MB and such a relay refused it (552 5.3.4) on every attempt until it was
 * given up.
 */
export const ATTACH_TOTAL_MAX = 6 * 1024 * 1024;

/** What a mail shows for an empty value. */
export const NONE = '—';

/** An optional value as a mail shows it. */
export const orNone = (value: string) => (value === '' ? NONE : value);
/** A language as a team reads it: "Deutsch (de)". */
export const languageLine = (lang: Language) => `${LANGUAGE_NAMES[lang]} (${lang})`;
/**
 * The text cut to `max` UTF-16 units, an ellipsis marking the cut; never between the two halves of a
 * character outside the BMP (an emoji), which would leave a broken half in the mail.
 */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  return `${/[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head}…`;
}
/**
 * A line of fixed words around one long value, within `max`: the value is cut (as `cut` does) so that the
 * words after it, such as a country in brackets, still show. Only when the fixed words alone are too long
 * is the line cut as a whole.
 */
export function cutBetween(before: string, value: string, after: string, max: number): string {
  const room = max - before.length - after.length;
  if (room < 2) return cut(`${before}${value}${after}`, max);
  return `${before}${cut(value, room)}${after}`;
}
/** A time to the minute, in UTC. */
export const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const totalSize = (files: readonly CheckedUpload[]) => files.reduce((sum, f) => sum + f.size, 0);

/** A label with its colon as a language writes it: "Name:", "Nom :", "名前：". */
export type Labelled = (label: string) => string;
/** The teams' mails, in English. */
export const englishLabel: Labelled = (label) => `${label}:`;
/** A visitor's mail, in the language of `t`. */
export const labelIn =
  (t: Translate): Labelled =>
  (label) =>
    t('forms:mailLabel', { label });

/** Label: value lines, the values aligned. */
export function table(rows: [string, string][], labelled: Labelled = englishLabel): string {
  const cells = rows.map(([label, value]) => [labelled(label), value] as const);
  const width = Math.max(...cells.map(([label]) => label.length)) + 1;
  return cells.map(([label, value]) => `${label.padEnd(width)}${value}`).join('\n');
}

/** The files attached to a mail: the small ones, in order, within the total. */
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

/**
 * A size as the staff reading a mail need it: bytes under a kilobyte, kilobytes to one decimal under a
 * megabyte, then megabytes to two (a 5 KB document is not "0.00 MB").
 */
export function mailFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const tenthsOfKb = Math.round((bytes * 10) / 1024);
  return tenthsOfKb < 10_240 ? `${(tenthsOfKb / 10).toFixed(1)} KB` : `${formatMegabytes(bytes)} MB`;
}

/** A size limit of the attachments in whole megabytes, as the mails state it. */
const megabytes = (bytes: number) => `${bytes / 1_048_576} MB`;

/**
 * The attachments as a numbered list, each with its size, type and link (a file the site stores itself,
 * /uploads/…, linked from `siteUrl`), those that `attached` attaches to the mail marked "attached".
 * `attached` is what `attachedFiles` chose of `files`: some of them, in their order.
 */
export function attachmentList(files: readonly CheckedUpload[], attached: readonly MailAttachment[], siteUrl: string): string {
  if (files.length === 0) return `Attachments: ${NONE}`;
  let next = 0;
  const lines = files.map((f, i) => {
    const isAttached = attached[next]?.storageUrl === f.url;
    if (isAttached) next += 1;
    return `${i + 1}. ${f.name} (${mailFileSize(f.size)}, ${f.mime}${isAttached ? ATTACHED_MARK : ')'}: ${new URL(f.url, `${siteUrl}/`).href}`;
  });
  return [
    `Attachments (${files.length}, ${mailFileSize(totalSize(files))} in total):`,
    ...lines,
    ...(next > 0
      ? [`${ATTACHED_EXPLAINED} (each up to ${megabytes(ATTACH_FILE_MAX)}, ${megabytes(ATTACH_TOTAL_MAX)} together) are also attached to this message.`]
      : []),
  ].join('\n');
}
