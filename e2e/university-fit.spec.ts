import type { SchoolFitResponse } from '@campuspath/contract/recommendations';
import { chanceLabelName } from '@campuspath/contract/recommendations-terms';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** The university page's Admissions tab with the student's fit ("University page"). */

const SLUG = 'university-of-michigan-ann-arbor';
const TESTS = 'Admission test scores (SAT/ACT)';
const RANK = 'Secondary school rank';
const LEGACY = 'Legacy status';

/** "7–24%", as the page writes a chance range. */
const rangeText = (chance: { low: number | null; high: number | null }) =>
  chance.low === chance.high ? `${chance.low}%` : `${chance.low}–${chance.high}%`;

test('a student with a profile sees what they have and the same estimate as the API in Check My Eligibility', async ({
  page,
  checkA11y,
}) => {
  await signUpViaApi(page);
  await saveProfileViaApi(page);
  const school = (await (await page.request.get(`/api/schools/${SLUG}`)).json()) as SchoolDetail;
  const fitResponse = await page.request.get(`/api/schools/${school.id}/fit`);
  expect(fitResponse.ok()).toBe(true);
  const { fit, userHas } = (await fitResponse.json()) as SchoolFitResponse;
  // The profile has an SAT score and a GPA but no class rank; the API says so too.
  expect([userHas[TESTS], userHas[RANK], userHas[LEGACY]]).toEqual([true, false, 'unknown']);

  await page.goto(`/university/${SLUG}?tab=admissions`);
  const requirement = (category: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: category, exact: true }) });
  await expect(requirement(TESTS)).toContainText('You have this');
  await expect(requirement(RANK)).toContainText('Missing from your profile');
  await expect(requirement(RANK).getByRole('link', { name: 'Add it' })).toHaveAttribute('href', '/academics');
  // Michigan does not consider legacy status: nothing to add.
  await expect(requirement(LEGACY)).toContainText('Nothing to add: not used here');
  await expect(page.getByText('Unknown until you sign in')).toHaveCount(0);
  await checkA11y();

  const check = page.getByRole('button', { name: 'Check My Eligibility' });
  await expect(check).toHaveAttribute('aria-expanded', 'false');
  await check.click();
  await expect(check).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByTestId('eligibility-panel');
  await expect(panel.getByRole('heading', { name: `Your chance at ${school.name}` })).toBeVisible();
  await expect(panel.getByText(chanceLabelName(fit.chance.label!), { exact: true })).toBeVisible();
  await expect(panel.getByTestId('eligibility-range')).toHaveText(rangeText(fit.chance));
  // No line repeating the badge and range, and no "Confidence: higher".
  await expect(panel.getByTestId('eligibility-summary')).toHaveCount(0);
  await expect(panel).not.toContainText('Confidence');
  for (const sentence of fit.chance.explanation) await expect(panel.getByText(sentence, { exact: true })).toBeVisible();
  await expect(panel.getByText(fit.academics.sentence)).toBeVisible();
  await expect(panel.getByText(fit.academics.gpaSentence)).toBeVisible();
  await expect(panel.getByRole('heading', { name: `Match score: ${fit.match.score}/100` })).toBeVisible();
  const breakdown = panel.getByRole('list', { name: 'Match breakdown' }).getByRole('listitem');
  await expect(breakdown).toHaveCount(fit.match.components.length);
  for (const [index, component] of fit.match.components.entries()) {
    await expect(breakdown.nth(index)).toContainText(component.label);
    await expect(breakdown.nth(index)).toContainText(component.score === null ? 'Not scored' : `${Math.round(component.score * 100)}/100`);
    await expect(breakdown.nth(index)).toContainText(component.sentence);
  }
  await expect(panel.getByRole('link', { name: 'Update your academic profile' })).toHaveAttribute('href', '/academics');
  await checkA11y();

  // Closing hides the panel again.
  await check.click();
  await expect(panel).toBeHidden();
});

test('a signed-out visitor is invited to sign in and the page never asks for a fit', async ({ page, checkA11y }) => {
  const fitRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/schools\/[^/]+\/fit/.test(request.url())) fitRequests.push(request.url());
  });
  await page.goto(`/university/${SLUG}?tab=admissions`);
  await expect(page.getByRole('heading', { name: 'What this college considers' })).toBeVisible();
  await expect(page.getByText('Unknown until you sign in').first()).toBeVisible();
  await expect(page.getByText('Sign in and add your academic profile to see how you compare.')).toBeVisible();
  const check = page.getByRole('link', { name: 'Check My Eligibility' });
  await expect(check).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(`/university/${SLUG}?tab=admissions`)}`);
  await checkA11y();

  await check.click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  expect(fitRequests).toEqual([]);
});
