import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const downloadsPage: PageDefinition = {
  namespaces: ['downloads'],
  view: lazyPage(() => import('./downloads-view')),
};
