import type { PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';

export const failPage: PageDefinition = {
  status: 404,
  views: {
    desktop: lazyPage(() => import('./fail-page-view')),
    mobile: lazyPage(() => import('./fail-page-view')),
  },
};
