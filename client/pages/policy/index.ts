// Privacy policy (type 4), terms of use (type 5) and security advisory policy (type 6): HTML from the
// feedback call (SPEC 7). Privacy and terms exist only in the desktop layout (phones read that page,
// which is responsive); the security advisory policy has a view in each layout (SPEC 2).
import type { PageContext, PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { feedbackKey, type PolicyType } from '../../data/feedback';
import { POLICY_TYPE } from '../../../shared/limits';
import { parseAppLanguage } from './state';

const keysFor = (type: PolicyType) => ({ search }: PageContext) => [feedbackKey(type, parseAppLanguage(search))];

const privacyView = lazyPage(() => import('./privacy-policy'));
const termsView = lazyPage(() => import('./terms-of-service'));

export const privacyPolicyPage: PageDefinition = {
  dataKeys: keysFor(POLICY_TYPE.privacy),
  // Never routed on mobile (shared/routes.ts); the desktop view is responsive.
  views: { desktop: privacyView, mobile: privacyView },
};

export const termsOfServicePage: PageDefinition = {
  dataKeys: keysFor(POLICY_TYPE.terms),
  views: { desktop: termsView, mobile: termsView },
};

export const securityAdvisoryPolicyPage: PageDefinition = {
  dataKeys: keysFor(POLICY_TYPE.securityAdvisory),
  views: {
    desktop: lazyPage(() => import('./security-advisory-policy-desktop')),
    mobile: lazyPage(() => import('./security-advisory-policy-mobile')),
  },
};
