// Privacy policy (type 4), terms of use (type 5) and security advisory policy (type 6): HTML from the
// feedback call, in the language ?appLanguage= names. Privacy and terms are desktop pages that phones
// read as they are (the view is responsive); the security advisory policy exists in both layouts.
import type { PageContext, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { feedbackCall, type PolicyType } from '../../data/feedback';
import { POLICY_TYPE } from '../../../shared/limits';
import type { PageId } from '../../../shared/routes';
import { parseAppLanguage } from './state';

const view = lazyPage(() => import('./policy-view'));

function policyPage<Id extends PageId>(type: PolicyType): PageDefinition<Id> {
  return { data: ({ search }: PageContext<Id>) => [feedbackCall(type, parseAppLanguage(search))], view, namespaces: ['policy'] };
}

export const privacyPolicyPage = policyPage<'privacyPolicy'>(POLICY_TYPE.privacy);
export const termsOfServicePage = policyPage<'termsOfService'>(POLICY_TYPE.terms);
export const securityAdvisoryPolicyPage = policyPage<'securityAdvisoryPolicy'>(POLICY_TYPE.securityAdvisory);
