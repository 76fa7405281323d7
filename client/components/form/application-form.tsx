// An application form's life after Submit, for forms that go straight from Submit to their outcome (no
// "Are you sure to submit?"): an incomplete form says so in a dialog; a complete one is sent, with the
// form guard, behind a busy overlay, and the outcome is told in a dialog: "Success" with the reference
// number when the call gives one, the server's reason, or that the request failed. The form is cleared once an application went
// through; a refused or failed one keeps everything typed, in a draft kept in the tab too (a reload or a
// change of language brings it back).
import { useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { FormName } from '../../../shared/form-guard';
import { ApiCallError } from '../../data/fetcher';
import { postForm } from '../form-guard/post-form';
import { useFormGuard } from '../form-guard/use-form-guard';
import { ResultDialog, SendingOverlay } from './form-dialogs';
import { fieldControl, useForm, type FormOptions } from './use-form';
import { clearSessionDraft, useSessionDraft, type DraftCodec } from './use-session-draft';

export type ApplicationStep =
  | { kind: 'editing' }
  | { kind: 'incomplete' }
  | { kind: 'sending' }
  /** The reference the server gave, when it gives one. */
  | { kind: 'sent'; reference?: string }
  /** The server refused it: its Msg. */
  | { kind: 'refused'; message: string }
  /** No answer came back (network down, timeout): nothing is known to have arrived. */
  | { kind: 'failed' };

export interface ApplicationOptions<V extends object> extends FormOptions<V> {
  /** The guard's name of the form. */
  guard: FormName;
  /** The call's URL. */
  url: string;
  /** What the form sends for its values. */
  payload(values: V): object;
  /** Where the tab keeps the form's draft, and how it is read. */
  draft: { key: string; codec: DraftCodec<V> };
}

export function useApplicationForm<V extends object>({ guard: name, url, payload, draft, ...options }: ApplicationOptions<V>) {
  const guard = useFormGuard(name);
  const form = useForm(options);
  // Submit waits for the page to be interactive and its draft back: a form sent before would put personal
  // data in a URL.
  const ready = useSessionDraft(draft.key, form.values, draft.codec, form.restore);
  const [step, setStep] = useState<ApplicationStep>({ kind: 'editing' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'editing') return;
    if (!form.submit()) {
      setStep({ kind: 'incomplete' });
      return;
    }
    setStep({ kind: 'sending' });
    postForm<{ reference: string } | null>(url, payload(form.values), guard).then(
      (data) => {
        clearSessionDraft(draft.key);
        form.reset();
        guard.reset();
        setStep(data ? { kind: 'sent', reference: data.reference } : { kind: 'sent' });
      },
      (error: unknown) =>
        setStep(error instanceof ApiCallError && !error.failedInTransit ? { kind: 'refused', message: error.message } : { kind: 'failed' }),
    );
  };

  return {
    form,
    /** The guard's hidden field, rendered inside the form. */
    honeypot: guard.honeypot,
    ready,
    step,
    submit,
    /** Closing a message returns to the form; after "incomplete", to its first field to fix. */
    closeMessage: () => setStep({ kind: 'editing' }),
    focusAfterIncomplete: () => {
      const errors = options.validate(form.values);
      const field = options.order.find((f) => errors[f]);
      return field ? fieldControl(form.id(field)) : null;
    },
  };
}

export type ApplicationForm = ReturnType<typeof useApplicationForm>;

/**
 * The overlay while sending and the dialog after Submit. Texts from `ns`: `result.incomplete`,
 * `result.success`, `result.reference` (with `<ref>`, when the call gives a reference), `result.exception`; `thanks` says what happens next.
 */
export function ApplicationDialogs({ app, ns, thanks }: { app: Pick<ApplicationForm, 'step' | 'closeMessage' | 'focusAfterIncomplete'>; ns: string; thanks: ReactNode }) {
  const { t } = useTranslation(ns);
  const { t: tf } = useTranslation('forms');
  const { step, closeMessage: close } = app;
  switch (step.kind) {
    case 'sending':
      return <SendingOverlay />;
    case 'incomplete':
      return <ResultDialog ok={false} title={t('result.incomplete')} onClose={close} finalFocus={app.focusAfterIncomplete} />;
    case 'sent':
      return (
        <ResultDialog ok title={t('result.success')} onClose={close}>
          <p>{thanks}</p>
          {step.reference && (
            <p className="form-reference application-reference">
              <Trans t={t} i18nKey="result.reference" values={{ reference: step.reference }} components={{ ref: <strong /> }} />
            </p>
          )}
        </ResultDialog>
      );
    case 'refused':
    case 'failed':
      return (
        <ResultDialog ok={false} title={tf('result.failed')} onClose={close}>
          <p>{step.kind === 'refused' ? step.message : t('result.exception')}</p>
        </ResultDialog>
      );
    default:
      return null;
  }
}
