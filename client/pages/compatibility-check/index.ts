import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { compatibleManufacturerCall } from '../../data/compatible-manufacturer';
import { compatibleModelsCall } from '../../data/compatible-models';
import { parseCompatibilityState } from './state';

export const compatibilityCheckPage: PageDefinition<'compatibilityCheck'> = {
  namespaces: ['compatibility'],
  data: ({ search }) => {
    const { manufacturer } = parseCompatibilityState(search);
    // With a manufacturer in the URL the server renders its models, and with a model the result.
    return manufacturer ? [compatibleManufacturerCall(), compatibleModelsCall(manufacturer)] : [compatibleManufacturerCall()];
  },
  view: lazyPage(() => import('./compatibility-view')),
};
