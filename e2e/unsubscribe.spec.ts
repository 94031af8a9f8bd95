import type { Page } from '@playwright/test';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { buildTaskBody } from '../test/factories.ts';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { waitForEmail } from './outbox.ts';
import { inDays, ZONE } from './reminders-helpers.ts';

/**
 * The unsubscribe link in a reminder email's body: opening it changes nothing (mail
 * scanners and link previews open links too) until the student presses the button; and once they
 * turn reminder emails back on, the old email's link no longer turns them off.
 */
test.use({ timezoneId: ZONE });

const settingsOf = async (page: Page) => (await (await page.request.get('/api/reminders/settings')).json()) as ReminderSettings;

const emailOn = (page: Page, email: boolean) =>
  page.request.put('/api/reminders/settings', {
    data: { leadDays: [7, 3, 1], channels: { inApp: true, email, calendar: true }, quietHours: null, weeklyDigest: false, timeZone: ZONE },
  });

test('the link in the email asks before it unsubscribes, and an old link cannot undo turning emails back on', async ({
  page,
  checkA11y,
  allowConsoleErrors,
}) => {
  // The outdated link's check answers 400, and Chromium logs every failed request.
  allowConsoleErrors(/status of 400/);
  const student = await signUpViaApi(page);
  // No email goes to an unverified address.
  await verifyEmailViaOutbox(page, student.email);
  expect((await emailOn(page, true)).status()).toBe(200);
  const title = `Scholarship essay ${Date.now()}`;
  expect((await page.request.post('/api/tasks', { data: buildTaskBody({ title, dueDate: inDays(2) }) })).status()).toBe(201);

  const email = await waitForEmail(student.email, new RegExp(title));
  const link = /Stop reminder emails with one click: (\S+)/.exec(email.text ?? '')?.[1];
  expect(link).toMatch(/\/unsubscribe\?token=/);
  const { pathname, search } = new URL(link!);

  // Opening the link, even twice, changes nothing.
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop reminder emails?' })).toBeVisible();
  await expect(page.getByText('Nothing changes until you press the button.')).toBeVisible();
  await checkA11y();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unsubscribe from reminder emails' })).toBeVisible();
  expect((await settingsOf(page)).channels.email).toBe(true);

  // One click does it.
  await page.getByRole('button', { name: 'Unsubscribe from reminder emails' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('You will no longer receive reminder emails.')).toBeVisible();
  expect((await settingsOf(page)).channels.email).toBe(false);
  await checkA11y();

  // Reminder emails back on: the same link now explains itself and changes nothing.
  expect((await emailOn(page, true)).status()).toBe(200);
  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is out of date' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change your reminder settings' })).toHaveAttribute('href', '/settings/reminders');
  await expect(page.getByRole('button', { name: /Unsubscribe/ })).toHaveCount(0);
  expect((await settingsOf(page)).channels.email).toBe(true);
  await checkA11y();
});
