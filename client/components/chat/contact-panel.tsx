// The site's own contact panel: a modal dialog (../dialog.tsx) leading to Email Support and the FAQs, with
// the support address. Focus starts on Close; Escape, the Close button and a click on the backdrop close it.
import { useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../link';
import { HOME_PATH } from '../../../shared/routes';
import { EMAIL_SUPPORT_PATH } from '../support-nav';
import { useSite } from '../../site-context';
import { Dialog, DialogCloseButton } from '../dialog';
import { TaggedText } from '../tagged-text';

export interface ContactPanelProps {
  /** Close the panel (Escape, the Close button, a click on the backdrop). */
  onClose(): void;
  /** The visitor clicked one of the panel's links. */
  onNavigate(event: MouseEvent<HTMLAnchorElement>): void;
  /** Where focus goes once the panel has left the page (null: nowhere, the next page owns it). */
  finalFocus(): HTMLElement | null | undefined;
}

export function ContactPanel({ onClose, onNavigate, finalFocus }: ContactPanelProps) {
  const { t } = useTranslation('chat');
  const { config } = useSite();
  const titleId = useId();
  const introId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      className="chat-panel"
      labelledBy={titleId}
      describedBy={introId}
      onClose={onClose}
      closeOnBackdrop
      initialFocus={closeRef}
      finalFocus={finalFocus}
    >
      <div className="chat-panel__content">
        <header className="chat-panel__header">
          <h2 id={titleId} className="chat-panel__title">
            {t('panel.title')}
          </h2>
          <DialogCloseButton ref={closeRef} label={t('panel.close')} onClick={onClose} />
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
          <TaggedText text={t('panel.mail', { email: config.supportEmail })} tags={{ mail: <a href={`mailto:${config.supportEmail}`} /> }} />
        </p>
      </div>
    </Dialog>
  );
}
