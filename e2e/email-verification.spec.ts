import type { Page } from '@playwright/test';
import { buildSignupBody } from '../test/factories.ts';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { waitForEmail, waitForLinks } from './outbox.ts';

/**
 * Email verification: a new account works at once and is asked to verify its address;
 * the emailed link is opened with one press (mail scanners open links too), after which the banner
 * goes and reminder emails can start. A resent link replaces the older one.
 */

const banner = (page: Page) => page.getByRole('region', { name: 'Email verification' });
const emailSwitch = (page: Page) => page.getByRole('checkbox', { name: 'Email', exact: true });

/** On the phone project, the page also fits a 390 px wide phone without sideways scrolling. */
async function fitsNarrowPhone(page: Page) {
  if (page.viewportSize()!.width >= 768) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 390);
}

test('a new student verifies their address from the emailed link, and the banner goes', async ({ page, checkA11y, allowConsoleErrors }) => {
  test.slow();
  // The spent link's second press answers 400, and Chromium logs every failed request.
  allowConsoleErrors(/status of 400/);
  const student = buildSignupBody();
  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(student.name);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL(/\/academics$/);

  // The account works at once, and asks for the address to be verified.
  await expect(banner(page)).toContainText(`Verify your email address to get reminder emails. We sent a link to ${student.email}.`);
  await fitsNarrowPhone(page);
  await checkA11y();
  await page.goto('/settings/reminders');
  await expect(emailSwitch(page)).toHaveAccessibleDescription(`Reminder emails start once you verify ${student.email}.`);

  // Opening the link changes nothing until the button is pressed.
  const [link] = await waitForLinks(student.email, '/verify-email');
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
  await checkA11y();
  await page.reload();
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible();
  await expect(page.getByText(`Your email ${student.email} is verified.`)).toBeFocused();
  await checkA11y();

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Welcome back/)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.goto('/settings/reminders');
  await expect(emailSwitch(page)).toHaveAccessibleDescription(`Reminder emails go to ${student.email}. Each has a link to stop them.`);

  // The link works once; the page says there is nothing left to do.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is already verified' })).toBeVisible();
});

test('Resend sends a new link that replaces the older one, which then explains itself', async ({ page, checkA11y, allowConsoleErrors }) => {
  // The replaced link's press answers 400, and Chromium logs every failed request.
  allowConsoleErrors(/status of 400/);
  const student = await signUpViaApi(page);
  const [first] = await waitForLinks(student.email, '/verify-email');
  await page.goto('/dashboard');
  await banner(page).getByRole('button', { name: 'Resend' }).click();
  await expect(banner(page).getByRole('status')).toHaveText(`Sent. Check ${student.email} for the new link.`);
  const links = await waitForLinks(student.email, '/verify-email', 2);
  const newest = links.find((link) => link !== first)!;

  await page.goto(first!);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A newer link replaced this one' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await checkA11y();

  await page.goto(newest);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible();
});

test('signed out, a used link explains itself and offers to sign in for a new one', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 400/);
  const student = await signUpViaApi(page);
  const [link] = await waitForLinks(student.email, '/verify-email');
  await page.context().clearCookies();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/login');

  await page.goto(link!);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This link has already been used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
    'href',
    '/login?redirectTo=%2Fsettings%2Faccount',
  );
});

test('a new address takes effect once its link is opened; until then emails go to the old one', async ({ page, checkA11y }) => {
  test.slow();
  const student = await signUpViaApi(page);
  // The old address is told of the change only once it is verified (no email goes to an unverified address).
  await verifyEmailViaOutbox(page, student.email);
  const newAddress = buildSignupBody().email;
  await page.goto('/settings/account');
  const section = page.getByRole('region', { name: 'Email address' });
  await section.getByLabel('Email', { exact: true }).fill(newAddress);
  await section.getByLabel('Current password', { exact: true }).fill(student.password);
  await section.getByRole('button', { name: 'Change email' }).click();
  await expect(section.getByText(`Check ${newAddress} for the link.`)).toBeVisible();
  await expect(section.getByText(/^Waiting for you to verify/)).toHaveText(
    `Waiting for you to verify ${newAddress}: open the link we sent there. Until then, emails go to ${student.email}.`,
  );
  await expect(section.getByLabel('Email', { exact: true })).toHaveValue(student.email);
  await fitsNarrowPhone(page);
  await checkA11y();
  // The current address is told, and keeps the account until the new one is confirmed.
  await waitForEmail(student.email, /^Someone asked to change your CampusPath email address/);

  const [link] = await waitForLinks(newAddress, '/verify-email');
  await page.goto(link!);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await expect(page.getByText(`Your email ${newAddress} is verified.`)).toBeVisible();

  await page.goto('/settings/account');
  await expect(section.getByText(`Your email is ${newAddress}`)).toBeVisible();
  await expect(section.getByText('Verified', { exact: true })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await waitForEmail(student.email, /^Your CampusPath email address was changed/);
});
