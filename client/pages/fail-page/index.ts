import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const failPage: PageDefinition<'failPage'> = {
  namespaces: [],
  status: 404,
  view: lazyPage(() => import('./fail-page-view')),
};
