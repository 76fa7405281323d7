// What the forms' journeys share: where a Playwright project's layout puts a page, and opening a form page
// until it can be sent (Submit is enabled once the page is interactive).
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';

/** The path prefix of the project's layout: '/mTerminal' for the phone, '' for the desktop. */
export const layoutPrefix = (project: string) => (project === 'mobile' ? '/mTerminal' : '');

/** Open `path` (canonical, after the `lang` prefix such as '/de') in the project's layout and wait until `submit` can be pressed. */
export async function openFormPage(page: Page, project: string, path: string, submit: RegExp, lang = ''): Promise<void> {
  await page.goto(`${layoutPrefix(project)}${lang}${path}`);
  await hydrated(page);
  await expect(page.getByRole('button', { name: submit })).toBeEnabled();
  // The note for browsers without JavaScript is not part of the page when scripts run.
  await expect(page.locator('.form-noscript')).toHaveCount(0);
}

/** A malformed e-mail address: nothing is said while it is typed, "Email format error" once the field is left. */
export async function expectEmailFormatErrorWhenLeft(page: Page, email: Locator): Promise<void> {
  await email.fill('jane@example');
  await expect(page.getByText('Email format error')).toHaveCount(0);
  await email.blur();
  await expect(page.getByText('Email format error', { exact: true })).toBeVisible();
  await expect(email).toHaveAccessibleDescription('Email format error');
}

/** Wait until a form's dialog answers its buttons: for its first half second it takes no tap, click or Enter. */
export async function answerable(dialog: Locator): Promise<void> {
  await expect(dialog.locator('.form-dialog__actions')).not.toHaveClass(/is-arming/);
}
