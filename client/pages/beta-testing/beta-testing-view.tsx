import { useTranslation } from 'react-i18next';
import { BETA_NAME_MAX, BETA_NOTE_MAX, SOCIAL_MEDIA_MAX } from '../../../shared/forms/beta';
import { EMAIL_MAX } from '../../../shared/forms/fields';
import { CountrySelect } from '../../components/form/country-select';
import { RequiredNote } from '../../components/form/field';
import { ApplicationDialogs } from '../../components/form/application-form';
import { ignoreHeldEnter } from '../../components/form/form-dialogs';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { PageSection } from '../../components/page-frame';
import { useSite } from '../../site-context';
import { ProductTags } from './parts';
import { useBetaTestingPage } from './use-beta-testing-page';
import { SubmitRow } from '../../components/form/submit-row';

export default function BetaTestingView() {
  const { t } = useTranslation('beta');
  const { config } = useSite();
  const page = useBetaTestingPage();
  const { form } = page;
  return (
    <PageSection block="beta-page" title={t('title')}>
      {(heading, frame) => (
        <>
          {heading}
          <p className="beta-page__intro">{t('intro', { brand: config.brandName })}</p>
          {/* autoComplete off: the browser restores none of its fields on a page it comes back to (Back, Forward),
              where it would bring back some and not others; the form's draft is its own (useSessionDraft). Name
              and e-mail keep their own autofill. */}
          <form className={frame.part('beta-form')} method="post" noValidate autoComplete="off" aria-label={t('form.label')} onSubmit={page.submit} onKeyDown={ignoreHeldEnter}>
            <RequiredNote />
            <ProductTags page={page} />
            <div className="beta-form__grid">
              <TextField {...form.bind('username')} label={t('fields.username.label')} required maxLength={BETA_NAME_MAX} autoComplete="name" />
              <TextField {...form.bind('email')} label={t('fields.email.label')} required type="email" maxLength={EMAIL_MAX} autoComplete="email" />
              <CountrySelect {...form.bind('country')} label={t('fields.country.label')} required placeholder={t('fields.country.placeholder')} />
            </div>
            <TextAreaField
              {...form.bind('note')}
              label={t('fields.note.label')}
              required
              max={BETA_NOTE_MAX}
              rows={6}
              placeholder={t('fields.note.placeholder')}
            />
            {frame.mobile && (
              <TextField
                {...form.bind('so_media')}
                label={t('fields.so_media.label')}
                hint={t('fields.so_media.hint')}
                placeholder={t('fields.so_media.placeholder')}
                maxLength={SOCIAL_MEDIA_MAX}
                autoComplete="off"
                verbatim
              />
            )}
            <SubmitRow block="beta-form" ready={page.ready} label={t('submit')} />
            {page.honeypot}
          </form>
          <ApplicationDialogs app={page} ns="beta" thanks={t('result.thanks')} />
        </>
      )}
    </PageSection>
  );
}
