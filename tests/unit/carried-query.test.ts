import { describe, expect, it } from 'vitest';
import { CARRIED_PARAMS, carriedQuery } from '../../client/components/url-state';
import { KEYWORD_MAX } from '../../shared/limits';
import { cleanKeyword } from '../../shared/text';
import { keptPageUrl } from '../../server/http/page-cache';

describe('carriedQuery: what a link to the page in another language keeps of its query', () => {
  const long = 'a'.repeat(14_000);
  const names = Array.from({ length: CARRIED_PARAMS + 4 }, (_, i) => `p${String(i).padStart(2, '0')}`);
  it.each([
    ['no query', '', ''],
    ['a question mark alone', '?', ''],
    ['a keyword and a page', '?keyword=wifi&page=2', '?keyword=wifi&page=2'],
    ['a policy text language', '?appLanguage=ja', '?appLanguage=ja'],
    ['a value without a name kept empty', '?category=', '?category='],
    ['a repeated parameter, each kept in its order', '?tag=b&tag=a', '?tag=b&tag=a'],
    ['sorted by name, as the server renders the page', '?sort=2&keyword=wifi&contact=1', '?contact=1&keyword=wifi&sort=2'],
    ['without the tracking parameters', '?utm_source=x&keyword=wifi&gclid=1&UTM_Medium=y', '?keyword=wifi'],
    ['spaces around a keyword, as written', '?keyword=%20%20garage%20door%20', '?keyword=++garage+door+'],
    ['a control character, as written', '?keyword=wifi%00plug', '?keyword=wifi%00plug'],
    ['a name with a tab is not the name without it', '?keyword%09=wifi', '?keyword%09=wifi'],
    ['a text language with a space, as written (the page reads it as none)', '?appLanguage=%20ja', '?appLanguage=+ja'],
    ['an over-long keyword, cut as the page cuts it', `?keyword=${long}`, `?keyword=${'a'.repeat(KEYWORD_MAX)}`],
    ['an over-long name: no page reads it', `?${long}=1&page=2`, '?page=2'],
    ['more parameters than any page reads: the first by name', `?${[...names].reverse().map((n) => `${n}=1`).join('&')}`, `?${names.slice(0, CARRIED_PARAMS).map((n) => `${n}=1`).join('&')}`],
  ])('%s', (_, search, carried) => {
    expect(carriedQuery(search)).toBe(carried);
  });

  it.each([
    ['plain', 'b'.repeat(500)],
    ['after spaces and controls', ` \t\u0001${'c'.repeat(300)}`],
    ['through an emoji', `${'d'.repeat(KEYWORD_MAX - 1)}😀tail`],
  ])('keeps a keyword the page reads the same (%s)', (_, keyword) => {
    const carried = new URLSearchParams(carriedQuery(`?keyword=${encodeURIComponent(keyword)}`)).get('keyword');
    expect(cleanKeyword(carried)).toBe(cleanKeyword(keyword));
  });

  // The server renders a page from its query without the tracking parameters, sorted (keptPageUrl); the
  // browser hydrates it from the address as typed. Both must write the same links.
  it.each([
    ['tracking parameters first, then more than can be carried', `?${Array.from({ length: 16 }, (_, i) => `utm_p${i}=1`).join('&')}&keyword=wifi&contact=1`],
    ['more parameters than can be carried, in reverse order', `?${Array.from({ length: 20 }, (_, i) => `p${20 - i}=${i}`).join('&')}`],
    ['repeated names, plus and %20, an empty piece', '?tag=b&&tag=a&keyword=garage+door&x=%20y'],
  ])('writes the same link from the address as typed and as the server renders it (%s)', (_, search) => {
    const rendered = keptPageUrl(`/Support/FAQs${search}`);
    expect(carriedQuery(rendered.slice(rendered.indexOf('?')))).toBe(carriedQuery(search));
  });
});
