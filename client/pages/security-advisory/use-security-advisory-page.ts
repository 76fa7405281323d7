// The Security Advisory page's state, for both layouts: the form, its uploads and the policy checkbox, and
// the steps after Submit: confirm → sending → thanks with the reference (the form is reset at once), or
// back to the form with a warning toast when the report could not be sent.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../shared/api';
import { SUBMIT_ADVISORY_PATH, type AdvisoryReceipt } from '../../../shared/forms/advisory';
import { postForm } from '../../components/form-guard/post-form';
import { useFormGuard } from '../../components/form-guard/use-form-guard';
import { useForm } from '../../components/form/use-form';
import { useLeaveWarning } from '../../components/form/use-leave-warning';
import { useToast } from '../../components/toast';
import { errorText } from '../../components/load-error';
import { useUploads } from '../../components/uploader/use-uploads';
import { ADVISORY_FIELD_ORDER, EMPTY_ADVISORY, NUDGE_MS, advisoryErrors, advisoryPayload } from './state';

/** Languages that go on in lower case after a colon; German and English keep a sentence's capital there. */
const LOWER_AFTER_COLON = new Set(['fr', 'es', 'it']);

/**
 * A reason as it reads quoted after the colon of another message ("…n'a pas été envoyé : le champ…"): in
 * French, Spanish and Italian its first capital is lowered, unless a capital follows it (an acronym, "PDF").
 * Here, not beside errorText: the pages that only load data need not carry it.
 */
export function afterColon(reason: string, lang: string): string {
  if (!LOWER_AFTER_COLON.has(lang) || !/^\p{Lu}(?!\p{Lu})/u.test(reason)) return reason;
  return reason.charAt(0).toLocaleLowerCase(lang) + reason.slice(1);
}

export type AdvisoryStep = { kind: 'editing' } | { kind: 'confirming' } | { kind: 'sending' } | { kind: 'sent'; reference: string };

/** The security advisory's attachment messages disappear after this long. */
const UPLOAD_MESSAGE_MS = 3000;

export function useSecurityAdvisoryPage() {
  const { t, i18n } = useTranslation('advisory');
  const guard = useFormGuard('advisory');
  const uploads = useUploads({ form: 'advisory', messageMs: UPLOAD_MESSAGE_MS, onChange: (files) => form.setValue('files', files) });
  const uploading = uploads.items.length > 0 && !uploads.done;
  const form = useForm({ initial: EMPTY_ADVISORY, order: ADVISORY_FIELD_ORDER, validate: (values) => advisoryErrors(values, uploading) });
  const toast = useToast();
  const [step, setStep] = useState<AdvisoryStep>({ kind: 'editing' });
  const [agreed, setAgreed] = useState(false);
  // A Submit that found the box unticked: it is marked invalid until ticked, and its area shakes for a moment.
  const [agreeMissed, setAgreeMissed] = useState(false);
  const [nudge, setNudge] = useState(0);
  const agreeRef = useRef<HTMLInputElement>(null);
  // Submit works once the page is interactive: a form sent before would put the title in a URL.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // The report keeps no draft: leaving with a title or files asks first. A sent report is reset, so
  // the thank-you dialog asks nothing.
  useLeaveWarning(form.values.title.trim() !== '' || uploads.items.length > 0, t('leaveWarning'));

  useEffect(() => {
    if (nudge === 0) return;
    const timer = setTimeout(() => setNudge(0), NUDGE_MS);
    return () => clearTimeout(timer);
  }, [nudge]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'editing') return;
    // Each says what is wrong: the fields under themselves, the uploader in its list, the checkbox by moving.
    const fieldsOk = form.submit();
    const filesOk = uploads.confirmReady();
    if (!agreed) {
      setAgreeMissed(true);
      // Odd and even alternate, so a second Submit restarts the shake.
      setNudge((n) => (n % 2) + 1);
      if (fieldsOk && filesOk) agreeRef.current?.focus();
    }
    // Files still uploading or over the limit (a missing file is a field's error, focused by the form).
    if (fieldsOk && !filesOk) document.getElementById(form.id('files'))?.focus();
    if (fieldsOk && filesOk && agreed) setStep({ kind: 'confirming' });
  };

  const confirm = () => {
    // A warning from an earlier try says nothing of this one.
    toast.dismiss();
    setStep({ kind: 'sending' });
    postForm<AdvisoryReceipt>(`${API_BASE}${SUBMIT_ADVISORY_PATH}`, advisoryPayload(form.values), guard).then(
      ({ reference }) => {
        form.reset();
        uploads.reset();
        setAgreed(false);
        setAgreeMissed(false);
        guard.reset();
        setStep({ kind: 'sent', reference });
      },
      (error: Error) => {
        setStep({ kind: 'editing' });
        toast.show(t('failed', { reason: afterColon(errorText(t, error), i18n.language) }));
      },
    );
  };

  return {
    form,
    /** The guard's hidden field, rendered inside the form. */
    honeypot: guard.honeypot,
    uploads,
    ready,
    step,
    toast,
    agree: {
      ref: agreeRef,
      checked: agreed,
      invalid: agreeMissed && !agreed,
      /** 0, or 1 and 2 alternately while the area shakes. */
      nudge,
      set: setAgreed,
    },
    submit,
    confirm,
    cancel: () => setStep({ kind: 'editing' }),
    closeResult: () => setStep({ kind: 'editing' }),
  };
}

export type SecurityAdvisoryPage = ReturnType<typeof useSecurityAdvisoryPage>;
