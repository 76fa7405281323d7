import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { compatibleManufacturerCall } from '../../data/compatible-manufacturer';
import { compatibleModelsCall } from '../../data/compatible-models';
import { parseCompatibilityState } from './state';

export const compatibilityCheckPage: PageDefinition = {
  namespaces: ['compatibility'],
  view: lazyPage(() => import('./compatibility-view')),
};

export const compatibilityCheckData: PageData<'compatibilityCheck'> = {
  data: ({ search }) => {
    const { manufacturer } = parseCompatibilityState(search);
    // With a manufacturer in the URL the server renders its models, and with a model the result.
    return manufacturer ? [compatibleManufacturerCall(), compatibleModelsCall(manufacturer)] : [compatibleManufacturerCall()];
  },
};
