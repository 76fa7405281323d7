// What the server reads before it renders each page: the calls of its first render, those without
// which it does not exist, its status. Only entry-server imports it, so none of it (nor the page states'
// parsers it calls) reaches the browser's bundle.
import type { PageMatch } from '../shared/routes';
import type { PageData, PageDataTable } from './page-definition';
import { faqListData } from './pages/faq-list/data';
import { faqItemData } from './pages/faq-item/data';
import { failPageData } from './pages/fail-page/data';
import { emailSupportData } from './pages/email-support/data';
import { betaTestingData } from './pages/beta-testing/data';
import { compatibilityCheckData } from './pages/compatibility-check/data';
import { downloadsData } from './pages/downloads/data';
import { resourceLibraryData } from './pages/resource-library/data';
import { cloudServiceData } from './pages/cloud-service/data';
import { regulatoryComplianceData } from './pages/regulatory-compliance/data';
import { privacyPolicyData, securityAdvisoryPolicyData, termsOfServiceData } from './pages/policy/data';
import { loyaltyProgramData } from './pages/loyalty-program/data';

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
