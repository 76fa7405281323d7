// What a list's forms send besides their own field where no script runs (client/components/choice-form.tsx):
// the rest of the query as it is after that change, so a browser without JavaScript gets the list a
// click would have given.
import { describe, expect, it } from 'vitest';
import { faqListChoiceKeeps, parseFaqListState } from '../../client/pages/faq-list/state';
import { parseRegulatoryState, regulatoryTypeKeeps } from '../../client/pages/regulatory-compliance/state';
import { downloadsProductKeeps, parseDownloadsState } from '../../client/pages/downloads/state';
import { keepsBesides } from '../../client/components/choice-form';

const query = (q: string) => new URLSearchParams(q);

describe("a list's forms keep what their change keeps", () => {
  it.each([
    // page, query, form, what it sends besides its field
    ['FAQs', 'keyword=wifi&sort=2&category=3&page=4&size=20', 'sort', 'keyword=wifi&category=3&size=20'],
    ['FAQs', 'keyword=wifi&sort=2&category=3&page=4&size=20', 'category', 'keyword=wifi&sort=2&size=20'],
    ['FAQs', '', 'sort', ''],
    ['FAQs', 'category=3', 'category', ''],
    ['FAQs', 'keyword=wifi', 'category', 'keyword=wifi'],
    ['Regulatory Compliance', 'type=psti&keyword=HG200&page=3&size=20', 'type', 'size=20'],
    ['Regulatory Compliance', 'keyword=HG200', 'type', ''],
    ['Downloads', 'keyword=quick&product=2', 'product', 'keyword=quick'],
    ['Downloads', 'product=2', 'product', ''],
  ] as const)('%s ?%s: the %s form sends %j', (page, q, form, sent) => {
    const keeps: Record<string, URLSearchParams> =
      page === 'FAQs'
        ? faqListChoiceKeeps(parseFaqListState(query(q)))
        : page === 'Regulatory Compliance'
          ? { type: regulatoryTypeKeeps(parseRegulatoryState(query(q))) }
          : { product: downloadsProductKeeps(parseDownloadsState(query(q))) };
    expect(keeps[form]!.toString()).toBe(sent);
  });

  it("leaves the query it is given alone", () => {
    const search = query('keyword=a&sort=2');
    expect(keepsBesides(search, 'sort').toString()).toBe('keyword=a');
    expect(search.toString()).toBe('keyword=a&sort=2');
  });
});
