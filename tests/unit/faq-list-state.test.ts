import { describe, expect, it } from 'vitest';
import { faqListSearch, faqListTransitions, keptFaqList, parseFaqListState } from '../../client/pages/faq-list/state';
import { faqListQuery } from '../../shared/api-schemas';
import { cleanKeyword, stripNumberPrefix } from '../../shared/text';
import { pagerItems } from '../../client/components/pagination';
import { keptListQuery } from '../../client/pages/faq-item/kept-list';
import { faqListData } from '../../client/pages/faq-list/data';
import { faqCategoryCall } from '../../client/data/faq-category';
import type { CallRef } from '../../shared/api';

const state = (q: string) => parseFaqListState(new URLSearchParams(q));

describe('FAQ list state: keyword, sort, category, page and page size in the query', () => {
  it.each([
    ['', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
    ['keyword=reset&sort=2&category=3&page=4&size=20', { keyword: 'reset', sort: 2, categoryId: 3, page: 4, size: 20 }],
    ['keyword=reset', { keyword: 'reset', sort: 3, categoryId: undefined, page: 1, size: 10 }],
    ['keyword=reset&sort=1&size=50', { keyword: 'reset', sort: 1, categoryId: undefined, page: 1, size: 50 }],
    ['sort=3', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
    ['sort=7&category=-1&page=0&size=30', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
    ['page=abc&category=1e3&size=1000', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
    ['page=150000', { keyword: '', sort: 1, categoryId: undefined, page: 100_000, size: 10 }],
    ['page=99999999999999', { keyword: '', sort: 1, categoryId: undefined, page: 100_000, size: 10 }],
    ['page=0000000000', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
    ['page=0000000000002', { keyword: '', sort: 1, categoryId: undefined, page: 2, size: 10 }],
    ['page=2.5', { keyword: '', sort: 1, categoryId: undefined, page: 2, size: 10 }],
    ['page=1e1', { keyword: '', sort: 1, categoryId: undefined, page: 10, size: 10 }],
    ['page=1E400', { keyword: '', sort: 1, categoryId: undefined, page: 100_000, size: 10 }],
    ['page=0x10', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
    ['page=-3', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
    ['page=0.5', { keyword: '', sort: 1, categoryId: undefined, page: 1, size: 10 }],
  ])('parses %j', (q, expected) => expect(state(q)).toEqual(expected));

  // The server renders the page from the calls the browser would make, so it asks for none the API refuses.
  it.each(['page=100000', 'page=150000', 'page=999999999', 'page=99999999999999'])('asks the API for a page it serves: %s', (q) => {
    expect(faqListQuery.safeParse({ pageIndex: String(state(q).page) }).success).toBe(true);
  });

  it.each([
    ['wifi', { keyword: 'wifi', sort: 3, page: 1, size: 20 }],
    ['   ', { keyword: '', sort: 1, page: 1, size: 20 }],
  ])('a search for %j orders by relevance (Number without a keyword), clears the category and keeps the page size', (keyword, expected) => {
    expect(faqListTransitions.search(state('sort=2&category=3&page=5&size=20'), keyword)).toEqual(expected);
  });

  it('a new page size returns to page 1 and keeps the rest', () => {
    expect(faqListTransitions.size(state('keyword=hub&category=2&page=3'), 50)).toEqual({ keyword: 'hub', sort: 3, categoryId: 2, page: 1, size: 50 });
  });

  it('the category toggles and resets to page 1', () => {
    const on = faqListTransitions.toggleCategory(state('page=3'), 4);
    expect(on).toMatchObject({ categoryId: 4, page: 1 });
    expect(faqListTransitions.toggleCategory(on, 4).categoryId).toBeUndefined();
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const s = { keyword: 'garage door', sort: 2 as const, categoryId: 4, page: 2, size: 20 };
    expect(parseFaqListState(faqListSearch(s))).toEqual(s);
    expect(faqListSearch({ keyword: '', sort: 1, page: 1, size: 10 }).toString()).toBe('');
    expect(faqListSearch({ keyword: 'hub', sort: 3, page: 1, size: 10 }).toString()).toBe('keyword=hub');
    expect(faqListSearch({ keyword: 'hub', sort: 1, page: 1, size: 50 }).toString()).toBe('keyword=hub&sort=1&size=50');
  });
});

describe('display helpers', () => {
  it.each([
    ['12. How do I reset?', 'How do I reset?'],
    ['3.Pairing', 'Pairing'],
    ['How to use 2.4 GHz Wi-Fi', 'How to use 2.4 GHz Wi-Fi'],
    ['2026 models', '2026 models'],
    ['2.4 GHz and 5 GHz networks', '2.4 GHz and 5 GHz networks'],
    ['7．日本語のタイトル', '日本語のタイトル'],
  ])('strips the number prefix of %j', (title, shown) => expect(stripNumberPrefix(title)).toBe(shown));

  it.each([
    ['  hub  ', 'hub'],
    ['a'.repeat(250), 'a'.repeat(200)],
    [`${'a'.repeat(199)}😀`, 'a'.repeat(199)],
    [`${'a'.repeat(198)}😀`, `${'a'.repeat(198)}😀`],
    ['リセット😀', 'リセット😀'],
    ['ab\u0000cd', 'ab cd'],
    ['\u0000hub\u007f\u0085', 'hub'],
    ['tab\there', 'tab here'],
  ])('reads the keyword %j as %j: controls as spaces, trimmed, at most 200 UTF-16 units, never half an emoji', (raw, keyword) => {
    expect(cleanKeyword(raw)).toBe(keyword);
  });

  it('pager items keep first, last and neighbours', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});

describe('FAQ list: a category no longer there', () => {
  const CATEGORIES = [
    { id: 1, title: 'Getting Started' },
    { id: 4, title: 'Garage Door Opener' },
  ];
  const staleParams = (q: string, categories: unknown) =>
    faqListData.stale!({ params: {}, search: new URLSearchParams(q), lang: 'de', layout: 'desktop' } as never, (call: CallRef) =>
      call.key === faqCategoryCall('de').key ? categories : undefined,
    );
  it.each([
    ['category=4&page=2', CATEGORIES, []],
    ['keyword=reset&page=3', CATEGORIES, []],
    // No category number at all is dropped, whether the categories loaded or not.
    ['category=abc&page=2', CATEGORIES, ['category', 'page']],
    ['category=', undefined, ['category', 'page']],
    // The categories did not load: nothing is known to be gone.
    ['category=9', undefined, []],
    ['category=9&page=3&keyword=reset&sort=2', CATEGORIES, ['category', 'page']],
    ['category=9', [], ['category', 'page']],
  ])('%s (categories %j) drops %j', (q, categories, expected) => {
    expect(staleParams(q, categories)).toEqual(expected);
  });
});

describe('FAQ list: the list an answer leads back to', () => {
  const kept = (lang: string, q: string) => keptFaqList(lang, state(q));
  it.each([
    ['the same language: all of it', kept('de', 'keyword=Garagentor&page=2&size=20'), 'de', '?keyword=Garagentor&page=2&size=20'],
    ['the first page', kept('de', ''), 'de', ''],
    ['another language: no search, from its first page', kept('de', 'keyword=Garagentor&page=2&size=20'), 'ja', '?size=20'],
    ['another language: the order and category stay', kept('en', 'keyword=reset&sort=2&category=4&page=3'), 'ja', '?sort=2&category=4'],
    ['another language: order by number instead of relevance', kept('en', 'keyword=reset&sort=3'), 'fr', ''],
    ['another language: from the first page without a search too', kept('en', 'sort=2&page=3'), 'it', '?sort=2'],
    ['a keyword of any script, encoded', kept('ja', 'keyword=スマートプラグ 電源'), 'ja', '?keyword=%E3%82%B9%E3%83%9E%E3%83%BC%E3%83%88%E3%83%97%E3%83%A9%E3%82%B0+%E9%9B%BB%E6%BA%90'],
    ['a keyword with the characters a query leaves as they are', kept('en', 'keyword=a*b.c_d-e'), 'en', '?keyword=a*b.c_d-e'],
    ['whatever else was in the address is left out', kept('en', 'page=2&next=//evil.example'), 'en', '?page=2'],
    ['nothing kept', null, 'en', ''],
    ['an older or broken value', '?page=2', 'en', ''],
    ['not an object', '"?page=2"', 'en', ''],
    ['a query that is not text', '{"lang":"en","search":2}', 'en', ''],
    ['a value that would lead elsewhere', '{"lang":"en","search":"//evil.example/"}', 'en', ''],
    ['a value that would lead elsewhere, after a query', '{"lang":"en","search":"?a=1#x/../evil"}', 'en', ''],
  ])('%s', (_name, value, lang, expected) => {
    expect(keptListQuery(value, lang)).toBe(expected);
  });
});
