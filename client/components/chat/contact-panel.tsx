// The site's own contact panel: a modal dialog leading to Email Support and the FAQs, with the support
// address. A native <dialog> opened with showModal() makes the rest of the page inert; Tab and
// Shift+Tab also wrap inside it, Escape and the Close button close it, and the page behind does not scroll.
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HOME_PATH } from '../../../shared/routes';
import { useSite } from '../../site-context';

const EMAIL_SUPPORT_PATH = '/Support/Email_Support';
const SCROLL_LOCK_CLASS = 'chat-scroll-lock';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ContactPanelProps {
  /** Close the panel (Escape, the Close button, a click on the backdrop). */
  onClose(): void;
  /** The visitor followed one of the panel's links. */
  onNavigate(): void;
}

export function ContactPanel({ onClose, onNavigate }: ContactPanelProps) {
  const { t } = useTranslation('chat');
  const { config } = useSite();
  const titleId = useId();
  const introId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    closeRef.current?.focus();
    document.body.classList.add(SCROLL_LOCK_CLASS);
    return () => {
      document.body.classList.remove(SCROLL_LOCK_CLASS);
      if (dialog.open) dialog.close();
    };
  }, []);

  const trapTab = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const focusables = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !e.currentTarget.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !e.currentTarget.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };

  // The dialog element itself is only hit outside its content box, i.e. on the backdrop.
  const closeOnBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className="chat-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={introId}
      // Escape fires cancel and then close; every way of closing ends here.
      onClose={onClose}
      onKeyDown={trapTab}
      onClick={closeOnBackdrop}
    >
      <div className="chat-panel__content">
        <header className="chat-panel__header">
          <h2 id={titleId} className="chat-panel__title">
            {t('panel.title')}
          </h2>
          <button ref={closeRef} type="button" className="chat-panel__close" aria-label={t('panel.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
            </svg>
          </button>
        </header>
        <p id={introId} className="chat-panel__intro">
          {t('panel.intro')}
        </p>
        <ul className="chat-panel__options">
          <li>
            <Link to={EMAIL_SUPPORT_PATH} className="chat-option" onClick={onNavigate}>
              <span className="chat-option__icon chat-option__icon--mail" aria-hidden="true" />
              <span className="chat-option__body">
                <span className="chat-option__title">{t('options.email.title')}</span>
                <span className="chat-option__text">{t('options.email.text')}</span>
              </span>
            </Link>
          </li>
          <li>
            <Link to={HOME_PATH} className="chat-option" onClick={onNavigate}>
              <span className="chat-option__icon chat-option__icon--faq" aria-hidden="true" />
              <span className="chat-option__body">
                <span className="chat-option__title">{t('options.faqs.title')}</span>
                <span className="chat-option__text">{t('options.faqs.text')}</span>
              </span>
            </Link>
          </li>
        </ul>
        <p className="chat-panel__mail">
          <Trans
            t={t}
            i18nKey="panel.mail"
            values={{ email: config.supportEmail }}
            components={{ mail: <a href={`mailto:${config.supportEmail}`} /> }}
          />
        </p>
      </div>
    </dialog>
  );
}
