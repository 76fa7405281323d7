// The beta testing application (Beta Testing page): the one schema of what the browser sends to
// POST /api/v1/betaTesting/apply. The browser checks the form with it (on blur and on submit) and the
// server refuses bad input with it, then checks what only it knows (each chosen product category is one
// it offers). Reading of the rules the page follows: docs/decisions/0015-beta-testing.md.
import * as z from 'zod/mini';
import { countryField, distinct, emailField, optionalLine, preprocessed, requiredLine, requiredText } from './fields';

/** The call an application is sent to, below /api/v1. */
export const BETA_APPLY_PATH = '/betaTesting/apply';

export const BETA_NAME_MAX = 100;
/** The note fits the form's 16 kB body limit in any script (2000 characters of Japanese are 6 kB). */
export const BETA_NOTE_MAX = 2000;
export const SOCIAL_MEDIA_MAX = 300;
/** More ids than there are categories is never a real choice. */
export const BETA_CATEGORIES_MAX = 50;
/** Category ids are positive whole numbers in the same range as the site's other ids. */
const CATEGORY_ID_MAX = 999_999_999;

/** A social media address holds at least a letter or a digit: "-" or "..." is no address. */
const HAS_ADDRESS = /[\p{L}\p{N}]/u;

const categoryId = z.lazy(() =>
  z
    .int({ error: 'errors.categoriesInvalid' })
    .check(z.minimum(1, { error: 'errors.categoriesInvalid' }), z.maximum(CATEGORY_ID_MAX, { error: 'errors.categoryUnknown' })),
);

export const betaSchema = z.lazy(() =>
  z.object({
    username: requiredLine('errors.usernameAddressRequired', BETA_NAME_MAX),
    email: emailField,
    /** ISO 3166-1 alpha-2 (and XK), one of the countries the form offers. */
    country: countryField,
    note: requiredText('errors.noteRequired', BETA_NOTE_MAX),
    /** Optional (the mobile form asks for it); when given, it must hold an address. */
    so_media: optionalLine(SOCIAL_MEDIA_MAX).check(
      z.refine((value: string) => value === '' || HAS_ADDRESS.test(value), { error: 'errors.socialMediaRequired' }),
    ),
    /** The product categories (GET /productCategory ids) the applicant would like to test; none is fine. */
    categoryIds: distinct(
      preprocessed(
        (v) => (v === undefined || v === null ? [] : v),
        z.array(categoryId, { error: 'errors.categoriesInvalid' }).check(z.maxLength(BETA_CATEGORIES_MAX, { error: 'errors.categoriesInvalid' })),
      ),
    ),
  }),
);

/** What the browser sends: the desktop form has no social media field and sends none. */
export interface BetaPayload {
  username: string;
  email: string;
  /** An ISO code of the list ('' when none is chosen: refused). */
  country: string;
  note: string;
  so_media?: string;
  categoryIds: number[];
}
/** What the server works with once the payload is checked (trimmed; each category id once). */
export type BetaApplication = z.output<typeof betaSchema>;
