import type { PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { cloudServiceKey } from '../../data/cloud-service';

export const cloudServicePage: PageDefinition = {
  // The same key as the header's status indicator: both show one answer and update together.
  dataKeys: () => [cloudServiceKey()],
  views: {
    desktop: lazyPage(() => import('./cloud-desktop')),
    mobile: lazyPage(() => import('./cloud-mobile')),
  },
};
