// What the API routers and the page loaders both call.
import type { Config } from '../config';
import type { Db } from '../db/database';
import { CatalogService } from './catalog';
import { FaqService } from './faq';
import { FaqReadService } from './faq-reads';
import { TicketService, type TicketIntake } from './tickets';
import { createFormGuardServices, type FormGuardServices } from './form-guard';

export interface Services {
  config: Config;
  db: Db;
  faq: FaqService;
  faqReads: FaqReadService;
  catalog: CatalogService;
  /** Ticket intake, when the outbox and the upload storage are given; without them the call is not offered. */
  tickets: TicketService | null;
  formGuard: FormGuardServices;
}

export function createServices(config: Config, db: Db, intake?: TicketIntake): Services {
  const catalog = new CatalogService(db);
  return {
    config,
    db,
    faq: new FaqService(db),
    faqReads: new FaqReadService(db),
    catalog,
    tickets: intake ? new TicketService(db, config, catalog, intake) : null,
    formGuard: createFormGuardServices(config, db),
  };
}
