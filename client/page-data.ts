// What the server reads before it renders each page: the calls of its first render, those without
// which it does not exist, its status. Only entry-server imports it, so none of it (nor the page states'
// parsers it calls) reaches the browser's bundle.
import type { PageMatch } from '../shared/routes';
import type { PageData, PageDataTable } from './page-definition';
import { faqListData } from './pages/faq-list';
import { faqItemData } from './pages/faq-item';
import { failPageData } from './pages/fail-page';
import { emailSupportData } from './pages/email-support';
import { betaTestingData } from './pages/beta-testing';
import { compatibilityCheckData } from './pages/compatibility-check';
import { downloadsData } from './pages/downloads';
import { resourceLibraryData } from './pages/resource-library';
import { cloudServiceData } from './pages/cloud-service';
import { regulatoryComplianceData } from './pages/regulatory-compliance';
import { privacyPolicyData, securityAdvisoryPolicyData, termsOfServiceData } from './pages/policy';
import { loyaltyProgramData } from './pages/loyalty-program';

export const PAGE_DATA: PageDataTable = {
  faqList: faqListData,
  faqItem: faqItemData,
  failPage: failPageData,
  emailSupport: emailSupportData,
  betaTesting: betaTestingData,
  compatibilityCheck: compatibilityCheckData,
  downloads: downloadsData,
  resourceLibrary: resourceLibraryData,
  resourceDisclaimer: {},
  cloudService: cloudServiceData,
  regulatoryCompliance: regulatoryComplianceData,
  securityAdvisory: {},
  privacyPolicy: privacyPolicyData,
  termsOfService: termsOfServiceData,
  securityAdvisoryPolicy: securityAdvisoryPolicyData,
  influencerProgram: {},
  loyaltyProgram: loyaltyProgramData,
};

/** The server's part of a matched page (the table's entries are typed by id; this is where they meet). */
export function pageDataOf(page: PageMatch): PageData {
  return PAGE_DATA[page.id] as PageData;
}
