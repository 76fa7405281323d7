// A short message over the page that goes away by itself: a warning after a form could not be sent, say.
//
//   const toast = useToast();
//   toast.show(t('failed', { reason }));
//   <Toast toast={toast} />            // rendered once on the page, always
//
// The message sits in a role="alert" region that is always in the page, so screen readers announce each
// new one. It disappears after TOAST_MS; the time stops while the pointer is over it or focus is in it,
// and its × dismisses it at once; focus then goes back to where it came from (the button vanishes with
// the message, and focus would fall to the page's start).
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** How long a message stays. */
export const TOAST_MS = 6000;

export interface ToastHandle {
  message: { text: string; seq: number } | null;
  show(text: string): void;
  dismiss(): void;
  /** The time runs only while the message is not held (pointer over it, focus in it). */
  hold(held: boolean): void;
}

export function useToast(durationMs = TOAST_MS): ToastHandle {
  const [message, setMessage] = useState<ToastHandle['message']>(null);
  const [held, hold] = useState(false);
  const seq = message?.seq;
  useEffect(() => {
    if (seq === undefined || held) return;
    const timer = setTimeout(() => setMessage((current) => (current?.seq === seq ? null : current)), durationMs);
    return () => clearTimeout(timer);
  }, [seq, held, durationMs]);
  const show = useCallback((text: string) => setMessage((current) => ({ text, seq: (current?.seq ?? 0) + 1 })), []);
  const dismiss = useCallback(() => {
    setMessage(null);
    hold(false);
  }, []);
  return { message, show, dismiss, hold };
}

export function Toast({ toast }: { toast: ToastHandle }) {
  const { t } = useTranslation('forms');
  const { message } = toast;
  // The control focus came from when it entered the message (Tab from the form's last control, say).
  const root = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node && event.currentTarget.contains(from))) cameFrom.current = from instanceof HTMLElement ? from : null;
    toast.hold(true);
  };
  const dismiss = () => {
    const focusInside = root.current?.contains(document.activeElement) ?? false;
    toast.dismiss();
    if (!focusInside) return;
    const back = cameFrom.current?.isConnected ? cameFrom.current : document.getElementById('main');
    back?.focus({ preventScroll: true });
  };
  return (
    <div
      ref={root}
      className={`toast${message ? ' toast--shown' : ''}`}
      onMouseEnter={() => toast.hold(true)}
      onMouseLeave={() => toast.hold(false)}
      onFocus={onFocus}
      onBlur={() => toast.hold(false)}
    >
      <svg className="toast__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 3l10 18H2L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {/* Always in the page, so each new message is announced; each in an element of its own (keyed by its
          number), so that the same words shown again are a change a screen reader announces. */}
      <p className="toast__text" role="alert">
        {message && <span key={message.seq}>{message.text}</span>}
      </p>
      {message && (
        <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={dismiss}>
          ×
        </button>
      )}
    </div>
  );
}
