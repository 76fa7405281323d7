import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const compatibilityCheckPage: PageDefinition = {
  namespaces: ['compatibility'],
  view: lazyPage(() => import('./compatibility-view')),
};
