import { POLICY_TYPE } from '../../../shared/limits';
import { useCurrentPage } from '../../page-definition';
import { usePageFrame } from '../../components/page-frame';
import { PolicyArticle, type PolicyKind } from './policy-article';

const KIND = {
  privacyPolicy: 'privacy',
  termsOfService: 'terms',
  securityAdvisoryPolicy: 'securityAdvisory',
} as const satisfies Record<string, PolicyKind>;

/** The one view of the three policy pages; the security advisory policy also offers its text's language. */
export default function PolicyView() {
  const page = useCurrentPage();
  const frame = usePageFrame('policy-page');
  const kind: PolicyKind = page && page.id in KIND ? KIND[page.id as keyof typeof KIND] : 'privacy';
  return (
    // Keyed by the policy: moving from one to another shows the new one loading, never the last one's
    // text under the new title (a language changed within one policy keeps its text until the next).
    <PolicyArticle key={kind} kind={kind} type={POLICY_TYPE[kind]} className={frame.section} languageSelector={kind === 'securityAdvisory'} />
  );
}
