import { useTranslation } from 'react-i18next';
import { RequiredNote } from '../../components/form/field';
import { ConfirmDialog, SendingOverlay, ignoreHeldEnter } from '../../components/form/form-dialogs';
import { TextAreaField } from '../../components/form/text-area-field';
import { TextField } from '../../components/form/text-field';
import { FileUploader } from '../../components/uploader/file-uploader';
import { LanguageSwitch } from '../../components/language-switch';
import { CallsFailure } from '../../components/load-error';
import { PageSection } from '../../components/page-frame';
import { AccountField, FaqFirst, OptionField, OrderNumberField, SiteField, SubjectField, TicketResult, UnsentTicket } from './parts';
import { useEmailSupportPage } from './use-email-support-page';
import { attachmentsControlId } from './state';
import { SubmitRow } from '../../components/form/submit-row';

export default function EmailSupportView() {
  const { t } = useTranslation('ticket');
  const page = useEmailSupportPage();
  const { form, step } = page;
  return (
    <PageSection block="ticket-page" title={t('title')}>
      {(heading, frame) => (
        <>
          <header className={frame.part('ticket-page__header')}>
            {heading}
            <LanguageSwitch compact={frame.mobile} />
          </header>
          <p className="ticket-page__intro">{t('intro')}</p>
          <FaqFirst />
          <CallsFailure failure={page.loadFailure} />
          {/* autoComplete off: the browser restores no field of a page it comes back to (Back, Forward), which
              would bring a ticket already sent back as a form and a draft; the name and e-mail fields keep
              their own autofill. The ticket's draft is the page's own (useSessionDraft). */}
          <form className={frame.part('ticket-form')} method="post" noValidate autoComplete="off" aria-label={t('form.label')} onSubmit={page.submit} onKeyDown={ignoreHeldEnter}>
            <RequiredNote />
            <div className="ticket-form__grid">
              <TextField {...form.bind('userName')} label={t('fields.userName.label')} required maxLength={100} autoComplete="name" />
              <TextField
                {...form.bind('email')}
                onChange={page.setEmail}
                label={t('fields.email.label')}
                required
                type="email"
                maxLength={254}
                autoComplete="email"
              />
              <AccountField page={page} />
              <SiteField form={form} />
              <OptionField form={form} field="categoryId" name="ticket" options={page.choices.categories} />
              <OptionField form={form} field="modelId" name="modelNum" options={page.choices.models} />
              <OrderNumberField form={form} />
            </div>
            <SubjectField form={form} subjects={page.choices.subjects} />
            <TextAreaField
              {...form.bind('details')}
              label={t('fields.details.label')}
              required
              max={page.detailsMax}
              placeholder={t('fields.details.placeholder')}
            />
            <div className="form-field ticket-form__attachments">
              <p id={form.id('attachments')} className="form-field__label">
                {t('fields.attachments.label')}
              </p>
              <FileUploader uploads={page.uploads} labelledBy={form.id('attachments')} controlId={attachmentsControlId(form.id('attachments'))} />
            </div>
            <UnsentTicket page={page} />
            <SubmitRow block="ticket-form" ready={page.ready} label={t('submit')} />
            {page.honeypot}
          </form>
          {step.kind === 'confirming' && <ConfirmDialog onCancel={page.cancel} onConfirm={page.confirm} />}
          {step.kind === 'sending' && <SendingOverlay />}
          {(step.kind === 'sent' || step.kind === 'failed') && <TicketResult step={step} onClose={page.closeResult} />}
        </>
      )}
    </PageSection>
  );
}
