// Paged lists opened past their end show the last page, and the address is replaced to say so; on a
// 360 px phone the pager's previous, position and next stay on one line.
import { expect, hydrated, test } from './fixtures';

const LISTS: [string, string][] = [
  ['FAQ list', '/Support/FAQs'],
  ['Regulatory Compliance', '/Support/Regulatory_Compliance'],
];

for (const [name, path] of LISTS) {
  test(`?page=99 on the ${name} shows the last page, replacing the address`, async ({ page }, info) => {
    const mobile = info.project.name === 'mobile';
    if (mobile) await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await hydrated(page);
    await page.goto(`${path}?page=99`);
    await hydrated(page);
    await expect(page).toHaveURL(/[?&]page=(?!99$)\d+$/);
    const last = new URL(page.url()).searchParams.get('page')!;
    const pager = page.getByRole('navigation', { name: 'Pages', exact: true });
    await expect(pager.getByRole('link', { name: 'Previous page' })).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    if (mobile) {
      await expect(pager.locator('[aria-current="page"]')).toContainText(`Page ${last} of ${last}`);
      // Previous, "current / pages" and next sit together on one line (the page size and the jumper follow,
      // on it where there is room).
      const centres = await pager.locator('.pagination__prev, .pagination__position, .pagination__next').evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)),
      );
      expect(Math.max(...centres) - Math.min(...centres), `centres ${centres.join(', ')}`).toBeLessThan(8);
    } else {
      await expect(pager.locator('[aria-current="page"]')).toHaveText(last);
    }
    // The address was replaced, not pushed: one step back is the list's first page.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('another page of the FAQ list, chosen by keyboard, starts at the heading with the focus', async ({ page }, info) => {
  await page.goto('/Support/FAQs');
  await hydrated(page);
  const pager = page.getByRole('navigation', { name: 'Pages', exact: true });
  // On a computer the page number (which becomes the current page, no link), on a phone next.
  const control = info.project.name === 'mobile' ? pager.getByRole('link', { name: 'Next page' }) : pager.getByRole('link', { name: 'Page 2', exact: true });
  await control.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(page.locator('#main h1')).toBeFocused();
  // The next Tab goes on inside the page, not from the page's start or end.
  await page.keyboard.press('Tab');
  await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('#main')))).toBe(true);
});
