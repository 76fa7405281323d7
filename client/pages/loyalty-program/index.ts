// The Loyalty Program page: the programme and the application to it; the products to choose from are the
// catalogue's model numbers, in the page's language.
import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const loyaltyProgramPage: PageDefinition = {
  view: lazyPage(() => import('./loyalty-program-view')),
  namespaces: ['partnership', 'forms', 'countries', 'api'],
};
