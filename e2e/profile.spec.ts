import { signUpViaApi } from './auth-helpers.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/** The academic profile (/academics): fill, save, reload; inline errors that keep what was typed. */

test('a student fills in the profile, saves it, and finds it complete after a reload', async ({ page, checkA11y }) => {
  // Every field of the profile, filled, saved and checked after a reload: a long journey.
  test.slow();
  await signUpViaApi(page);
  await page.goto('/academics');
  await expect(page.getByRole('heading', { level: 1, name: 'Academic Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete your profile to unlock more' })).toBeVisible();
  await expect(page.getByTestId('profile-status')).toContainText(
    'Add your unweighted GPA, an SAT or ACT score, and at least one intended major',
  );
  await checkA11y();

  await page.getByLabel('Unweighted GPA', { exact: true }).fill('3.85');
  await page.getByLabel('SAT total', { exact: true }).fill('1450');
  await page.getByRole('checkbox', { name: 'Computer Science', exact: true }).check();
  await page.getByRole('checkbox', { name: 'West', exact: true }).check();

  // Two terms draw the trend; a course with its AP score.
  await page.getByRole('button', { name: 'Add a term' }).click();
  await page.getByLabel('Term 1', { exact: true }).fill('Fall 2024');
  await page.getByLabel('Term 1 GPA', { exact: true }).fill('3.6');
  await page.getByRole('button', { name: 'Add a term' }).click();
  await page.getByLabel('Term 2', { exact: true }).fill('Spring 2025');
  await page.getByLabel('Term 2 GPA', { exact: true }).fill('3.9');
  await expect(page.getByTestId('gpa-trend')).toContainText('Fall 2024: 3.60, Spring 2025: 3.90');
  await page.getByRole('button', { name: 'Add a course' }).click();
  await page.getByLabel('Course 1', { exact: true }).fill('AP Calculus BC');
  await page.getByLabel('Course 1 exam score').selectOption('5');
  await page.getByLabel('Yearly household income').selectOption({ label: '$75,001–110,000' });

  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Profile saved at/ })).toBeVisible();
  // profileComplete comes from the session, refetched after the save.
  await expect(page.getByRole('heading', { name: 'Your profile is complete' })).toBeVisible();
  await checkA11y();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your profile is complete' })).toBeVisible();
  await expect(page.getByLabel('Unweighted GPA', { exact: true })).toHaveValue('3.85');
  await expect(page.getByLabel('SAT total', { exact: true })).toHaveValue('1450');
  await expect(page.getByRole('checkbox', { name: 'Computer Science', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'West', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'South', exact: true })).not.toBeChecked();
  await expect(page.getByLabel('Term 2', { exact: true })).toHaveValue('Spring 2025');
  await expect(page.getByLabel('Course 1', { exact: true })).toHaveValue('AP Calculus BC');
  await expect(page.getByLabel('Course 1 exam score')).toHaveValue('5');
  await expect(page.getByLabel('Yearly household income')).toHaveValue('75-110k');
  await expect(page.getByTestId('gpa-trend')).toBeVisible();

  const saved = await (await page.request.get('/api/profile')).json();
  expect(saved).toMatchObject({
    gpa: 3.85,
    satTotal: 1450,
    intendedMajors: ['11'],
    preferences: { regions: ['West'] },
    incomeBand: '75-110k',
  });
});

test('an SAT total of 1700 is refused inline and everything typed stays', sameOnPhone, async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  await page.goto('/academics');
  await page.getByLabel('Unweighted GPA', { exact: true }).fill('3.5');
  const sat = page.getByLabel('SAT total', { exact: true });
  await sat.fill('1700');
  await page.getByRole('checkbox', { name: 'Biology & Biomedical Sciences', exact: true }).check();
  await page.getByRole('button', { name: 'Save profile' }).click();

  await expect(page.getByText('SAT total scores run from 400 to 1600')).toBeVisible();
  await expect(sat).toHaveAttribute('aria-invalid', 'true');
  await expect(sat).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText('Your profile was not saved. Check the highlighted fields.');
  await expect(sat).toHaveValue('1700');
  await expect(page.getByLabel('Unweighted GPA', { exact: true })).toHaveValue('3.5');
  await expect(page.getByRole('checkbox', { name: 'Biology & Biomedical Sciences', exact: true })).toBeChecked();
  await checkA11y();
  // Nothing was sent.
  expect(await (await page.request.get('/api/profile')).json()).toMatchObject({ gpa: null, updatedAt: null });

  await sat.fill('1490');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your profile is complete' })).toBeVisible();
  await expect(page.getByText('SAT total scores run from 400 to 1600')).toHaveCount(0);
});

test("the server's field messages land on the matching inputs, nested ones included", sameOnPhone, async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 400/);
  await signUpViaApi(page);
  await page.goto('/academics');
  await page.getByRole('button', { name: 'Add a course' }).click();
  await page.getByLabel('Course 1', { exact: true }).fill('IB Physics HL');
  await page.getByLabel('Course 1 type').selectOption('IB');
  await page.getByLabel('Course 1 exam score').selectOption('7');
  // Answers the way the API does when it refuses a nested field.
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 400,
          json: {
            error: 'invalid_request',
            message: 'Check this field: courses.0.score',
            fields: { 'courses.0.score': 'IB exam scores run from 1 to 7' },
          },
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('IB exam scores run from 1 to 7')).toBeVisible();
  await expect(page.getByLabel('Course 1 exam score')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Course 1', { exact: true })).toHaveValue('IB Physics HL');
  await expect(page.getByLabel('Course 1 exam score')).toHaveValue('7');
});
