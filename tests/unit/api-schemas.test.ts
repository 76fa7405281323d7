// The GET calls' parameter schemas (shared/api-schemas.ts) as tables: every whole-number parameter takes
// an empty value as an absent one (its default, or none), and reads plain decimal digits only.
import { describe, expect, it } from 'vitest';
import { GET_CALL_QUERIES, faqIdParam } from '../../shared/api-schemas';
import { DOCUMENT_PAGE_SIZE, FAQ_PAGE_SIZE } from '../../shared/limits';

type Query = Record<string, string>;
const parse = (name: keyof typeof GET_CALL_QUERIES, query: Query) => GET_CALL_QUERIES[name].safeParse(query);

describe('an empty whole number is an absent one', () => {
  // [call, parameter, extra parameters the call needs, the value when absent or empty]
  const cases: [keyof typeof GET_CALL_QUERIES, string, Query, number | undefined][] = [
    ['faqList', 'pageIndex', {}, 1],
    ['faqList', 'pageSize', {}, FAQ_PAGE_SIZE],
    ['faqList', 'sort', {}, undefined],
    ['faqList', 'categoryId', {}, undefined],
    ['document', 'pageIndex', { type: 'eudoc' }, 1],
    ['document', 'pageSize', { type: 'psti' }, DOCUMENT_PAGE_SIZE],
    ['modelNumber', 'pid', {}, 0],
    ['ticketCategory', 'pid', {}, 0],
    ['subject', 'pid', {}, 0],
  ];
  it.each(cases)('%s: %s absent or empty → %s', (name, param, extra, expected) => {
    for (const query of [extra, { ...extra, [param]: '' }]) {
      const parsed = parse(name, query);
      expect(parsed.success, JSON.stringify(query)).toBe(true);
      expect((parsed.data as Record<string, unknown>)[param]).toBe(expected);
    }
  });
});

describe('a whole number is plain decimal digits', () => {
  // [call, parameter, extra, value, read as (undefined: refused)]
  const cases: [keyof typeof GET_CALL_QUERIES, string, Query, string, number | undefined][] = [
    ['faqList', 'pageIndex', {}, '2', 2],
    ['faqList', 'pageIndex', {}, '0002', 2],
    ['faqList', 'pageIndex', {}, '100000', 100_000],
    ['faqList', 'pageIndex', {}, '100001', undefined],
    ['faqList', 'pageIndex', {}, '0', undefined],
    ['faqList', 'pageIndex', {}, '0x10', undefined],
    ['faqList', 'pageIndex', {}, '1e1', undefined],
    ['faqList', 'pageIndex', {}, '+1', undefined],
    ['faqList', 'pageIndex', {}, '-1', undefined],
    ['faqList', 'pageIndex', {}, '1.0', undefined],
    ['faqList', 'pageIndex', {}, '1.5', undefined],
    ['faqList', 'pageIndex', {}, ' 1', undefined],
    ['faqList', 'pageIndex', {}, '1 ', undefined],
    ['faqList', 'pageIndex', {}, '0b1', undefined],
    ['faqList', 'pageIndex', {}, 'Infinity', undefined],
    ['faqList', 'pageIndex', {}, '１', undefined],
    ['faqList', 'pageSize', {}, '100', 100],
    ['faqList', 'pageSize', {}, '1e2', undefined],
    ['faqList', 'sort', {}, '3', 3],
    ['faqList', 'sort', {}, '01', 1],
    ['faqList', 'sort', {}, '0x1', undefined],
    ['faqList', 'sort', {}, '1.0', undefined],
    ['faqList', 'sort', {}, '4', undefined],
    ['faqList', 'categoryId', {}, '7', 7],
    ['faqList', 'categoryId', {}, '0x7', undefined],
    ['faqList', 'categoryId', {}, '99999999999999999999', undefined],
    ['document', 'pageIndex', { type: 'eudoc' }, '3', 3],
    ['document', 'pageIndex', { type: 'eudoc' }, '1e9', undefined],
    ['document', 'pageSize', { type: 'eudoc' }, '0x20', undefined],
    ['modelNumber', 'pid', {}, '0', 0],
    ['modelNumber', 'pid', {}, '12', 12],
    ['modelNumber', 'pid', {}, '-0', undefined],
    ['modelNumber', 'pid', {}, '0x0', undefined],
    ['faqItem', 'id', {}, '78', 78],
    ['faqItem', 'id', {}, '078', 78],
    ['faqItem', 'id', {}, '999999999', 999_999_999],
    ['faqItem', 'id', {}, '1000000000', undefined],
    ['faqItem', 'id', {}, '0', undefined],
    ['faqItem', 'id', {}, '0x1', undefined],
    ['faqItem', 'id', {}, '1e0', undefined],
    ['faqItem', 'id', {}, '+1', undefined],
    ['faqItem', 'id', {}, '1.0', undefined],
    ['faqItem', 'id', {}, ' 1', undefined],
  ];
  it.each(cases)('%s: %s (with %j) = %j → %s', (name, param, extra, value, expected) => {
    const parsed = parse(name, { ...extra, [param]: value });
    if (expected === undefined) {
      expect(parsed.success).toBe(false);
      expect(new Set(parsed.error?.issues.map((issue) => issue.path.join('.')))).toEqual(new Set([param]));
    } else {
      expect(parsed.success).toBe(true);
      expect((parsed.data as Record<string, unknown>)[param]).toBe(expected);
    }
  });

  it('a FAQ id in a path reads as in GET /faq/{id} (POST /faq/{id}/read uses the same)', () => {
    expect(faqIdParam.safeParse('0001').data).toBe(1);
    for (const id of ['', '0', '0x1', '1e0', '+1', '1.0', '%FF']) expect(faqIdParam.safeParse(id).success, id).toBe(false);
  });
});
