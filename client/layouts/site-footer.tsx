// The footer of both layouts: copyright with the year, privacy policy and terms of use, three
// app stores and the social networks; plus Contact us, and About Us on mobile.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../components/link';
import { sitePath, type AppPath } from '../../shared/routes';
import {
  AmazonMark,
  AppleMark,
  FacebookMark,
  GooglePlayMark,
  InstagramMark,
  XMark,
  YouTubeMark,
} from '../components/layout-icons';
import {
  EMAIL_SUPPORT_PATH,
  MAIN_SITE_PATHS,
  PRIVACY_POLICY_PATH,
  TERMS_OF_SERVICE_PATH,
  mainSiteLink,
} from '../components/support-nav';
import { useSite } from '../site-context';
import { textLanguageQuery } from '../components/policy-language';
import { TaggedText } from '../components/tagged-text';
import { SOCIAL_LINKS, storeLinks, type SocialNetwork, type StoreId } from './external-links';

const SOCIAL_ICONS: Record<SocialNetwork, typeof FacebookMark> = {
  Facebook: FacebookMark,
  YouTube: YouTubeMark,
  Instagram: InstagramMark,
  X: XMark,
};

const STORES: { id: StoreId; name: string; Icon: typeof AppleMark }[] = [
  { id: 'appStore', name: 'App Store', Icon: AppleMark },
  { id: 'googlePlay', name: 'Google Play', Icon: GooglePlayMark },
  { id: 'amazon', name: 'Amazon Appstore', Icon: AmazonMark },
];

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function SiteFooter({ inert = false }: { inert?: boolean }) {
  const { t } = useTranslation('layout');
  const { config, layout, lang, year } = useSite();
  const appsId = useId();
  const socialId = useId();
  const links = storeLinks(config.brandName);
  const newTab = t('footer.newTab');
  // Privacy and terms exist only as desktop pages, which phones read there: from the mobile layout they
  // are a full page load to the desktop path, outside the router's /mTerminal basename. Their text is
  // asked for in the interface language.
  const policyLink = (path: AppPath, label: string) =>
    layout === 'desktop' ? (
      <Link to={`${path}${textLanguageQuery(lang)}`}>{label}</Link>
    ) : (
      <a href={`${sitePath(path, 'desktop', lang)}${textLanguageQuery(lang)}`}>{label}</a>
    );

  return (
    <footer className={`site-footer site-footer--${layout}`} inert={inert}>
      <div className="site-footer__inner">
        <nav className="site-footer__links" aria-label={t('footer.links')}>
          <ul>
            {layout === 'mobile' && (
              <li>
                <a href={mainSiteLink(config.mainSiteUrl, MAIN_SITE_PATHS.aboutUs.mobile)}>{t('footer.aboutUs')}</a>
              </li>
            )}
            <li>
              <Link to={EMAIL_SUPPORT_PATH}>{t('footer.contact')}</Link>
            </li>
            <li>{policyLink(PRIVACY_POLICY_PATH, t('footer.privacy'))}</li>
            <li>{policyLink(TERMS_OF_SERVICE_PATH, t('footer.terms'))}</li>
          </ul>
        </nav>

        <section className="site-footer__apps" aria-labelledby={appsId}>
          <h2 id={appsId} className="site-footer__heading">
            {t('footer.getApp')}
          </h2>
          <ul className="store-badges">
            {STORES.map(({ id, name, Icon }) => (
              <li key={id}>
                <a className="store-badge" href={links[id]} {...external}>
                  <Icon className="store-badge__icon" />
                  <span className="store-badge__text">
                    <TaggedText text={t(`stores.${id}`, { store: name })} tags={{ name: <strong className="store-badge__name" /> }} />
                  </span>
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__social" aria-labelledby={socialId}>
          <h2 id={socialId} className="site-footer__heading">
            {t('footer.follow')}
          </h2>
          <ul className="social-links">
            {SOCIAL_LINKS.map(({ network, href }) => {
              const Icon = SOCIAL_ICONS[network];
              return (
                <li key={network}>
                  <a
                    className="social-link"
                    href={href}
                    aria-label={`${t('social.label', { brand: config.brandName, network })} ${newTab}`}
                    {...external}
                  >
                    <Icon className="social-link__icon" />
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">{t('footer.copyright', { year, brand: config.brandName })}</p>
    </footer>
  );
}
