import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * A new application without a deadline: the form accepted an Early Action application
 * with no deadline and showed "Deadline Not set" silently. The field stays optional, but the form
 * says what happens, creating it adds a "Find the deadline" task linking to the college's
 * admissions page (IPEDS), and the dashboard counts the applications missing one.
 */
const GEORGIA_TECH = 139755;

test('an Early Action application without a deadline says so, adds a “Find the deadline” task and is counted on the dashboard', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  const school = (await (await page.request.get(`/api/schools/${GEORGIA_TECH}`)).json()) as SchoolDetail;
  await signUpViaApi(page);
  await page.goto(`/applications/new?school=${GEORGIA_TECH}`);
  await expect(page.getByTestId('chosen-school')).toHaveText(school.name);
  const note = page.getByTestId('no-deadline-note');
  await expect(note).toHaveCount(0);
  await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Early Action' });
  await expect(note).toContainText('No deadline yet');
  await expect(note).toContainText('Find the deadline');
  await checkA11y();
  // Entering a date takes the note away; clearing it brings it back. Rolling admission has no deadline.
  await page.getByLabel('Deadline', { exact: true }).fill('2027-01-01');
  await expect(note).toHaveCount(0);
  await page.getByLabel('Deadline', { exact: true }).fill('');
  await expect(note).toBeVisible();
  await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Rolling' });
  await expect(note).toHaveCount(0);
  await page.getByLabel('Round', { exact: true }).selectOption({ label: 'Early Action' });

  await page.getByRole('button', { name: 'Create application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(school.name.slice(0, 20)) })).toBeVisible();
  await expect(page.getByText('Not set yet')).toBeVisible();
  await page.getByRole('link', { name: 'Find the deadline (in your tasks)' }).click();

  await expect(page).toHaveURL(/\/tasks$/);
  const task = page.getByRole('listitem').filter({ hasText: `Find the Early Action deadline for ${school.name}` });
  await expect(task).toBeVisible();
  await expect(
    task.getByRole('link', { name: new RegExp(school.urls.admissions!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) }),
  ).toHaveAttribute('href', school.urls.admissions!);
  await checkA11y();

  await page.goto('/dashboard');
  await expect(page.getByText('1 application has no deadline yet.')).toBeVisible();
  await checkA11y();
});
