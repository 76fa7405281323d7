// The Email Support page's state, for both layouts: the form and its choices, the draft kept in the tab,
// and the steps after Submit: confirm → sending → the result, whose closing resets the form. A ticket that
// was not sent is kept when its result resets the form, and put back in the form when the visitor asks.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../shared/api';
import { DETAILS_HARD_MAX, SEND_TICKET_PATH, type TicketReceipt } from '../../../shared/forms/ticket';
import { useForm } from '../../components/form/use-form';
import { useUploads } from '../../components/uploader/use-uploads';
import { clearSessionDraft, useSessionCopy, useSessionDraft } from '../../components/form/use-session-draft';
import { useFailedCalls } from '../../data/failed-calls';
import { useFieldLimitConfig } from '../../data/field-limit-config';
import { postForm } from '../../components/form-guard/post-form';
import { useFormGuard } from '../../components/form-guard/use-form-guard';
import { modelNumberCall, subjectCall, ticketCategoryCall, useSupportOptions } from '../../data/support-options';
import { useSite } from '../../site-context';
import { errorText } from '../../components/load-error';
import {
  EMPTY_TICKET,
  TICKET_DRAFT_KEY,
  TICKET_FIELD_ORDER,
  TICKET_UNSENT_KEY,
  attachmentsControlId,
  ticketDraft,
  ticketErrors,
  ticketPayload,
  ticketTransitions,
  type TicketChoices,
} from './state';

export type TicketStep =
  | { kind: 'editing' }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string }
  | { kind: 'failed'; message: string };

export function useEmailSupportPage() {
  const { lang, layout } = useSite();
  const { t } = useTranslation();
  const categories = useSupportOptions(ticketCategoryCall(lang));
  const models = useSupportOptions(modelNumberCall(lang));
  const subjects = useSupportOptions(subjectCall(lang));
  const limits = useFieldLimitConfig();
  const choices: TicketChoices = { categories: categories.data ?? [], models: models.data ?? [], subjects: subjects.data ?? [] };
  // The server's limit (which is never above the schema's ceiling); the ceiling until it is known.
  const detailsMax = limits.data?.details.max ?? DETAILS_HARD_MAX;

  const guard = useFormGuard('ticket');
  const form = useForm({
    initial: EMPTY_TICKET,
    order: TICKET_FIELD_ORDER,
    validate: (values) => ticketErrors(values, { choices, layout, detailsMax }),
  });
  // The finished uploads are the form's attachments (and so part of the draft).
  const uploads = useUploads({ form: 'ticket', onChange: (files) => form.setValue('attachments', files) });
  const ready = useSessionDraft(TICKET_DRAFT_KEY, form.values, ticketDraft, (draft) => {
    // What the visitor typed before the page was interactive stays; the account follows the address
    // where "same as email address" is ticked, whichever of the two it came from.
    form.restore(draft);
    form.update((values) => ticketTransitions.email(values, values.email));
    uploads.reset(draft.attachments);
  });
  const [step, setStep] = useState<TicketStep>({ kind: 'editing' });
  const [unsent, keepUnsent] = useSessionCopy(TICKET_UNSENT_KEY, ticketDraft);
  const loadFailure = useFailedCalls(categories, models, subjects, limits);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'editing') return;
    // Both say what is wrong: the fields under themselves, the uploader (over 50 MB, uploads running) in its list.
    const fieldsOk = form.submit();
    const filesOk = uploads.confirmReady();
    // The fields come first; when only the files stop the ticket, focus goes to them, as to a field.
    if (fieldsOk && !filesOk) document.getElementById(attachmentsControlId(form.id('attachments')))?.focus();
    if (fieldsOk && filesOk) setStep({ kind: 'confirming' });
  };

  const confirm = () => {
    setStep({ kind: 'sending' });
    postForm<TicketReceipt>(`${API_BASE}${SEND_TICKET_PATH}`, ticketPayload(form.values, choices, layout), guard).then(
      ({ reference }) => {
        // Received: the draft and the guard's last try go at once, not when the result is closed (a reload
        // before that must not make the same ticket typed again a replay of this one).
        clearSessionDraft(TICKET_DRAFT_KEY);
        guard.reset();
        setStep({ kind: 'sent', reference });
      },
      (error: Error) => setStep({ kind: 'failed', message: errorText(t, error) }),
    );
  };

  /**
   * Confirming or closing the result starts a new, empty form. The guard started anew when the ticket
   * was received: after a failure the same ticket put back (or typed again) is a retry of the same
   * submission (its key kept), which the server runs once, should the first have reached it after all.
   * A ticket that was not sent is kept, to be put back; once one is received, there is no unsent one.
   */
  const closeResult = () => {
    keepUnsent(step.kind === 'failed' ? form.values : null);
    form.reset();
    uploads.reset();
    setStep({ kind: 'editing' });
  };

  /** The ticket that was not sent, back in the form in place of what is there, with its finished uploads. */
  const putBackUnsent = () => {
    if (!unsent) return;
    form.reset(unsent);
    uploads.reset(unsent.attachments);
    keepUnsent(null);
    document.getElementById(form.id('userName'))?.focus();
  };

  return {
    form,
    /** The guard's hidden field, rendered inside the form. */
    honeypot: guard.honeypot,
    choices,
    detailsMax,
    /** The form's choice lists (or its limits) that failed to load. */
    loadFailure,
    /** The form can be sent once the page is interactive and its draft is back. */
    ready,
    step,
    uploads,
    setEmail: (email: string) => form.update((values) => ticketTransitions.email(values, email)),
    setSameAsEmail: (on: boolean) => form.update((values) => ticketTransitions.sameAsEmail(values, on)),
    submit,
    confirm,
    cancel: () => setStep({ kind: 'editing' }),
    closeResult,
    /** A ticket was not sent and can be put back in the form. */
    hasUnsent: unsent !== null,
    putBackUnsent,
  };
}

export type EmailSupportPage = ReturnType<typeof useEmailSupportPage>;
