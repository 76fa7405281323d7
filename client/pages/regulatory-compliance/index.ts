import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { documentCall } from '../../data/document';
import { parseRegulatoryState } from './state';

export const regulatoryCompliancePage: PageDefinition<'regulatoryCompliance'> = {
  namespaces: ['regulatory'],
  data: ({ search, lang }) => {
    const s = parseRegulatoryState(search);
    return [documentCall({ type: s.type, keyword: s.keyword, pageIndex: s.page, pageSize: s.size, lang })];
  },
  view: lazyPage(() => import('./regulatory-view')),
};
