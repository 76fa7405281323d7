import { callRef, type PolicyContent } from '../../shared/api';
import { POLICY_TYPE } from '../../shared/limits';
import { useLaggySWR } from './use-laggy-swr';

export type PolicyType = (typeof POLICY_TYPE)[keyof typeof POLICY_TYPE];

/** The vendor the policy texts belong to (the feedback call takes vendor, appLanguage and type). */
const POLICY_VENDOR = 'hearthly';

export const feedbackCall = (type: PolicyType, appLanguage: string) =>
  callRef('feedback', { vendor: POLICY_VENDOR, appLanguage, type });

/** A policy text; the last text stays on screen while another language loads. */
export function usePolicy(type: PolicyType, appLanguage: string) {
  return useLaggySWR<PolicyContent>(feedbackCall(type, appLanguage).key, { revalidateOnFocus: false });
}
