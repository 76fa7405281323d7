import { useTranslation } from 'react-i18next';
import { API_BASE } from '../../../shared/api';
import { LOYALTY_APPLY_PATH, ORDER_NUMBER_MAX } from '../../../shared/forms/partnership';
import { useApplicationForm } from '../../components/form/application-form';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { CallsFailure } from '../../components/load-error';
import { ApplicationPage } from '../../components/partnership';
import { useFailedCalls } from '../../data/failed-calls';
import { modelNumberCall, useSupportOptions } from '../../data/support-options';
import { useSite } from '../../site-context';
import { EMPTY_LOYALTY, LOYALTY_DRAFT, LOYALTY_ORDER, loyaltyErrors, loyaltyPayload } from './state';

export default function LoyaltyProgramView() {
  const { t } = useTranslation('partnership');
  const { lang } = useSite();
  const products = useSupportOptions(modelNumberCall(lang));
  const productsFailure = useFailedCalls(products);
  const app = useApplicationForm({
    guard: 'loyalty',
    url: `${API_BASE}${LOYALTY_APPLY_PATH}`,
    initial: EMPTY_LOYALTY,
    order: LOYALTY_ORDER,
    validate: loyaltyErrors,
    payload: loyaltyPayload,
    draft: LOYALTY_DRAFT,
  });
  const { form } = app;
  return (
    <ApplicationPage program="loyalty" app={app}>
      <div className="partner-form__pair">
        <TextField
          {...form.bind('orderNumber')}
          label={t('fields.orderNumber.label')}
          hint={t('fields.orderNumber.hint')}
          required
          maxLength={ORDER_NUMBER_MAX}
          autoComplete="off"
        />
        {/* The products are the catalogue's model numbers, in the page's language. */}
        {productsFailure.error || productsFailure.retrying ? (
          <CallsFailure failure={productsFailure} />
        ) : (
          <SelectField
            {...form.bind('productId')}
            label={t('fields.productId.label')}
            required
            placeholder={t('fields.productId.placeholder')}
            options={(products.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
          />
        )}
      </div>
    </ApplicationPage>
  );
}
