import type { Page } from '@playwright/test';
import { buildApplicationBody, buildEssayBody, buildProfileBody, buildSignupBody, buildTaskBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/** University of Michigan-Ann Arbor: a real catalogue college with net prices by income. */
const MICHIGAN = 170976;

/** A student with a plan: a saved college and its application, a task, an income band, and an essay (never shared by default). */
async function studentWithPlan(page: Page) {
  const student = await signUpViaApi(page, { name: 'Maya Chen' });
  await apiWrite(page, 'put', '/api/profile', buildProfileBody({ incomeBand: '48-75k' }));
  await apiWrite(page, 'put', `/api/saved-schools/${MICHIGAN}`);
  await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: MICHIGAN }));
  await apiWrite(page, 'post', '/api/tasks', buildTaskBody({ title: 'Ask Mr. Okafor for a letter' }));
  await apiWrite(page, 'post', '/api/essays', buildEssayBody({ title: 'My private draft' }));
  return student;
}

/**
 * Journeys (a), (b) and (c): a student invites a parent, who signs up through the link
 * and sees exactly the shared parts; the student turns costs off and the parent's next load has
 * no prices; the student revokes and the parent gets the not-found page (and the API a 404).
 */
test('a parent follows a student through an invitation and sees exactly what is shared, until it is revoked', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  await studentWithPlan(page);
  await page.goto('/sharing');
  await expect(page.getByRole('heading', { level: 1, name: 'Who can see my plan' })).toBeVisible();
  const mom = buildSignupBody({ name: 'Rosa Chen', role: 'parent' });
  await page.getByLabel('Their email address').fill(mom.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  // An unverified student's invitation is not emailed: the page says so and shows the link.
  await expect(page.getByRole('status').filter({ hasText: `No email was sent to ${mom.email}` })).toContainText('verified');
  const link = await page.getByLabel('Invitation link').inputValue();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(mom.email);
  await checkA11y();

  const parent = await secondPage(browser, testInfo);
  await parent.page.goto(new URL(link).pathname + new URL(link).search);
  await parent.page.getByRole('link', { name: 'Create a parent or guardian account' }).click();
  await expect(parent.page.getByRole('radio', { name: /Parent or guardian/ })).toBeChecked();
  await parent.page.getByLabel('Name', { exact: true }).fill(mom.name);
  await parent.page.getByLabel('Email', { exact: true }).fill(mom.email);
  await parent.page.getByLabel('Password', { exact: true }).fill(mom.password);
  await parent.page.getByRole('button', { name: 'Create Free Account' }).click();
  await parent.page.getByRole('button', { name: 'Accept invitation' }).click();

  // The student's plan, read-only, within the defaults: colleges with the family's net price,
  // the application, the task; not the essay.
  await expect(parent.page.getByRole('heading', { level: 1, name: "Maya Chen's plan" })).toBeVisible();
  const studentUrl = new URL(parent.page.url()).pathname;
  await expect(parent.page.getByRole('heading', { name: 'Applications' })).toBeVisible();
  await expect(parent.page.getByTestId('school-net-price')).toContainText('$48,001–75,000');
  await expect(parent.page.getByRole('list', { name: 'Tasks' })).toContainText('Ask Mr. Okafor for a letter');
  await expect(parent.page.getByTestId('not-shared')).toHaveText('Not shared with you: Essays, Documents, Letters of recommendation.');
  await expect(parent.page.getByText('My private draft')).toHaveCount(0);
  await expect(parent.page.getByRole('textbox')).toHaveCount(0);
  await parent.checkA11y();

  // (b) The student sees the parent's visit and turns costs off; the parent's next load has no prices.
  await page.reload();
  const viewer = page.getByRole('region', { name: 'Rosa Chen' });
  await expect(viewer).toContainText(/Rosa Chen: \w{3} \d{1,2}/);
  await viewer.getByRole('switch', { name: 'Costs and income band' }).click();
  await expect(viewer.getByRole('switch', { name: 'Costs and income band' })).not.toBeChecked();
  await expect.poll(async () => (await page.request.get('/api/sharing')).json().then((body) => body.viewers[0].scopes.costs)).toBe(false);
  await parent.page.reload();
  // No family prices any more; the parent may choose an income band of their own instead.
  await expect(parent.page.getByTestId('own-prices')).toContainText('Maya Chen does not share costs with you');
  await expect(parent.page.getByTestId('school-net-price')).toHaveCount(0);
  await expect(parent.page.getByRole('list', { name: 'Tasks' })).toContainText('Ask Mr. Okafor for a letter');

  // (c) The student revokes: the parent's next load says the student stopped sharing, and the API answers 404.
  await viewer.getByRole('button', { name: 'Revoke access for Rosa Chen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByText('Nobody yet.')).toBeVisible();
  parent.allow(/404/);
  await parent.page.reload();
  await expect(parent.page.getByRole('heading', { level: 1, name: 'No longer shared with you' })).toBeVisible();
  await expect(parent.page.getByText('Maya Chen stopped sharing their plan with you.')).toBeVisible();
  expect((await parent.page.request.get(`/api${studentUrl}/plan`)).status()).toBe(404);
  await parent.checkA11y();
  await parent.done();
});
