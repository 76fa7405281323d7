// The pieces of the Email Support page.
import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { SupportOption } from '../../../shared/api';
import { AMAZON_SITES, ORDER_NUMBER_HINT, SUBJECT_TEXT_MAX } from '../../../shared/forms/ticket';
import { HOME_PATH } from '../../../shared/routes';
import { useEarlyChecked, useEarlyValue } from '../../components/early-input';
import { FormField } from '../../components/form/field';
import { ResultDialog } from '../../components/form/form-dialogs';
import { SelectField } from '../../components/form/select-field';
import { TagGroup } from '../../components/form/tag-group';
import { TextField } from '../../components/form/text-field';
import { useSite } from '../../site-context';
import { chosen } from './state';
import type { EmailSupportPage, TicketStep } from './use-email-support-page';

type Form = EmailSupportPage['form'];

/** The way to the FAQs, before asking. */
export function FaqFirst() {
  const { t } = useTranslation('ticket');
  return (
    <p className="ticket-page__faq-first">
      <Trans t={t} i18nKey="faqFirst" components={{ faqs: <Link to={HOME_PATH} /> }} />
    </p>
  );
}

/** The app account: typed in, or the e-mail address while "same as email address" is on. */
export function AccountField({ page }: { page: EmailSupportPage }) {
  const { t } = useTranslation('ticket');
  const { config } = useSite();
  const { form } = page;
  const same = form.values.sameAsEmail;
  const sameRef = useRef<HTMLInputElement>(null);
  useEarlyChecked(sameRef, same, page.setSameAsEmail);
  return (
    <div className="ticket-account">
      <TextField
        {...form.bind('account')}
        label={t('fields.meross_account.label')}
        hint={t('fields.meross_account.hint', { brand: config.brandName })}
        maxLength={254}
        autoComplete="off"
        inputMode="email"
        verbatim
        readOnly={same}
      />
      <label className="ticket-account__same">
        <input ref={sameRef} type="checkbox" checked={same} onChange={(e) => page.setSameAsEmail(e.target.checked)} />
        <span>{t('fields.meross_account.sameAsEmail')}</span>
      </label>
    </div>
  );
}

/** The Amazon sites, in the order the language's ticket.json lists their names: as the language sorts them. */
export function SiteField({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('ticket');
  const listed = Object.keys((i18n.getResourceBundle(i18n.language, 'ticket') as { sites?: Record<string, string> } | undefined)?.sites ?? {});
  const place = (site: string) => (listed.includes(site) ? listed.indexOf(site) : listed.length);
  const sites = [...AMAZON_SITES].sort((a, b) => place(a) - place(b));
  return (
    <SelectField
      {...form.bind('site')}
      label={t('fields.site.label')}
      required
      placeholder={t('fields.site.placeholder')}
      options={sites.map((site) => ({ value: site, label: t(`sites.${site}`) }))}
    />
  );
}

/** A ticket category or model select; the chosen option's information is its hint. */
export function OptionField(props: {
  form: Form;
  field: 'categoryId' | 'modelId';
  /** The payload field, which names its texts. */
  name: 'ticket' | 'modelNum';
  options: readonly SupportOption[];
}) {
  const { t } = useTranslation('ticket');
  const information = chosen(props.options, props.form.values[props.field])?.information;
  return (
    <SelectField
      {...props.form.bind(props.field)}
      label={t(`fields.${props.name}.label`)}
      required
      placeholder={t(`fields.${props.name}.placeholder`)}
      hint={information ? <p className="ticket-information">{information}</p> : undefined}
      options={props.options.map((o) => ({ value: String(o.id), label: o.name }))}
    />
  );
}

export function OrderNumberField({ form }: { form: Form }) {
  const { t } = useTranslation('ticket');
  return (
    <TextField
      {...form.bind('orderNum')}
      label={t('fields.orderNum.label')}
      hint={t('fields.orderNum.hint', { format: ORDER_NUMBER_HINT })}
      placeholder={ORDER_NUMBER_HINT}
      maxLength={40}
      autoComplete="off"
    />
  );
}

/** The subject: a tag (optional, single choice) and a text; one of the two is required. */
export function SubjectField({ form, subjects }: { form: Form; subjects: readonly SupportOption[] }) {
  const { t } = useTranslation('ticket');
  const text = form.bind('subjectText');
  const textRef = useEarlyValue<HTMLInputElement>(text.value, text.onChange);
  const tag = chosen(subjects, form.values.subjectTagId);
  return (
    <FormField
      id={text.id}
      label={t('fields.subject.label')}
      required
      error={text.error}
      hint={tag?.information ? <p className="ticket-information">{tag.information}</p> : undefined}
    >
      {(control) => (
        <>
          <TagGroup
            className="ticket-subject__tags"
            label={t('fields.subject.tags')}
            tags={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
            selected={form.values.subjectTagId}
            onChange={(value) => form.setValue('subjectTagId', value)}
          />
          <input
            {...control}
            ref={textRef}
            type="text"
            className="form-input"
            value={text.value}
            maxLength={SUBJECT_TEXT_MAX}
            placeholder={t('fields.subject.placeholder')}
            onChange={(e) => text.onChange(e.target.value)}
            onBlur={text.onBlur}
          />
        </>
      )}
    </FormField>
  );
}

/** The outcome of sending: thanks and the reference, or the server's reason. */
export function TicketResult({ step, onClose }: { step: Extract<TicketStep, { kind: 'sent' | 'failed' }>; onClose(): void }) {
  const { t } = useTranslation('ticket');
  const { t: tf } = useTranslation('forms');
  if (step.kind === 'failed') {
    return (
      <ResultDialog ok={false} title={tf('result.failed')} onClose={onClose}>
        <p>{step.message}</p>
      </ResultDialog>
    );
  }
  return (
    <ResultDialog ok title={tf('result.thanks')} onClose={onClose}>
      <p>{t('result.created')}</p>
      <p className="form-reference">
        <Trans t={t} i18nKey="result.reference" values={{ reference: step.reference }} components={{ ref: <strong /> }} />
      </p>
    </ResultDialog>
  );
}

/** Said once a ticket that was not sent has been cleared from the form: the button puts it back. */
export function UnsentTicket({ page }: { page: EmailSupportPage }) {
  const { t } = useTranslation('ticket');
  return (
    <div className="ticket-form__unsent" role="status">
      {page.hasUnsent && (
        <>
          <p>{t('unsent.note')}</p>
          <button type="button" className="button" onClick={page.putBackUnsent}>
            {t('unsent.putBack')}
          </button>
        </>
      )}
    </div>
  );
}
