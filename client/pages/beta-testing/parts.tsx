// The pieces of the Beta Testing page.
import { useTranslation } from 'react-i18next';
import { TagGroup } from '../../components/form/tag-group';
import { CallsFailure } from '../../components/load-error';
import type { BetaTestingPage } from './use-beta-testing-page';

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
      {page.categoriesFailure.error || page.categoriesFailure.retrying ? (
        <CallsFailure failure={page.categoriesFailure} />
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
