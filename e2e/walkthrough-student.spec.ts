import type { Page } from '@playwright/test';
import type { RecommendationsResponse } from '@campuspath/contract/recommendations';
import { addDaysIso, dateIn } from '@campuspath/contract/deadline-time';
import { buildApplicationBody } from '../test/factories.ts';
import { saveProfileViaApi, signUpViaApi } from './auth-helpers.ts';
import { cards } from './explore-page.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite } from './second-page.ts';

/**
 * What a new student tripped over: chances and labels with nothing known, a ZIP code the search
 * ignored, results below the fold on a phone, and decided applications read as unfinished work.
 */

/** A label, a range or a match score (explanations of what unlocks them may name the labels). */
const CHANCE_WORDS = /\b(Reach|Target|Safety)\b|estimated chance|\/100 match/;
const ESTIMATE = /estimated chance|\d+(–\d+)?%|\/100 match/;

/** The date `days` from today in the college's zone (deadlines count days there). */
const isoInDays = (days: number, zone = 'America/New_York') => addDaysIso(dateIn(zone, new Date()), days);

/** The page's main content, without the header and footer. */
const main = (page: Page) => page.getByRole('main');

test('with an empty profile nothing reads as a personal chance or ranking, and a test score brings them', async ({ page, checkA11y }) => {
  test.slow();
  await signUpViaApi(page, { name: 'Nia Brooks' });

  // The dashboard: colleges to start with, said plainly; no label, range or match anywhere.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Colleges to start with' });
  await expect(card.getByTestId('top-recommendation')).toHaveCount(4, { timeout: 20_000 });
  await expect(card.getByTestId('not-personal')).toContainText('Not picked for you yet');
  await expect(page.getByRole('region', { name: 'Recommended for you' })).toHaveCount(0);
  await expect(card).not.toContainText(CHANCE_WORDS);
  // Never two campuses of one college among the four.
  const names = await card.getByTestId('top-recommendation').getByRole('link').allTextContents();
  const bases = names.map((name) => name.split('-')[0]!.trim());
  expect(new Set(bases.filter((_, index) => names[index]!.includes('-'))).size).toBe(
    bases.filter((_, index) => names[index]!.includes('-')).length,
  );
  await expect(page.getByTestId('balance-check')).toContainText('Add an SAT or ACT score');
  await expect(page.getByTestId('balance-reach')).toHaveCount(0);
  await checkA11y();

  // The recommendations page: not ranked for the student, no match score, no chance filter.
  await page.goto('/recommendations');
  await expect(page.getByTestId('not-personal')).toContainText('not picked for you');
  await expect(page.getByRole('heading', { name: /not ranked for you/ })).toBeVisible();
  await expect(page.getByTestId('recommendation').first()).toBeVisible();
  await expect(main(page).getByTestId('recommendation').first()).not.toContainText(CHANCE_WORDS);
  await expect(page.getByRole('radiogroup', { name: /chance/i })).toHaveCount(0);
  await checkA11y();

  // A college page and Explore: the chance waits for a score.
  await page.goto('/university/georgia-institute-of-technology-main-campus');
  await expect(page.getByTestId('your-chance')).toContainText('Add an SAT or ACT score');
  await expect(page.getByTestId('your-chance')).not.toContainText(ESTIMATE);
  await page.goto('/explore?state=GA');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId('school-chance')).toHaveCount(0);
  await checkA11y();

  // With a test score, the dashboard recommends, with labels and ranges.
  await saveProfileViaApi(page, { satTotal: 1300, intendedMajors: [] });
  await page.goto('/dashboard');
  const recommended = page.getByRole('region', { name: 'Recommended for you' });
  await expect(recommended.getByTestId('top-recommendation')).toHaveCount(4);
  const answer = (await (await page.request.get('/api/recommendations?limit=4')).json()) as RecommendationsResponse;
  expect(answer.personal).toBe(true);
  for (const [index, result] of answer.results.entries()) {
    await expect(recommended.getByTestId('chance-label').nth(index)).toHaveText(
      result.fit.chance.label
        ? { reach: 'Reach', target: 'Target', safety: 'Safety', likely: 'Likely admit' }[result.fit.chance.label]
        : 'No estimate',
    );
  }
  await checkA11y();
});

test('a ZIP code in the search is the distance filter, shown as a chip, and the first results are on screen, phone included', async ({
  page,
  checkA11y,
  allowConsoleErrors,
}) => {
  test.slow();
  // The ZIP code without a Census area is refused by the API (400), as the page then says.
  allowConsoleErrors(/status of 400/);
  // Signed in: the note on what unlocks chances sits above the results too, the tightest case.
  await signUpViaApi(page);
  await page.goto('/explore');
  const search = page.getByRole('combobox', { name: 'Search universities' });
  await search.fill('cheap colleges near 30332');
  await search.press('Enter');
  await expect(page).toHaveURL(/near=30332/);
  await expect(page.getByRole('button', { name: 'Remove filter: Within 25 miles of 30332' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter: Net price up to $15,000' })).toBeVisible();
  const first = cards(page).first();
  await expect(first.getByTestId('school-distance')).toHaveText(/^(Under 1 mi|\d+ mi) away$/);
  const miles = Number((await first.getByTestId('school-distance').textContent())?.match(/\d+/)?.[0] ?? 0);
  expect(miles).toBeLessThanOrEqual(25);
  // "Near" asks for the nearest first, and the sort select says that is the order.
  await expect(page).toHaveURL(/sort=distance/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
  // Visible without scrolling, phone included: the first card starts well inside the window.
  const box = await first.boundingBox();
  expect(box!.y, 'the first result starts on screen').toBeLessThan(page.viewportSize()!.height - 120);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await checkA11y();

  // Georgia Tech's campus is in 30332 itself: the first college listed, under a mile away.
  await page.goto('/explore');
  await search.fill('colleges near 30332');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove filter: Within 25 miles of 30332' })).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toHaveText('Georgia Institute of Technology-Main Campus');
  await expect(cards(page).first().getByTestId('school-distance')).toHaveText('Under 1 mi away');
  const distances = await cards(page).getByTestId('school-distance').allTextContents();
  const mileage = distances.map((text) => (text.startsWith('Under') ? 0 : Number(text.match(/\d+/)![0])));
  expect(mileage).toEqual([...mileage].sort((a, b) => a - b));

  // A ZIP code alone, with a radius.
  await page.goto('/explore');
  await search.fill('within 50 miles of 30332');
  await search.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove filter: Within 50 miles of 30332' })).toBeVisible();
  await expect(cards(page).first().getByTestId('school-distance')).toBeVisible();

  // A ZIP code with no Census area says so, instead of unrelated colleges.
  await page.goto('/explore');
  await search.fill('colleges near 00501');
  await search.press('Enter');
  await expect(page.getByTestId('zip-results-error')).toContainText('ZIP code 00501 has no Census ZIP Code Tabulation Area');
  await expect(cards(page)).toHaveCount(0);
  await checkA11y();
});

test('submitted and decided applications never read as unfinished work, and a waitlisted one has no days left', async ({
  page,
  checkA11y,
}) => {
  await signUpViaApi(page);
  const add = (body: Parameters<typeof buildApplicationBody>[0]) => apiWrite(page, 'post', '/api/applications', buildApplicationBody(body));
  // The default checklist, nothing ticked: students who applied rarely go back to tick "Application form".
  await add({ schoolId: 166683, round: 'regular-decision', status: 'accepted', deadline: isoInDays(40) });
  await add({ schoolId: 130794, round: 'regular-decision', status: 'waitlisted', deadline: isoInDays(3) });
  await add({ schoolId: 243744, round: 'regular-decision', status: 'submitted', deadline: isoInDays(5, 'America/Los_Angeles') });
  await add({ schoolId: 166027, round: 'regular-decision', status: 'in-progress', deadline: isoInDays(5) });

  await page.goto('/applications');
  const card = (name: string) => page.getByRole('list', { name: 'Applications' }).getByRole('listitem').filter({ hasText: name });
  for (const name of ['Massachusetts Institute of Technology', 'Yale University', 'Stanford University']) {
    await expect(card(name)).toBeVisible();
    await expect(card(name)).not.toContainText('Still to do');
    await expect(card(name)).not.toContainText('0%');
    await expect(card(name).getByRole('progressbar')).toHaveCount(0);
  }
  await expect(card('Yale University')).not.toContainText(/days? left/);
  // The one still open keeps its progress and days left.
  await expect(card('Harvard University')).toContainText('0%');
  await expect(card('Harvard University')).toContainText(/\d days? left/);
  await checkA11y();
});
