import type { RecommendationsResponse } from '@campuspath/contract/recommendations';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { cards, countText, expectResults, fetchSchools, openFilters, resultCount } from './explore-page.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/** Explore's Best match sort and Your chance filter, for signed-in students with a profile ("Explore"). */

test('a student with a profile gets best match by default and filters to safety schools', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  await saveProfileViaApi(page);
  await page.goto('/explore');
  await expect(page.getByTestId('personal-note')).toHaveCount(0);

  // Best match is the default for a student with a profile: no sort in the URL.
  await expect(page.getByLabel('Sort by')).toHaveValue('match');
  await expect(page).toHaveURL(/\/explore$/);
  const ranked = (await (await page.request.get('/api/recommendations?sort=match&limit=12')).json()) as RecommendationsResponse;
  await expect(resultCount(page)).toHaveText(countText(ranked.count));
  await expect(cards(page).first().getByRole('heading')).toHaveText(ranked.results[0]!.school.name);
  await expect(cards(page).first().getByTestId('school-chance')).toContainText(ranked.results[0]!.fit.chance.summary.split(' · ')[0]!);

  const filters = await openFilters(page);
  const chance = filters.getByRole('group', { name: 'Your chance' });
  await expect(chance.getByRole('checkbox', { name: `Safety (${ranked.counts.safety.toLocaleString('en-US')})` })).toBeVisible();
  await chance.getByRole('checkbox', { name: /^Safety/ }).check();
  await expect(page).toHaveURL(/\/explore\?chance=safety$/);

  const safety = (await (
    await page.request.get('/api/recommendations?chance=safety&sort=match&limit=12')
  ).json()) as RecommendationsResponse;
  expect(safety.count).toBeGreaterThan(12);
  await expect(resultCount(page)).toHaveText(countText(safety.count));
  await expect(cards(page)).toHaveCount(12);
  for (const [index, item] of safety.results.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading')).toHaveText(item.school.name);
    await expect(card.getByTestId('school-chance')).toContainText('Safety');
    const range = `${item.fit.chance.low}–${item.fit.chance.high}%`;
    await expect(card.getByTestId('school-chance-range')).toHaveText(
      item.fit.chance.low === item.fit.chance.high ? `${item.fit.chance.low}%` : range,
    );
  }
  await expect(page.getByRole('button', { name: 'Remove filter: Your chance: Safety' })).toBeVisible();
  await checkA11y();

  // The next page comes from the same list: still only safety schools.
  // On a phone the scroll sentinel may load it first (the button is then busy): either way counts.
  await expect(async () => {
    if ((await cards(page).count()) < 24) await page.getByRole('button', { name: 'Load more' }).click({ timeout: 2_000 });
    await expect(cards(page).nth(23)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (let index = 12; index < 24; index += 1) await expect(cards(page).nth(index).getByTestId('school-chance')).toContainText('Safety');
});

test(
  'a visitor sees no personal controls, and a best-match link shows the normal list with an invitation',
  sameOnPhone,
  async ({ page, request, checkA11y }) => {
    const recommendationCalls: string[] = [];
    page.on('request', (call) => {
      if (call.url().includes('/api/recommendations')) recommendationCalls.push(call.url());
    });
    await page.goto('/explore');
    await expectResults(page, await fetchSchools(request, ''));
    await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Best match' })).toHaveCount(0);
    const filters = await openFilters(page);
    await expect(filters.getByRole('group', { name: 'Your chance' })).toHaveCount(0);

    await page.goto('/explore?sort=match&chance=safety&location=West');
    await expectResults(page, await fetchSchools(request, 'location=West'));
    const note = page.getByTestId('personal-note');
    await expect(note).toContainText('Best match and Your chance use your academic profile.');
    await expect(note.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirectTo=${encodeURIComponent('/explore?sort=match&chance=safety&location=West')}`,
    );
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await expect(cards(page).first().getByTestId('school-chance')).toHaveCount(0);
    await checkA11y();
    expect(recommendationCalls).toEqual([]);
  },
);

test('a student without a test score is invited to add one', sameOnPhone, async ({ page, request }) => {
  await signUpViaApi(page);
  await page.goto('/explore?chance=reach');
  await expectResults(page, await fetchSchools(request, ''));
  const note = page.getByTestId('personal-note');
  await expect(note.getByRole('link', { name: 'Add an SAT or ACT score' })).toHaveAttribute('href', '/academics');
  await expect(page.getByLabel('Sort by').locator('option', { hasText: 'Best match' })).toHaveCount(0);
});
