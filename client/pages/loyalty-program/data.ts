// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';
import { modelNumberCall } from '../../data/support-options';

export const loyaltyProgramData: PageData<'loyaltyProgram'> = {
  data: ({ lang }) => [modelNumberCall(lang)],
};
