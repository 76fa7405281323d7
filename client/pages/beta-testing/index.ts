import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { productCategoryCall } from '../../data/product-category';

export const betaTestingPage: PageDefinition<'betaTesting'> = {
  namespaces: ['beta', 'forms', 'countries', 'api'],
  data: ({ lang }) => [productCategoryCall('all', lang)],
  view: lazyPage(() => import('./beta-testing-view')),
};
