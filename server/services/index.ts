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
import { createOutbox, OUTBOX_KEEP_DAYS, purgeOutbox } from '../mail/outbox';
import type { Outbox } from '../mail/types';
import { dailyPurge } from './retention';
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
  /** Where the forms queue their mail; the delivery worker listens for what it announces. */
  outbox: Outbox;
  /** The content's version as this process last read it (the page cache follows it). */
  contentVersion: ContentVersion;
  /**
   * Deletes what is kept past its time: submissions, the mail copies of them, the files none refers to.
   * Each part runs at most once a day; the server calls it every hour.
   */
  purgeExpired(now: Date): Promise<void>;
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
  const tickets = new TicketService(db, config, catalog, { outbox, uploads });
  const advisories = new AdvisoryService(db, config, { outbox, uploads });
  const betaApplications = new BetaApplicationService(db, config, catalog, outbox);
  const partnership = new PartnershipService(db, config, catalog, outbox);
  const purgeMail = dailyPurge(OUTBOX_KEEP_DAYS, (before) => purgeOutbox(db, Date.parse(before), config.MAIL_RETRY_HOURS * 3_600_000));
  return {
    config,
    db,
    faq,
    faqReads: new FaqReadService(db),
    catalog,
    tickets,
    advisories,
    betaApplications,
    partnership,
    formGuard: createFormGuardServices(config, db),
    uploads,
    outbox,
    contentVersion: version,
    async purgeExpired(now) {
      await tickets.purgeExpired(now);
      await advisories.purgeExpired(now);
      await betaApplications.purgeExpired(now);
      await partnership.purgeExpired(now);
      await purgeMail(now);
      uploads.sweep?.();
    },
  };
}
