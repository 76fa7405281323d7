// The pieces of the Beta Testing page.
import { useTranslation } from 'react-i18next';
import { ResultDialog } from '../../components/form/form-dialogs';
import { TagGroup } from '../../components/form/tag-group';
import { LoadError } from '../../components/load-error';
import type { BetaStep, BetaTestingPage } from './use-beta-testing-page';

/** The products the applicant would like to test: the product categories as tags, any number chosen. */
export function ProductTags({ page }: { page: BetaTestingPage }) {
  const { t } = useTranslation('beta');
  const { form } = page;
  const labelId = form.id('categoryIds');
  const hintId = `${labelId}-hint`;
  return (
    <div className="form-field beta-form__products">
      <p id={labelId} className="form-field__label">
        {t('fields.categoryIds.label')}
      </p>
      <p id={hintId} className="form-field__hint">
        {t('fields.categoryIds.hint')}
      </p>
      {page.categoriesError ? (
        <LoadError error={page.categoriesError} />
      ) : (
        <TagGroup
          multiple
          className="beta-form__tags"
          labelledBy={labelId}
          describedBy={hintId}
          tags={page.tags}
          selected={form.values.categoryIds}
          onChange={(ids) => form.setValue('categoryIds', ids)}
        />
      )}
    </div>
  );
}

/** The dialog after Submit: the form is incomplete, or how sending went. */
export function BetaMessage({ page }: { page: BetaTestingPage }) {
  const { t } = useTranslation('beta');
  const { t: tf } = useTranslation('forms');
  const step: BetaStep = page.step;
  const close = page.closeMessage;
  switch (step.kind) {
    case 'incomplete':
      return <ResultDialog ok={false} title={t('result.incomplete')} onClose={close} finalFocus={page.focusAfterIncomplete} />;
    case 'sent':
      return (
        <ResultDialog ok title={t('result.success')} onClose={close}>
          <p>{t('result.thanks')}</p>
        </ResultDialog>
      );
    case 'refused':
    case 'failed':
      return (
        <ResultDialog ok={false} title={tf('result.failed')} onClose={close}>
          <p>{step.kind === 'refused' ? step.message : t('result.exception')}</p>
        </ResultDialog>
      );
    default:
      return null;
  }
}
