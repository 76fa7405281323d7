import { POLICY_TYPE } from '../../../shared/limits';
import { PolicyArticle } from './policy-article';

/** Desktop layout only; phones are served this page too (no mobile route), so it is responsive. */
export default function TermsOfService() {
  return <PolicyArticle kind="terms" type={POLICY_TYPE.terms} className="page policy-page" />;
}
