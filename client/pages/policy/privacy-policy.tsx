import { POLICY_TYPE } from '../../../shared/limits';
import { PolicyArticle } from './policy-article';

/** Desktop layout only; phones are served this page too (no mobile route), so it is responsive. */
export default function PrivacyPolicy() {
  return <PolicyArticle kind="privacy" type={POLICY_TYPE.privacy} className="page policy-page" />;
}
