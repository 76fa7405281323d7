// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData as ApiPageData } from '../../../shared/api';
import type { Language } from '../../../shared/i18n';
import type { PageData } from '../../page-definition';
import { lastPageInsteadOf } from '../../components/page-clamp';
import { documentCall } from '../../data/document';
import { parseRegulatoryState, type RegulatoryState } from './state';

/** The documents call of a page's state: what the page renders with, and what tells how many pages there are. */
const listCall = (s: RegulatoryState, lang: Language) => documentCall({ type: s.type, keyword: s.keyword, pageIndex: s.page, pageSize: s.size, lang });

export const regulatoryComplianceData: PageData<'regulatoryCompliance'> = {
  data: ({ search, lang }) => [listCall(parseRegulatoryState(search), lang)],
  lastPageInstead: ({ search, lang }, read) => {
    const s = parseRegulatoryState(search);
    return lastPageInsteadOf(s.page, s.size, read(listCall(s, lang)) as ApiPageData<unknown> | undefined);
  },
};
