import { POLICY_TYPE } from '../../../shared/limits';
import { PolicyArticle } from './policy-article';

export default function SecurityAdvisoryPolicyDesktop() {
  return (
    <PolicyArticle
      kind="securityAdvisory"
      type={POLICY_TYPE.securityAdvisory}
      className="page policy-page"
      languageSelector
    />
  );
}
