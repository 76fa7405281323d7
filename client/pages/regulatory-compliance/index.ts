import type { PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { documentKey } from '../../data/document';
import { parseRegulatoryState } from './state';

export const regulatoryCompliancePage: PageDefinition = {
  dataKeys: ({ search }) => {
    const s = parseRegulatoryState(search);
    return [documentKey({ type: s.type, keyword: s.keyword, pageIndex: s.page, pageSize: s.size })];
  },
  views: {
    desktop: lazyPage(() => import('./regulatory-desktop')),
    mobile: lazyPage(() => import('./regulatory-mobile')),
  },
};
