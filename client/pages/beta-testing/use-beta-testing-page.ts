// The Beta Testing page's state, for both layouts: the product tags, the form, and the steps after
// Submit: an incomplete form says so in a dialog; a complete one is sent behind a busy overlay and the
// outcome is told in a dialog ("Success", the server's reason, or that the request failed). The form
// is cleared once an application went through.
import { useEffect, useState, type FormEvent } from 'react';
import { API_BASE } from '../../../shared/api';
import { BETA_APPLY_PATH } from '../../../shared/forms/beta';
import { postForm } from '../../components/form-guard/post-form';
import { useFormGuard } from '../../components/form-guard/use-form-guard';
import type { Tag } from '../../components/form/tag-group';
import { useForm } from '../../components/form/use-form';
import { ApiCallError } from '../../data/fetcher';
import { useProductCategories } from '../../data/product-category';
import { useSite } from '../../site-context';
import { EMPTY_BETA, betaErrors, betaFieldOrder, betaPayload, firstInvalid } from './state';

export type BetaStep =
  | { kind: 'editing' }
  | { kind: 'incomplete' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** The server refused it: its Msg. */
  | { kind: 'refused'; message: string }
  /** No answer came back (network down, timeout): nothing is known to have arrived. */
  | { kind: 'failed' };

export function useBetaTestingPage() {
  const { lang, layout } = useSite();
  const categories = useProductCategories('all', lang);
  const tags: Tag[] = (categories.data?.category ?? []).map((c) => ({
    value: String(c.id),
    label: c.title,
    icon: { src: c.icon, activeSrc: c.activeIcon },
  }));

  const guard = useFormGuard('beta');
  const form = useForm({ initial: EMPTY_BETA, order: betaFieldOrder(layout), validate: (values) => betaErrors(values, layout) });
  // Submit waits for the page to be interactive: a form sent before would put personal data in a URL.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [step, setStep] = useState<BetaStep>({ kind: 'editing' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (step.kind !== 'editing') return;
    if (!form.submit()) {
      setStep({ kind: 'incomplete' });
      return;
    }
    setStep({ kind: 'sending' });
    postForm<null>(`${API_BASE}${BETA_APPLY_PATH}`, betaPayload(form.values, layout), guard).then(
      () => {
        form.reset();
        guard.reset();
        setStep({ kind: 'sent' });
      },
      (error: unknown) =>
        setStep(error instanceof ApiCallError && !error.failedInTransit ? { kind: 'refused', message: error.message } : { kind: 'failed' }),
    );
  };

  return {
    form,
    /** The guard's hidden field, rendered inside the form. */
    honeypot: guard.honeypot,
    tags,
    categoriesError: categories.error as Error | undefined,
    ready,
    step,
    submit,
    /** Closing a message returns to the form; after "incomplete", to its first field to fix. */
    closeMessage: () => setStep({ kind: 'editing' }),
    focusAfterIncomplete: () => {
      const field = firstInvalid(form.values, layout);
      return field ? document.getElementById(form.id(field)) : null;
    },
  };
}

export type BetaTestingPage = ReturnType<typeof useBetaTestingPage>;
