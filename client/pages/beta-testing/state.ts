// The Beta Testing form's values and rules. The form keeps the chosen product categories by id (as text,
// the tags' values) and sends them as numbers; the social media field is the mobile form's only. The
// rules are the beta schema's, shared with the server (docs/decisions/0015-beta-testing.md).
import { betaSchema, type BetaPayload } from '../../../shared/forms/beta';
import type { Layout } from '../../../shared/routes';
import { schemaErrors, type FormErrors } from '../../components/form/use-form';
import { draftCodec } from '../../components/form/use-session-draft';

export interface BetaValues {
  /** The chosen product categories' ids, in the order the page shows them. */
  categoryIds: string[];
  username: string;
  email: string;
  /** An ISO country code, or ''. */
  country: string;
  note: string;
  /** Mobile form only. */
  so_media: string;
}
export type BetaField = keyof BetaValues;

export const EMPTY_BETA: BetaValues = { categoryIds: [], username: '', email: '', country: '', note: '', so_media: '' };

/** The form's draft in the tab's sessionStorage. */
export const BETA_DRAFT = {
  key: 'hearthly.betaDraft',
  codec: draftCodec(EMPTY_BETA),
};

/**
 * The fields the visitor fills in, in the order the form shows them (the social media field only on
 * phones). The product tags come first on the page, but offer only valid choices.
 */
export function betaFieldOrder(layout: Layout): BetaField[] {
  return ['username', 'email', 'country', 'note', ...(layout === 'mobile' ? (['so_media'] as const) : [])];
}

/** What the form sends: the desktop form has no social media field, so it sends none. */
export function betaPayload(values: BetaValues, layout: Layout): BetaPayload {
  const payload: BetaPayload = {
    username: values.username,
    email: values.email,
    country: values.country,
    note: values.note,
    categoryIds: values.categoryIds.map(Number),
  };
  return layout === 'mobile' ? { ...payload, so_media: values.so_media } : payload;
}

export function betaErrors(values: BetaValues, layout: Layout): FormErrors<BetaField> {
  return schemaErrors<BetaField>(betaSchema, betaPayload(values, layout));
}
