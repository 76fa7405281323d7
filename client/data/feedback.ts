import { apiUrl, type PolicyContent } from '../../shared/api';
import { POLICY_TYPE } from '../../shared/limits';
import { useLaggySWR } from './use-laggy-swr';

export type PolicyType = (typeof POLICY_TYPE)[keyof typeof POLICY_TYPE];

/** The vendor the policy texts belong to (SPEC 7: the feedback call takes vendor, appLanguage, type). */
export const POLICY_VENDOR = 'hearthly';

export const feedbackKey = (type: PolicyType, appLanguage: string) =>
  apiUrl('/feedback', { vendor: POLICY_VENDOR, appLanguage, type });

/** A policy text; the last text stays on screen while another language loads. */
export function usePolicy(type: PolicyType, appLanguage: string) {
  return useLaggySWR<PolicyContent>(feedbackKey(type, appLanguage), { revalidateOnFocus: false });
}
