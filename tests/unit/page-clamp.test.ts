// A page past the end of a list shows the last page instead.
import { describe, expect, it } from 'vitest';
import { lastPage, pageInRange } from '../../client/components/page-clamp';

describe('paged lists: a page past the end', () => {
  it.each([
    // page, total, size, the page shown instead (null: the page exists)
    [1, 0, 10, null],
    [2, 0, 10, 1],
    [1, 5, 10, null],
    [99, 5, 10, 1],
    [2, 10, 10, 1],
    [2, 11, 10, null],
    [3, 11, 10, 2],
    [99, 75, 10, 8],
    [8, 75, 10, null],
    [99, 75, 20, 4],
    [99, 75, 50, 2],
    [999_999_999, 1, 10, 1],
  ])('page %i of %i items, %i a page → %s', (page, total, size, expected) => {
    expect(pageInRange(page, total, size)).toBe(expected);
  });

  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [75, 10, 8],
  ])('%i items, %i a page: the last page is %i', (total, size, expected) => {
    expect(lastPage(total, size)).toBe(expected);
  });
});
