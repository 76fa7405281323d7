import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const cloudServicePage: PageDefinition = {
  namespaces: ['cloud'],
  view: lazyPage(() => import('./cloud-service-view')),
};
