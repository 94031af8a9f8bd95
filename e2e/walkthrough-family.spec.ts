import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { ShareScopes } from '@campuspath/contract/sharing';
import { DEFAULT_SCOPES, SHARE_SCOPES } from '@campuspath/contract/sharing-terms';
import { buildApplicationBody, buildProfileBody, buildSignupBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/**
 * A parent's season: the invitation names the student and the address, accepting offers the
 * weekly email, a parent chooses their own income band when costs are not shared, a student who
 * stops sharing is said to have stopped, and inviting the same parent again starts from the
 * student's last choices. Every switch and region on these pages has a name of its own.
 */

const MICHIGAN = 170976;

/** The names of every element with `role` must all differ (a screen reader lists them by name), and so must landmarks. */
async function expectDistinctNames(page: Page, role: 'switch' | 'region') {
  const names = await page.getByRole(role).evaluateAll((elements) =>
    elements.map(
      (element) =>
        element.getAttribute('aria-label') ??
        ((element.getAttribute('aria-labelledby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
          .trim() ||
          [...((element as HTMLButtonElement).labels ?? [])].map((label) => label.textContent).join(' ')),
    ),
  );
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  // The best-practice rule axe keeps out of the WCAG tags: landmarks of one kind need different names.
  const landmarks = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
  expect(landmarks.violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')).join(', '))).toEqual([]);
}

/** The parent defaults with costs switched off: what the student chose for this parent. */
const NO_COSTS = Object.fromEntries(
  SHARE_SCOPES.map((scope) => [scope, scope !== 'costs' && DEFAULT_SCOPES.parent.includes(scope)]),
) as ShareScopes;

/** A student with a saved college and an application, who invited `email` through the API with costs off; returns the link's token. */
async function studentInvites(page: Page, email: string): Promise<string> {
  await signUpViaApi(page, { name: 'Maya Chen' });
  await apiWrite(page, 'put', '/api/profile', buildProfileBody({ incomeBand: '48-75k' }));
  await apiWrite(page, 'put', `/api/saved-schools/${MICHIGAN}`);
  await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: MICHIGAN }));
  const answer = (await apiWrite(page, 'post', '/api/sharing/invitations', { email, scopes: NO_COSTS })) as { invitation: { url: string } };
  return new URL(answer.invitation.url).searchParams.get('token')!;
}

test('the student sees what the parent will get before sending, each switch with a name of its own', async ({ page, checkA11y }) => {
  await signUpViaApi(page, { name: 'Maya Chen' });
  const mom = buildSignupBody({ name: 'Rosa Chen', role: 'parent' });
  await page.goto('/sharing');
  await page.getByLabel('Their email address').fill(mom.email);
  await expect(page.getByTestId('invite-starting-point')).toContainText('Starting from the usual choices for a parent');
  await page.getByRole('switch', { name: 'Costs and income band for the parent you invite' }).click();
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByLabel('Invitation link')).not.toHaveValue('');
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(
    'They will see: Saved colleges and applications with deadlines, Academic profile, Tasks',
  );
  await expectDistinctNames(page, 'switch');
  await checkA11y();
});

test('the invitation names the student and the address, accepting offers the digest, and a parent prices with their own band', async ({
  page,
  browser,
}, testInfo) => {
  const mom = buildSignupBody({ name: 'Rosa Chen', role: 'parent' });
  const token = await studentInvites(page, mom.email);

  // The landing names the student and the address, and fills it in for signing up.
  const parent = await secondPage(browser, testInfo);
  await parent.page.goto(`/invite?token=${encodeURIComponent(token)}`);
  await expect(parent.page.getByRole('heading', { level: 1, name: "Follow Maya Chen's college plan" })).toBeVisible();
  await expect(parent.page.getByText(`Maya Chen invited you (${mom.email})`)).toBeVisible();
  await parent.checkA11y();
  await parent.page.getByRole('link', { name: 'Create a parent or guardian account' }).click();
  await expect(parent.page.getByLabel('Email', { exact: true })).toHaveValue(mom.email);
  await parent.page.getByLabel('Name', { exact: true }).fill(mom.name);
  await parent.page.getByLabel('Password', { exact: true }).fill(mom.password);
  await parent.page.getByRole('button', { name: 'Create Free Account' }).click();
  await parent.page.getByRole('button', { name: 'Accept invitation' }).click();

  // Accepted: the plan, with the weekly email offered once.
  await expect(parent.page.getByRole('heading', { level: 1, name: "Maya Chen's plan" })).toBeVisible();
  const offer = parent.page.getByTestId('digest-offer');
  await expect(offer.getByRole('heading', { name: "You now follow Maya Chen's plan" })).toBeVisible();
  await expect(offer.getByRole('switch', { name: 'Weekly email digest' })).not.toBeChecked();
  // Costs are not shared: the parent may choose an income band of their own for net prices.
  const own = parent.page.getByTestId('own-prices');
  await expect(own).toContainText('Maya Chen does not share costs with you');
  await expect(parent.page.getByTestId('school-net-price')).toHaveCount(0);
  await own.getByLabel('Income band for net prices').selectOption('30-48k');
  await expect(parent.page.getByTestId('school-net-price')).toContainText('$30,001–48,000');
  await parent.checkA11y();
  await expectDistinctNames(parent.page, 'region');
  await parent.done();
});

test('a parent is told when the student stops sharing, and inviting them again starts from the last choices', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  const mom = buildSignupBody({ name: 'Rosa Chen', role: 'parent' });
  const token = await studentInvites(page, mom.email);
  const parent = await secondPage(browser, testInfo);
  await signUpViaApi(parent.page, mom);
  await apiWrite(parent.page, 'post', '/api/sharing/invitations/accept', { token });
  const { viewers } = (await (await page.request.get('/api/sharing')).json()) as { viewers: { id: string }[] };
  expect((await page.request.delete(`/api/sharing/viewers/${viewers[0]!.id}`)).status()).toBeLessThan(300);

  // The parent is told, on the plan and on My students.
  const { students, stoppedSharing } = (await (await parent.page.request.get('/api/students')).json()) as {
    students: unknown[];
    stoppedSharing: { id: string }[];
  };
  expect(students).toEqual([]);
  parent.allow(/404/);
  await parent.page.goto(`/students/${stoppedSharing[0]!.id}`);
  await expect(parent.page.getByRole('heading', { level: 1, name: 'No longer shared with you' })).toBeVisible();
  await expect(parent.page.getByText('Maya Chen stopped sharing their plan with you.')).toBeVisible();
  await parent.checkA11y();
  await parent.page.goto('/family');
  await expect(parent.page.getByTestId('stopped-sharing')).toContainText('Maya Chen stopped sharing their plan with you on');
  await parent.checkA11y();
  await parent.done();

  // Inviting the same parent again starts from the last choices for them: costs stay off.
  await page.goto('/sharing');
  await page.getByLabel('Their email address').fill(mom.email);
  await expect(page.getByTestId('invite-starting-point')).toContainText(`Starting from your last choices for ${mom.email}`);
  await expect(page.getByRole('switch', { name: 'Costs and income band for the parent you invite' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Tasks for the parent you invite' })).toBeChecked();
  await checkA11y();
});
