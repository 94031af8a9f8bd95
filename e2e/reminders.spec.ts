import { readFile } from 'node:fs/promises';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { bell, inDays, MIT, signUpInSeason, titleOf, ZONE } from './reminders-helpers.ts';

/**
 * Reminders: reminder settings with the calendar feed, and the unsubscribe page. The
 * journey is the issue's own: a deadline 5 days away reaches the timeline, the bell, an .ics file
 * and the feed, and regenerating the feed revokes its old URL. The bell and the notifications page
 * are in notifications.spec.ts.
 */
test.use({ timezoneId: ZONE });

/** iCalendar folds lines longer than 75 octets (RFC 5545 section 3.1); unfold before looking for text. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');

test('a deadline 5 days away reaches the timeline, the bell, an .ics file and the calendar feed; regenerating revokes the old URL', async ({
  page,
  context,
  checkA11y,
}) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpInSeason(page);
  const title = titleOf(MIT);

  // Add the application through the form.
  await page.goto(`/applications/new?school=${MIT.id}`);
  await expect(page.getByTestId('chosen-school')).toHaveText(MIT.name);
  await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Early Action' });
  await page.getByLabel('Deadline', { exact: true }).fill(inDays(5));
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page).toHaveURL(/\/applications\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: MIT.name })).toBeVisible();

  // The timeline lists it with the days left.
  await page.goto('/timeline');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) })
    .last();
  await expect(row).toBeVisible();
  await expect(row.getByText('5 days left')).toBeVisible();

  // The bell has it, unread (5 days away is inside the default 7-day reminder).
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await bell(page).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover).toBeVisible();
  const notice = popover.getByRole('listitem').filter({ hasText: title });
  await expect(notice.getByRole('link', { name: title })).toHaveAttribute('href', /\/applications\/[\w-]+$/);
  await expect(notice.getByText('5 days left')).toBeVisible();
  await checkA11y();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // Its .ics file, from the timeline's Add to calendar link.
  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('link', { name: /Add to calendar/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const file = unfold(await readFile(await download.path(), 'utf8'));
  expect(file).toContain('BEGIN:VCALENDAR');
  expect(file).toContain(title);
  // A 30-minute block ending at 11:59 pm at the college, not a 1-minute event.
  const stamp = (name: string) => {
    const [, y, mo, d, h, mi] = new RegExp(`\\n${name}:(\\d{4})(\\d{2})(\\d{2})T(\\d{2})(\\d{2})00Z`).exec(file)!;
    return new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)));
  };
  expect(stamp('DTEND').getTime() - stamp('DTSTART').getTime()).toBe(30 * 60_000);
  expect(stamp('DTEND').toLocaleTimeString('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' })).toBe('11:59 PM');

  // The feed URL: copied, and serving the item as text/calendar.
  await page.goto('/settings/reminders');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminder settings' })).toBeVisible();
  const urlInput = page.getByLabel('Feed URL');
  const oldUrl = await urlInput.inputValue();
  expect(oldUrl).toMatch(/^https?:\/\/.+\/api\/calendar\/[^/]+\.ics$/);
  await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
    'href',
    oldUrl.replace(/^https?:/, 'webcal:'),
  );
  await page.getByRole('button', { name: 'Copy feed URL' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(oldUrl);

  // The server's own origin may be configured as https; fetch the path from this test server.
  const feedPath = (url: string) => new URL(url).pathname;
  const feed = await page.request.get(feedPath(oldUrl));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const feedText = unfold(await feed.text());
  expect(feedText).toContain('BEGIN:VCALENDAR');
  expect(feedText).toContain(title);
  expect(feedText).toContain('BEGIN:VALARM');

  // Regenerate: confirmed in a dialog; the new URL works and the old one answers 404.
  await page.getByRole('button', { name: 'Regenerate URL' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Regenerate your feed URL?' });
  await expect(confirm).toContainText('stops working');
  await checkA11y();
  await confirm.getByRole('button', { name: 'Regenerate URL' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'A new feed URL was made' })).toBeVisible();
  await expect(urlInput).not.toHaveValue(oldUrl);
  const newUrl = await urlInput.inputValue();
  expect((await page.request.get(feedPath(oldUrl))).status()).toBe(404);
  const fresh = await page.request.get(feedPath(newUrl));
  expect(fresh.status()).toBe(200);
  expect(unfold(await fresh.text())).toContain(title);
  await checkA11y();
});

test('reminder settings: a lead time of 0 is refused inline, nothing typed is lost, and saved settings survive a reload', async ({
  page,
  checkA11y,
}) => {
  const student = await signUpViaApi(page);
  // Reminder emails go to a verified address only (the unverified hint is in email-verification.spec.ts).
  await verifyEmailViaOutbox(page, student.email);
  await page.goto('/settings/reminders');
  await expect(page).toHaveTitle('Reminder settings | CampusPath');
  const chips = page.getByRole('list', { name: 'Reminder lead times' }).getByRole('listitem');
  await expect(chips).toHaveText(['30 days before', '14 days before', '7 days before', '3 days before', '1 day before']);
  await expect(page.getByText(new RegExp(`^Reminder emails go to ${student.email.replace(/[.+]/g, '\\$&')}\\.`))).toBeVisible();
  await checkA11y();

  // 0 days is refused where it was typed, and stays there to correct.
  const add = page.getByLabel('Days before', { exact: true });
  await add.fill('0');
  await page.getByRole('button', { name: 'Add lead time' }).click();
  await expect(page.getByText('At least 1 day', { exact: true })).toBeVisible();
  await expect(add).toHaveValue('0');
  await expect(add).toHaveAttribute('aria-invalid', 'true');
  // A lead time already in the list is refused too.
  await add.fill('14');
  await add.press('Enter');
  await expect(page.getByText('Each lead time only once')).toBeVisible();
  await add.fill('10');
  await add.press('Enter');
  await expect(add).toHaveValue('');
  await page.getByRole('button', { name: 'Remove 3 days before' }).click();
  await expect(chips).toHaveText(['30 days before', '14 days before', '10 days before', '7 days before', '1 day before']);

  // Quiet hours that start and end at the same time are refused on the field; the rest stays.
  await expect(page.getByRole('checkbox', { name: 'Quiet hours' })).toBeChecked();
  await page.getByLabel('From', { exact: true }).fill('22:00');
  await page.getByLabel('Until', { exact: true }).fill('22:00');
  await page.getByRole('checkbox', { name: 'Weekly digest' }).click();
  await page.getByLabel('Time zone', { exact: true }).selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Start and end must differ')).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(page.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
  await expect(chips).toHaveCount(5);

  await page.getByLabel('Until', { exact: true }).fill('07:30');
  await page.getByRole('checkbox', { name: 'Email' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await checkA11y();

  await page.reload();
  await expect(chips).toHaveText(['30 days before', '14 days before', '10 days before', '7 days before', '1 day before']);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue('22:00');
  await expect(page.getByLabel('Until', { exact: true })).toHaveValue('07:30');
  await expect(page.getByRole('checkbox', { name: 'Weekly digest' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'In the app (the bell)' })).toBeChecked();
  await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/Chicago');

  // Turning the calendar feed off removes its URL; quiet hours off keeps no times.
  await page.getByRole('checkbox', { name: 'Calendar feed' }).click();
  await page.getByRole('checkbox', { name: 'Quiet hours' }).click();
  await expect(page.getByLabel('From', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  await expect(page.getByLabel('Feed URL')).toHaveCount(0);
  const saved = (await (await page.request.get('/api/reminders/settings')).json()) as ReminderSettings;
  expect(saved).toMatchObject({
    leadDays: [30, 14, 10, 7, 1],
    quietHours: null,
    weeklyDigest: true,
    timeZone: 'America/Chicago',
    feed: null,
  });
});

test.describe('in another time zone', () => {
  test.use({ timezoneId: 'America/Denver' });

  test("the browser's time zone is saved on the first signed-in visit", async ({ page }) => {
    await signUpViaApi(page);
    const before = (await (await page.request.get('/api/reminders/settings')).json()) as ReminderSettings;
    expect(before.timeZoneSaved).toBe(false);
    await page.goto('/dashboard');
    await expect(bell(page)).toBeVisible();
    await expect
      .poll(async () => ((await (await page.request.get('/api/reminders/settings')).json()) as ReminderSettings).timeZone)
      .toBe('America/Denver');
    await page.goto('/settings/reminders');
    await expect(page.getByLabel('Time zone', { exact: true })).toHaveValue('America/Denver');
  });
});

test('the time zone picker lists the US zones first, not Africa/Abidjan', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  await page.goto('/settings/reminders');
  const select = page.getByLabel('Time zone', { exact: true });
  await expect(select).toBeVisible();
  const labels = await select.locator('option').allTextContents();
  expect(labels.slice(0, 7)).toEqual([
    'Eastern Time (New York)',
    'Central Time (Chicago)',
    'Mountain Time (Denver)',
    'Mountain Time, no daylight saving (Phoenix)',
    'Pacific Time (Los Angeles)',
    'Alaska Time (Anchorage)',
    'Hawaii Time (Honolulu)',
  ]);
  await expect(select.locator('optgroup').first()).toHaveAttribute('label', 'United States');
  // Every other zone is still there, after them, once.
  expect(labels.indexOf('Africa/Abidjan')).toBeGreaterThan(9);
  expect(labels.filter((label) => label === 'America/Chicago')).toEqual([]);
  await select.selectOption('America/Los_Angeles');
  await expect(select).toHaveValue('America/Los_Angeles');
  await checkA11y();
});

test.describe('abroad', () => {
  test.use({ timezoneId: 'Europe/Paris' });

  test("a student's own zone outside the US leads the picker, then the US zones", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto('/settings/reminders');
    const select = page.getByLabel('Time zone', { exact: true });
    await expect(select).toHaveValue('Europe/Paris');
    const labels = await select.locator('option').allTextContents();
    expect(labels.slice(0, 2)).toEqual(['Europe/Paris', 'Eastern Time (New York)']);
    expect(labels.filter((label) => label === 'Europe/Paris')).toHaveLength(1);
  });
});

test('the unsubscribe page explains an invalid or missing link', async ({ page, checkA11y, allowConsoleErrors }) => {
  // The API answers 400 for the forged token, and Chromium logs every failed request.
  allowConsoleErrors(/status of 400/);
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is not valid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change your reminder settings' })).toHaveAttribute('href', '/settings/reminders');
  await expect(page).toHaveTitle('Unsubscribe | CampusPath');
  await checkA11y();

  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'This unsubscribe link is incomplete' })).toBeVisible();
});
