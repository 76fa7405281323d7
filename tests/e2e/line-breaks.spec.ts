// Where lines break on a 360 px phone in Japanese: a heading breaks between phrases rather than leave a
// character alone on its last line, a link's or a list title's katakana word is not cut in two, and a model
// number in a table cell stays whole.
import type { Locator } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const MOBILE_ONLY = 'mobile-only: a phone is where short lines run out of room';

test.use({ viewport: { width: 360, height: 740 } });

/** The text of each line an element's text is laid out on, top to bottom. */
function linesOf(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: { top: number; text: string }[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      for (let i = 0; i < node.data.length; i++) {
        const char = node.data.charAt(i);
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        if (!box || box.width === 0) continue;
        const last = lines[lines.length - 1];
        if (last && Math.abs(last.top - box.top) < box.height / 2) last.text += char;
        else lines.push({ top: box.top, text: char });
      }
    }
    return lines.map((line) => line.text.trim()).filter(Boolean);
  });
}

test('a Japanese heading breaks between phrases, not before its last character', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
  await page.goto('/mTerminal/ja/Support/Cloud_Service');
  await hydrated(page);
  const title = page.locator('.cloud-card__title');
  await expect(title).toHaveText('すべて正常に稼働しています！');
  const lines = await linesOf(title);
  // Too long for one line at this width: two lines, split where the phrases meet.
  expect(lines).toEqual(['すべて正常に', '稼働しています！']);
});

test('a model number in a Japanese table cell stays on one line', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
  await page.goto('/mTerminal/ja/Support/FAQs/5.html');
  await hydrated(page);
  const cells = page.locator('.rich-text td:first-child');
  await expect(cells.first()).toBeVisible();
  const seen: string[] = [];
  for (const cell of await cells.all()) seen.push(...(await linesOf(cell)));
  expect(seen.length).toBeGreaterThan(5);
  // Every line is whole model numbers ("HP110、"), never a piece of one ("HP1" / "10、").
  for (const line of seen) expect(line).toMatch(/^([A-Z]{2}\d{3}、?\s?)+$/);
});

/** Whether a line ends and the next begins inside a katakana word ("テンプレー" / "ト"). */
const KATAKANA = /[\p{Script=Katakana}\u30fc]/u;
function cutKatakana(lines: string[]): boolean {
  return lines.some((line, i) => i > 0 && KATAKANA.test(lines[i - 1]!.at(-1)!) && KATAKANA.test(line.charAt(0)));
}

test("the advisory template's Japanese link and the policy's title keep their katakana words whole", async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
  await page.goto('/mTerminal/ja/Support/Security_Advisory');
  await hydrated(page);
  const link = page.getByRole('link', { name: '脆弱性レポートのテンプレート（Word、.docx）' });
  // Breaking anywhere would leave "テンプレー" on one line and "ト" on the next.
  expect(await linesOf(link)).toEqual(['脆弱性レポートの', 'テンプレート', '（Word、.docx）']);

  await page.goto('/mTerminal/ja/security-advisory-policy');
  // One word too long for the line: it breaks at the middle dot between its parts.
  expect(await linesOf(page.getByRole('heading', { level: 1 }))).toEqual(['セキュリティアドバイザリー・', 'ポリシー']);
});

test('the titles of a Japanese download list keep their katakana words whole', async ({ page }, info) => {
  test.skip(info.project.name !== 'mobile', MOBILE_ONLY);
  await page.goto('/mTerminal/ja/Support/Downloads');
  const titles = page.locator('.downloads-list__title');
  await expect(titles.first()).toBeVisible();
  const cut: string[][] = [];
  for (const title of await titles.all()) {
    const lines = await linesOf(title);
    if (cutKatakana(lines)) cut.push(lines);
  }
  expect(cut).toEqual([]);
});
