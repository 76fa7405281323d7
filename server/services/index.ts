// What the API routers and the page loaders both call.
import type { Config } from '../config';
import type { Db } from '../db/database';
import { CatalogService } from './catalog';
import { FaqService } from './faq';
import { FaqReadService } from './faq-reads';
import { createUploadStorage } from '../storage';
import type { UploadStorage } from '../storage/types';

export interface Services {
  config: Config;
  db: Db;
  faq: FaqService;
  faqReads: FaqReadService;
  catalog: CatalogService;
  uploads: UploadStorage;
}

export function createServices(config: Config, db: Db): Services {
  return { config, db, faq: new FaqService(db), faqReads: new FaqReadService(db), catalog: new CatalogService(db), uploads: createUploadStorage(config) };
}
