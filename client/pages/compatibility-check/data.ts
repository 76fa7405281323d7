// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';
import { compatibleManufacturerCall } from '../../data/compatible-manufacturer';
import { compatibleModelsCall } from '../../data/compatible-models';
import { parseCompatibilityState } from './state';

export const compatibilityCheckData: PageData<'compatibilityCheck'> = {
  data: ({ search }) => {
    const { manufacturer } = parseCompatibilityState(search);
    // With a manufacturer in the URL the server renders its models, and with a model the result.
    return manufacturer ? [compatibleManufacturerCall(), compatibleModelsCall(manufacturer)] : [compatibleManufacturerCall()];
  },
};
