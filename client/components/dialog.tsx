// A modal dialog: a native <dialog> opened with showModal(), which makes the rest of the page inert.
// Focus starts on `initialFocus` (else the first control), Tab and Shift+Tab wrap inside, the page behind
// does not scroll, and when the dialog leaves the page focus goes back to where it was (or to
// `finalFocus`); where it was is a form's Submit button when Enter in one of the form's fields opened it. A dialog without `onClose` (a busy overlay) cannot be closed by Escape.
// The dialog is open while it is rendered: its owner shows it by rendering it and closes it by not.
import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, type RefObject } from 'react';

const SCROLL_LOCK_CLASS = 'dialog-scroll-lock';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Dialogs can follow one another (confirm → sending → result): the page stays locked until the last leaves.
let openDialogs = 0;

export interface DialogProps {
  className?: string;
  /** `alertdialog` for a question or an outcome the visitor must answer. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the dialog's heading, or `label` when it has none. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Escape (and, with `closeOnBackdrop`, a click on the backdrop) asks the owner to close it. */
  onClose?(): void;
  closeOnBackdrop?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes when the dialog leaves (null: leave it, e.g. after a navigation). */
  finalFocus?(): HTMLElement | null | undefined;
  busy?: boolean;
  /**
   * For this long after it opens, a press on the dialog outside its controls (its title, its text) leaves
   * focus where it is: it is the second press of a double click or tap on what opened it, and would move
   * focus from the control the dialog put it on to the dialog itself. Later presses select text as usual.
   */
  holdFocusMs?: number;
  children: ReactNode;
}

export function Dialog(props: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The latest props for the effects and handlers that outlive a render.
  const latest = useRef(props);
  latest.current = props;
  const openedAt = useRef(0);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = returnPoint(document.activeElement);
    if (!dialog.open) dialog.showModal();
    openedAt.current = performance.now();
    const first = latest.current.initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    if (openDialogs++ === 0) document.body.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      if (--openDialogs === 0) document.body.classList.remove(SCROLL_LOCK_CLASS);
      const focusLeft = !document.activeElement || document.activeElement === document.body || dialog.contains(document.activeElement);
      if (dialog.open) dialog.close();
      const target = latest.current.finalFocus ? latest.current.finalFocus() : opener;
      if (focusLeft && target?.isConnected) target.focus();
    };
  }, []);

  const trapTab = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key === 'Escape' && !latest.current.onClose) {
      e.preventDefault();
      return;
    }
    if (e.key !== 'Tab') return;
    const focusables = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  const holdFocus = (e: MouseEvent<HTMLDialogElement>) => {
    const hold = latest.current.holdFocusMs;
    if (hold && performance.now() - openedAt.current < hold && !(e.target as Element).closest(FOCUSABLE)) e.preventDefault();
  };

  // The dialog element itself is only hit outside its content box, i.e. on the backdrop.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget && props.closeOnBackdrop) props.onClose?.();
  };

  return (
    <dialog
      ref={dialogRef}
      className={props.className}
      role={props.role ?? 'dialog'}
      aria-modal="true"
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      aria-busy={props.busy || undefined}
      // Focusable itself, for a dialog without controls (the busy overlay).
      tabIndex={-1}
      // Escape fires cancel: the owner decides (it closes the dialog by no longer rendering it).
      onCancel={(e) => {
        e.preventDefault();
        latest.current.onClose?.();
      }}
      // A browser may close a dialog without a cancellable cancel (Escape pressed twice): an owner that
      // closes follows; a dialog that cannot be closed opens again.
      onClose={() => {
        const dialog = dialogRef.current;
        if (!dialog?.isConnected) return;
        if (latest.current.onClose) latest.current.onClose();
        else dialog.showModal();
      }}
      onKeyDown={trapTab}
      onMouseDown={holdFocus}
      onClick={onClick}
    >
      {props.children}
    </dialog>
  );
}

/** The round × button in a dialog's corner; `label` is its accessible name ("Close"). */
export function DialogCloseButton({ label, onClick, ref }: { label: string; onClick(): void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" className="dialog-close" aria-label={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
    </button>
  );
}

/**
 * Where focus returns when a dialog opened from `active` leaves: the element itself, or, for a field of a
 * form (Enter in it submitted the form), the form's Submit button, the control that was in effect pressed.
 */
function returnPoint(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement)) return null;
  const isField = active instanceof HTMLInputElement || active instanceof HTMLSelectElement || active instanceof HTMLTextAreaElement;
  const submit = isField ? active.form?.querySelector<HTMLElement>('button[type="submit"]:not([disabled])') : null;
  return submit ?? active;
}
