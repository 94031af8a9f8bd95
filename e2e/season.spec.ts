import type { Page } from '@playwright/test';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import { buildSignupBody } from '../test/factories.ts';
import { chooseSignOut, signUpViaApi } from './auth-helpers.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/**
 * One student's season end to end: sign up, profile, save a school, start an application, add
 * and complete a task, watch the dashboard follow; then sign out and back in and find it all.
 */
const GEORGIA_TECH = {
  id: 139755,
  slug: 'georgia-institute-of-technology-main-campus',
  name: 'Georgia Institute of Technology-Main Campus',
};

/** The date `days` from today in `zone` (deadlines count days in the school's zone; tasks in the student's). */
function isoInDays(days: number, zone = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return addDaysIso(dateIn(zone, new Date()), days);
}

const summary = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}`) });

test('a student runs their season and finds everything after signing out and back in', async ({ page }) => {
  test.slow();
  const student = buildSignupBody({ name: 'Dana Lee' });
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(student.name);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL(/\/academics$/);

  // The profile.
  await page.getByLabel('Unweighted GPA', { exact: true }).fill('3.70');
  await page.getByLabel('SAT total', { exact: true }).fill('1390');
  await page.getByRole('checkbox', { name: 'Computer Science', exact: true }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile is complete' })).toBeVisible();

  // An empty dashboard first.
  await page.goto('/dashboard');
  await expect(summary(page, 'Saved Universities')).toContainText('0');
  await expect(summary(page, 'Current GPA')).toContainText('3.70');

  // Save Georgia Tech from its page and start an Early Action application from there.
  await page.goto(`/university/${GEORGIA_TECH.slug}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Start Application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New application' })).toBeVisible();
  await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Early Action' });
  await page.getByLabel('Deadline', { exact: true }).fill(isoInDays(7, 'America/New_York'));
  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.getByText('7 days left')).toBeVisible();

  // A task, then completed.
  await page.goto('/tasks/new');
  await page.getByLabel('Title').fill('Send SAT scores to Georgia Tech');
  await page.getByLabel('Due date (optional)').fill(isoInDays(3));
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByRole('checkbox', { name: 'Send SAT scores to Georgia Tech' })).toBeVisible();

  // The dashboard follows: one saved school, one application being prepared, two deadlines ahead.
  await page.goto('/dashboard');
  await expect(summary(page, 'Saved Universities')).toContainText('1');
  await expect(summary(page, 'Upcoming Deadlines')).toContainText('2');
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByRole('region', { name: 'Upcoming tasks' })).toContainText('Send SAT scores to Georgia Tech');

  await page.goto('/tasks');
  await page.getByRole('checkbox', { name: 'Send SAT scores to Georgia Tech' }).click();
  await expect(page.getByRole('checkbox', { name: 'Send SAT scores to Georgia Tech' })).toBeChecked();
  await page.goto('/dashboard');
  await expect(summary(page, 'Upcoming Deadlines')).toContainText('1');
  await expect(page.getByRole('region', { name: 'Upcoming tasks' })).toContainText('You don’t have any upcoming tasks.');

  // Sign out, sign back in: everything is still there.
  await page.getByRole('banner').getByRole('button', { name: 'Dana Lee' }).click();
  await chooseSignOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(summary(page, 'Saved Universities')).toContainText('1');
  await expect(summary(page, 'Current GPA')).toContainText('3.70');
  await page.goto('/applications');
  await expect(page.getByRole('list', { name: 'Applications' })).toContainText('Georgia Institute of Technology');
  await page.goto('/tasks?filter=completed');
  await expect(page.getByRole('checkbox', { name: 'Send SAT scores to Georgia Tech' })).toBeChecked();
});

test("a second student sees none of the first student's work", sameOnPhone, async ({ page, browser }) => {
  // The first student: a demo workspace full of content.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const applications = (await (await page.request.get('/api/applications')).json()).applications as { id: string }[];
  expect(applications.length).toBeGreaterThan(0);

  const context = await browser.newContext();
  const other = await context.newPage();
  await signUpViaApi(other);
  await other.goto('/dashboard');
  await expect(summary(other, 'Saved Universities')).toContainText('0');
  await other.goto('/applications');
  await expect(other.getByText("You haven't started any applications yet.")).toBeVisible();
  for (const path of [`/api/applications/${applications[0]!.id}`]) {
    expect((await other.request.get(path)).status()).toBe(404);
  }
  await context.close();
});
