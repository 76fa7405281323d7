import { POLICY_TYPE } from '../../../shared/limits';
import { PolicyArticle } from './policy-article';

export default function SecurityAdvisoryPolicyMobile() {
  return (
    <PolicyArticle
      kind="securityAdvisory"
      type={POLICY_TYPE.securityAdvisory}
      className="m-page policy-page policy-page--mobile"
      languageSelector
    />
  );
}
