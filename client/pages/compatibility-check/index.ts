import type { PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { compatibleManufacturerKey } from '../../data/compatible-manufacturer';
import { compatibleModelsKey } from '../../data/compatible-models';
import { parseCompatibilityState } from './state';

export const compatibilityCheckPage: PageDefinition = {
  dataKeys: ({ search }) => {
    const { manufacturer } = parseCompatibilityState(search);
    // With a manufacturer in the URL the server renders its models, and with a model the result.
    return manufacturer ? [compatibleManufacturerKey(), compatibleModelsKey(manufacturer)] : [compatibleManufacturerKey()];
  },
  views: {
    desktop: lazyPage(() => import('./compatibility-desktop')),
    mobile: lazyPage(() => import('./compatibility-mobile')),
  },
};
