// What is kept past its time is deleted by the server's own round (Services.purgeExpired), not only when
// the next form of its kind is sent: the ticket after 90 days, the copy of its mail 30 days after it was
// sent, a message still waiting never.
import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GENEROUS_LIMITS, createTestApp, formHeaders, type TestApp } from '../helpers/test-app';
import { TICKET } from '../helpers/ticket-intake';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ FORM_CHALLENGE: 'off' }, GENEROUS_LIMITS);
});
afterAll(() => t.close());

const count = async (table: 'ticket' | 'mail_outbox') => (await t.services.db.selectFrom(table).select('id').execute()).length;

it('deletes a ticket after its 90 days and its sent mail after 30, keeping a message not yet sent', async () => {
  const sent = await request(t.app).post('/api/v1/supportCenter/sendEmail').set(formHeaders()).send(TICKET);
  expect(sent.status).toBe(200);
  expect(await count('ticket')).toBe(1);
  // The team's mail and the visitor's acknowledgement; the team's went out now, the other still waits.
  expect(await count('mail_outbox')).toBe(2);
  const now = Date.now();
  await t.services.db.updateTable('mail_outbox').set({ status: 'sent', sent_at: now }).where('topic', 'like', 'ticket T-%').execute();

  await t.services.purgeExpired(new Date(now + 29 * DAY));
  expect([await count('ticket'), await count('mail_outbox')]).toEqual([1, 2]);
  await t.services.purgeExpired(new Date(now + 31 * DAY));
  expect([await count('ticket'), await count('mail_outbox')]).toEqual([1, 1]);
  const waiting = await t.services.db.selectFrom('mail_outbox').select(['topic', 'status']).executeTakeFirstOrThrow();
  expect(waiting).toMatchObject({ status: 'pending' });
  expect(waiting.topic).toMatch(/^ticket-ack /);
  await t.services.purgeExpired(new Date(now + 91 * DAY));
  expect([await count('ticket'), await count('mail_outbox')]).toEqual([0, 1]);
});

it('deletes a failed message once its last round of tries is 30 days past', async () => {
  const now = Date.now();
  await t.services.db.updateTable('mail_outbox').set({ status: 'failed', trying_since: now }).execute();
  const retry = t.services.config.MAIL_RETRY_HOURS * 3600 * 1000;
  await t.services.purgeExpired(new Date(now + retry + 29 * DAY));
  expect(await count('mail_outbox')).toBe(1);
  await t.services.purgeExpired(new Date(now + retry + 31 * DAY));
  expect(await count('mail_outbox')).toBe(0);
});
