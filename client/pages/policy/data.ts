// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageContext, PageData } from '../../page-definition';
import { feedbackCall, type PolicyType } from '../../data/feedback';
import { POLICY_TYPE } from '../../../shared/limits';
import type { PageId } from '../../../shared/routes';
import { textLanguageOf } from '../../components/policy-language';

function policyData<Id extends PageId>(type: PolicyType): PageData<Id> {
  return { data: ({ search }: PageContext<Id>) => [feedbackCall(type, textLanguageOf(search))] };
}

export const privacyPolicyData = policyData<'privacyPolicy'>(POLICY_TYPE.privacy);
export const termsOfServiceData = policyData<'termsOfService'>(POLICY_TYPE.terms);
export const securityAdvisoryPolicyData = policyData<'securityAdvisoryPolicy'>(POLICY_TYPE.securityAdvisory);
