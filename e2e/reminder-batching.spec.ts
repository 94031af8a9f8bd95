import type { ReminderSettings } from '@campuspath/contract/reminders';
import { buildTaskBody } from '../test/factories.ts';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { emailsTo, waitForEmail } from './outbox.ts';
import { inDays, ZONE } from './reminders-helpers.ts';

/**
 * Entering 4 items in 10 minutes sent 4 emails. New items due later wait for the next
 * daily summary; only what is due within 2 days is mailed at once (the server's scheduler ticks
 * every 2 s here, playwright.config.ts).
 */
test.use({ timezoneId: ZONE });

test('entering several items sends one email for what is due tomorrow, and nothing yet for the items due later', async ({ page }) => {
  const student = await signUpViaApi(page);
  await verifyEmailViaOutbox(page, student.email);
  const settings = (await (await page.request.get('/api/reminders/settings')).json()) as ReminderSettings;
  const put = await page.request.put('/api/reminders/settings', {
    data: {
      leadDays: settings.leadDays,
      channels: { inApp: true, email: true, calendar: true },
      quietHours: null,
      weeklyDigest: false,
      timeZone: ZONE,
    },
  });
  expect(put.status()).toBe(200);

  const stamp = Date.now();
  const later = [10, 12, 20].map((days) => `Later item ${days} days ${stamp}`);
  for (const [index, title] of later.entries()) {
    const days = [10, 12, 20][index]!;
    expect((await page.request.post('/api/tasks', { data: buildTaskBody({ title, dueDate: inDays(days) }) })).status()).toBe(201);
  }
  const soon = `Send the transcript ${stamp}`;
  expect((await page.request.post('/api/tasks', { data: buildTaskBody({ title: soon, dueDate: inDays(1) }) })).status()).toBe(201);

  // The later items were entered first: had they been mailed at once, their emails would be here by now.
  await waitForEmail(student.email, new RegExp(`^Due tomorrow: ${soon}$`));
  const reminders = (await emailsTo(student.email)).filter((email) => (email.text ?? '').includes('Stop reminder emails'));
  expect(reminders.map((email) => email.subject)).toEqual([`Due tomorrow: ${soon}`]);
  for (const title of later) expect(reminders[0]!.text).not.toContain(title);
});
