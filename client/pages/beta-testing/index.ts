import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { productCategoryCall } from '../../data/product-category';

export const betaTestingPage: PageDefinition = {
  namespaces: ['beta', 'forms', 'countries', 'api'],
  view: lazyPage(() => import('./beta-testing-view')),
};

export const betaTestingData: PageData<'betaTesting'> = {
  data: ({ lang }) => [productCategoryCall('all', lang)],
};
