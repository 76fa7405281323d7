// The support ticket (Email Support form): the one schema of what the browser sends to
// POST /api/v1/supportCenter/sendEmail. The browser checks a form with it (on blur and on submit) and the
// server refuses bad input with it, then adds what only it can check (the category and model are ones it
// offers, the details fit its configured maximum, the attachments are its own stored files).
import * as z from 'zod/mini';
import { emailField, addressForm, fileUrlList, optionalLine, orderNumberForm, requiredLine, requiredText } from './fields';

/** The Amazon sites a ticket can name. */
export const AMAZON_SITES = [
  'Australia',
  'Canada',
  'France',
  'Germany',
  'Italy',
  'Japan',
  'Mexico',
  'Netherland',
  'Spain',
  'Switzerland',
  'United Arab Emirates',
  'United States',
  'United Kingdom',
] as const;

/** Which form sent a ticket: 1 the desktop one, 2 the mobile one. */
export const DEVICE_CODE = { desktop: 1, mobile: 2 } as const;

/** The hard ceiling of the details; the server's configured maximum (getFieldLimitConfig) is at most this. */
export const DETAILS_HARD_MAX = 10_000;
/** The order number format shown as a hint (three digits, seven, six); the field is free text. */
export const ORDER_NUMBER_HINT = 'xxx-xxxxxxx-xxxxxx';

const NAME_MAX = 100;
/** The longest subject text a visitor types (the subject box's maxLength). */
export const SUBJECT_TEXT_MAX = 300;
/** The longest subject tag's name; the content loader refuses longer ones (server/db/seed.ts). */
export const SUBJECT_TAG_MAX = 100;
// A chosen tag comes before the text, joined by a comma, so the text keeps its full length beside any tag.
const SUBJECT_MAX = SUBJECT_TAG_MAX + 1 + SUBJECT_TEXT_MAX;

/**
 * Whether the typed part of a subject fits SUBJECT_TEXT_MAX. The call carries no separate tag, so a
 * subject that is too long for a text alone is read as "tag,text" at its first comma (tag names hold
 * none); a text that itself holds a comma may pass where the tag would be.
 */
function subjectTextFits(subject: string): boolean {
  if (subject.length <= SUBJECT_TEXT_MAX) return true;
  const comma = subject.indexOf(',');
  return comma >= 0 && comma <= SUBJECT_TAG_MAX && subject.length - comma - 1 <= SUBJECT_TEXT_MAX;
}

/** The ticket's schema, its details at most `detailsMax` characters. */
const ticketSchemaOf = (detailsMax: number) =>
  z.object({
    userName: requiredLine('errors.usernameRequired', NAME_MAX),
    email: emailField,
    /**
     * The account the visitor uses in the app, when it is not the e-mail address; the API's name for it.
     * Any text, kept as an address is (addressForm): an app account is mostly one, and the box copies the
     * e-mail address as typed while "same as email address" is ticked.
     */
    meross_account: optionalLine(254, z.overwrite(addressForm)),
    site: z.enum(AMAZON_SITES, { error: 'errors.siteRequired' }),
    /** The ticket category's name. */
    ticket: requiredLine('errors.ticketRequired', NAME_MAX),
    modelNum: requiredLine('errors.modelRequired', NAME_MAX),
    /** Free text, kept with full-width characters and dashes as ASCII (orderNumberForm), as shops print it. */
    orderNum: optionalLine(40, z.overwrite(orderNumberForm)),
    /** "tag,text" when a subject tag is chosen, otherwise the text. */
    subject: requiredLine('errors.subjectRequired', SUBJECT_MAX, SUBJECT_TEXT_MAX).check(
      z.superRefine((subject: string, ctx) => {
        if (subjectTextFits(subject)) return;
        ctx.addIssue({ code: 'too_big', origin: 'string', maximum: SUBJECT_TEXT_MAX, inclusive: true, input: subject, message: 'errors.tooLong' });
      }),
    ),
    details: requiredText('errors.detailRequired', detailsMax),
    /** The attachments' URLs, joined by commas (none: empty). */
    attachments: fileUrlList,
    device: z.union([z.literal(DEVICE_CODE.desktop), z.literal(DEVICE_CODE.mobile)], { error: 'errors.deviceInvalid' }),
  });

/** The ticket as any server may take it: details up to the hard ceiling. */
export const ticketSchema = z.lazy(() => ticketSchemaOf(DETAILS_HARD_MAX));

let configured: { max: number; schema: typeof ticketSchema } | undefined;
/**
 * The ticket with its details limited to the configured maximum (getFieldLimitConfig, at most the hard
 * ceiling), so that a refusal names a too long text with the other fields' problems, at the limit the page
 * shows. The last one is kept: the setting rarely changes.
 */
export function ticketSchemaFor(detailsMax: number): typeof ticketSchema {
  const max = Math.min(detailsMax, DETAILS_HARD_MAX);
  if (configured?.max !== max) configured = { max, schema: z.lazy(() => ticketSchemaOf(max)) };
  return configured.schema;
}

/** What the browser sends. */
export type TicketPayload = z.input<typeof ticketSchema>;
/** What the server works with once the payload is checked (attachments as a list of URLs). */
export type Ticket = z.output<typeof ticketSchema>;

/** The subject as the ticket carries it: "tag,text" when a tag is chosen, otherwise the text. */
export function composeSubject(tag: string | undefined, text: string): string {
  const t = text.trim();
  return tag ? `${tag},${t}` : t;
}

/** The call a ticket is sent to, below /api/v1. */
export const SEND_TICKET_PATH = '/supportCenter/sendEmail';

/** What the call answers in Data once the ticket is stored: the reference the visitor can quote. */
export interface TicketReceipt {
  reference: string;
}
