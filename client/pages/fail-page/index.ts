import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const failPage: PageDefinition = {
  namespaces: [],
  view: lazyPage(() => import('./fail-page-view')),
};
