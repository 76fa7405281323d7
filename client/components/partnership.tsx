// What the Partnership pages (Influencer Program, Loyalty Program) share: the programme's introduction
// (what members get, who may join), the applicant's name, e-mail address and country, and the note.
// Texts from the `partnership` namespace.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_MAX } from '../../shared/forms/fields';
import type { FieldIssue } from '../../shared/forms/issues';
import { PARTNER_NAME_MAX, PARTNER_NOTE_MAX } from '../../shared/forms/partnership';
import { useSite } from '../site-context';
import { ApplicationDialogs, type ApplicationForm } from './form/application-form';
import { CountrySelect } from './form/country-select';
import { RequiredNote } from './form/field';
import { ignoreHeldEnter } from './form/form-dialogs';
import { TextAreaField } from './form/text-area-field';
import { TextField } from './form/text-field';
import { PageSection } from './page-frame';
import { SubmitRow } from './form/submit-row';

export type Program = 'influencer' | 'loyalty';

/**
 * A programme's page, for both layouts: its title, the introduction, and the application form: the
 * applicant's contact fields, the programme's own fields (`children`), the note and Submit, then the
 * dialogs after Submit.
 */
export function ApplicationPage({ program, app, children }: { program: Program; app: Omit<ApplicationForm, 'form'> & { form: ContactForm }; children: ReactNode }) {
  const { t } = useTranslation('partnership');
  const { form } = app;
  return (
    <PageSection block="partner-page" title={t(`${program}.title`)}>
      {(heading, frame) => (
        <>
          {heading}
          <ProgramIntro program={program} part={frame.part} />
          {/* autoComplete off: the browser restores none of its fields on a page it comes back to (Back, Forward),
              where it would bring back some and not others; the form's draft is its own (useSessionDraft). Name
              and e-mail keep their own autofill. */}
          <form className={frame.part('partner-form')} method="post" noValidate autoComplete="off" aria-label={t(`${program}.formLabel`)} onSubmit={app.submit} onKeyDown={ignoreHeldEnter}>
            <h2 className="partner-form__heading">{t(`${program}.heading`)}</h2>
            <RequiredNote />
            <ContactFields form={form} />
            {children}
            <NoteField form={form} program={program} />
            <SubmitRow block="partner-form" ready={app.ready} label={t('submit')} />
            {app.honeypot}
          </form>
          <ApplicationDialogs app={app} ns="partnership" thanks={t(`${program}.thanks`)} />
        </>
      )}
    </PageSection>
  );
}

/** The introduction: a paragraph, then what the programme gives and who may take part, as two lists. */
function ProgramIntro({ program, part }: { program: Program; part(name: string): string }) {
  const { t } = useTranslation('partnership');
  const { config } = useSite();
  const brand = config.brandName;
  const list = (name: 'benefits' | 'eligibility') => (
    <section className="program-intro__box" aria-labelledby={`${program}-${name}`}>
      <h2 id={`${program}-${name}`} className="program-intro__title">
        {t(`${program}.${name}.title`)}
      </h2>
      <ul className="program-intro__list">
        {(t(`${program}.${name}.items`, { returnObjects: true, brand }) as string[]).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
  return (
    <>
      <p className="program-intro__text">{t(`${program}.intro`, { brand })}</p>
      <div className={part('program-intro')}>
        {list('benefits')}
        {list('eligibility')}
      </div>
    </>
  );
}

type Bound = { id: string; value: string; error?: FieldIssue; onChange(value: string): void; onBlur(): void };
interface ContactForm {
  bind(field: 'name' | 'email' | 'country' | 'note'): Bound;
}

/** Name, e-mail address and country, side by side on desktop. */
function ContactFields({ form }: { form: ContactForm }) {
  const { t } = useTranslation('partnership');
  return (
    <div className="partner-form__grid">
      <TextField {...form.bind('name')} label={t('fields.name.label')} required maxLength={PARTNER_NAME_MAX} autoComplete="name" />
      <TextField {...form.bind('email')} label={t('fields.email.label')} required type="email" maxLength={EMAIL_MAX} autoComplete="email" />
      <CountrySelect {...form.bind('country')} label={t('fields.country.label')} required placeholder={t('fields.country.placeholder')} />
    </div>
  );
}

/** The optional note, with its counter. */
function NoteField({ form, program }: { form: ContactForm; program: Program }) {
  const { t } = useTranslation('partnership');
  return (
    <TextAreaField {...form.bind('note')} label={t('fields.note.label')} max={PARTNER_NOTE_MAX} rows={5} placeholder={t(`${program}.placeholder`)} />
  );
}
