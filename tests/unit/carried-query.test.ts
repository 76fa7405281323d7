import { describe, expect, it } from 'vitest';
import { CARRIED_PARAMS, carriedQuery } from '../../client/components/url-state';
import { KEYWORD_MAX } from '../../shared/limits';

describe('carriedQuery: what a link to the page in another language keeps of its query', () => {
  const long = 'a'.repeat(14_000);
  const many = Array.from({ length: CARRIED_PARAMS + 4 }, (_, i) => `p${i}=${i}`).join('&');
  it.each([
    ['no query', '', ''],
    ['a question mark alone', '?', ''],
    ['a keyword and a page', '?keyword=wifi&page=2', '?keyword=wifi&page=2'],
    ['a policy text language', '?appLanguage=ja', '?appLanguage=ja'],
    ['a value without a name kept empty', '?category=', '?category='],
    ['a repeated parameter, each kept', '?tag=a&tag=b', '?tag=a&tag=b'],
    ['spaces around a keyword', '?keyword=%20%20garage%20door%20', '?keyword=garage+door'],
    ['a control character, read as a space', '?keyword=wifi%00plug', '?keyword=wifi+plug'],
    ['an over-long keyword, cut as the page cuts it', `?keyword=${long}`, `?keyword=${'a'.repeat(KEYWORD_MAX)}`],
    ['an over-long name', `?${long}=1`, `?${'a'.repeat(KEYWORD_MAX)}=1`],
    ['more parameters than any page reads', `?${many}`, `?${many.split('&').slice(0, CARRIED_PARAMS).join('&')}`],
  ])('%s', (_, search, carried) => {
    expect(carriedQuery(search)).toBe(carried);
  });
});
