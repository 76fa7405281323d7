// The Email Support form as the browser tests fill it in, and its send call answered "received" without the
// server, for the specs that need a ticket received (email-support.spec.ts, back-forward-cache.spec.ts).
import type { Page, Route } from '@playwright/test';

export const TICKET_CALL = '**/api/v1/supportCenter/sendEmail';

/** The form's controls, by their English names. */
export const fields = (page: Page) => ({
  userName: page.getByRole('textbox', { name: 'Username', exact: true }),
  email: page.getByRole('textbox', { name: 'Email Address', exact: true }),
  account: page.getByRole('textbox', { name: 'Account', exact: true }),
  sameAsEmail: page.getByRole('checkbox', { name: 'same as email address' }),
  site: page.getByRole('combobox', { name: 'Amazon Site' }),
  category: page.getByRole('combobox', { name: 'Ticket Category' }),
  model: page.getByRole('combobox', { name: 'Model Number' }),
  orderNum: page.getByRole('textbox', { name: 'Amazon Order Number' }),
  tags: page.getByRole('group', { name: 'Common subjects' }),
  subject: page.getByRole('textbox', { name: 'Subject', exact: true }),
  details: page.getByRole('textbox', { name: 'Details' }),
  submit: page.getByRole('button', { name: 'Submit' }),
});

/** A complete, valid ticket. */
export async function fillTicket(page: Page) {
  const f = fields(page);
  await f.userName.fill('Jane Doe');
  await f.email.fill('jane.doe@example.com');
  await f.site.selectOption({ label: 'Germany' });
  await f.category.selectOption({ label: 'Troubleshooting' });
  await f.model.selectOption({ label: 'HP110 – Smart Wi-Fi Plug Mini' });
  await f.orderNum.fill('302-1234567-1234567');
  await f.tags.getByRole('button', { name: 'Device offline' }).click();
  await f.subject.fill('Plug keeps dropping');
  await f.details.fill('The plug goes offline every night.');
}

/** Answer the call with an envelope, as the server would. */
export function answer(route: Route, body: object, status = 200) {
  return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

/** Every ticket sent is answered "received" at once, reference T-7K3M9Q2X; `sent` counts them. */
export async function answerTickets(page: Page): Promise<{ sent: number }> {
  const calls = { sent: 0 };
  await page.route(TICKET_CALL, (route) => {
    calls.sent++;
    return answer(route, { Code: 200, Msg: 'success', Data: { reference: 'T-7K3M9Q2X' } });
  });
  return calls;
}
