// Privacy policy (type 4), terms of use (type 5) and security advisory policy (type 6): HTML from the
// feedback call, in the language ?appLanguage= names. Privacy and terms are desktop pages that phones
// read as they are (the view is responsive); the security advisory policy exists in both layouts.
import type { PageContext, PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { feedbackCall, type PolicyType } from '../../data/feedback';
import { POLICY_TYPE } from '../../../shared/limits';
import type { PageId } from '../../../shared/routes';
import { textLanguageOf } from '../../components/policy-language';

/** The three policies share one view. */
export const policyPage: PageDefinition = { view: lazyPage(() => import('./policy-view')), namespaces: ['policy'] };

function policyData<Id extends PageId>(type: PolicyType): PageData<Id> {
  return { data: ({ search }: PageContext<Id>) => [feedbackCall(type, textLanguageOf(search))] };
}

// Marked pure: the browser's bundle, which never reads them, drops the calls.
export const privacyPolicyData = /* @__PURE__ */ policyData<'privacyPolicy'>(POLICY_TYPE.privacy);
export const termsOfServiceData = /* @__PURE__ */ policyData<'termsOfService'>(POLICY_TYPE.terms);
export const securityAdvisoryPolicyData = /* @__PURE__ */ policyData<'securityAdvisoryPolicy'>(POLICY_TYPE.securityAdvisory);
