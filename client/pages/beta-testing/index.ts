import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const betaTestingPage: PageDefinition = {
  namespaces: ['beta', 'forms', 'countries', 'api'],
  view: lazyPage(() => import('./beta-testing-view')),
};
