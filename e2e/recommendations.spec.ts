import type { Page } from '@playwright/test';
import type { BalanceResponse, RecommendationsResponse } from '@campuspath/contract/recommendations';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Recommendations: the ranked, explained list, the balanced-list check and the dashboard card. */

const recommendations = async (page: Page, query: string): Promise<RecommendationsResponse> => {
  const response = await page.request.get(`/api/recommendations?${query}`);
  expect(response.status()).toBe(200);
  return response.json();
};

const balance = async (page: Page): Promise<BalanceResponse> => (await page.request.get('/api/recommendations/balance')).json();

const savedIds = async (page: Page) =>
  ((await (await page.request.get('/api/saved-schools')).json()) as { results: { schoolId: number }[] }).results.map(
    (item) => item.schoolId,
  );

const items = (page: Page) => page.getByTestId('recommendation');

test('a student with a profile sees ranked, explained recommendations, filters to Safety and opens a school', async ({
  page,
  checkA11y,
}) => {
  test.slow(); // several axe scans of a long list
  await signUpViaApi(page);
  await saveProfileViaApi(page);
  const expected = await recommendations(page, 'limit=12');
  const best = expected.results[0]!;

  await page.goto('/recommendations');
  await expect(page.getByRole('heading', { level: 1, name: 'Recommendations' })).toBeVisible();
  await expect(page).toHaveTitle('Recommendations | CampusPath');
  await expect(items(page)).toHaveCount(expected.results.length);

  // Best match first, with its label, range, match score and the line saying why.
  const first = items(page).first();
  await expect(first.getByRole('heading', { name: best.school.name })).toBeVisible();
  await expect(first.getByTestId('chance-label')).toHaveText(
    best.fit.chance.label
      ? { reach: 'Reach', target: 'Target', safety: 'Safety', likely: 'Likely admit' }[best.fit.chance.label]
      : 'No estimate',
  );
  if (best.fit.chance.low !== null && best.fit.chance.high !== null) {
    await expect(first).toContainText(`${best.fit.chance.low}–${best.fit.chance.high}%`);
  }
  await expect(first).toContainText(`${best.fit.match.score}/100`);
  await expect(first.getByText(best.fit.why, { exact: true })).toBeVisible();
  await expect(first.getByText(best.fit.academics.sentence, { exact: true })).toBeVisible();

  // The breakdown: every part of the match with its weight and sentence, and the chance's reasons.
  await first.getByRole('button', { name: /Show how this was worked out/ }).click();
  const breakdown = first.getByRole('list', { name: 'Match breakdown' });
  await expect(breakdown.getByRole('listitem')).toHaveCount(best.fit.match.components.length);
  for (const component of best.fit.match.components) {
    const row = breakdown.getByRole('listitem').filter({ hasText: component.label });
    await expect(row).toContainText(`${Math.round(component.weight * 100)}% of the match`);
    await expect(row).toContainText(component.score === null ? 'Not scored' : `score ${Math.round(component.score * 100)} of 100`);
    await expect(row.getByText(component.sentence, { exact: true })).toBeVisible();
  }
  for (const sentence of best.fit.chance.explanation) await expect(first.getByText(sentence, { exact: true })).toBeVisible();
  await checkA11y();

  // Filter to Safety: kept in the URL, and every school shown is a safety.
  const safeties = await recommendations(page, 'chance=safety&limit=12');
  expect(safeties.results.length).toBeGreaterThan(0);
  await page.getByRole('radio', { name: new RegExp(`^Safety \\(${expected.counts.safety.toLocaleString('en-US')}\\)`) }).click();
  await expect(page).toHaveURL(/[?&]chance=safety/);
  await expect(page.getByRole('radio', { name: /^Safety/ })).toHaveAttribute('aria-checked', 'true');
  await expect(items(page).first().getByRole('heading', { level: 3 })).toHaveText(safeties.results[0]!.school.name);
  await expect(items(page)).toHaveCount(safeties.results.length);
  await expect(page.getByTestId('chance-label')).toHaveText(safeties.results.map(() => 'Safety'));
  await checkA11y();

  // A copied link keeps the filter.
  await page.reload();
  await expect(page.getByRole('radio', { name: /^Safety/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('chance-label')).toHaveText(safeties.results.map(() => 'Safety'));

  // Opening a school leads to its university page.
  const school = safeties.results[0]!.school;
  await items(page).first().getByRole('link', { name: school.name, exact: true }).click();
  await expect(page).toHaveURL(`/university/${school.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();

  // Check My Eligibility there shows the same estimate as the list.
  const listed = safeties.results[0]!.fit.chance;
  await page.getByRole('tab', { name: 'Admissions' }).click();
  await page.getByRole('button', { name: 'Check My Eligibility' }).click();
  const panel = page.getByTestId('eligibility-panel');
  await expect(panel.getByTestId('eligibility-range')).toHaveText(
    listed.low === listed.high ? `${listed.low}%` : `${listed.low}–${listed.high}%`,
  );
});

test('more recommendations load on request', async ({ page }) => {
  await signUpViaApi(page);
  await saveProfileViaApi(page);
  await page.goto('/recommendations');
  await expect(items(page)).toHaveCount(12);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(items(page)).toHaveCount(24);
  const secondPage = await recommendations(page, 'limit=12&page=2');
  await expect(items(page).nth(12).getByRole('heading')).toHaveText(secondPage.results[0]!.school.name);
});

test('the balanced-list check on /saved and the dashboard follows the saved schools', async ({ page, checkA11y }) => {
  test.slow();
  await signUpViaApi(page);
  await saveProfileViaApi(page);
  const reach = (await recommendations(page, 'chance=reach&limit=1')).results[0]!.school;
  const safety = (await recommendations(page, 'chance=safety&limit=1')).results[0]!.school;
  const target = (await recommendations(page, 'chance=target&limit=1')).results[0]!.school;
  const check = page.getByTestId('balance-check');

  // Save the best reach from the recommendations page.
  await page.goto('/recommendations?chance=reach');
  await items(page)
    .first()
    .getByRole('button', { name: `Save ${reach.name}` })
    .click();
  await expect(
    items(page)
      .first()
      .getByRole('button', { name: `Saved ${reach.name}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(page)).toEqual([reach.id]);

  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Is your list balanced?' })).toBeVisible();
  await expect(check.getByTestId('balance-reach')).toHaveText('Reach1');
  await expect(check.getByTestId('balance-safety')).toHaveText('Safety0');
  await expect(check.getByRole('status')).toHaveText((await balance(page)).suggestion!);
  await expect(check.getByRole('status')).toContainText('no safety school');
  await checkA11y();

  // A safety from the recommendations page, a target through the API: the list is balanced.
  await page.goto('/recommendations?chance=safety');
  await items(page)
    .first()
    .getByRole('button', { name: `Save ${safety.name}` })
    .click();
  await expect(
    items(page)
      .first()
      .getByRole('button', { name: `Saved ${safety.name}` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await savedIds(page)).length).toBe(2);
  expect((await page.request.put(`/api/saved-schools/${target.id}`)).status()).toBe(200);

  await page.goto('/saved');
  await expect(check.getByRole('status')).toHaveText('Your list is balanced: it has reach, target and safety schools.');
  await expect(check.getByTestId('balance-reach')).toHaveText('Reach1');
  await expect(check.getByTestId('balance-target')).toHaveText('Target1');
  await expect(check.getByTestId('balance-safety')).toHaveText('Safety1');

  // Removing the safety from /saved brings the suggestion back without a reload.
  await page.getByRole('button', { name: `Remove ${safety.name} from saved` }).click();
  await expect(check.getByRole('status')).toContainText('no safety school');
  await expect(check.getByTestId('balance-safety')).toHaveText('Safety0');

  // The dashboard shows the same check and the top four recommendations.
  const top = await recommendations(page, 'limit=4');
  await page.goto('/dashboard');
  const dashboardCheck = page.getByRole('region', { name: 'Balanced list' }).getByTestId('balance-check');
  await expect(dashboardCheck.getByRole('status')).toContainText('no safety school');
  const recommended = page.getByRole('region', { name: 'Recommended for you' });
  await expect(recommended.getByTestId('top-recommendation')).toHaveCount(4);
  await expect(recommended.getByTestId('top-recommendation').getByRole('link')).toHaveText(top.results.map((item) => item.school.name));
  await expect(recommended.getByTestId('top-recommendation').first().getByText(top.results[0]!.fit.why, { exact: true })).toBeVisible();
  await expect(recommended.getByRole('link', { name: 'See all recommendations' })).toHaveAttribute('href', '/recommendations');
  await checkA11y();
});

test('a student without test scores is asked to complete the profile and still gets recommendations', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  await saveProfileViaApi(page, { satTotal: null, act: null });
  const expected = await recommendations(page, 'limit=12');
  const testScore = expected.missing.find((item) => item.input === 'testScore');
  expect(testScore).toBeDefined();

  await page.goto('/recommendations');
  const prompt = page.getByRole('region', { name: 'Complete your profile for better recommendations' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText(testScore!.effect, { exact: true })).toBeVisible();
  await expect(prompt.getByRole('listitem')).toHaveCount(expected.missing.length);
  await expect(prompt.getByRole('link', { name: 'Complete your academic profile' })).toHaveAttribute('href', '/academics');
  await expect(items(page)).toHaveCount(expected.results.length);
  await checkA11y();
});

test('a student with no profile at all still gets a useful page', async ({ page }) => {
  await signUpViaApi(page);
  const expected = await recommendations(page, 'limit=12');
  await page.goto('/recommendations');
  await expect(page.getByRole('region', { name: 'Complete your profile for better recommendations' })).toBeVisible();
  await expect(items(page)).toHaveCount(expected.results.length);
});
