// The Email Support form's values and rules. The form keeps the chosen category, model and subject tag
// by id, so a draft survives a change of language; the ticket sends their names in the page's language.
// The rules are the ticket schema's (shared with the server) plus what the page knows: the server's
// details limit, the total of the attachments and uploads still running.
import type { SupportOption } from '../../../shared/api';
import { DEVICE_CODE, composeSubject, ticketSchemaFor, type TicketPayload } from '../../../shared/forms/ticket';
import type { Layout } from '../../../shared/routes';
import type { UploadedFile } from '../../../shared/uploads';
import { draftCodec, draftFiles, type DraftCodec } from '../../components/form/use-session-draft';
import { schemaErrors, type FormErrors } from '../../components/form/use-form';

export interface TicketValues {
  userName: string;
  email: string;
  account: string;
  /** While on, the account is the e-mail address and follows its changes. */
  sameAsEmail: boolean;
  /** One of AMAZON_SITES (its English name), or ''. */
  site: string;
  /** The chosen options' ids, '' for none. */
  categoryId: string;
  modelId: string;
  subjectTagId: string;
  orderNum: string;
  subjectText: string;
  details: string;
  /** Finished uploads. */
  attachments: UploadedFile[];
}
export type TicketField = keyof TicketValues;

export const EMPTY_TICKET: TicketValues = {
  userName: '',
  email: '',
  account: '',
  sameAsEmail: false,
  site: '',
  categoryId: '',
  modelId: '',
  subjectTagId: '',
  orderNum: '',
  subjectText: '',
  details: '',
  attachments: [],
};

/** The fields in the order the form shows them. */
export const TICKET_FIELD_ORDER: readonly TicketField[] = [
  'userName',
  'email',
  'account',
  'site',
  'categoryId',
  'modelId',
  'orderNum',
  'subjectText',
  'details',
  'attachments',
];

export interface TicketChoices {
  categories: readonly SupportOption[];
  models: readonly SupportOption[];
  subjects: readonly SupportOption[];
}

/** The option with this id ('' or unknown: none). */
export function chosen(options: readonly SupportOption[], id: string): SupportOption | undefined {
  return id === '' ? undefined : options.find((o) => String(o.id) === id);
}

/** What the form sends. */
export function ticketPayload(values: TicketValues, choices: TicketChoices, layout: Layout): TicketPayload {
  return {
    userName: values.userName,
    email: values.email,
    meross_account: values.sameAsEmail ? values.email : values.account,
    site: values.site as TicketPayload['site'],
    ticket: chosen(choices.categories, values.categoryId)?.name ?? '',
    modelNum: chosen(choices.models, values.modelId)?.name ?? '',
    orderNum: values.orderNum,
    subject: composeSubject(chosen(choices.subjects, values.subjectTagId)?.name, values.subjectText),
    details: values.details,
    attachments: values.attachments.map((file) => file.url).join(','),
    device: DEVICE_CODE[layout],
  };
}

/** The form field of each payload field that has another name. */
const FIELD_OF_PAYLOAD: Partial<Record<string, TicketField>> = {
  meross_account: 'account',
  ticket: 'categoryId',
  modelNum: 'modelId',
  subject: 'subjectText',
};

export interface TicketContext {
  choices: TicketChoices;
  layout: Layout;
  /** The server's details limit. */
  detailsMax: number;
}

export function ticketErrors(values: TicketValues, ctx: TicketContext): FormErrors<TicketField> {
  // The server's schema at the server's details limit: the same checks, the same messages.
  const errors = schemaErrors(ticketSchemaFor(ctx.detailsMax), ticketPayload(values, ctx.choices, ctx.layout), FIELD_OF_PAYLOAD);
  // The attachments' total and the uploads still running are the uploader's to check (useUploads().confirmReady()).
  return errors;
}

export const ticketTransitions = {
  /** A new e-mail address; the account follows it while "same as email address" is on. */
  email: (values: TicketValues, email: string): TicketValues => ({ ...values, email, account: values.sameAsEmail ? email : values.account }),
  /** Turning "same as email address" on copies the address into the account; off keeps the copy, editable. */
  sameAsEmail: (values: TicketValues, on: boolean): TicketValues => ({ ...values, sameAsEmail: on, account: on ? values.email : values.account }),
};

/** The key of the draft in sessionStorage (one per tab). */
export const TICKET_DRAFT_KEY = 'hearthly.ticketDraft';
/** The key of the last ticket that was not sent, kept once its result reset the form (one per tab). */
export const TICKET_UNSENT_KEY = 'hearthly.ticketUnsent';

export const ticketDraft: DraftCodec<TicketValues> = draftCodec(EMPTY_TICKET, { attachments: draftFiles });

/** The id of the attachments' choose button, from the id of the field's label. */
export const attachmentsControlId = (labelId: string): string => `${labelId}-choose`;
