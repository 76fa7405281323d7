import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const faqListPage: PageDefinition = {
  namespaces: ['faq'],
  view: lazyPage(() => import('./faq-list-view')),
};
