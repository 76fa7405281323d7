// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';
import { productCategoryCall } from '../../data/product-category';

export const betaTestingData: PageData<'betaTesting'> = {
  data: ({ lang }) => [productCategoryCall('all', lang)],
};
