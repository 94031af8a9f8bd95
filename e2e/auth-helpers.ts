import type { Page } from '@playwright/test';
import type { SignupBody } from '@campuspath/contract/auth';
import type { ProfileBody } from '@campuspath/contract/profile';
import { buildProfileBody, buildSignupBody, type SignupFields } from '../test/factories.ts';
import { waitForHydration } from './fixtures.ts';
import { waitForLinks } from './outbox.ts';

/**
 * Signs a new student up through the API with the page's own cookie jar, so the page is signed
 * in (for journeys that are not about signing up). Returns the student.
 */
export async function signUpViaApi(page: Page, overrides: Partial<SignupBody> = {}): Promise<SignupFields> {
  const student = buildSignupBody(overrides);
  const response = await page.request.post('/api/auth/signup', { data: student });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return student;
}

/**
 * Saves the signed-in page's academic profile through the API: a complete profile (GPA, SAT, a
 * major, for journeys that need recommendations) plus overrides.
 */
export async function saveProfileViaApi(page: Page, overrides: Partial<ProfileBody> = {}): Promise<void> {
  const response = await page.request.put('/api/profile', { data: buildProfileBody(overrides) });
  if (response.status() !== 200) throw new Error(`profile save failed: ${response.status()} ${await response.text()}`);
}

/**
 * Verifies the signed-in page's address with the link of its verification email, for
 * journeys that need email to reach the student (reminders, unsubscribe links).
 */
export async function verifyEmailViaOutbox(page: Page, address: string): Promise<void> {
  const [link] = await waitForLinks(address, '/verify-email');
  const token = new URL(link!, 'http://localhost').searchParams.get('token');
  const response = await page.request.post('/api/auth/verify-email', { data: { token } });
  if (response.status() !== 200) throw new Error(`verification failed: ${response.status()} ${await response.text()}`);
}

/**
 * Chooses Sign out in the open account menu and waits for what signing out does: the home page
 * loads afresh (nothing of the student's stays in memory) and React has it. Until then the old
 * page can still be on screen, and a click on it is lost with the reload.
 */
export async function chooseSignOut(page: Page): Promise<void> {
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('/');
  await waitForHydration(page);
}
