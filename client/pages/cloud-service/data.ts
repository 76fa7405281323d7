// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';
import { cloudServiceCall } from '../../data/cloud-service';

export const cloudServiceData: PageData<'cloudService'> = {
  // The same call as the header's status indicator: both show one answer and update together.
  data: ({ lang }) => [cloudServiceCall(lang)],
};
