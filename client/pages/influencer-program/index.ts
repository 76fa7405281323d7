// The Influencer Program page: the programme and the application to it. It reads no data before its first render.
import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const influencerProgramPage: PageDefinition = {
  view: lazyPage(() => import('./influencer-program-view')),
  namespaces: ['partnership', 'forms', 'countries', 'api'],
};
