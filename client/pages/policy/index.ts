// Privacy policy (type 4), terms of use (type 5) and security advisory policy (type 6): HTML from the
// feedback call, in the language ?appLanguage= names. Privacy and terms are desktop pages that phones
// read as they are (the view is responsive); the security advisory policy exists in both layouts.
import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

/** The three policies share one view. */
export const policyPage: PageDefinition = { view: lazyPage(() => import('./policy-view')), namespaces: ['policy'] };
