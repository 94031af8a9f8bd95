import type { Page } from '@playwright/test';
import { buildSignupBody } from '../test/factories.ts';
import { chooseSignOut, signUpViaApi } from './auth-helpers.ts';
import { waitForEmail } from './outbox.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/** Accounts: sign-up, sign-in, sign-out, protected pages, the demo and account settings. */

/** The header's account control: the user menu on desktop and phone alike. */
const userMenu = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });

async function signOutFromMenu(page: Page, name: string) {
  await userMenu(page, name).click();
  await chooseSignOut(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
}

test('a new student signs up, sees their name in the header, signs out and back in', async ({ page, checkA11y }) => {
  const student = buildSignupBody({ name: 'Maya Chen' });
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
  await checkA11y();

  await page.getByLabel('Name', { exact: true }).fill(student.name);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('High school graduation year', { exact: true }).selectOption(String(student.graduationYear));
  await page.getByRole('button', { name: 'Create Free Account' }).click();

  await expect(page).toHaveURL(/\/academics$/);
  await expect(userMenu(page, 'Maya Chen')).toBeVisible();
  // Wide screens show the navigation in the bar; phones inside the name's menu.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Explore' })).toHaveCount(page.viewportSize()!.width < 1024 ? 0 : 1);

  await signOutFromMenu(page, 'Maya Chen');
  await expect(page).toHaveURL('/');

  await page.goto('/login');
  await checkA11y();
  await page.getByLabel('Email', { exact: true }).fill(student.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userMenu(page, 'Maya Chen')).toBeVisible();
});

test('sign-up keeps what was typed, shows field messages, and never tells whether an address has an account', async ({ page }) => {
  const existing = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill('Sam');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Use at least 10 characters')).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Sam');

  await page.getByLabel('Email', { exact: true }).fill(existing.email);
  await page.getByLabel('Password', { exact: true }).fill('a long enough passphrase');
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  // Answered as for a free address; the address's owner is told by email instead.
  await expect(page).toHaveURL(/\/academics$/);
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  await waitForEmail(existing.email, /Someone tried to use your email address/);
});

test('a wrong password says "Invalid email or password" and keeps the email', sameOnPhone, async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 401/);
  const student = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill('definitely not it');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(student.email);
});

test('a protected page sends a signed-out visitor to sign in and back', sameOnPhone, async ({ page }) => {
  const student = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/applications?tab=essays');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapplications%3Ftab%3Dessays$/);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/applications\?tab=essays$/);
});

test('Try the demo opens a full sample workspace on the dashboard', sameOnPhone, async ({ page, checkA11y }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(userMenu(page, 'Alex Rivera')).toBeVisible();
  const saved = page.getByRole('link', { name: /Saved Universities/ });
  await expect(saved).toContainText('8');
  await expect(page.getByRole('link', { name: /Current GPA/ })).toContainText('3.78');
  await expect(page.getByRole('heading', { name: 'Readiness checklist' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Application progress' })).toBeVisible();
  await checkA11y();

  await page.goto('/checklist');
  await expect(page.getByRole('heading', { name: 'Readiness checklist', level: 1 })).toBeVisible();
  await expect(page.getByText(/of 9 done/)).toBeVisible();
  await checkA11y();
});

test('a new student sees a guided, empty dashboard', sameOnPhone, async ({ page }) => {
  await signUpViaApi(page, { name: 'Riley Park' });
  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Riley.')).toBeVisible();
  await expect(page.getByText('Next step')).toBeVisible();
  await expect(page.getByText('Add a test score to see your chances').first()).toBeVisible();
  await expect(page.getByText('You haven’t saved any universities yet.')).toBeVisible();
  await expect(page.getByText('You don’t have any upcoming tasks.')).toBeVisible();
});

test(
  'account settings: rename shows in the header, data downloads, and the account can be deleted',
  sameOnPhone,
  async ({ page, checkA11y }) => {
    const student = await signUpViaApi(page, { name: 'Jo Smith' });
    await page.goto('/settings/account');
    await checkA11y();
    await page.getByLabel('Name', { exact: true }).fill('Joanna Smith');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(userMenu(page, 'Joanna Smith')).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download all my data' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('campuspath-my-data.json');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Your password', { exact: true }).fill(student.password);
    await dialog.getByRole('button', { name: 'Delete everything' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session).toEqual({ user: null });
  },
);

test(
  'a session that ends mid-edit keeps the page and what was typed, and offers to sign in again',
  sameOnPhone,
  async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 401/);
    await signUpViaApi(page);
    await page.goto('/tasks/new');
    await page.getByLabel('Title').fill('Finish the supplement');
    // Signed out everywhere from another device.
    expect((await page.request.post('/api/account/sign-out-everywhere')).status()).toBe(204);
    await page.getByRole('button', { name: 'Add task' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You have been signed out' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue('Finish the supplement');
    await expect(page.getByRole('link', { name: 'sign in again' })).toHaveAttribute('href', '/login?redirectTo=%2Ftasks%2Fnew');
  },
);
