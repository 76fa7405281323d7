// originForm: a request target in absolute form is read as its path and query, a fragment is cut off in
// either form; every other form stays.
import { describe, expect, it } from 'vitest';
import { originForm } from '../../server/http/request-target';

describe('originForm', () => {
  it.each([
    ['/Support/FAQs', '/Support/FAQs'],
    ['/Support/FAQs?contact=1', '/Support/FAQs?contact=1'],
    ['http://example.com/Support/FAQs', '/Support/FAQs'],
    ['https://example.com:8443/ja/Support/FAQs/3.html?x=1', '/ja/Support/FAQs/3.html?x=1'],
    ['HTTP://EXAMPLE.COM/Support', '/Support'],
    ['http://example.com', '/'],
    ['http://example.com?contact=1', '/?contact=1'],
    ['http://user@example.com//evil.example/x', '//evil.example/x'],
    ['http://example.com/a#fragment', '/a'],
    ['/Support\\FAQs#', '/Support\\FAQs'],
    ['/Support/FAQs#?keyword=x', '/Support/FAQs'],
    ['/Support/FAQs?keyword=x#top', '/Support/FAQs?keyword=x'],
    ['*', '*'],
    ['example.com/Support', 'example.com/Support'],
    ['', ''],
  ])('%s → %s', (target, expected) => {
    expect(originForm(target)).toBe(expected);
  });
});
