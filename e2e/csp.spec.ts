import type { Page } from '@playwright/test';
import { buildSignupBody } from '../test/factories.ts';
import { expect, test } from './fixtures.ts';

/**
 * The Content Security Policy (script-src 'self', no 'unsafe-eval') is never violated where
 * forms are validated: zod must not probe `new Function` (its JIT), which the browser reports as
 * a violation even though zod catches the error (Lighthouse Best Practices counted it).
 */

/** Collects every `securitypolicyviolation` event and CSP console message of the page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|unsafe-eval/i.test(message.text())) messages.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => [...messages, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('signing up and signing in through the forms breaks no Content Security Policy rule', async ({ page }) => {
  const violations = await watchViolations(page);
  const student = buildSignupBody();

  await page.goto('/signup');
  await page.getByLabel('Name', { exact: true }).fill(student.name);
  // Validated in the browser first: an invalid address is refused before anything is sent.
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('High school graduation year', { exact: true }).selectOption(String(student.graduationYear));
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByRole('button', { name: 'Create Free Account' }).click();
  await expect(page).toHaveURL(/\/academics$/);
  expect(await violations()).toEqual([]);

  // Signed out from a blank page: a request the workspace makes meanwhile would answer 401.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await violations()).toEqual([]);
});
