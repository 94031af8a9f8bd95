import { FORGOT_PASSWORD_MESSAGE } from '@campuspath/contract/auth-terms';
import { buildSignupBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { waitForEmail, waitForLinks } from './outbox.ts';

/**
 * Forgot password: the same answer for any address; the emailed link sets a new
 * password with the sign-up rules, signs this browser in, ends every other session, and works once.
 */

test('a student resets a forgotten password from the emailed link; old sessions and the old password stop working', async ({
  page,
  browser,
  checkA11y,
  allowConsoleErrors,
}) => {
  // Two browsers, four emails and six pages: a long journey.
  test.slow();
  // The spent link's check answers 400, and Chromium logs every failed request.
  allowConsoleErrors(/status of 400/);
  // Another device, signed in before the reset.
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  const student = await signUpViaApi(other);

  // From the sign-in page, with the address carried over.
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(student.email);
  await checkA11y();
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_MESSAGE })).toBeFocused();

  // An address with no account reads exactly the same.
  await page.getByLabel('Email', { exact: true }).fill(buildSignupBody().email);
  await page.getByRole('button', { name: 'Send another link' }).click();
  await expect(page.getByRole('status').filter({ hasText: FORGOT_PASSWORD_MESSAGE })).toBeVisible();
  if (page.viewportSize()!.width < 768) {
    // Also on a 390 px phone, without sideways scrolling.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 390);
  }
  await checkA11y();

  // The link: its token leaves the address bar at once, and the form names the account.
  const [link] = await waitForLinks(student.email, '/reset-password');
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: `Set a new password for ${student.email}` })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await checkA11y();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByText('Use at least 10 characters')).toBeVisible();
  const newPassword = `a brand new passphrase ${Date.now()}`;
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your password was changed, and your other devices were signed out.')).toBeFocused();
  await expect(page.getByRole('banner').getByRole('button', { name: student.name })).toBeVisible();
  await checkA11y();

  // The other device is signed out; the old password no longer works, the new one does.
  expect(await (await other.request.get('/api/auth/session')).json()).toEqual({ user: null });
  await other.goto('/dashboard');
  await expect(other).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  expect((await other.request.post('/api/auth/login', { data: { email: student.email, password: student.password } })).status()).toBe(401);
  expect((await other.request.post('/api/auth/login', { data: { email: student.email, password: newPassword } })).status()).toBe(200);
  await otherDevice.close();
  // And the student is told by email.
  await waitForEmail(student.email, /^Your CampusPath password was changed/);

  // The link works once, and says so.
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has already been used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
  await checkA11y();
});
