// The route table: each page's definition by id. Only the entries import it (entry-server for the
// server's render, entry-client for hydration and navigation); pages and components never do. What the
// server reads before it renders a page is in page-data.ts.
import type { PageMatch } from '../shared/routes';
import type { PageDefinition, PageTable } from './page-definition';
import { faqListPage } from './pages/faq-list';
import { faqItemPage } from './pages/faq-item';
import { failPage } from './pages/fail-page';
import { emailSupportPage } from './pages/email-support';
import { betaTestingPage } from './pages/beta-testing';
import { compatibilityCheckPage } from './pages/compatibility-check';
import { downloadsPage } from './pages/downloads';
import { resourceDisclaimerPage, resourceLibraryPage } from './pages/resource-library';
import { cloudServicePage } from './pages/cloud-service';
import { regulatoryCompliancePage } from './pages/regulatory-compliance';
import { policyPage } from './pages/policy';
import { securityAdvisoryPage } from './pages/security-advisory';
import { influencerProgramPage } from './pages/influencer-program';
import { loyaltyProgramPage } from './pages/loyalty-program';

export const PAGE_TABLE: PageTable = {
  faqList: faqListPage,
  faqItem: faqItemPage,
  failPage,
  emailSupport: emailSupportPage,
  betaTesting: betaTestingPage,
  compatibilityCheck: compatibilityCheckPage,
  downloads: downloadsPage,
  resourceLibrary: resourceLibraryPage,
  resourceDisclaimer: resourceDisclaimerPage,
  cloudService: cloudServicePage,
  regulatoryCompliance: regulatoryCompliancePage,
  securityAdvisory: securityAdvisoryPage,
  privacyPolicy: policyPage,
  termsOfService: policyPage,
  securityAdvisoryPolicy: policyPage,
  influencerProgram: influencerProgramPage,
  loyaltyProgram: loyaltyProgramPage,
};

/** The definition of a matched page (the table's entries are typed by id; this is where they meet). */
export function definitionOf(page: PageMatch): PageDefinition {
  return PAGE_TABLE[page.id];
}
