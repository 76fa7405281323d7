import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const regulatoryCompliancePage: PageDefinition = {
  namespaces: ['regulatory'],
  view: lazyPage(() => import('./regulatory-view')),
};
