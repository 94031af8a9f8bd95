import type { ReminderSettings, ReminderSettingsInput } from '@campuspath/contract/reminders';
import { expect, test } from './fixtures.ts';
import { bell, createApplication, MIT, signUpInSeason, titleOf, YALE, ZONE } from './reminders-helpers.ts';

/**
 * Notifications: the bell in the header and the notifications page, fed by the
 * student's upcoming deadlines (reminder settings and the calendar feed: reminders.spec.ts).
 */
test.use({ timezoneId: ZONE });

test('the notifications page marks items read one by one; Mark all as read in the bell clears the badge', async ({ page, checkA11y }) => {
  await signUpInSeason(page);
  await createApplication(page, MIT, 5);
  await createApplication(page, YALE, 2);

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveTitle('Notifications | CampusPath');
  const list = page.getByRole('main').getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: titleOf(YALE) })).toContainText('2 days left');
  await expect(list.getByText('New', { exact: true })).toHaveCount(2);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await checkA11y();

  // The header fits a phone's width with the bell in it.
  expect(await page.getByRole('banner').evaluate((header) => header.scrollWidth - header.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await list.getByRole('button', { name: `Mark read: ${titleOf(YALE)}` }).click();
  await expect(page.getByRole('main').getByText('1 unread', { exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(list.getByText('New', { exact: true })).toHaveCount(1);

  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await popover.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await expect(popover.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await popover.getByRole('link', { name: 'See all' }).click();
  await expect(popover).toBeHidden();
  await expect(page.getByRole('main').getByText('All caught up: nothing unread.')).toBeVisible();

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('New', { exact: true })).toHaveCount(0);
});

test('a new deadline shows in the bell on the next page without a reload; with in-app reminders off the bell says so', async ({ page }) => {
  await signUpInSeason(page);
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await bell(page).click();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText('Nothing due soon')).toBeVisible();
  await page.keyboard.press('Escape');

  // Added elsewhere (here through the API); the next page in the app shows it, no reload needed.
  await createApplication(page, MIT, 3);
  await bell(page).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Reminder settings' }).click();
  await expect(page).toHaveURL('/settings/reminders');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

  const { leadDays, channels, quietHours, weeklyDigest, timeZone } = (await (
    await page.request.get('/api/reminders/settings')
  ).json()) as ReminderSettings;
  const input: ReminderSettingsInput = { leadDays, channels: { ...channels, inApp: false }, quietHours, weeklyDigest, timeZone };
  const response = await page.request.put('/api/reminders/settings', { data: input });
  expect(response.status(), await response.text()).toBe(200);

  await page.goto('/notifications');
  await expect(page.getByText('Reminders in the app are off')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toContainText('Reminders in the app are off.');
  await popover.getByRole('link', { name: 'Turn them on in reminder settings' }).click();
  await expect(page).toHaveURL('/settings/reminders');
  await expect(page.getByRole('checkbox', { name: 'In the app (the bell)' })).not.toBeChecked();
});
