// Cloud Service journeys on both layouts, in English and German: the page says what
// /api/v1/cloudService says.
import { expect, hydrated, test } from './fixtures';

interface CloudService {
  CLOUD_STATUS: number;
  NOTICE_SWITCH: number;
  CLOUD_STATUS_CONTENT_PC: string;
  lang: string;
}

const prefix = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

test.describe('Cloud Service', () => {
  test('shows the status and the notice of /api/v1/cloudService', async ({ page }, info) => {
    const api = await page.request.get('/api/v1/cloudService?lang=en');
    const data = ((await api.json()) as { Data: CloudService }).Data;
    await page.goto('/Support/Cloud_Service');
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/Support/Cloud_Service$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud Service' })).toBeVisible();
    const status = data.CLOUD_STATUS === 1 ? 'Everything is working great!' : 'In maintenance';
    await expect(page.getByRole('heading', { level: 2, name: status })).toBeVisible();

    const notice = page.getByRole('region', { name: 'Notice' });
    if (data.NOTICE_SWITCH === 1) {
      // Paragraphs arrive a paragraph to a line, and are shown as paragraphs.
      await expect(notice.locator('p')).toHaveText(data.CLOUD_STATUS_CONTENT_PC.split('\n'));
    } else {
      await expect(notice).toHaveCount(0);
    }
  });

  test('a maintenance answer shows "In maintenance" and hides a switched-off notice', async ({ page }) => {
    await page.route(/\/api\/v1\/cloudService\?/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ Code: 200, Msg: 'success', Data: { CLOUD_STATUS: 0, NOTICE_SWITCH: 0, CLOUD_STATUS_CONTENT_PC: 'hidden', lang: 'en' } }),
      }),
    );
    await page.goto('/Support/Cloud_Service');
    await hydrated(page);
    // The server rendered the real answer; the next revalidation brings the new one. SWR revalidates
    // when the browser comes back online (focus would too, but not within 5 s of mounting).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('heading', { level: 2, name: 'In maintenance' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notice' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'Everything is working great!' })).toHaveCount(0);
    // The header's indicator reads the same SWR key and changed with it.
    await expect(page.getByRole('link', { name: 'Cloud In maintenance', includeHidden: true }).first()).toBeAttached();
  });

  test('works in German', async ({ page }, info) => {
    const data = ((await (await page.request.get('/api/v1/cloudService?lang=de')).json()) as { Data: CloudService }).Data;
    expect(data.lang).toBe('de');
    await page.goto('/de/Support/Cloud_Service');
    await expect(page).toHaveURL(new RegExp(`${prefix(info.project.name)}/de/Support/Cloud_Service$`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Cloud-Dienst' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: data.CLOUD_STATUS === 1 ? 'Alles funktioniert bestens!' : 'In Wartung' })).toBeVisible();
    if (data.NOTICE_SWITCH === 1) {
      await expect(page.getByRole('region', { name: 'Hinweis' }).locator('p')).toHaveText(data.CLOUD_STATUS_CONTENT_PC);
    }
  });
});
