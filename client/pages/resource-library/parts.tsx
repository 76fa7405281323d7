// The pieces of the Resource Library and its Disclaimer.
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { ResourceCategory } from '../../../shared/api';
import { TextIn, useTextLanguage } from '../../components/text-language';
import { useSite } from '../../site-context';
import { DISCLAIMER_PATH, LIBRARY_PATH, resourceLabel } from './state';

export const GPL_URL = 'https://www.gnu.org/licenses/gpl-3.0.html';

export function DisclaimerNotice({ className }: { className: string }) {
  const { t } = useTranslation('library');
  return (
    <p className={className}>
      <ShieldIcon />
      <span>
        {t('notice')}{' '}
        <Link to={DISCLAIMER_PATH} className="library-notice__link">
          {t('disclaimerLink')}
        </Link>
      </span>
    </p>
  );
}

export function LibraryCategories({ categories }: { categories: ResourceCategory[] }) {
  return categories.map((category) => <LibraryCategory key={category.categoryName} category={category} />);
}

function LibraryCategory({ category }: { category: ResourceCategory }) {
  const { t } = useTranslation('library');
  const id = useId();
  const textLang = useTextLanguage();
  return (
    <section className="library-category" aria-labelledby={id}>
      <h2 id={id} className="library-category__title">
        <TextIn lang={category.lang}>{category.categoryName}</TextIn>
      </h2>
      <ul className="library-list">
        {category.list.map((item) => (
          <li key={item.url + item.version} className="library-list__item">
            <a href={item.url} target="_blank" rel="noopener" className="library-list__link">
              <span className="library-list__label" lang={textLang(item.lang)}>
                {resourceLabel(item)}
              </span>
              <span className="visually-hidden"> {t('opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The open-source terms (GPL-3.0), with a Back link to the library. */
export function DisclaimerArticle({ className }: { className: string }) {
  const { t } = useTranslation('library');
  const { config } = useSite();
  const brand = config.brandName;
  const back = (
    <Link to={LIBRARY_PATH} className="back-link">
      {t('disclaimer.back')}
    </Link>
  );
  return (
    <article className={className} aria-labelledby="disclaimer-title">
      {back}
      <h1 id="disclaimer-title">{t('disclaimer.title')}</h1>
      <p className="disclaimer__lead">{t('disclaimer.intro', { brand })}</p>
      <section aria-labelledby="disclaimer-licence">
        <h2 id="disclaimer-licence">{t('disclaimer.licence.title')}</h2>
        <p>{t('disclaimer.licence.text', { brand })}</p>
      </section>
      <section aria-labelledby="disclaimer-warranty" className="disclaimer__warranty">
        <h2 id="disclaimer-warranty">{t('disclaimer.warranty.title')}</h2>
        <p>{t('disclaimer.warranty.text', { brand })}</p>
      </section>
      <section aria-labelledby="disclaimer-fulltext">
        <h2 id="disclaimer-fulltext">{t('disclaimer.fullText.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="disclaimer.fullText.text"
            values={{ url: GPL_URL }}
            components={{ gpl: <a href={GPL_URL} target="_blank" rel="noopener" /> }}
          />
        </p>
      </section>
      <section aria-labelledby="disclaimer-rights">
        <h2 id="disclaimer-rights">{t('disclaimer.rights.title')}</h2>
        <p>{t('disclaimer.rights.text')}</p>
      </section>
      <section aria-labelledby="disclaimer-offer">
        <h2 id="disclaimer-offer">{t('disclaimer.offer.title')}</h2>
        <p>{t('disclaimer.offer.text', { brand })}</p>
      </section>
      <section aria-labelledby="disclaimer-third-party">
        <h2 id="disclaimer-third-party">{t('disclaimer.thirdParty.title')}</h2>
        <p>{t('disclaimer.thirdParty.text')}</p>
      </section>
      <section aria-labelledby="disclaimer-contact">
        <h2 id="disclaimer-contact">{t('disclaimer.contact.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="disclaimer.contact.text"
            values={{ email: config.supportEmail }}
            components={{ mail: <a href={`mailto:${config.supportEmail}`} /> }}
          />
        </p>
      </section>
      <p className="disclaimer__note">{t('disclaimer.note')}</p>
      {back}
    </article>
  );
}

function ShieldIcon() {
  return (
    <svg className="library-notice__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.75l7.5 3v5.5c0 4.6-3.1 8.6-7.5 10-4.4-1.4-7.5-5.4-7.5-10v-5.5z" className="library-notice__icon-shield" />
      <path d="M8.5 12l2.5 2.5 4.5-5" className="library-notice__icon-mark" />
    </svg>
  );
}
