// Opening an FAQ item in the browser counts one read for the popularity sort, and showing it again to
// the same visitor counts nothing more.
import crypto from 'node:crypto';
import { expect, hydrated, test } from './fixtures';

// Items no other journey opens, one category per project (the projects share one server).
const ITEMS = {
  desktop: { category: 8, reference: 63, opened: 70 },
  mobile: { category: 9, reference: 80, opened: 87 },
} as const;

test('opening an FAQ item counts exactly one read', async ({ page, request }, info) => {
  const { category, reference, opened } = ITEMS[info.project.name as keyof typeof ITEMS];
  const prefix = info.project.name === 'mobile' ? '/mTerminal' : '';
  const isRead = (url: string) => new URL(url).pathname === `/api/v1/faq/${opened}/read`;
  const sent: string[] = [];
  page.on('request', (r) => {
    if (isRead(r.url())) sent.push(r.method());
  });

  const first = page.waitForResponse((r) => isRead(r.url()));
  await page.goto(`${prefix}/Support/FAQs/${opened}.html`);
  await hydrated(page);
  expect((await first).status()).toBe(204);
  // The visit's id, kept for the tab's session only: nothing the site keeps outlives the visit.
  const visitor = await page.evaluate(() => sessionStorage.getItem('hearthly.visitor'));
  expect(visitor).toMatch(/^[0-9a-f]{32}$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect((await first).request().postDataJSON()).toEqual({ visitor });

  // The same reader again in the same visit: the page reports it with the same id, and the server counts nothing.
  const again = page.waitForResponse((r) => isRead(r.url()));
  await page.reload();
  await hydrated(page);
  expect((await again).status()).toBe(204);
  expect((await again).request().postDataJSON()).toEqual({ visitor });

  // One read of an item with a lower number, in the same category, by another reader.
  const referenceRead = await request.post(`/api/v1/faq/${reference}/read`, {
    data: { visitor: crypto.randomBytes(16).toString('hex') },
  });
  expect(referenceRead.status()).toBe(204);

  // Sorted by popularity, equal counts keep number order: the reference first, then the opened item,
  // ahead of the unread rest. Two counted reads would put the opened item first; none, behind 64 or 81.
  const res = await request.get(`/api/v1/faqList?pageIndex=1&pageSize=100&sort=2&categoryId=${category}`);
  const ids = ((await res.json()).Data.pageData as { id: number }[]).map((f) => f.id);
  expect(ids.slice(0, 3)).toEqual([reference, opened, reference + 1]);
  expect(sent).toEqual(['POST', 'POST']);
});
