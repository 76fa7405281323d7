// The pieces of the Cloud Service page.
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import { HOME_PATH } from '../../../shared/routes';
import { FallbackNote, useTextLanguage } from '../../components/text-language';
import { useSite } from '../../site-context';
import type { CloudState } from './use-cloud-page';

export function CloudStatusCard({ status, className }: { status: CloudState; className: string }) {
  const { t } = useTranslation('cloud');
  const { config } = useSite();
  return (
    <div className={`${className} cloud-card--${status}`}>
      <CloudIllustration status={status} />
      <div className="cloud-card__body">
        <p className="cloud-card__label">{t('statusLabel')}</p>
        <h2 className="cloud-card__title">{t(`status.${status}.title`)}</h2>
        <p className="cloud-card__text">{t(`status.${status}.text`, { brand: config.brandName })}</p>
      </div>
    </div>
  );
}

export function CloudNotice({ notice, className }: { notice: { text: string; lang: string }; className: string }) {
  const { t } = useTranslation('cloud');
  const textLang = useTextLanguage()(notice.lang);
  return (
    <section className={className} aria-labelledby="cloud-notice-title">
      <h2 id="cloud-notice-title" className="cloud-notice__title">
        <svg className="cloud-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 3.5l9.5 16.5h-19z" className="cloud-notice__icon-sign" />
          <path d="M12 10v4.5M12 17.2v.3" className="cloud-notice__icon-mark" />
        </svg>
        {t('notice')}
      </h2>
      {/* Inside the notice's own box: a line of its own, not a second box. */}
      <FallbackNote ns="cloud" show={textLang !== undefined} className="cloud-notice__language" />
      {/* Plain text from the server, its paragraphs one to a line: a paragraph each. */}
      {notice.text
        .split('\n')
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, i) => (
          <p key={i} className="cloud-notice__text" lang={textLang}>
            {paragraph}
          </p>
        ))}
    </section>
  );
}

export function CloudHelp({ className }: { className: string }) {
  const { t } = useTranslation('cloud');
  return (
    <p className={className}>
      {t('help.text')} <Link to={HOME_PATH}>{t('help.faqs')}</Link>
      {' · '}
      <Link to="/Support/Email_Support">{t('help.email')}</Link>
    </p>
  );
}

/** A cloud with a check (working) or a wrench (maintenance). */
export function CloudIllustration({ status }: { status: CloudState }) {
  return (
    <svg className="cloud-art" viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <circle cx="80" cy="60" r="56" className="cloud-art__halo" />
      <path
        d="M48 86h62a20 20 0 0 0 2-39.9A28 28 0 0 0 58.6 40 22 22 0 0 0 48 86z"
        className="cloud-art__cloud"
      />
      {status === 'working' ? (
        <path d="M64 64l11 11 22-23" className="cloud-art__mark" />
      ) : (
        <path
          d="M92 50a10 10 0 0 0-12.6 12.6L64 78l5 5 15.4-15.4A10 10 0 0 0 97 55l-6 6-5-5z"
          className="cloud-art__tool"
        />
      )}
      <circle cx="26" cy="30" r="3" className="cloud-art__dot" />
      <circle cx="136" cy="26" r="4" className="cloud-art__dot" />
      <circle cx="140" cy="96" r="2.5" className="cloud-art__dot" />
    </svg>
  );
}
