import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { cloudServiceCall } from '../../data/cloud-service';

export const cloudServicePage: PageDefinition = {
  namespaces: ['cloud'],
  view: lazyPage(() => import('./cloud-service-view')),
};

export const cloudServiceData: PageData<'cloudService'> = {
  // The same call as the header's status indicator: both show one answer and update together.
  data: ({ lang }) => [cloudServiceCall(lang)],
};
