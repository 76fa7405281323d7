import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';

export const failPage: PageDefinition = {
  namespaces: [],
  view: lazyPage(() => import('./fail-page-view')),
};

export const failPageData: PageData<'failPage'> = { status: 404 };
