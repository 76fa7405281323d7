import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { documentCall } from '../../data/document';
import { parseRegulatoryState } from './state';

export const regulatoryCompliancePage: PageDefinition = {
  namespaces: ['regulatory'],
  view: lazyPage(() => import('./regulatory-view')),
};

export const regulatoryComplianceData: PageData<'regulatoryCompliance'> = {
  data: ({ search, lang }) => {
    const s = parseRegulatoryState(search);
    return [documentCall({ type: s.type, keyword: s.keyword, pageIndex: s.page, pageSize: s.size, lang })];
  },
};
