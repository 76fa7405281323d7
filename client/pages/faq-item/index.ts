import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const faqItemPage: PageDefinition = {
  namespaces: ['faq'],
  view: lazyPage(() => import('./faq-item-view')),
};
