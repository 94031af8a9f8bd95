import type { Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * `redirectTo` after signing in stays on this site once normalised. `/..//evil.example`
 * normalises to `//evil.example`, another host; it used to reach the router, which refused it
 * with an error page. Now the student simply lands on the dashboard.
 */

const HOSTILE = ['/..//evil.example', '/%2e%2e//evil.example', '/.//evil.example/applications'];

async function signInWith(page: Page, redirectTo: string) {
  const student = await signUpViaApi(page, { name: 'Jordan Lee' });
  await page.context().clearCookies();
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

for (const redirectTo of HOSTILE) {
  test(`signing in with redirectTo=${redirectTo} lands on the dashboard`, async ({ page, baseURL }) => {
    await signInWith(page, redirectTo);
    await expect(page).toHaveURL(`${baseURL}/dashboard`);
    await expect(page.getByText('Welcome back, Jordan.')).toBeVisible();
  });
}

test('a signed-in student opening sign-in with a hostile redirectTo goes to the dashboard', async ({ page, baseURL }) => {
  await signUpViaApi(page, { name: 'Jordan Lee' });
  // Written into the address bar as is, not %-encoded.
  await page.goto('/login?redirectTo=/..//evil.example');
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  await expect(page.getByText('Welcome back, Jordan.')).toBeVisible();
});

test('a redirectTo on this site still brings the student back there', async ({ page, baseURL }) => {
  await signInWith(page, '/applications');
  await expect(page).toHaveURL(`${baseURL}/applications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Application manager' })).toBeVisible();
});
