import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { documentCall } from '../../data/document';
import { parseRegulatoryState } from './state';

export const regulatoryCompliancePage: PageDefinition<'regulatoryCompliance'> = {
  data: ({ search }) => {
    const s = parseRegulatoryState(search);
    return [documentCall({ type: s.type, keyword: s.keyword, pageIndex: s.page, pageSize: s.size })];
  },
  view: lazyPage(() => import('./regulatory-view')),
};
