import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const emailSupportPage: PageDefinition = {
  namespaces: ['ticket', 'forms', 'upload', 'api'],
  view: lazyPage(() => import('./email-support-view')),
};
