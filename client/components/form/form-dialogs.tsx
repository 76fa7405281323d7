// The dialogs a form goes through once it is valid: "Are you sure to submit?", a busy overlay while it
// is sent, and the outcome. Texts from the `forms` namespace.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogCloseButton } from '../dialog';

/** Clicks on Confirm within this long of the first count once. */
export const CONFIRM_DEBOUNCE_MS = 200;

/**
 * For this long after the question or the outcome opens, its buttons answer nothing: a tap then is the
 * second of a double tap on Submit, landing on whichever button now lies under the finger (on a phone,
 * Cancel), and an Enter then is the second of a double press in a field, landing on the focused Confirm;
 * neither is an answer. Escape answers at once, and a held key's repeats never do.
 */
export const STRAY_TAP_MS = 500;

/**
 * The props of the parts of a dialog just opened that hold its buttons: they answer only once
 * STRAY_TAP_MS has passed, and never to a held key's repeats. The handlers only hold back activations
 * meant for the buttons inside; the buttons are the controls.
 */
function useStrayGuard(className: string) {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), STRAY_TAP_MS);
    return () => clearTimeout(timer);
  }, []);
  return {
    className: `${className}${armed ? '' : ' is-arming'}`,
    onKeyDown: (e: KeyboardEvent) => {
      if (e.repeat) e.preventDefault();
    },
    onClickCapture: (e: MouseEvent) => {
      if (armed) return;
      e.preventDefault();
      e.stopPropagation();
    },
  };
}

/**
 * A form's keydown: a held Enter's repeats send nothing. The press that answered a dialog is still held
 * when the dialog closes and focus is back on Submit; its repeats are not new presses. A text area keeps
 * them (new lines).
 */
export function ignoreHeldEnter(e: KeyboardEvent<HTMLFormElement>): void {
  if (e.key === 'Enter' && e.repeat && !(e.target instanceof HTMLTextAreaElement)) e.preventDefault();
}

/** A handler that runs on the first call and ignores the calls that follow within `ms`. */
export function firstCallWithin<A extends unknown[]>(fn: (...args: A) => void, ms: number, now: () => number = Date.now) {
  let last = -Infinity;
  return (...args: A) => {
    const at = now();
    if (at - last < ms) return;
    last = at;
    fn(...args);
  };
}

export function ConfirmDialog({ onCancel, onConfirm }: { onCancel(): void; onConfirm(): void }) {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const latest = useRef(onConfirm);
  latest.current = onConfirm;
  // Kept for the life of the dialog, so a double click sends once.
  const [confirm] = useState(() => firstCallWithin(() => latest.current(), CONFIRM_DEBOUNCE_MS));
  return (
    <Dialog className="form-dialog" role="alertdialog" labelledBy={titleId} onClose={onCancel} initialFocus={confirmRef} holdFocusMs={STRAY_TAP_MS}>
      <h2 id={titleId} className="form-dialog__title">
        {t('confirm.title')}
      </h2>
      <div {...useStrayGuard('form-dialog__actions')}>
        <button type="button" className="button" onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button ref={confirmRef} type="button" className="button button--primary" onClick={confirm}>
          {t('confirm.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

/** The page behind is inert while the form is sent; Escape does not close this. */
export function SendingOverlay() {
  const { t } = useTranslation('forms');
  return (
    <Dialog className="form-sending" label={t('sending')} busy>
      <span className="spinner__dot" aria-hidden="true" />
      <p className="form-sending__text" role="status">
        {t('sending')}
      </p>
    </Dialog>
  );
}

export interface ResultDialogProps {
  ok: boolean;
  /** The outcome in a few words; the dialog's name. A message that says it all needs no body. */
  title: string;
  children?: ReactNode;
  onClose(): void;
  /** Where focus goes once it closes (by default back to where it was when it opened). */
  finalFocus?(): HTMLElement | null | undefined;
}

/** The outcome: Confirm, Close and Escape all close it. */
export function ResultDialog({ ok, title, children, onClose, finalFocus }: ResultDialogProps) {
  const { t } = useTranslation('forms');
  const titleId = useId();
  const bodyId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const header = useStrayGuard('form-dialog__header');
  const actions = useStrayGuard('form-dialog__actions');
  return (
    <Dialog
      className={`form-dialog form-dialog--${ok ? 'ok' : 'failed'}`}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      onClose={onClose}
      initialFocus={confirmRef}
      finalFocus={finalFocus}
      holdFocusMs={STRAY_TAP_MS}
    >
      <div {...header}>
        <h2 id={titleId} className="form-dialog__title">
          {title}
        </h2>
        <DialogCloseButton label={t('result.close')} onClick={onClose} />
      </div>
      {children && (
        <div id={bodyId} className="form-dialog__body">
          {children}
        </div>
      )}
      <div {...actions}>
        <button ref={confirmRef} type="button" className="button button--primary" onClick={onClose}>
          {t('result.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
