import { useTranslation } from 'react-i18next';
import { RequiredNote } from '../../components/form/field';
import { ConfirmDialog, SendingOverlay, ignoreHeldEnter } from '../../components/form/form-dialogs';
import { TextField } from '../../components/form/text-field';
import { PageSection } from '../../components/page-frame';
import { Toast } from '../../components/toast';
import { useSite } from '../../site-context';
import { ADVISORY_TITLE_MAX } from '../../../shared/forms/advisory';
import { AdvisoryResult, AgreeBox, FilesField, Step, TemplateLink } from './parts';
import { useSecurityAdvisoryPage } from './use-security-advisory-page';
import { SubmitRow } from '../../components/form/submit-row';

export default function SecurityAdvisoryView() {
  const { t } = useTranslation('advisory');
  const { config } = useSite();
  const page = useSecurityAdvisoryPage();
  const { form, step } = page;
  return (
    <PageSection block="advisory-page" title={t('title')}>
      {(heading, frame) => (
        <>
          {heading}
          <p className="advisory-page__intro">{t('intro', { brand: config.brandName })}</p>
          {/* autoComplete off: the form keeps no draft, and the browser restores none of its fields on a page it
              comes back to (Back, Forward), where it would bring back some and not others. */}
          <form className={frame.part('advisory-form')} method="post" noValidate autoComplete="off" aria-label={t('form.label')} onSubmit={page.submit} onKeyDown={ignoreHeldEnter}>
            <RequiredNote />
            <ol className="advisory-steps">
              <Step number={1} name="title">
                <TextField
                  {...form.bind('title')}
                  label={t('fields.title.label')}
                  required
                  maxLength={ADVISORY_TITLE_MAX}
                  placeholder={t('fields.title.placeholder')}
                  autoComplete="off"
                />
              </Step>
              <Step number={2} name="download">
                <TemplateLink />
              </Step>
              <Step number={3} name="complete" />
              <Step number={4} name="upload">
                <FilesField page={page} />
              </Step>
            </ol>
            <AgreeBox agree={page.agree} />
            <SubmitRow block="advisory-form" ready={page.ready} label={t('submit')} mail="security" />
            {page.honeypot}
          </form>
          <Toast toast={page.toast} />
          {step.kind === 'confirming' && <ConfirmDialog onCancel={page.cancel} onConfirm={page.confirm} />}
          {step.kind === 'sending' && <SendingOverlay />}
          {step.kind === 'sent' && <AdvisoryResult reference={step.reference} onClose={page.closeResult} />}
        </>
      )}
    </PageSection>
  );
}
