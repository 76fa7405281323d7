// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData as ApiPageData } from '../../../shared/api';
import type { PageData } from '../../page-definition';
import { pageInRange } from '../../components/page-clamp';
import { documentCall } from '../../data/document';
import { parseRegulatoryState } from './state';

export const regulatoryComplianceData: PageData<'regulatoryCompliance'> = {
  data: ({ search, lang }) => {
    const s = parseRegulatoryState(search);
    return [documentCall({ type: s.type, keyword: s.keyword, pageIndex: s.page, pageSize: s.size, lang })];
  },
  lastPageInstead: ({ search, lang }, read) => {
    const s = parseRegulatoryState(search);
    const list = read(documentCall({ type: s.type, keyword: s.keyword, pageIndex: s.page, pageSize: s.size, lang })) as ApiPageData<unknown> | undefined;
    return list ? (pageInRange(s.page, list.total, s.size) ?? undefined) : undefined;
  },
};
