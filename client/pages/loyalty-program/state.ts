// The Loyalty Program form's values and rules. The form keeps the chosen product's id as text (the
// select's value) and sends it as a number; the rules are the loyalty schema's, shared with the server
// (docs/decisions/0016-partnership-forms.md).
import { loyaltySchema, type LoyaltyPayload } from '../../../shared/forms/partnership';
import { schemaErrors, type FormErrors } from '../../components/form/use-form';
import { draftCodec } from '../../components/form/use-session-draft';

export interface LoyaltyValues {
  name: string;
  email: string;
  /** An ISO country code, or ''. */
  country: string;
  orderNumber: string;
  /** The chosen product's id, or ''. */
  productId: string;
  note: string;
}
export type LoyaltyField = keyof LoyaltyValues;

export const EMPTY_LOYALTY: LoyaltyValues = { name: '', email: '', country: '', orderNumber: '', productId: '', note: '' };

/** The form's draft in the tab's sessionStorage. */
export const LOYALTY_DRAFT = {
  key: 'hearthly.loyaltyDraft',
  codec: draftCodec(EMPTY_LOYALTY),
};

/** The fields in the order the form shows them: the first invalid one takes focus on submit. */
export const LOYALTY_ORDER: readonly LoyaltyField[] = ['name', 'email', 'country', 'orderNumber', 'productId', 'note'];

/** What the form sends: the product's id as a number (null while none is chosen). */
export function loyaltyPayload(values: LoyaltyValues): LoyaltyPayload {
  return { ...values, productId: values.productId === '' ? null : Number(values.productId) };
}

export function loyaltyErrors(values: LoyaltyValues): FormErrors<LoyaltyField> {
  return schemaErrors<LoyaltyField>(loyaltySchema, loyaltyPayload(values));
}
