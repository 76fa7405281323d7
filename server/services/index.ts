// What the API routers and the page loaders both call.
import type { Config } from '../config';
import type { Db } from '../db/database';
import { CatalogService } from './catalog';
import { FaqService } from './faq';
import { FaqReadService } from './faq-reads';
import { TicketService, type TicketIntake } from './tickets';
import { AdvisoryService } from './advisories';
import { BetaApplicationService } from './beta-applications';
import { PartnershipService } from './partnership-applications';
import { createFormGuardServices, type FormGuardServices } from './form-guard';
import { contentVersion, type ContentVersion } from './content-version';
import { referencedAttachments } from './attachments';
import { createOutbox } from '../mail/outbox';
import { createUploadStorage } from '../storage';
import type { UploadStorage } from '../storage/types';

export interface Services {
  config: Config;
  db: Db;
  faq: FaqService;
  faqReads: FaqReadService;
  catalog: CatalogService;
  tickets: TicketService;
  advisories: AdvisoryService;
  betaApplications: BetaApplicationService;
  partnership: PartnershipService;
  formGuard: FormGuardServices;
  uploads: UploadStorage;
  /** The content's version as this process last read it (the page cache follows it). */
  contentVersion: ContentVersion;
}

export function createServices(config: Config, db: Db, intake: Partial<TicketIntake> = {}): Services {
  const catalog = new CatalogService(db);
  const faq = new FaqService(db);
  // The FAQs' and the catalogue's search indexes are built from the content: another process (the content
  // import, a change made straight in the database) changing it drops them, as it drops the kept pages.
  const version = contentVersion(db);
  version.onChange(() => {
    faq.invalidate();
    catalog.invalidate();
  });
  const uploads = intake.uploads ?? createUploadStorage(config, { referenced: referencedAttachments(db) });
  const outbox = intake.outbox ?? createOutbox(config);
  return {
    config,
    db,
    faq,
    faqReads: new FaqReadService(db),
    catalog,
    tickets: new TicketService(db, config, catalog, { outbox, uploads }),
    advisories: new AdvisoryService(db, config, { outbox, uploads }),
    betaApplications: new BetaApplicationService(db, config, catalog, outbox),
    partnership: new PartnershipService(db, config, catalog, outbox),
    formGuard: createFormGuardServices(config, db),
    uploads,
    contentVersion: version,
  };
}
