import type { Page } from '@playwright/test';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import type { Application } from '@campuspath/contract/applications';
import { replyTitle, waitlistReplyTitle } from '@campuspath/contract/decisions-terms';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { buildApplicationBody } from '../test/factories.ts';
import { verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { emailsTo, waitForEmail } from './outbox.ts';
import { inDays, signUpInSeason, ZONE } from './reminders-helpers.ts';
import { apiWrite } from './second-page.ts';

/**
 * The decision season on the application pages: a deferral then an admission, a waitlist with its
 * reply-by date and task, a rejection; the college's own reply date with its source; "I'm
 * attending" with the prompt to close the others and the one-deposit rule; the deposit; the
 * dashboard's next step at each stage. Then the reply date's reminder: once by email, one event in
 * the calendar feed. Aid offers are aid-offers.spec.ts; the applying season is season.spec.ts.
 */
test.use({ timezoneId: ZONE });

const GEORGIA_TECH = { id: 139755, name: 'Georgia Institute of Technology-Main Campus' };
const MICHIGAN = { id: 170976, name: 'University of Michigan-Ann Arbor' };
const AUBURN = { id: 100858, name: 'Auburn University' };
const GEORGIA = { id: 139959, name: 'University of Georgia' };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** iCalendar folds lines longer than 75 octets (RFC 5545 section 3.1); unfold before looking for text. */
const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, '');
/** A calendar day as the web writes it in full ("May 1, 2027"). */
const longDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Sets an application's status in its Details form, as a student does when the college's answer comes. */
async function markStatus(page: Page, application: Application, status: string) {
  await page.goto(`/applications/${application.id}`);
  const details = page.getByRole('region', { name: 'Details', exact: true });
  await details.getByLabel('Status', { exact: true }).selectOption({ label: status });
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(details.getByRole('status')).toHaveText('Changes saved.');
}

/** A change sent through the student's session, for the steps this journey does not walk through. */
async function patchApplication(page: Page, id: string, data: object) {
  const response = await page.request.patch(`/api/applications/${id}`, { data });
  expect(response.status(), await response.text()).toBe(200);
}

const nextStep = (page: Page) => page.getByText('Next step', { exact: true }).locator('..');

/** A student in season (their zone saved), with applications sent to each of `schools`. */
async function studentWithApplications(page: Page, schools: { id: number }[]) {
  const student = await signUpInSeason(page, { name: 'Dana Lee' });
  const { leadDays } = (await (await page.request.get('/api/reminders/settings')).json()) as ReminderSettings;
  // Every channel on, no quiet hours (the run can be at any hour), no weekly digest in the outbox.
  await apiWrite(page, 'put', '/api/reminders/settings', {
    leadDays,
    channels: { inApp: true, email: true, calendar: true },
    quietHours: null,
    weeklyDigest: false,
    timeZone: ZONE,
  });
  const applications: Application[] = [];
  for (const school of schools) {
    const body = buildApplicationBody({ schoolId: school.id, round: 'regular-decision', status: 'submitted' });
    applications.push((await apiWrite(page, 'post', '/api/applications', body)) as Application);
  }
  return { student, applications };
}

test('a student records each decision, the college’s reply date, attends one college and pays the deposit; the next step follows', async ({
  page,
  checkA11y,
  allowConsoleErrors,
}) => {
  test.slow();
  // The college's date sent without its source is refused (400) on purpose, and Chromium logs it.
  allowConsoleErrors(/status of 400/);
  const {
    applications: [georgiaTech, michigan, auburn, georgia],
  } = await studentWithApplications(page, [GEORGIA_TECH, MICHIGAN, AUBURN, GEORGIA]);
  const panel = page.getByRole('region', { name: 'Decision', exact: true });

  // Winter: Georgia Tech defers; the day is recorded, the student's own.
  await markStatus(page, georgiaTech!, 'Deferred');
  await expect(panel).toContainText(`Decision received ${longDay(inDays(0))}.`);
  await expect(panel).toContainText('Deferred: the college moved your application to a later round');
  await checkA11y();

  // Spring: a rejection, a second offer, and a waitlist with its reply-by date and the task to confirm interest.
  await patchApplication(page, georgia!.id, { status: 'rejected' });
  await patchApplication(page, michigan!.id, { status: 'accepted' });
  await markStatus(page, auburn!, 'Waitlisted');
  await panel.getByRole('button', { name: 'Save the waitlist date' }).click();
  await expect(panel.getByLabel('Reply to the waitlist by')).toHaveAccessibleDescription('Enter the date the college gives to reply by');
  await panel.getByLabel('Reply to the waitlist by').fill(inDays(20));
  await panel.getByRole('button', { name: 'Save the waitlist date' }).click();
  await expect(panel.getByRole('status')).toHaveText('Saved the waitlist date.');
  await checkA11y();
  await panel.getByRole('link', { name: 'task list' }).click();
  const waitlistTask = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: /Confirm your interest in Auburn/ }) });
  await expect(waitlistTask).toContainText('letter of continued interest');

  // Georgia Tech's final decision: admitted. May 1 shows as the common default.
  await markStatus(page, georgiaTech!, 'Accepted');
  const entryYear = currentEntryYear(new Date(`${inDays(0)}T12:00:00`));
  await expect(panel).toContainText(`Reply and deposit by: ${longDay(`${entryYear}-05-01`)} (common default)`);
  await expect(panel).toContainText('each college can set its own');

  // The college's own date needs its source; the refusal names the field and keeps the date typed.
  const tomorrow = inDays(1);
  await panel.getByLabel('The college’s reply and deposit date').fill(tomorrow);
  await panel.getByRole('button', { name: 'Save the college’s date' }).click();
  const source = panel.getByLabel('Where the college says so');
  await expect(source).toHaveAccessibleDescription(/Say where the college gives this date/);
  await expect(panel.getByLabel('The college’s reply and deposit date')).toHaveValue(tomorrow);
  await source.fill('Admission letter');
  await panel.getByRole('button', { name: 'Save the college’s date' }).click();
  await expect(panel).toContainText(`Reply and deposit by: ${longDay(tomorrow)} (the college’s date; source: Admission letter)`);
  await checkA11y();

  // Deciding: the earliest date leads, this offer's reply; colleges are still recommended.
  await page.goto('/dashboard');
  await expect(nextStep(page)).toContainText(`Compare your offer from ${GEORGIA_TECH.name} and reply`);
  await expect(page.getByRole('link', { name: 'See all recommendations' })).toBeVisible();

  // "I'm attending": the other offer to decline, the waitlist to withdraw (not the rejection), the one-deposit rule.
  await page.goto(`/applications/${georgiaTech!.id}`);
  await panel.getByRole('button', { name: 'I’m attending' }).click();
  await expect(panel.getByRole('heading', { name: 'You’re attending this college' })).toBeVisible();
  await expect(panel).toContainText('Pay an enrollment deposit at one college only.');
  const toClose = panel.getByRole('list', { name: 'Other applications to close' });
  await expect(toClose.getByRole('listitem')).toHaveCount(2);
  await expect(toClose).not.toContainText(GEORGIA.name);
  await checkA11y();
  await toClose.getByRole('button', { name: `Decline offer: ${MICHIGAN.name}` }).click();
  await expect(toClose.getByRole('listitem')).toHaveCount(1);
  await expect(toClose.getByRole('button', { name: `Withdraw application: ${AUBURN.name}` })).toBeVisible();
  // The box shows the click at once; the dashboard below is loaded afresh, so the save must have
  // landed first (once, on a phone, the dashboard was read before it had).
  const depositSaved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().endsWith(`/api/applications/${georgiaTech!.id}`),
  );
  await panel.getByRole('checkbox', { name: 'Enrollment deposit paid' }).check();
  await expect(panel.getByRole('checkbox', { name: 'Enrollment deposit paid' })).toBeChecked();
  expect((await depositSaved).status()).toBe(200);

  // Decided: closing the others leads (the deposit is paid), and no more colleges are pushed.
  await page.goto('/dashboard');
  await expect(nextStep(page)).toContainText('Decline your other offers and withdraw your other applications');
  await expect(page.getByRole('link', { name: 'recommendations page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all recommendations' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Balanced list' })).toHaveCount(0);
});

// Run on a phone too, as the rest of the season's journey is: the reminder is what a student on a
// phone gets. Both colleges are in the Eastern zone, the browser's, so "tomorrow" is the same day for each.
test('the reply and deposit date is reminded once by email, and is one event in the calendar feed', async ({ page }) => {
  test.slow();
  const {
    student,
    applications: [georgiaTech, georgia],
  } = await studentWithApplications(page, [GEORGIA_TECH, GEORGIA]);
  await verifyEmailViaOutbox(page, student.email);
  const tomorrow = inDays(1);
  await patchApplication(page, georgiaTech!.id, { status: 'accepted' });
  await patchApplication(page, georgiaTech!.id, { replyDeadline: tomorrow, replyDeadlineSource: 'Admission letter' });
  await patchApplication(page, georgia!.id, { status: 'waitlisted' });

  // Due tomorrow: mailed at once. A later reminder (the waitlist date set to tomorrow) proves the
  // scheduler ran again without sending the first one twice.
  const replyReminder = replyTitle(GEORGIA_TECH.name);
  await waitForEmail(student.email, new RegExp(`^Due tomorrow: ${escape(replyReminder)}$`));
  await patchApplication(page, georgia!.id, { waitlistReplyDate: tomorrow });
  await waitForEmail(student.email, new RegExp(`^Due tomorrow: ${escape(waitlistReplyTitle(GEORGIA.name))}$`));
  const reminders = (await emailsTo(student.email)).filter((email) => (email.text ?? '').includes('Stop reminder emails'));
  expect(reminders.filter((email) => (email.text ?? '').includes(replyReminder))).toHaveLength(1);

  // The calendar feed: one event for the date; once the deposit is paid, the same event, done.
  const { feed } = (await (await page.request.get('/api/reminders/settings')).json()) as ReminderSettings;
  const feedText = async () => unfold(await (await page.request.get(new URL(feed!.url).pathname)).text());
  const open = await feedText();
  expect(open.match(new RegExp(`UID:reply-${georgiaTech!.id}@`, 'g'))).toHaveLength(1);
  expect(open).toContain(`SUMMARY:${replyReminder}\r\n`);
  await patchApplication(page, georgiaTech!.id, { depositPaid: true });
  const paid = await feedText();
  expect(paid.match(new RegExp(`UID:reply-${georgiaTech!.id}@`, 'g'))).toHaveLength(1);
  expect(paid).toContain(`SUMMARY:${replyReminder} (done)`);
});
